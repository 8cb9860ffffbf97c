import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * True in the server's render and in the hydration pass, false in every other render (a component
 * rendered in the browser from the start never sees true). An island whose markup the browser may have
 * changed before it ran (a popover it opened, a text box the visitor typed in) renders the server's
 * markup while React adopts it, and its own once it is React's (the render right after hydration).
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => false,
    () => true,
  );
}
