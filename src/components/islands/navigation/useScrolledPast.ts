import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled strictly more than `threshold` pixels from the top.
 *
 * Reads only `window.scrollY` (a scroll offset, not a layout measurement) on scroll events, which the
 * browser already delivers at most once a frame; React skips the render when the answer is unchanged.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolledPast;
}
