/** The homes for rent the page shows, from the build's collection, checked against the company's cities. */
import { getCollection } from 'astro:content';
import type { HomeData } from '~/schemas/home';
import { homeChoices, type HomeChoices } from '~/lib/home-choices';
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

/** Warnings already given: a page may be rendered more than once (`npm run dev`), the warning once. */
const warned = new Set<string>();

/** The choices above `homes`, in the company's order of cities; says once why the choice of city is left out. */
export async function getHomeChoices(homes: readonly HomeEntry[]): Promise<HomeChoices> {
  const site = await getSingleton('site');
  const choices = homeChoices(
    homes.map(({ data }) => data),
    site.serviceAreas,
  );
  if (choices.citiesLeftOut && !warned.has(choices.citiesLeftOut)) {
    warned.add(choices.citiesLeftOut);
    console.warn(choices.citiesLeftOut);
  }
  return choices;
}
