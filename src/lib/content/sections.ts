/**
 * The page's sections in order, with the checks a schema cannot make on one file alone.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildNavigationModel, sectionHref, type NavigationModel } from '~/lib/navigation-model';
import { assertPageSections, idOfDesign, inPageOrder, type LinkedDesign } from '~/lib/page-sections';

export type Section = CollectionEntry<'sections'>;

/** What the page gives every section component. */
export interface SectionProps {
  section: Section;
}

/** All sections, sorted by `order`; fails the build when two share an id or a design, or a linked design is missing. */
export async function getSections(): Promise<Section[]> {
  const sections = await getCollection('sections');
  assertPageSections(
    sections.map(({ data, filePath, id }) => ({ id: data.id, design: data.design, file: filePath ?? id })),
  );
  return inPageOrder(sections.map((entry) => ({ order: entry.data.order, entry }))).map(({ entry }) => entry);
}

/** The navigation of the page at `pagePath` (its `Astro.url.pathname`), from the sections' front matter. */
export async function getNavigationModel(pagePath: string): Promise<NavigationModel> {
  return buildNavigationModel(
    (await getSections()).map((section) => section.data),
    pagePath,
  );
}

/** The id of the section with `design`, one the page links to: the contact section's, say. */
export async function getSectionId(design: LinkedDesign): Promise<string> {
  return idOfDesign(
    (await getSections()).map((section) => section.data),
    design,
  );
}

/** Where a link to the section with `design` goes from the page at `pagePath`, whatever its id. */
export async function getSectionHref(design: LinkedDesign, pagePath: string): Promise<string> {
  return sectionHref(await getSectionId(design), pagePath);
}
