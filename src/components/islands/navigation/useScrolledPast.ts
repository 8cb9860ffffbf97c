import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled strictly more than `threshold()` pixels from the top (asked once, as
 * the island starts). Reads only `window.scrollY` on scroll events, at most once a frame; React skips
 * the render when the answer is unchanged.
 */
export function useScrolledPast(threshold: () => number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const limit = threshold();
    const update = () => setScrolledPast(window.scrollY > limit);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolledPast;
}
