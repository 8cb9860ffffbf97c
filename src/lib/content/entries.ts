/**
 * The build's entries of content for components, by the table of collections: one-file collections
 * and lists in the editor's order, so components never look entries up in `astro:content` themselves.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getCollection, getEntry, type CollectionEntry, type DataEntryMap } from 'astro:content';
import { contentCollections, type CollectionNameOfKind } from '~/schemas/content-collections';

/**
 * Collections backed by exactly one file under content/: a JSON file, or a Markdown file whose front
 * matter is the data (content/agent.md).
 */
type SingletonKey = CollectionNameOfKind<'json-file' | 'markdown-file'>;

/** The entry of a one-file collection; fails the build, naming the file, when it is missing. */
async function oneFileEntry<K extends SingletonKey>(collection: K): Promise<CollectionEntry<K>> {
  const { path } = contentCollections[collection];
  // Astro's glob() loader names the entry after its file, without the extension.
  const entry = await getEntry(collection, path.replace(/\.(json|md)$/, ''));
  if (!entry) {
    throw new Error(`content: ${collection} is missing: expected the file content/${path}.`);
  }
  return entry as CollectionEntry<K>;
}

/** The data of a one-file collection; fails the build, naming the file, when it is missing. */
export async function getSingleton<K extends SingletonKey>(collection: K): Promise<DataEntryMap[K][string]['data']> {
  return (await oneFileEntry(collection)).data as DataEntryMap[K][string]['data'];
}

/** Collections read from one JSON array each, where the editor's order is the page's order. */
type ListKey = CollectionNameOfKind<'json-list'>;

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

/** Collections backed by exactly one Markdown file under content/. */
type MarkdownFileKey = CollectionNameOfKind<'markdown-file'>;

/**
 * The entry of a one-Markdown-file collection: its front matter as `data`, and the entry that
 * `render()` turns into its body; fails the build, naming the file, when it is missing.
 */
export const getMarkdownFile = <K extends MarkdownFileKey>(collection: K): Promise<CollectionEntry<K>> =>
  oneFileEntry(collection);
