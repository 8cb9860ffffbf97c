// @vitest-environment happy-dom
/**
 * The `client:on` directive (src/integrations/client-on-directive.ts) and the island's side of a
 * held press (islands/shared/held-press.ts), driven with real DOM events as a browser would send them.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import clientOnDirective from '~/integrations/client-on-directive';
import {
  PRESS_FALLBACK_ATTRIBUTE,
  PRESS_ON_ENTER_ATTRIBUTE,
  takeHeldPress,
} from '~/components/islands/shared/held-press';

let island: HTMLElement;
let button: HTMLButtonElement;
let fallback: HTMLAnchorElement;
/** Astro's load(): resolves to hydrate(); both counted. */
let load: Mock<() => Promise<() => Promise<void>>>;
let hydrate: Mock<() => Promise<void>>;

function setUp(value: string) {
  island = document.createElement('astro-island');
  island.innerHTML = `<button type="button">Start</button><a href="tel:+13065550142" ${PRESS_FALLBACK_ATTRIBUTE}>Call</a>`;
  document.body.append(island);
  button = island.querySelector('button')!;
  fallback = island.querySelector('a')!;
  hydrate = vi.fn(async () => {});
  load = vi.fn(async () => hydrate);
  clientOnDirective(load, { name: 'on', value }, island);
}

/** The observer the directive asks where the page's root is, reporting what a frame's layout found. */
let rootObserver: { target?: Element; disconnected: boolean; reportTop: (top: number) => void };
class RootObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    rootObserver = {
      disconnected: false,
      reportTop: (top) =>
        this.callback(
          [{ target: rootObserver.target, boundingClientRect: { top } } as unknown as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
    };
  }
  observe(target: Element) {
    rootObserver.target = target;
  }
  disconnect() {
    rootObserver.disconnected = true;
  }
}

/** Lets the next frame be painted, then the directive's promise chain (load, then hydrate) run. */
const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done, 0), 0)));

const click = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

/**
 * What a browser with popovers has and happy-dom lacks: popovers, a control's popover found by its
 * attribute, and ARIA attributes reflected as properties. Undone as the test finishes.
 */
function withPopovers() {
  const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
  Object.defineProperty(prototype, 'showPopover', { value: () => {}, configurable: true });
  Object.defineProperty(HTMLButtonElement.prototype, 'popoverTargetElement', {
    get(this: HTMLButtonElement) {
      return document.getElementById(this.getAttribute('popovertarget') ?? '');
    },
    configurable: true,
  });
  Object.defineProperty(prototype, 'ariaExpanded', {
    get(this: HTMLElement) {
      return this.getAttribute('aria-expanded');
    },
    set(this: HTMLElement, value: string | null) {
      if (value === null) this.removeAttribute('aria-expanded');
      else this.setAttribute('aria-expanded', value);
    },
    configurable: true,
  });
  onTestFinished(() => {
    delete prototype.showPopover;
    delete prototype.ariaExpanded;
    // happy-dom's own: a property no attribute sets.
    Object.defineProperty(HTMLButtonElement.prototype, 'popoverTargetElement', { value: null, configurable: true });
  });
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', RootObserver);
  window.scrollTo(0, 0);
  history.replaceState(null, '', '/');
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('client:on, events on the island', () => {
  it('loads nothing until one of its events, then hydrates exactly once', async () => {
    setUp('pointerover focusin');
    await settle();
    expect(load).not.toHaveBeenCalled();

    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);

    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the island only once the next frame is painted: what the event shows comes first', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    setUp('press');
    click(button);
    await new Promise((done) => setTimeout(done, 20));
    expect(load).not.toHaveBeenCalled();
    // Two frames waited for: the ready mark's, from set-up, and the load's.
    expect(frames).toHaveLength(2);
    for (const frame of frames) frame(performance.now());
    await new Promise((done) => setTimeout(done, 0));
    await new Promise((done) => setTimeout(done, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores the same event elsewhere on the page and events it was not given', async () => {
    setUp('pointerover');
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('client:on, window events', () => {
  it('hydrates on the first scroll or key anywhere on the page', async () => {
    setUp('window:scroll window:keydown');
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a scroll is the page’s own: a box inside it scrolling (a chat’s transcript) wakes nothing', async () => {
    setUp('window:scroll');
    const transcript = document.createElement('div');
    document.body.append(transcript);
    // An element's scroll does not bubble, but passes window on its way down.
    transcript.dispatchEvent(new Event('scroll'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('what the visitor does inside another island is its own: a tap or a key there wakes nothing', async () => {
    setUp('window:keydown window:pointerdown window:change');
    const chat = document.createElement('astro-island');
    chat.innerHTML = '<button type="button">Type a question</button><textarea></textarea><select></select>';
    document.body.append(chat);
    chat.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    chat.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    chat.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    // The same inside this island, or on the page outside any island, wakes it.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a press on the page outside any island wakes it', async () => {
    setUp('window:pointerdown');
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when the page opens at an anchor, since the browser scrolled before it ran', async () => {
    history.replaceState(null, '', '/#contact');
    setUp('window:scroll');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates once the first frame shows the page already scrolled (a reload keeps the position)', async () => {
    setUp('window:scroll');
    expect(rootObserver.target).toBe(document.documentElement);
    rootObserver.reportTop(-400);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(rootObserver.disconnected).toBe(true);
  });

  it('never reads the scroll position itself: that would force a layout while the page is parsed', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    const pageYOffset = vi.spyOn(window, 'pageYOffset', 'get');
    const scrollTop = vi.spyOn(document.documentElement, 'scrollTop', 'get');
    try {
      setUp('window:scroll');
      window.dispatchEvent(new Event('load'));
      await settle();
      for (const read of [scrollY, pageYOffset, scrollTop]) expect(read).not.toHaveBeenCalled();
    } finally {
      for (const read of [scrollY, pageYOffset, scrollTop]) read.mockRestore();
    }
  });

  it('a page at the top with no anchor waits', async () => {
    setUp('window:scroll');
    rootObserver.reportTop(0);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('client:on, visible', () => {
  /** The observer `visible` sets up: what it watches, with which margin, and a way to report a crossing. */
  let near: {
    targets: Element[];
    rootMargin?: string;
    disconnected: boolean;
    report: (isIntersecting: boolean) => void;
  };
  class NearObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      near = {
        targets: [],
        rootMargin: options?.rootMargin,
        disconnected: false,
        report: (isIntersecting) =>
          this.callback(
            near.targets.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry),
            this as unknown as IntersectionObserver,
          ),
      };
    }
    observe(target: Element) {
      near.targets.push(target);
    }
    disconnect() {
      near.disconnected = true;
    }
  }

  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver));

  it('watches the island’s children (the island draws no box) with the margin given, and hydrates once one comes near', async () => {
    setUp('visible:200px');
    expect(near.targets).toEqual([button, fallback]);
    expect(near.rootMargin).toBe('200px');
    near.report(false);
    await settle();
    expect(load).not.toHaveBeenCalled();

    near.report(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(near.disconnected).toBe(true);
  });

  it('fetches the island as soon as it comes near, with no frame to wait for (a paused clock still hydrates it)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    setUp('visible:200px');
    near.report(true);
    await new Promise((done) => setTimeout(done, 0));
    await new Promise((done) => setTimeout(done, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('without a margin, waits for the island itself to be in view; it is no event to listen for', async () => {
    const listen = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    try {
      setUp('visible');
      expect(near.rootMargin).toBe('0px');
      expect(listen.mock.calls.map(([type]) => type)).not.toContain('visible');
    } finally {
      listen.mockRestore();
    }
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    near.report(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('client:on, a press held for the island', () => {
  it('holds a press made before the island runs: no default action, marked held, hydration started', async () => {
    setUp('pointerover press');
    const event = click(button);
    expect(event.defaultPrevented).toBe(true);
    expect(island.getAttribute('data-press')).toBe('held');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is marked ready once the page has painted, not before: CSS readies what a press shows after the first paint', async () => {
    setUp('press');
    expect(island.hasAttribute('data-press')).toBe(false);
    await settle();
    expect(island.getAttribute('data-press')).toBe('ready');
    expect(load).not.toHaveBeenCalled();
  });

  it('a press held before the page has painted stays held; an island that holds none is never marked', async () => {
    setUp('press');
    click(button);
    await settle();
    expect(island.getAttribute('data-press')).toBe('held');
    setUp('pointerover');
    await settle();
    expect(island.hasAttribute('data-press')).toBe(false);
  });

  it('keeps the held press from handlers the island attaches while it hydrates (React replays none)', () => {
    setUp('press');
    const reactRootListener = vi.fn();
    island.addEventListener('click', reactRootListener, { capture: true });
    click(button);
    expect(reactRootListener).not.toHaveBeenCalled();
  });

  it('carries out one press however often the visitor presses while it loads', () => {
    setUp('press');
    click(button);
    const second = click(button);
    expect(second.defaultPrevented).toBe(true);
    // The island learns the element pressed (to give focus back to it later).
    expect(takeHeldPress(button)).toBe(button);
    // Taken: the mark says the island handles presses itself now.
    expect(island.getAttribute('data-press')).toBe('live');
    expect(takeHeldPress(button)).toBeNull();
  });

  it('lets presses through to the island once it has taken over', () => {
    setUp('press');
    expect(takeHeldPress(button)).toBeNull();
    const islandHandler = vi.fn();
    button.addEventListener('click', islandHandler);
    const event = click(button);
    expect(event.defaultPrevented).toBe(false);
    expect(islandHandler).toHaveBeenCalledTimes(1);
  });

  it('when the island fails to load, a held press goes to its fallback link instead', () => {
    setUp('press');
    const followed = vi.fn((event: Event) => event.preventDefault());
    fallback.addEventListener('click', followed);
    click(button);
    island.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(island.getAttribute('data-press')).toBe('live');
  });

  it('a press on the fallback link itself is not held: it does what it shows', () => {
    setUp('press');
    const event = click(fallback);
    expect(event.defaultPrevented).toBe(false);
    expect(island.hasAttribute('data-press')).toBe(false);
  });

  it('a failure with no press waiting follows nothing', () => {
    setUp('press');
    const followed = vi.fn((event: Event) => event.preventDefault());
    fallback.addEventListener('click', followed);
    island.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
    expect(followed).not.toHaveBeenCalled();
  });

  it('carries out the last press when another element is pressed while it loads (a question sent after its panel opened)', () => {
    setUp('press');
    island.insertAdjacentHTML('beforeend', '<button type="button">Send</button>');
    const send = island.querySelector<HTMLButtonElement>('button:last-child')!;
    click(button);
    expect(click(send).defaultPrevented).toBe(true);
    expect(takeHeldPress(button)).toBe(send);
  });

  it('a click on the island away from its buttons and links wakes it and holds nothing (a label still focuses its box)', async () => {
    setUp('press');
    island.insertAdjacentHTML('beforeend', '<p>Words</p>');
    const event = click(island.querySelector('p')!);
    expect(event.defaultPrevented).toBe(false);
    expect(island.hasAttribute('data-press')).toBe(false);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('a popover in the island', () => {
    beforeEach(() => {
      setUp('press');
      island.insertAdjacentHTML(
        'beforeend',
        `<section id="panel" popover="manual"><a href="/privacy/" target="_blank">Privacy</a><textarea autofocus></textarea><button popovertarget="panel" popovertargetaction="hide">Close</button></section>
         <button type="button" popovertarget="panel">Type a question</button>`,
      );
    });
    const opener = () => island.querySelector<HTMLButtonElement>('button[popovertarget]:not([popovertargetaction])')!;
    const close = () => island.querySelector<HTMLButtonElement>('[popovertargetaction]')!;

    describe('where the browser has popovers', () => {
      beforeEach(withPopovers);

      it('a press on its control is held, and client:on does what the browser would: its text box focused, the control expanded', async () => {
        const event = click(opener());
        // Not the browser's: showing it in the top layer would lay it out anew inside the press.
        expect(event.defaultPrevented).toBe(true);
        expect(island.getAttribute('data-press')).toBe('held');
        expect(document.activeElement).toBe(island.querySelector('textarea'));
        expect(opener().getAttribute('aria-expanded')).toBe('true');
        await settle();
        expect(load).toHaveBeenCalledTimes(1);
        // The island opens it once it runs.
        expect(takeHeldPress(button)).toBe(opener());
      });

      it('its close, or the control again, lets the held press go: nothing left to carry out, focus back on the control', () => {
        for (const undo of [close, opener]) {
          click(opener());
          const event = click(undo());
          expect(event.defaultPrevented, undo().textContent!).toBe(true);
          expect(island.getAttribute('data-press')).toBe('ready');
          expect(opener().hasAttribute('aria-expanded')).toBe(false);
          expect(document.activeElement).toBe(opener());
        }
        expect(takeHeldPress(button)).toBeNull();
      });

      it('a link in it is followed by the browser, not held; the island wakes', async () => {
        const link = island.querySelector('a')!;
        // The link's own click is stopped by the test, after the directive has let it through.
        link.addEventListener('click', (event) => event.preventDefault());
        click(opener());
        click(link);
        expect(takeHeldPress(button)).toBe(opener());
        await settle();
        expect(load).toHaveBeenCalledTimes(1);
      });

      it('when the island fails to load, its control is pressed again for the browser to open it, and says no more', () => {
        const pressedAgain = vi.fn((event: Event) => event.preventDefault());
        click(opener());
        opener().addEventListener('click', pressedAgain);
        island.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
        expect(pressedAgain).toHaveBeenCalledTimes(1);
        // The browser's popover says whether it is open from now on.
        expect(opener().hasAttribute('aria-expanded')).toBe(false);
      });
    });

    it('where the browser has none, the popover’s buttons are held like any other, for the island to carry out', () => {
      expect(typeof HTMLElement.prototype.showPopover).not.toBe('function');
      expect(click(opener()).defaultPrevented).toBe(true);
      expect(document.activeElement).not.toBe(island.querySelector('textarea'));
      expect(click(close()).defaultPrevented).toBe(true);
      expect(takeHeldPress(button)).toBe(close());
    });
  });

  it('Enter in its text area is a press of its button marked for it, held; Shift+Enter and a word being composed break or compose as usual', () => {
    setUp('press');
    island.insertAdjacentHTML(
      'beforeend',
      `<textarea></textarea><button type="button" ${PRESS_ON_ENTER_ATTRIBUTE}>Send</button>`,
    );
    const box = island.querySelector('textarea')!;
    const key = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
      box.dispatchEvent(event);
      return event;
    };
    expect(key({ shiftKey: true }).defaultPrevented).toBe(false);
    expect(key({ isComposing: true }).defaultPrevented).toBe(false);
    expect(island.hasAttribute('data-press')).toBe(false);
    expect(key({}).defaultPrevented).toBe(true);
    expect(takeHeldPress(box)).toBe(island.querySelector(`[${PRESS_ON_ENTER_ATTRIBUTE}]`));
    // Once the island runs, Enter is its own.
    expect(key({}).defaultPrevented).toBe(false);
  });

  it('without `press`, clicks are not held', () => {
    setUp('pointerover');
    expect(click(button).defaultPrevented).toBe(false);
    expect(island.hasAttribute('data-press')).toBe(false);
  });
});

describe('takeHeldPress outside an island', () => {
  it('answers null (islands rendered by tests or on their own)', () => {
    const loose = document.createElement('button');
    document.body.append(loose);
    expect(takeHeldPress(loose)).toBeNull();
    expect(takeHeldPress(null)).toBeNull();
  });
});

describe('client:on, presses elsewhere held for the island (press-from:)', () => {
  let opener: HTMLAnchorElement;
  let unrelated: HTMLAnchorElement;
  beforeEach(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="#contact" data-opens-chat><span>Ask us</span></a><a href="#about">About</a>',
    );
    opener = document.querySelector('[data-opens-chat]')!;
    unrelated = document.querySelector('a[href="#about"]')!;
  });
  afterEach(() => {
    opener.remove();
    unrelated.remove();
  });

  it('holds a press on a matching element anywhere, and tells the island which one', async () => {
    setUp('pointerover press-from:[data-opens-chat]');
    const event = click(opener.querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(island.getAttribute('data-press')).toBe('held');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(takeHeldPress(button)).toBe(opener);
  });

  it('leaves other links alone, and matching ones too once the island runs', () => {
    setUp('press-from:[data-opens-chat]');
    expect(click(unrelated).defaultPrevented).toBe(false);
    expect(island.hasAttribute('data-press')).toBe(false);
    takeHeldPress(button);
    expect(click(opener).defaultPrevented).toBe(false);
  });

  it('when the island fails to load, a held press on a link elsewhere follows that link, as without JavaScript', () => {
    setUp('press-from:[data-opens-chat]');
    /** Whether each click that reached the link was already cancelled (the test cancels it after, for the test page). */
    const reached: boolean[] = [];
    opener.addEventListener('click', (event) => {
      reached.push(event.defaultPrevented);
      event.preventDefault();
    });
    const fallen = vi.fn((event: Event) => event.preventDefault());
    fallback.addEventListener('click', fallen);
    expect(click(opener).defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    island.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
    expect(reached).toEqual([false]);
    expect(fallen).not.toHaveBeenCalled();
    expect(island.getAttribute('data-press')).toBe('live');
  });

  it('its panel shown for a link elsewhere, then closed before the island runs: focus goes back to that link', () => {
    withPopovers();
    setUp('press-from:[data-opens-chat]');
    island.insertAdjacentHTML(
      'beforeend',
      '<section id="panel" popover="manual"><button popovertarget="panel" popovertargetaction="hide">Close</button></section>',
    );
    island.insertAdjacentHTML('beforeend', '<button type="button" popovertarget="panel">Type a question</button>');
    const [close, control] = island.querySelectorAll('button[popovertarget]');
    // Even after the island's own control had shown it once, and it was closed.
    click(control!);
    click(close!);
    click(opener);
    expect(click(close!).defaultPrevented).toBe(true);
    expect(island.getAttribute('data-press')).toBe('ready');
    expect(document.activeElement).toBe(opener);
    expect(takeHeldPress(button)).toBeNull();
  });

  it('press-from alone also holds presses on the island itself', () => {
    setUp('press-from:[data-opens-chat]');
    expect(click(button).defaultPrevented).toBe(true);
    expect(takeHeldPress(button)).toBe(button);
  });
});
