/**
 * The page's sections in order, with the checks a schema cannot make on one file alone.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildNavigationModel, type NavigationModel } from './navigation-model';
import { findDuplicateIds } from './duplicate-ids';

export type Section = CollectionEntry<'sections'>;

/** What the page gives every section component. */
export interface SectionProps {
  section: Section;
}

/** All sections, sorted by `order`; fails the build when two share an id. */
export async function getSections(): Promise<Section[]> {
  const sections = await getCollection('sections');
  const duplicates = findDuplicateIds(
    sections.map((section) => ({ id: section.data.id, file: section.filePath ?? section.id })),
  );
  if (duplicates.length > 0) {
    throw new Error(
      duplicates
        .map(
          ({ id, files }) =>
            `content: ${files.join(' and ')} both use id "${id}"; every section needs its own id (the anchor in #${id}).`,
        )
        .join('\n'),
    );
  }
  return sections.sort((a, b) => a.data.order - b.data.order);
}

/** The navigation of the page at `pagePath` (its `Astro.url.pathname`), from the sections' front matter. */
export async function getNavigationModel(pagePath: string): Promise<NavigationModel> {
  return buildNavigationModel(
    (await getSections()).map((section) => section.data),
    pagePath,
  );
}
