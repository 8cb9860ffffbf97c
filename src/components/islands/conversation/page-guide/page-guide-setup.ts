/**
 * What the page guide needs before it loads: the agent's choices on this page, given once the
 * conversation context arrives, and whether the visitor is reading, watched from then on.
 */
import type { AgentPageContext } from '~/agent/conversation-context';

let setup: AgentPageContext | undefined;
let scrolledAt = Number.NEGATIVE_INFINITY;
/** The page is scrolling because of us: its scroll events are not the visitor's. */
let ourScrollUntil = Number.NEGATIVE_INFINITY;

const now = () => performance.now();
const scrollKeys = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

function watchVisitorScrolling(): void {
  const visitorScrolled = () => {
    scrolledAt = now();
  };
  window.addEventListener('wheel', visitorScrolled, { passive: true });
  window.addEventListener('touchmove', visitorScrolled, { passive: true });
  window.addEventListener('keydown', (event) => {
    // Keys typed into a text box (a space in the chat's question) move the caret, not the page.
    const typing =
      event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]');
    if (scrollKeys.has(event.key) && !typing) visitorScrolled();
  });
  // A scroll we did not start (a scrollbar dragged, a find in page) is the visitor's too.
  window.addEventListener('scroll', () => now() > ourScrollUntil && visitorScrolled(), { passive: true });
  window.addEventListener('scrollend', () => {
    ourScrollUntil = Number.NEGATIVE_INFINITY;
  });
}

/** Given once the conversation context has arrived (load-conversation-context.ts). */
export function setUpPageGuide(next: AgentPageContext): void {
  if (setup) return;
  setup = next;
  if (typeof window !== 'undefined') watchVisitorScrolling();
}

/** The agent's choices, with the words and contact details of what is shown, once set up. */
export const getPageGuideSetup = (): AgentPageContext | undefined => setup;

/** When the visitor last scrolled the page (performance.now()). */
export const visitorScrolledAt = (): number => scrolledAt;

/** The page guide is about to scroll: until `scrollend` (or 1.5 s, for browsers without it), not the visitor. */
export function scrollingOurselves(): void {
  ourScrollUntil = now() + 1_500;
}
