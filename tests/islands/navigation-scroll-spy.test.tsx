// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollSpy } from '~/components/islands/navigation/useScrollSpy';
import { useScrolledPast } from '~/components/islands/navigation/useScrolledPast';
import { FakeIntersectionObserver } from '../fixtures/fake-intersection-observer';

/** A ResizeObserver the test triggers by hand. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  trigger() {
    act(() => this.callback([], this as unknown as ResizeObserver));
  }
}

const ids = ['home', 'about', 'services', 'commercial-cleaning', 'property-development', 'reviews', 'contact'];

/** The observer with the 1 px band at the line (the live one, if it was recreated). */
const lineObserver = () =>
  FakeIntersectionObserver.instances
    .filter((observer) => observer.options.rootMargin && !observer.disconnected)
    .at(-1)!;
/** The observer that only watches the last section, against the whole viewport. */
const lastObserver = () => FakeIntersectionObserver.instances.find((observer) => !observer.options.rootMargin)!;

function setWindow({
  innerHeight,
  scrollY,
  documentHeight,
}: {
  innerHeight?: number;
  scrollY?: number;
  documentHeight?: number;
}) {
  if (innerHeight !== undefined)
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  if (scrollY !== undefined) Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  if (documentHeight !== undefined)
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: documentHeight });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  FakeResizeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  setWindow({ innerHeight: 800, scrollY: 0, documentHeight: 6000 });
  document.body.innerHTML = ids.map((id) => `<section id="${id}"></section>`).join('') + '<footer></footer>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('useScrollSpy', () => {
  it('watches every tracked section through a 1 px band at the line', () => {
    renderHook(() => useScrollSpy(ids, 100));
    const observer = lineObserver();
    // 800 px viewport: 100 px off the top and 800 - 100 - 1 = 699 px off the bottom leaves y = 100..101.
    expect(observer.options.rootMargin).toBe('-100px 0px -699px 0px');
    expect([...observer.targets].map((target) => target.id)).toEqual(ids);
    expect([...lastObserver().targets].map((target) => target.id)).toEqual(['contact']);
  });

  it('asks to hear when a section that touches the band starts to overlap it', () => {
    renderHook(() => useScrollSpy(ids, 100));
    const thresholds = lineObserver().options.threshold as number[];
    expect(thresholds).toContain(0);
    // Some threshold above 0 but below the ratio of a 1 px overlap of a very tall (100 000 px) section.
    expect(thresholds.some((threshold) => threshold > 0 && threshold < 1 / 100_000)).toBe(true);
  });

  it('skips ids that have no section on the page', () => {
    document.getElementById('reviews')!.remove();
    renderHook(() => useScrollSpy(ids, 100));
    expect([...lineObserver().targets].map((target) => target.id)).toEqual(ids.filter((id) => id !== 'reviews'));
  });

  it('is null until a section has been seen', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    expect(result.current).toBeNull();
  });

  it('makes the section spanning the line current, including sections without a bar item', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'home', intersecting: true });
    expect(result.current).toBe('home');
    lineObserver().report({ id: 'home', intersecting: false }, { id: 'commercial-cleaning', intersecting: true });
    expect(result.current).toBe('commercial-cleaning');
    lineObserver().report({ id: 'commercial-cleaning', intersecting: false }, { id: 'reviews', intersecting: true });
    expect(result.current).toBe('reviews');
  });

  it('ignores a section that only touches the line (zero-height intersection)', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    // About ends exactly at the line and Services starts there: only Services spans it.
    lineObserver().report(
      { id: 'about', intersecting: true, height: 0 },
      { id: 'services', intersecting: true, height: 1 },
    );
    expect(result.current).toBe('services');
  });

  it('falls back to the last section starting above the line when none spans it', () => {
    // Where each section's top is now: contact was skipped by a jump and the line is in the footer.
    const tops: Record<string, number> = { reviews: -2400, contact: -900, about: -9000 };
    for (const [id, top] of Object.entries(tops)) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
    }
    for (const id of ids.filter((candidate) => !(candidate in tops))) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: 5000 }) as DOMRect;
    }
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'reviews', intersecting: true });
    expect(result.current).toBe('reviews');
    lineObserver().report({ id: 'reviews', intersecting: false });
    expect(result.current).toBe('contact');
  });

  it('is null again when the line is above every section', () => {
    for (const id of ids) document.getElementById(id)!.getBoundingClientRect = () => ({ top: 300 }) as DOMRect;
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'home', intersecting: true });
    lineObserver().report({ id: 'home', intersecting: false });
    expect(result.current).toBeNull();
  });

  it('moves the band when the viewport height changes', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    const first = lineObserver();
    first.report({ id: 'services', intersecting: true });
    setWindow({ innerHeight: 600 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(first.disconnected).toBe(true);
    const second = lineObserver();
    expect(second).not.toBe(first);
    expect(second.options.rootMargin).toBe('-100px 0px -499px 0px');
    expect(second.targets.size).toBe(ids.length);
    second.report({ id: 'about', intersecting: true });
    expect(result.current).toBe('about');
  });

  it('makes the last section current at the end of the page, where it cannot reach the line', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'reviews', intersecting: true });
    lastObserver().report({ id: 'contact', intersecting: true });
    expect(result.current).toBe('reviews');

    setWindow({ scrollY: 6000 - 800 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe('contact');

    setWindow({ scrollY: 4000 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe('reviews');
  });

  it('does not use the end-of-page rule when the last section is out of view', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'reviews', intersecting: true });
    lastObserver().report({ id: 'contact', intersecting: false });
    setWindow({ scrollY: 6000 - 800 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe('reviews');
  });

  it('rereads the document height when the page resizes', () => {
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'reviews', intersecting: true });
    lastObserver().report({ id: 'contact', intersecting: true });
    setWindow({ scrollY: 4200 });
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe('reviews');
    // Images above shrank the page: 4200 + 800 is now its end.
    setWindow({ documentHeight: 5000 });
    FakeResizeObserver.instances[0]!.trigger();
    expect(result.current).toBe('contact');
  });

  it('treats a page that does not scroll as never at its end', () => {
    setWindow({ documentHeight: 800 });
    const { result } = renderHook(() => useScrollSpy(ids, 100));
    lineObserver().report({ id: 'home', intersecting: true });
    lastObserver().report({ id: 'contact', intersecting: true });
    expect(result.current).toBe('home');
  });

  it('stops observing when unmounted', () => {
    const { unmount } = renderHook(() => useScrollSpy(ids, 100));
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
    expect(FakeResizeObserver.instances.every((observer) => observer.disconnected)).toBe(true);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['resize', 'scroll']);
  });
});

describe('useScrolledPast', () => {
  const scrollTo = (y: number) => {
    setWindow({ scrollY: y });
    act(() => window.dispatchEvent(new Event('scroll')));
  };

  it('is true only while the page is scrolled strictly more than the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(() => 50));
    expect(result.current).toBe(false);
    scrollTo(40);
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(false);
    scrollTo(51);
    expect(result.current).toBe(true);
    scrollTo(60);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('starts from the current position (a reload halfway down the page)', () => {
    setWindow({ scrollY: 900 });
    const { result } = renderHook(() => useScrolledPast(() => 50));
    expect(result.current).toBe(true);
  });
});
