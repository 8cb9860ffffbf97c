import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydration pass, true from the first effect on. Islands use
 * it to keep their markup identical to the server's (the no-JavaScript version) until React owns the
 * DOM, then switch to their enhanced controls.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // An effect on purpose: it runs after the hydration pass has committed the server's markup, so
  // children's effects can still read that markup (an open <details>) before the swap.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
