/**
 * `client:on="<events>"`: hydrates an island on the first of a set of events, not at load or idle; the one
 * telling of the design, which the islands and the components that use it point to.
 */
import type { ClientDirective } from 'astro';
import {
  PRESS_ATTRIBUTE,
  PRESS_FALLBACK_ATTRIBUTE,
  PRESS_ON_ENTER_ATTRIBUTE,
  PRESS_ORIGIN,
  type PressMark,
} from '~/components/islands/shared/held-press';
import { afterNextPaint } from '~/components/islands/shared/after-next-paint';

const WINDOW_PREFIX = 'window:';
const PRESS_FROM_PREFIX = 'press-from:';
const VISIBLE = 'visible';

/**
 * `client:on="<events>"`: hydrate an island on the first of a set of events, not at load or idle. The
 * page already works without JavaScript, so an island only needs to run once the visitor does
 * something it enhances; until then the visitor's phone spends nothing on React.
 *
 * The value is a space-separated list:
 *   - `pointerover`, `focusin`, `touchstart`, ... : that event on the island (events bubble to it);
 *   - `window:scroll`, `window:keydown`, ... : that event anywhere on the page outside other islands
 *     (a key typed into another island's text box is not this island's cue). `window:scroll` also
 *     hydrates at once when the page is already scrolled or opened at an anchor, since the browser
 *     may have scrolled before this ran;
 *   - `press`: a click on a button or link of the island also hydrates it, and is held for it: the
 *     click is cancelled, the island marked `data-press="held"` (CSS shows the loading look at once),
 *     and the island carries it out once it runs (`takeHeldPress` in islands/shared/held-press.ts).
 *     Should the island's code fail to load, the press goes to the island's fallback link instead
 *     (marked with `PRESS_FALLBACK_ATTRIBUTE`), so it still does something useful. A press on that
 *     link itself is never held, nor one on a link inside a popover (where the browser has popovers):
 *     the browser follows it, and the island wakes. Enter in a text area of the island (Shift+Enter
 *     breaks the line) is a press of its button marked `PRESS_ON_ENTER_ATTRIBUTE` (a question's Send),
 *     held the same way. The island learns which element was pressed, to give focus back to it later.
 *     A press on a popover's control is held too, and client:on plays the browser's part until the
 *     island runs: the island's CSS shows the popover while a press is held (where it is laid out
 *     already: the browser, showing it in the page's top layer, would lay it out anew inside the
 *     press), client:on focuses its `autofocus` element and marks the control expanded, and a press
 *     that would hide it (its close, the control again) lets the held press go: hidden, focus back on
 *     the control. The island opens the popover itself once it runs; should its code fail to load,
 *     the control is pressed again for the browser to open it;
 *   - `visible` or `visible:<margin>`: the island comes into view, or within `<margin>` of it (one CSS
 *     length, as IntersectionObserver's rootMargin takes it: `visible:200px`). What Astro's own
 *     `client:visible` does, here so a page whose islands all use `client:on` ships one directive
 *     script, not two;
 *   - `press-from:<selector>`: presses on elements elsewhere on the page that the island answers (a
 *     link in the hero that opens the island's panel) are held for it the same way. Those elements
 *     are links that work without JavaScript; once the island runs, it answers them itself, and
 *     should its code fail to load, a held press on one follows the link as it would without it.
 *     Once the page has painted, an island that holds presses is marked `data-press="ready"`: CSS then
 *     readies what a press shows (the typed chat's closed panel is laid out, unseen), after the first
 *     paint rather than in it;
 *
 * Whatever event wakes it, the island's code is fetched once the next frame is painted, so that frame (a
 * held press's loading look, a panel the browser opened) never waits for it; `visible` fetches it at once.
 *
 * Registered by ./client-on.ts. Astro inlines this into the page (hashed for the CSP), so it stays tiny.
 */
const clientOnDirective: ClientDirective = (load, options, island) => {
  const tokens = String(options.value ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const pressFrom = tokens
    .filter((token) => token.startsWith(PRESS_FROM_PREFIX))
    .map((token) => token.slice(PRESS_FROM_PREFIX.length));
  const holdsPress = tokens.includes('press') || pressFrom.length > 0;
  const isVisible = (token: string) => token === VISIBLE || token.startsWith(`${VISIBLE}:`);
  const visible = tokens.find(isVisible);
  const listeners: [EventTarget, string][] = tokens
    .filter((token) => token !== 'press' && !token.startsWith(PRESS_FROM_PREFIX) && !isVisible(token))
    .map((token) => (token.startsWith(WINDOW_PREFIX) ? [window, token.slice(WINDOW_PREFIX.length)] : [island, token]));

  let started = false;
  const start = async (afterPaint: boolean) => {
    if (started) return;
    started = true;
    for (const [target, type] of listeners) target.removeEventListener(type, heard, { capture: true });
    // Once the next frame is painted: what a press shows at once (the loading look, a panel the
    // browser opens) is never held up by the island's code arriving and running.
    if (afterPaint) await new Promise<void>(afterNextPaint);
    const hydrate = await load();
    await hydrate();
  };
  const hydrateOnce = () => start(true);
  // A listener on window hears, on the event's way down, the scrolls of boxes inside the page too (a
  // chat's transcript keeping its newest turn in view): only the page's own (fired at the document) is
  // the visitor scrolling it. And what the visitor does inside another island (a tap on the typing
  // control, keys typed into its text box, a choice in its language menu) is that island's business:
  // it would wake this one into the frames that island's press is painting.
  const heard = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'scroll' && target) return;
    const owner = target?.closest('astro-island');
    if (owner && !island.contains(owner)) return;
    void hydrateOnce();
  };

  if (holdsPress) {
    const mark = (value: PressMark) => island.setAttribute(PRESS_ATTRIBUTE, value);
    const marked = (value: PressMark) => island.getAttribute(PRESS_ATTRIBUTE) === value;
    // What a press will show is readied once the page has painted, not in its first paint.
    afterNextPaint(() => {
      if (!island.hasAttribute(PRESS_ATTRIBUTE)) mark('ready');
    });
    const hold = (event: Event, origin: Element) => {
      event.preventDefault();
      // React's root listeners sit on the island, registered after this one: stopping here keeps
      // React from replaying the click to the island as it hydrates (it would press twice).
      event.stopImmediatePropagation();
      // One press is carried out, however often an impatient visitor presses while it loads: the
      // last one (a question's send after the press that opened its panel), each element's once.
      const held = island as HTMLElement & { [PRESS_ORIGIN]?: Element };
      if (marked('held') && held[PRESS_ORIGIN] === origin) return;
      held[PRESS_ORIGIN] = origin;
      mark('held');
      void hydrateOnce();
    };
    /** The popover's control whose press showed it, held (the design above). */
    let opener: HTMLElement | undefined;
    island.addEventListener(
      'click',
      (event) => {
        if (marked('live')) return;
        const origin = (event.target as Element).closest('a, button');
        // The fallback link is what the visitor sees where the browser cannot tell whether scripts
        // run: pressing it does what it shows.
        if (origin?.closest(`[${PRESS_FALLBACK_ATTRIBUTE}]`)) return;
        const popover = (origin as HTMLButtonElement | null)?.popoverTargetElement;
        if (popover && marked('held')) {
          // A popover's close, or its control again, while a press is held: the press is let go, and
          // focus goes back where it was made (the control, or a link elsewhere held for the island).
          event.preventDefault();
          event.stopImmediatePropagation();
          mark('ready');
          // (Where the browser has popovers, it reflects ARIA attributes as properties.)
          if (opener) opener.ariaExpanded = null;
          (opener ?? (island as HTMLElement & { [PRESS_ORIGIN]?: HTMLElement })[PRESS_ORIGIN])?.focus();
          opener = undefined;
          // A link in a popover is the browser's to follow: whatever showed the popover, the island
          // has no part in it. (A close is pressed only while a press is held: until the island runs,
          // nothing else shows the popover.)
        } else if (origin?.matches('[popover] a')) {
          void hydrateOnce();
        } else if (origin) {
          hold(event, origin);
          if (!popover) return;
          opener = origin as HTMLElement;
          opener.ariaExpanded = 'true';
          popover.querySelector<HTMLElement>('[autofocus]')?.focus();
        } else void hydrateOnce();
      },
      { capture: true },
    );
    island.addEventListener(
      'keydown',
      (event) => {
        const { key, shiftKey, isComposing, target } = event as KeyboardEvent;
        const send =
          key === 'Enter' &&
          !shiftKey &&
          !isComposing &&
          !marked('live') &&
          (target as Element).localName === 'textarea' &&
          island.querySelector(`[${PRESS_ON_ENTER_ATTRIBUTE}]`);
        if (send) hold(event, send);
      },
      { capture: true },
    );
    if (pressFrom.length > 0) {
      const selector = pressFrom.join(', ');
      document.addEventListener(
        'click',
        (event) => {
          const origin = event.target instanceof Element ? event.target.closest(selector) : null;
          if (origin && !marked('live')) hold(event, origin);
        },
        { capture: true },
      );
    }
    // Astro reports a failed download or render here (it has already retried the download once).
    island.addEventListener('astro:hydration-error', () => {
      const wasHeld = marked('held');
      mark('live');
      if (!wasHeld) return;
      // A press on a link elsewhere goes where that link goes without JavaScript (a call, a section);
      // a popover's control, pressed again, has the browser open it, with what was typed in it.
      const origin = (island as HTMLElement & { [PRESS_ORIGIN]?: HTMLElement })[PRESS_ORIGIN];
      if (opener) opener.ariaExpanded = null;
      (origin && !island.contains(origin)
        ? origin
        : (opener ?? island.querySelector<HTMLElement>(`[${PRESS_FALLBACK_ATTRIBUTE}]`))
      )?.click();
    });
  }

  for (const [target, type] of listeners) {
    target.addEventListener(type, heard, { capture: true, passive: true });
  }

  if (visible) {
    // The island element itself has no box (Astro draws it `display: contents`): its children do.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        // No frame to wait for: an observer reports after the frame that brought the island near is
        // drawn, and nothing the visitor did is on screen waiting (Astro's client:visible waits none).
        void start(false);
      },
      { rootMargin: visible.slice(VISIBLE.length + 1) || '0px' },
    );
    for (const child of island.children) near.observe(child);
  }

  if (tokens.includes(`${WINDOW_PREFIX}scroll`)) {
    // Opened at an anchor: the browser scrolls there itself, perhaps before the listener is in place.
    if (location.hash.length > 1) void hydrateOnce();
    // Opened scrolled (a reload keeps the position). An observer of the root reports its position with
    // the next frame's layout, which the browser makes anyway; reading scrollY here would force that
    // layout early, in the middle of the first paint's work. A later restore fires `scroll` itself.
    const scrolled = new IntersectionObserver(([root]) => {
      scrolled.disconnect();
      if (root && root.boundingClientRect.top < 0) void hydrateOnce();
    });
    scrolled.observe(document.documentElement);
  }
};

export default clientOnDirective;
