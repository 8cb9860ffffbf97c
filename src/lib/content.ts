/**
 * Content access for components. Components never call `astro:content` directly, so the rules
 * (single-file collections, ordering, cross-entry checks) live in one place.
 */
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
} as const satisfies Partial<Record<CollectionKey, string>>;

type SingletonKey = keyof typeof singletonFiles;

/** The data of a one-file collection; fails the build, naming the file, when it is missing. */
export async function getSingleton<K extends SingletonKey>(collection: K): Promise<DataEntryMap[K][string]['data']> {
  const entry = await getEntry(collection, singletonFiles[collection]);
  if (!entry) {
    throw new Error(`content: ${collection} is missing: expected a file named ${singletonFiles[collection]}.json under content/.`);
  }
  return entry.data as DataEntryMap[K][string]['data'];
}

export { getCollection };
