/**
 * The island's side of a press held by the `client:on` directive: the attributes the two talk
 * through and `takeHeldPress`. The design (why and when a press is held) is told in
 * src/integrations/client-on-directive.ts.
 */

/** The island attribute the directive and the island talk through; CSS reads it too. */
export const PRESS_ATTRIBUTE = 'data-press';

/**
 * Marks the island's fallback link (a call link): a press held for an island whose code failed to
 * load goes there, and a press on the link itself is never held.
 */
export const PRESS_FALLBACK_ATTRIBUTE = 'data-press-fallback';

/** Held: a press is waiting for the island. Live: the island handles presses itself. */
export type PressMark = 'held' | 'live';

/**
 * Called by an island once its controls answer presses. Returns true when a press was held for it (the
 * island carries it out now); from this call on the directive no longer holds presses.
 */
export function takeHeldPress(elementInIsland: Element | null | undefined): boolean {
  const island = elementInIsland?.closest('astro-island');
  if (!island) return false;
  const held = island.getAttribute(PRESS_ATTRIBUTE) === 'held';
  island.setAttribute(PRESS_ATTRIBUTE, 'live' satisfies PressMark);
  return held;
}
