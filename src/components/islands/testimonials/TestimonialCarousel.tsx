import { useCallback, useId, useState, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { CarouselText } from '~/schemas/carousel-text';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/islands/shared/icons';
import { fillTemplate } from '~/lib/placeholders';
import { useAutoplay } from './useAutoplay';
import { useMediaQuery } from '~/components/islands/shared/useMediaQuery';
import { useHydrated } from '~/components/islands/shared/useHydrated';

/** The name of the island's slot that holds the card at `position` (from 0). */
export const cardSlot = (position: number) => `card-${position}` as const;

interface TestimonialCarouselProps {
  /** How many testimonials there are, in the order they are shown: the slots `card-0`, `card-1`, ... */
  count: number;
  /**
   * The cards, as the page renders them (TestimonialCard.tsx, one Astro slot each). The island moves
   * the server's own markup into its slides rather than drawing each card again from its data, which
   * the page would then write a second time in the island's props.
   */
  [card: `card-${number}`]: ReactNode;
  /** The carousel's own words (content/ui/carousel.json). */
  text: CarouselText;
  /** Milliseconds each testimonial stays before the next; 4000 by default. */
  intervalMs?: number;
}

/** Loaded on first render, after hydration, so framer-motion's animation code stays off the critical path. */
const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

/*
 * Both forms lay the cards out the same way (one per row on phones, two from `md`, three from `lg`),
 * so turning the list into a carousel moves nothing on screen. The widths here and the media
 * queries in `useSlidesPerView` must agree.
 */
// `relative` keeps the visually hidden rating texts (absolutely positioned) inside the clipping
// box: without it they escape to the page and make it scroll sideways on phones.
const viewportClass = 'relative -mx-2';
const trackClass = 'flex';
const slideClass = 'w-full shrink-0 p-2 md:w-1/2 lg:w-1/3';
/** The row under the cards: the scroll hint without JavaScript, the controls with it; same height. */
const controlRowClass = 'mt-4 flex min-h-11 flex-wrap items-center justify-center gap-x-1 gap-y-1';

/** How many cards fit side by side, matching `slideClass`. */
const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700';

/** The previous or next button: it moves the slides it controls. */
function StepButton({
  slidesId,
  label,
  onClick,
  children,
}: {
  slidesId: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={iconButtonClass} aria-controls={slidesId} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

function useSlidesPerView(): number {
  const medium = useMediaQuery('(min-width: 48rem)');
  const large = useMediaQuery('(min-width: 64rem)');
  return large ? 3 : medium ? 2 : 1;
}

/**
 * The reviews section's testimonials. The server renders every testimonial in a row that scrolls
 * sideways, readable with JavaScript off; once hydrated it becomes a carousel following the WAI-ARIA
 * Authoring Practices pattern, with automatic rotation every `intervalMs`.
 */
export default function TestimonialCarousel(props: TestimonialCarouselProps) {
  // The first client render must match the server's HTML, so the carousel appears one render later.
  const hydrated = useHydrated();
  return hydrated ? <Carousel {...props} /> : <ScrollingList {...props} />;
}

/** The cards in order. */
const cardsOf = (props: TestimonialCarouselProps) =>
  Array.from({ length: props.count }, (_, position) => props[cardSlot(position)]);

/** Every testimonial, side by side in a scroll-snapping row: what visitors get without JavaScript. */
function ScrollingList(props: TestimonialCarouselProps) {
  const { text } = props;
  return (
    <div>
      {/* A named section is a region landmark, as role="region" on a div was, in HTML's own element. */}
      <section
        aria-label={text.label}
        // Keyboard users can scroll the row once it has focus.
        tabIndex={0}
        className={`${viewportClass} snap-x snap-mandatory overflow-x-auto rounded-2xl`}
      >
        <ul role="list" className={trackClass}>
          {cardsOf(props).map((card, position) => (
            <li key={position} className={`${slideClass} snap-start`}>
              {card}
            </li>
          ))}
        </ul>
      </section>
      <p className={`${controlRowClass} text-sm text-slate-600`}>{text.scrollHint}</p>
    </div>
  );
}

function Carousel(props: TestimonialCarouselProps) {
  const { text, intervalMs = 4000 } = props;
  const cards = cardsOf(props);
  const total = cards.length;
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const perView = Math.min(useSlidesPerView(), total);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const next = useCallback(() => setIndex((current) => (current + 1) % total), [total]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + total) % total), [total]);
  const autoplay = useAutoplay({ advance: next, intervalMs, index, reducedMotion });

  // The first card in view: the current one stays in the middle when three fit, and the row never
  // scrolls past its ends.
  const offset = Math.max(0, Math.min(index - Math.floor((perView - 1) / 2), total - perView));

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        <section
          aria-roledescription={text.carouselRoleDescription}
          aria-label={text.label}
          {...autoplay.pauseHandlers}
        >
          <div className={`${viewportClass} overflow-hidden`}>
            <m.div
              id={slidesId}
              className={trackClass}
              // Announce the newly shown testimonial only when the visitor changed it, never every 4 s.
              aria-live={autoplay.rotating ? 'off' : 'polite'}
              initial={false}
              animate={{ x: `${(-offset * 100) / perView}%` }}
              transition={{ duration: 0.5, ease: 'easeInOut' }}
            >
              {cards.map((card, position) => {
                const inView = position >= offset && position < offset + perView;
                const current = position === index;
                return (
                  // A click on a card beside the current one is a pointer shortcut; keyboard and screen
                  // reader users choose a testimonial with the dots, which are buttons.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
                  <div
                    key={position}
                    role="group"
                    aria-roledescription={text.slideRoleDescription}
                    aria-label={fillTemplate(text.slideLabel, { n: position + 1, total })}
                    aria-hidden={inView ? undefined : true}
                    inert={!inView}
                    data-current={current}
                    // The card draws itself highlighted inside this (TestimonialCard.tsx), where more than one shows.
                    data-highlighted={current && perView > 1 ? '' : undefined}
                    className={`${slideClass} ${inView && !current ? 'cursor-pointer' : ''}`}
                    // A pointer shortcut; keyboard and screen-reader users have the dots for the same thing.
                    onClick={() => setIndex(position)}
                  >
                    <m.div
                      className="h-full"
                      initial={false}
                      animate={{ scale: current || perView === 1 ? 1 : 0.96 }}
                      transition={{ duration: 0.3 }}
                    >
                      {card}
                    </m.div>
                  </div>
                );
              })}
            </m.div>
          </div>

          <div className={controlRowClass}>
            {/* First in the tab order (WCAG 2.2.2): the way to stop everything that moves by itself. */}
            <button
              type="button"
              className={`${iconButtonClass} me-2`}
              aria-label={autoplay.stopped ? text.startRotation : text.stopRotation}
              onClick={autoplay.toggle}
            >
              {autoplay.stopped ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
            </button>
            <StepButton slidesId={slidesId} label={text.previous} onClick={previous}>
              <ChevronLeftIcon className="size-5" />
            </StepButton>
            <div role="group" aria-label={text.picker} className="flex items-center">
              {cards.map((_, position) => {
                const current = position === index;
                return (
                  <button
                    key={position}
                    type="button"
                    className="group inline-flex h-10 w-6 items-center justify-center rounded-full"
                    aria-controls={slidesId}
                    aria-label={fillTemplate(text.showSlide, { n: position + 1, total })}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      setIndex(position);
                      // Choosing a testimonial really stops rotation, until the visitor presses play:
                      // a slide that moves on by itself right after being chosen is the classic
                      // carousel bug (a "stopped" flag that never clears the timer).
                      autoplay.stop();
                    }}
                  >
                    <span
                      aria-hidden="true"
                      className={[
                        'block h-2.5 rounded-full transition-all',
                        current ? 'w-5 bg-brand-700' : 'w-2.5 bg-slate-500 group-hover:bg-slate-700',
                      ].join(' ')}
                    />
                  </button>
                );
              })}
            </div>
            <StepButton slidesId={slidesId} label={text.next} onClick={next}>
              <ChevronRightIcon className="size-5" />
            </StepButton>
          </div>
        </section>
      </LazyMotion>
    </MotionConfig>
  );
}
