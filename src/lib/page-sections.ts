/** The facts of the page's sections that every part of the site reads the same way. */

/** The sections in page order: from the lowest `order` to the highest. */
export const inPageOrder = <Section extends { order: number }>(sections: readonly Section[]): Section[] =>
  sections.toSorted((a, b) => a.order - b.order);

/** A section's name as the page shows it: its navigation label, or its heading when it has none. */
export const sectionLabel = (section: { navLabel?: string | undefined; title: string }) =>
  section.navLabel ?? section.title;
