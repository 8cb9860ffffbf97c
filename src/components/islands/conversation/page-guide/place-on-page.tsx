/**
 * Bringing a section or card into view for the agent, without fighting the visitor: the page stays
 * put while they read or just after a move (the panel offers a button instead); reduced motion jumps.
 */
import { fillTemplate } from '~/lib/placeholders';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { scrollingOurselves, visitorScrolledAt } from './page-guide-setup';
import type { ToolOutcome } from './page-tool';

/** A place shown: its id and name, and whether the page went there. */
export interface PlaceData {
  id: string;
  label: string;
  /** False: the visitor was reading elsewhere (or the page had just moved); the panel offers to go. */
  moved: boolean;
}

/** Scrolling within this long before a call means the visitor is reading: the page stays put. */
const readingMs = 4_000;
/** The page moves at most once in this long. */
export const betweenMovesMs = 2_000;

const now = () => performance.now();
let lastMoveAt = Number.NEGATIVE_INFINITY;

/**
 * Set on the root before the first move, for good: the sections and cards kept out of layout until
 * near the view are laid out from then on (`.render-near-view` in src/styles/global.css). A smooth
 * scroll is aimed once, where it starts, and the estimated heights of those it passes would make it
 * land off its mark. An attribute rather than a rule that asks whether an island is awake
 * (`:root:has(…)`): with that rule, every element added anywhere (each turn of the transcript) had
 * the browser restyle a hundred elements, 5-10 ms per change on a phone slowed 4x.
 */
export const sectionsLaidOutAttribute = 'data-sections-laid-out';

/** Brings `element` into view (`block`: where it lands): a jump under reduced motion. */
export function bringIntoView(element: Element | null, block: ScrollLogicalPosition): void {
  if (!element) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollingOurselves();
  lastMoveAt = now();
  // Read by the scroll below, which lays the page out before aiming.
  document.documentElement.toggleAttribute(sectionsLaidOutAttribute, true);
  element.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block });
}

/** Whether the page may move now: the visitor is not reading, and it did not just move. */
export const mayMove = () => now() - visitorScrolledAt() >= readingMs && now() - lastMoveAt >= betweenMovesMs;

/** What a place tool shows once it went there (`moved`) or chose to offer it. */
export const placeShown = (text: AgentActionsText, place: PlaceData): ToolOutcome<PlaceData> => ({
  kind: 'shown',
  data: place,
  announcement: fillTemplate(place.moved ? text.showing : text.suggesting, { label: place.label }),
});

/** The button that goes there when the page stayed put; nothing once it went. */
export function GoToButton({ place, text, go }: { place: PlaceData; text: AgentActionsText; go: () => void }) {
  if (place.moved) return null;
  return (
    <button
      type="button"
      onClick={go}
      className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
    >
      {fillTemplate(text.goTo, { label: place.label })}
    </button>
  );
}
