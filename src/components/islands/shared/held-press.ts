/** The island's side of a press held by `client:on` (its design: src/integrations/client-on-directive.ts). */

/** The island attribute the directive and the island talk through; CSS reads it too. */
export const PRESS_ATTRIBUTE = 'data-press';

/** Marks the island's fallback link, where a held press goes if the island's code fails to load. */
export const PRESS_FALLBACK_ATTRIBUTE = 'data-press-fallback';

/** Marks the island's button that Enter in its text box presses (Shift+Enter breaks the line), held like a press. */
export const PRESS_ON_ENTER_ATTRIBUTE = 'data-press-enter';

/**
 * Ready: the page has painted once and nothing is pressed yet, so CSS may now ready what a press shows
 * (the typed chat lays its closed panel out, unseen), out of the first paint's work. Held: a press is
 * waiting for the island. Live: the island handles presses itself.
 */
export type PressMark = 'ready' | 'held' | 'live';

/** The element a held press was made on, left on the island element for the island to give focus back to. */
export const PRESS_ORIGIN = Symbol.for('client:on press origin');

/** Called once the island answers presses: the element a press was held on (to carry out now), or null. */
export function takeHeldPress(elementInIsland: Element | null | undefined): Element | null {
  const island = elementInIsland?.closest('astro-island') as (Element & { [PRESS_ORIGIN]?: Element }) | null;
  if (!island) return null;
  const held = island.getAttribute(PRESS_ATTRIBUTE) === 'held';
  island.setAttribute(PRESS_ATTRIBUTE, 'live' satisfies PressMark);
  const origin = island[PRESS_ORIGIN] ?? island;
  delete island[PRESS_ORIGIN];
  return held ? origin : null;
}
