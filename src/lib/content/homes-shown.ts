/** The homes for rent the page shows, from the build's collection, checked against the company's cities. */
import { getCollection } from 'astro:content';
import type { HomeData } from '~/schemas/home';
import { assertHomes, homesShown, type HomeEntry } from '~/lib/homes';
import { getSingleton } from './entries';

/** The homes shown (not leased), soonest available first; fails the build naming a home's file. */
export async function getHomesShown(): Promise<HomeEntry<HomeData>[]> {
  const [entries, site] = await Promise.all([getCollection('homes'), getSingleton('site')]);
  const homes = entries.map(({ data, body, filePath, id }) => ({
    data,
    body: body ?? '',
    file: filePath ?? `content/homes/${id}.md`,
  }));
  assertHomes(homes, site.serviceAreas);
  return homesShown(homes);
}
