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
 * Where the directive leaves the element a held press was made on (a property of the island element,
 * under a key shared by every bundle of the page), so the island can give focus back to it later.
 */
export const PRESS_ORIGIN = Symbol.for('client:on press origin');

/**
 * Called by an island once its controls answer presses. Returns the element a press was held on (the
 * island carries the press out now), or null when none was; from this call on the directive no
 * longer holds presses.
 */
export function takeHeldPress(elementInIsland: Element | null | undefined): Element | null {
  const island = elementInIsland?.closest('astro-island') as (Element & { [PRESS_ORIGIN]?: Element }) | null;
  if (!island) return null;
  const held = island.getAttribute(PRESS_ATTRIBUTE) === 'held';
  island.setAttribute(PRESS_ATTRIBUTE, 'live' satisfies PressMark);
  const origin = island[PRESS_ORIGIN] ?? island;
  delete island[PRESS_ORIGIN];
  return held ? origin : null;
}
