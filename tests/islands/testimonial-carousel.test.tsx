// @vitest-environment happy-dom
/**
 * The testimonial carousel island (issue 4): behaviour, autoplay rules, semantics and the
 * no-JavaScript form, with fake timers so every 4000 ms step is exact.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import carouselJson from '../../content/ui/carousel.json';
import TestimonialCarousel, { cardSlot } from '~/components/islands/testimonials/TestimonialCarousel';
import { TestimonialCard } from '~/components/islands/testimonials/TestimonialCard';
import { avatarColours, type Testimonial } from '~/schemas/testimonial';
import { carouselTextSchema } from '~/schemas/carousel-text';

// ---------------------------------------------------------------------------------------------
// Fixtures

const colours = avatarColours;

const testimonials: Testimonial[] = colours.map((colour, position) => ({
  id: `reviewer-${position + 1}`,
  name: `Reviewer Number${position + 1}`,
  role: position % 2 ? 'Tenant' : 'Property Owner',
  location: ['Regina', 'Saskatoon', 'Moose Jaw'][position % 3]!,
  rating: position === 5 ? 4 : 5,
  text: `Quote number ${position + 1} about the service.`,
  initials: `R${position + 1}`.replace(/\d/, (digit) => 'ABCDEF'[Number(digit) - 1]!),
  colour,
}));

/** The real words editors ship, through their schema. */
const text = carouselTextSchema.parse(carouselJson);
const ratingLabel = 'Rated {rating} out of 5';
/** The island's props as the reviews section gives them: the count, its words and each card in its slot. */
const props = {
  count: testimonials.length,
  text,
  ...Object.fromEntries(
    testimonials.map((testimonial, position) => [
      cardSlot(position),
      <TestimonialCard key={testimonial.id} testimonial={testimonial} ratingLabel={ratingLabel} />,
    ]),
  ),
};
const INTERVAL = 4000;

/** Widths that give one, two and three cards per view. */
const widths = { phone: 390, tablet: 800, desktop: 1280 } as const;

/**
 * A `window.matchMedia` driven by `state`; `set` changes it and notifies listeners, as a browser
 * does when a phone rotates or the visitor switches on reduced motion.
 */
function mockMedia(initial: { width?: number; reducedMotion?: boolean } = {}) {
  const state = { width: widths.desktop as number, reducedMotion: false, ...initial };
  const listeners = new Set<() => void>();
  const evaluate = (query: string): boolean => {
    if (/prefers-reduced-motion:\s*reduce/.test(query)) return state.reducedMotion;
    if (/prefers-reduced-motion:\s*no-preference/.test(query)) return !state.reducedMotion;
    // framer-motion asks "(prefers-reduced-motion)", which matches when a preference is set.
    if (/prefers-reduced-motion/.test(query)) return state.reducedMotion;
    const minWidth = /min-width:\s*([\d.]+)(rem|px)/.exec(query);
    if (minWidth) return state.width >= Number(minWidth[1]) * (minWidth[2] === 'rem' ? 16 : 1);
    return false;
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return evaluate(query);
        },
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: (listener: () => void) => listeners.add(listener),
        removeListener: (listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: { width?: number; reducedMotion?: boolean }) {
      act(() => {
        Object.assign(state, next);
        for (const listener of [...listeners]) listener();
      });
    },
  };
}

function renderCarousel() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<TestimonialCarousel {...props} />);
  return { user, ...view };
}

const carousel = () => screen.getByRole('region', { name: text.label });
const dots = () => within(screen.getByRole('group', { name: text.picker })).getAllByRole('button');
const rotationButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${text.stopRotation}|${text.startRotation})$`) });
const nextButton = () => screen.getByRole('button', { name: 'Next testimonial' });
const previousButton = () => screen.getByRole('button', { name: 'Previous testimonial' });

/** Number (1–6) of the current testimonial, read from the dot marked current. */
function current(): number {
  const marked = dots().filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(marked).toHaveLength(1);
  return dots().indexOf(marked[0]!) + 1;
}

/** Slide names assistive technology can reach (out-of-view slides are hidden from it). */
const reachableSlides = () =>
  screen.queryAllByRole('group', { name: /^\d of 6$/ }).map((slide) => slide.getAttribute('aria-label'));

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** `count` whole intervals, one at a time, so the carousel re-renders and re-arms between them. */
const intervals = (count: number) => {
  for (let step = 0; step < count; step += 1) tick(INTERVAL);
};

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains pending work with a zero-delay timeout after each user-event call and
  // only advances it itself when it sees Jest's fake timers; this lets it see Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------

describe('without JavaScript (server-rendered HTML)', () => {
  const html = () => renderToString(<TestimonialCarousel {...props} />);

  it('contains all six testimonials with name, role, location, rating text and initials', () => {
    const markup = html();
    for (const testimonial of testimonials) {
      expect(markup).toContain(testimonial.text);
      expect(markup).toContain(testimonial.name);
      expect(markup).toContain(`${testimonial.role}, ${testimonial.location}`);
      expect(markup).toContain(`>${testimonial.initials}<`);
    }
    expect(markup.match(/Rated 5 out of 5/g)).toHaveLength(5);
    expect(markup).toContain('Rated 4 out of 5');
  });

  it('is a keyboard-scrollable list with a hint, not a carousel with dead controls', () => {
    const container = document.createElement('div');
    container.innerHTML = html();
    const region = within(container).getByRole('region', { name: text.label });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).not.toHaveAttribute('aria-roledescription');
    // That it scrolls sideways, from the keyboard too, is for a browser to judge (tests/e2e/testimonials.spec.ts).
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    expect(within(container).queryAllByRole('button')).toHaveLength(0);
    expect(container).toHaveTextContent(text.scrollHint);
    // Nothing out of view is hidden when there is no carousel to bring it back: each card's words
    // reach a screen reader; only decoration (stars drawn, the quote mark, the initials, whose name is
    // read beside them) may be hidden.
    for (const testimonial of testimonials) {
      for (const words of [testimonial.text, testimonial.name, `${testimonial.role}, ${testimonial.location}`])
        expect(within(region).getByText(words).closest('[aria-hidden="true"]')).toBeNull();
    }
    const ratings = within(region).getAllByText(/Rated \d out of 5/);
    expect(ratings).toHaveLength(testimonials.length);
    expect(ratings.filter((rating) => rating.closest('[aria-hidden="true"]'))).toEqual([]);
  });

  it('has no style attributes, which the strict style-src of the deployed CSP would block', () => {
    expect(html()).not.toMatch(/\sstyle=/);
  });

  it('hydrates without a mismatch, then becomes the carousel', async () => {
    mockMedia();
    const container = document.createElement('div');
    container.innerHTML = html();
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <TestimonialCarousel {...props} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('region', { name: text.label })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    container.remove();
  });
});

describe('semantics', () => {
  beforeEach(() => {
    mockMedia({ width: widths.phone });
  });

  it('is a labelled region with the carousel role description', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('labels each testimonial as a slide "N of 6"', () => {
    renderCarousel();
    const slides = carousel().querySelectorAll('[role="group"][aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
  });

  it('names previous, next and every dot, and marks the current dot', () => {
    renderCarousel();
    expect(previousButton()).toBeInTheDocument();
    expect(nextButton()).toBeInTheDocument();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Show testimonial ${n}`),
    );
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    for (const dot of dots().slice(1)) expect(dot).not.toHaveAttribute('aria-current');
  });

  it('puts the rotation control first in the carousel tab order', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(rotationButton()).toHaveFocus();
    await user.tab();
    expect(previousButton()).toHaveFocus();
    const tabbable = carousel().querySelectorAll('button, a[href], [tabindex]:not([tabindex="-1"])');
    expect(tabbable[0]).toBe(rotationButton());
  });

  it('hides slides out of view from assistive technology and makes them inert', () => {
    renderCarousel();
    expect(reachableSlides()).toEqual(['1 of 6']);
    const hidden = carousel().querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(5);
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('keeps focus on the control that was activated', async () => {
    const { user } = renderCarousel();
    act(() => nextButton().focus());
    await user.keyboard('{Enter}');
    expect(nextButton()).toHaveFocus();
    expect(current()).toBe(2);
    act(() => previousButton().focus());
    await user.keyboard(' ');
    expect(previousButton()).toHaveFocus();
    act(() => dots()[3]!.focus());
    await user.keyboard('{Enter}');
    expect(dots()[3]).toHaveFocus();
    expect(current()).toBe(4);
    act(() => rotationButton().focus());
    await user.keyboard('{Enter}');
    expect(rotationButton()).toHaveFocus();
  });

  it('shows each rating in words next to decorative stars', () => {
    renderCarousel();
    const visible = screen.getByRole('group', { name: '1 of 6' });
    expect(visible).toHaveTextContent('Rated 5 out of 5');
    for (const star of visible.querySelectorAll('svg')) expect(star).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('rotation, selection and wrapping', () => {
  beforeEach(() => {
    mockMedia({ width: widths.phone });
  });

  it('advances by one every 4000 ms and wraps from the last to the first', () => {
    renderCarousel();
    expect(current()).toBe(1);
    tick(INTERVAL - 1);
    expect(current()).toBe(1);
    tick(1);
    expect(current()).toBe(2);
    for (const expected of [3, 4, 5, 6, 1, 2]) {
      tick(INTERVAL);
      expect(current()).toBe(expected);
      expect(reachableSlides()).toEqual([`${expected} of 6`]);
    }
  });

  it('wraps previous from the first to the sixth and next from the sixth to the first', async () => {
    const { user } = renderCarousel();
    await user.click(previousButton());
    expect(current()).toBe(6);
    await user.click(nextButton());
    expect(current()).toBe(1);
    await user.click(nextButton());
    expect(current()).toBe(2);
    await user.click(previousButton());
    expect(current()).toBe(1);
  });

  it('selects the testimonial of a clicked dot', async () => {
    const { user } = renderCarousel();
    await user.click(dots()[4]!);
    expect(current()).toBe(5);
    expect(reachableSlides()).toEqual(['5 of 6']);
  });

  it('selects the testimonial of a clicked card', async () => {
    mockMedia({ width: widths.desktop });
    const { user } = renderCarousel();
    expect(reachableSlides()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    await user.click(screen.getByText('Quote number 3 about the service.'));
    expect(current()).toBe(3);
    // The current card is kept in the middle once there is room to either side.
    expect(reachableSlides()).toEqual(['2 of 6', '3 of 6', '4 of 6']);
  });

  it('restarts the 4000 ms countdown after a manual change', async () => {
    const { user } = renderCarousel();
    tick(3000);
    await user.click(nextButton());
    await user.unhover(carousel());
    act(() => nextButton().blur());
    expect(current()).toBe(2);
    tick(INTERVAL - 1);
    expect(current()).toBe(2);
    tick(1);
    expect(current()).toBe(3);
  });
});

describe('autoplay that respects people', () => {
  it('stops for good when a dot is chosen, until play is pressed', async () => {
    mockMedia({ width: widths.phone });
    const { user } = renderCarousel();
    await user.click(dots()[2]!);
    expect(current()).toBe(3);
    expect(rotationButton()).toHaveAccessibleName(text.startRotation);
    // Leaving the carousel (pointer and focus) does not bring rotation back.
    await user.unhover(carousel());
    act(() => dots()[2]!.blur());
    intervals(10);
    expect(current()).toBe(3);

    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(text.stopRotation);
    await user.unhover(carousel());
    act(() => rotationButton().blur());
    tick(INTERVAL);
    expect(current()).toBe(4);
  });

  it('pauses while the pointer is over the carousel and resumes when it leaves', async () => {
    mockMedia({ width: widths.phone });
    const { user } = renderCarousel();
    await user.hover(screen.getByText('Quote number 1 about the service.'));
    intervals(3);
    expect(current()).toBe(1);
    // Hover pauses; it does not stop.
    expect(rotationButton()).toHaveAccessibleName(text.stopRotation);
    await user.unhover(carousel());
    tick(INTERVAL);
    expect(current()).toBe(2);
  });

  it('ignores touch pointers, which never leave', () => {
    mockMedia({ width: widths.phone });
    renderCarousel();
    act(() => {
      carousel().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    });
    tick(INTERVAL);
    expect(current()).toBe(2);
  });

  it('pauses while focus is inside the carousel and resumes when it leaves', async () => {
    mockMedia({ width: widths.phone });
    const { user } = renderCarousel();
    const outside = document.createElement('button');
    document.body.append(outside);
    await user.tab();
    expect(rotationButton()).toHaveFocus();
    intervals(2);
    expect(current()).toBe(1);
    // Moving between controls inside is not leaving.
    await user.tab();
    expect(previousButton()).toHaveFocus();
    intervals(2);
    expect(current()).toBe(1);
    act(() => outside.focus());
    tick(INTERVAL);
    expect(current()).toBe(2);
    outside.remove();
  });

  it('has a rotation control that stops and restarts, named for what it will do', async () => {
    mockMedia({ width: widths.phone });
    const { user } = renderCarousel();
    expect(rotationButton()).toHaveAccessibleName(text.stopRotation);
    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(text.startRotation);
    await user.unhover(carousel());
    act(() => rotationButton().blur());
    intervals(5);
    expect(current()).toBe(1);

    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(text.stopRotation);
    // Still paused while the pointer and focus are on the button...
    intervals(2);
    expect(current()).toBe(1);
    // ...and rotating once they leave.
    await user.unhover(carousel());
    act(() => rotationButton().blur());
    tick(INTERVAL);
    expect(current()).toBe(2);
  });

  it('never starts under prefers-reduced-motion', () => {
    mockMedia({ width: widths.phone, reducedMotion: true });
    renderCarousel();
    expect(rotationButton()).toHaveAccessibleName(text.startRotation);
    intervals(20);
    expect(current()).toBe(1);
  });

  it('stops when the visitor switches on reduced motion during the visit', () => {
    const media = mockMedia({ width: widths.phone });
    renderCarousel();
    tick(INTERVAL);
    expect(current()).toBe(2);
    media.set({ reducedMotion: true });
    expect(rotationButton()).toHaveAccessibleName(text.startRotation);
    intervals(5);
    expect(current()).toBe(2);
  });

  it('turns the live region off while rotating and polite otherwise', async () => {
    mockMedia({ width: widths.phone });
    const { user } = renderCarousel();
    const liveRegion = () => carousel().querySelector('[aria-live]');
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    expect(liveRegion()?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    expect(liveRegion()?.id).toBeTruthy();
    expect(nextButton()).toHaveAttribute('aria-controls', liveRegion()?.id);

    await user.hover(carousel());
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    await user.unhover(carousel());
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');

    await user.click(rotationButton());
    await user.unhover(carousel());
    act(() => rotationButton().blur());
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });
});

describe('layout follows the screen', () => {
  it('shows one, two or three cards and follows a change of width', () => {
    const media = mockMedia({ width: widths.phone });
    renderCarousel();
    expect(reachableSlides()).toEqual(['1 of 6']);
    media.set({ width: widths.tablet });
    expect(reachableSlides()).toEqual(['1 of 6', '2 of 6']);
    media.set({ width: widths.desktop });
    expect(reachableSlides()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
  });

  it('never scrolls past the last card when three fit', () => {
    mockMedia({ width: widths.desktop });
    renderCarousel();
    intervals(5);
    expect(current()).toBe(6);
    expect(reachableSlides()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
    tick(INTERVAL);
    expect(current()).toBe(1);
    expect(reachableSlides()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
  });

  it('marks the current card’s slide highlighted (the card draws its ring from it) only where more than one shows', () => {
    const media = mockMedia({ width: widths.desktop });
    renderCarousel();
    const highlighted = () =>
      [...document.querySelectorAll('[data-highlighted]')].map((slide) => slide.getAttribute('aria-label'));
    expect(highlighted()).toEqual(['1 of 6']);
    tick(INTERVAL);
    expect(highlighted()).toEqual(['2 of 6']);
    media.set({ width: widths.phone });
    expect(highlighted()).toEqual([]);
  });
});
