/**
 * Content access for components. Components never call `astro:content` directly, so the rules
 * (single-file collections, ordering, cross-entry checks) live in one place.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getCollection, getEntry, type CollectionKey, type DataEntryMap } from 'astro:content';

/** Collections backed by exactly one JSON file under content/ (their entry id is the file name). */
const singletonFiles = {
  site: 'site',
  commercialCleaning: 'commercial-cleaning',
  propertyDevelopment: 'property-development',
  reviews: 'reviews',
  contact: 'contact',
  pageText: 'ui/page',
  navigationText: 'ui/navigation',
  carouselText: 'ui/carousel',
  voiceChatText: 'ui/voice-chat',
  seo: 'seo',
} as const satisfies Partial<Record<CollectionKey, string>>;

type SingletonKey = keyof typeof singletonFiles;

/** The data of a one-file collection; fails the build, naming the file, when it is missing. */
export async function getSingleton<K extends SingletonKey>(collection: K): Promise<DataEntryMap[K][string]['data']> {
  const entry = await getEntry(collection, singletonFiles[collection]);
  if (!entry) {
    throw new Error(
      `content: ${collection} is missing: expected a file named ${singletonFiles[collection]}.json under content/.`,
    );
  }
  return entry.data as DataEntryMap[K][string]['data'];
}

/** Collections read from one JSON array each, where the editor's order is the page's order. */
type ListKey = 'propertyServices' | 'testimonials';

/**
 * The items of a list file in the order the editor wrote them. The content store does not keep
 * that order, so it is read back from the file itself.
 */
export async function getList<K extends ListKey>(collection: K): Promise<DataEntryMap[K][string]['data'][]> {
  const entries = await getCollection(collection);
  const filePath = entries[0]?.filePath;
  if (!filePath) return [];
  const fileOrder = (JSON.parse(await readFile(resolve(process.cwd(), filePath), 'utf8')) as { id: string }[]).map(
    (item) => item.id,
  );
  return entries
    .toSorted((a, b) => fileOrder.indexOf(a.id) - fileOrder.indexOf(b.id))
    .map((entry) => entry.data as DataEntryMap[K][string]['data']);
}
