import { useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';

interface AutoplayOptions {
  /** Called each time the interval elapses while rotating. */
  advance: () => void;
  /** Milliseconds each slide stays before the next one. */
  intervalMs: number;
  /**
   * The slide shown now. Any change restarts the countdown, so a slide the visitor picked gets the
   * full interval before rotation moves on.
   */
  index: number;
  /** The visitor prefers reduced motion: rotation never starts by itself and stops if it was running. */
  reducedMotion: boolean;
}

interface Autoplay {
  /** The visitor (or reduced motion) stopped rotation; only `start` brings it back. */
  stopped: boolean;
  /** Slides are actually changing by themselves right now (not stopped, not paused by hover or focus). */
  rotating: boolean;
  /** Stops rotation until `start` (a dot was chosen, or the rotation button pressed). */
  stop: () => void;
  start: () => void;
  /** What the rotation button does. */
  toggle: () => void;
  /** Spread on the carousel's outer element: hover and focus inside pause rotation. */
  pauseHandlers: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Automatic rotation that respects people (WCAG 2.2.2 and the WAI-ARIA carousel pattern): it pauses
 * while the pointer is over the carousel or focus is inside it and resumes when both leave, unless
 * the visitor stopped it; under reduced motion it does not start on its own.
 */
export function useAutoplay({ advance, intervalMs, index, reducedMotion }: AutoplayOptions): Autoplay {
  const [stopped, setStopped] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // A visitor who switches on reduced motion mid-visit gets the same as one who had it from the start.
  // Adjusted during render, when the setting changes, rather than in an effect that would first
  // render one more rotation step.
  const [previousReducedMotion, setPreviousReducedMotion] = useState(reducedMotion);
  if (reducedMotion !== previousReducedMotion) {
    setPreviousReducedMotion(reducedMotion);
    if (reducedMotion) setStopped(true);
  }

  const rotating = !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(advance, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, advance, intervalMs]);

  const stop = useCallback(() => setStopped(true), []);
  const start = useCallback(() => setStopped(false), []);
  const toggle = useCallback(() => setStopped((was) => !was), []);

  const pauseHandlers = {
    // A finger on a touch screen is not hovering: pausing on tap would leave rotation paused until
    // the visitor tapped somewhere else.
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Moving between controls inside the carousel is not leaving it.
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
        setFocused(false);
      }
    },
  };

  return { stopped, rotating, stop, start, toggle, pauseHandlers };
}
