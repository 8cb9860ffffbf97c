/**
 * How a press made before an island could answer it reaches the island, once. The `client:on`
 * directive (src/integrations/first-event-directive.ts) holds such a press: it cancels the click,
 * marks the island `data-press="held"` (CSS shows the control's loading look from that mark at once)
 * and starts hydration. The island, when it can act, calls `takeHeldPress`, which ends the holding
 * (`data-press="live"`: from then on presses go to the island's own handlers) and tells it whether a
 * press is waiting to be carried out.
 */

/** The island attribute the directive and the island talk through; CSS reads it too. */
export const PRESS_ATTRIBUTE = 'data-press';

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
