/**
 * The page's sections in order, with the checks a schema cannot make on one file alone.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildNavigationModel, type NavigationModel } from '../navigation-model';
import { assertUniqueSectionIds } from '../duplicate-ids';
import { inPageOrder } from '../page-sections';

export type Section = CollectionEntry<'sections'>;

/** What the page gives every section component. */
export interface SectionProps {
  section: Section;
}

/** All sections, sorted by `order`; fails the build when two share an id. */
export async function getSections(): Promise<Section[]> {
  const sections = await getCollection('sections');
  assertUniqueSectionIds(sections.map((section) => ({ id: section.data.id, file: section.filePath ?? section.id })));
  return inPageOrder(sections.map((entry) => ({ order: entry.data.order, entry }))).map(({ entry }) => entry);
}

/** The navigation of the page at `pagePath` (its `Astro.url.pathname`), from the sections' front matter. */
export async function getNavigationModel(pagePath: string): Promise<NavigationModel> {
  return buildNavigationModel(
    (await getSections()).map((section) => section.data),
    pagePath,
  );
}
