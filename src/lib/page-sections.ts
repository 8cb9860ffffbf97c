/** The facts of the page's sections that every part of the site reads the same way. */
import { ContentFileError } from '~/schemas/content-file-error';
import type { SectionDesign } from '~/schemas/section';
import { assertUniqueSectionIds } from './duplicate-ids';

/** The designs the page's links lead to, each with the links that need it: one section must have each. */
export const linkedDesigns = {
  contact: 'the contact links of the header, the hero and the service cards',
  'property-services': "the footer's service links",
} as const satisfies Partial<Record<SectionDesign, string>>;
export type LinkedDesign = keyof typeof linkedDesigns;

/** A section as the checks across files read it. */
interface SectionFacts {
  id: string;
  design: SectionDesign;
  /** Its file, named in an error: "content/sections/contact.md". */
  file: string;
}

/** The sections in page order: from the lowest `order` to the highest. */
export const inPageOrder = <Section extends { order: number }>(sections: readonly Section[]): Section[] =>
  sections.toSorted((a, b) => a.order - b.order);

/** A section's name as the page shows it: its navigation label, or its heading when it has none. */
export const sectionLabel = (section: { navLabel?: string | undefined; title: string }) =>
  section.navLabel ?? section.title;

/**
 * The checks no schema can make on one file: every id once (an anchor), every design but "prose"
 * once (it is drawn once), and a section for each design the page links to. Throws a
 * ContentFileError naming the files.
 */
export function assertPageSections(sections: readonly SectionFacts[]): void {
  assertUniqueSectionIds(sections);
  for (const design of new Set(sections.map((section) => section.design))) {
    const files = sections.filter((section) => section.design === design).map(({ file }) => file);
    if (design !== 'prose' && files.length > 1) {
      throw new ContentFileError(
        `content: ${files.join(' and ')} both have design "${design}", which is drawn once on the page: give all but one of them another design, or "prose".`,
      );
    }
  }
  for (const [design, links] of Object.entries(linkedDesigns)) {
    if (!sections.some((section) => section.design === design)) {
      throw new ContentFileError(
        `content/sections/: no section has design "${design}", where ${links} lead: add "design: ${design}" to the front matter of the section they should lead to.`,
      );
    }
  }
}

/** The id of the section with `design`, one of those the page links to (assertPageSections makes sure there is one). */
export function idOfDesign(sections: readonly { id: string; design: SectionDesign }[], design: LinkedDesign): string {
  const section = sections.find((candidate) => candidate.design === design);
  if (!section) throw new ContentFileError(`content/sections/: no section has design "${design}".`);
  return section.id;
}
