import { useEffect, useState } from 'react';

/**
 * Thresholds of the band observer. With `0` alone, a section that first touches the band (its edge
 * exactly on it, intersecting with zero height) and then moves into it changes nothing the observer
 * reports, so no callback would come; a tiny second threshold makes "overlaps at all" a crossing.
 */
const BAND_THRESHOLDS = [0, 1e-9];

/**
 * The id of the section the reader is in, for highlighting its navigation item.
 *
 * A section is current while it spans a horizontal line `line` pixels below the top of the viewport.
 * One IntersectionObserver whose root is shrunk to a 1 px band at that line does the work, so nothing
 * measures layout while scrolling. When the band reports that no section spans the line (it is in the
 * footer, or a jump skipped sections), the current one is the last section that starts above the
 * line: a single read of their positions inside that callback, when layout is already fresh.
 *
 * One exception: a last section shorter than the viewport can never reach the line, so once the page
 * is scrolled to its end and that section is in view, it is current. The document height this needs
 * is read in a ResizeObserver callback (after layout), never on scroll.
 *
 * @param ids Section ids, in any order (the navigation's, bar before More): the page's order is read
 *   from the sections themselves.
 * @param line Distance of the line from the top of the viewport, in CSS pixels.
 * @returns The current id, or `null` while the line is above every section.
 */
export function useScrollSpy(ids: readonly string[], line: number): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  // Re-subscribe only when the list of ids really changes, not when a new array with the same ids arrives.
  const idsKey = ids.join('\n');

  useEffect(() => {
    const sections = idsKey
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null)
      // In page order, whatever the order of the links: the last one and "the last that starts above
      // the line" are the page's.
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const last = sections.at(-1);
    if (!last) return;

    /** Ids whose section currently covers some of the band at the line. */
    const spanning = new Set<string>();
    let lastInView = false;
    let atEnd = false;
    let viewportHeight = window.innerHeight;
    let documentHeight = document.documentElement.scrollHeight;

    const choose = () => {
      if (atEnd && lastInView) {
        setActiveId(last.id);
        return;
      }
      // Sections do not overlap, so at most one spans the line; page order breaks any sub-pixel tie.
      const current =
        sections.find((section) => spanning.has(section.id)) ??
        sections.findLast((section) => section.getBoundingClientRect().top <= line);
      setActiveId(current?.id ?? null);
    };

    let lineObserver: IntersectionObserver | undefined;
    const observeLine = () => {
      lineObserver?.disconnect();
      spanning.clear();
      const below = Math.max(0, viewportHeight - line - 1);
      lineObserver = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            // A section that only touches the band (ends exactly at the line) reports isIntersecting
            // with zero height; it does not span the line.
            if (entry.isIntersecting && entry.intersectionRect.height > 0) spanning.add(entry.target.id);
            else spanning.delete(entry.target.id);
          }
          choose();
        },
        { rootMargin: `-${line}px 0px -${below}px 0px`, threshold: BAND_THRESHOLDS },
      );
      for (const section of sections) lineObserver.observe(section);
    };

    const lastObserver = new IntersectionObserver((entries) => {
      for (const entry of entries) lastInView = entry.isIntersecting;
      choose();
    });
    lastObserver.observe(last);

    const checkEnd = () => {
      const scrollable = documentHeight > viewportHeight + 1;
      const end = scrollable && window.scrollY + viewportHeight >= documentHeight - 1;
      if (end !== atEnd) {
        atEnd = end;
        choose();
      }
    };

    const sizeObserver = new ResizeObserver(() => {
      documentHeight = document.documentElement.scrollHeight;
      checkEnd();
    });
    sizeObserver.observe(document.body);

    const onResize = () => {
      if (window.innerHeight !== viewportHeight) {
        viewportHeight = window.innerHeight;
        // The band is defined by a margin from the bottom, so it moves with the viewport height.
        observeLine();
      }
      checkEnd();
    };

    observeLine();
    checkEnd();
    window.addEventListener('scroll', checkEnd, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      lineObserver?.disconnect();
      lastObserver.disconnect();
      sizeObserver.disconnect();
      window.removeEventListener('scroll', checkEnd);
      window.removeEventListener('resize', onResize);
    };
  }, [idsKey, line]);

  return activeId;
}
