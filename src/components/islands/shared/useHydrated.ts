import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydration pass, true from the first effect on. Islands use
 * it to keep their markup identical to the server's (the no-JavaScript version) until React owns the
 * DOM, then switch to their enhanced controls.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
