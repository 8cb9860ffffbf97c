/**
 * Wires each content collection (src/schemas/content-collections.ts) to Astro: a strict loader for its
 * kind of file, and its schema with Astro's `image()`.
 */
import { defineCollection, type BaseSchema, type ImageFunction } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { jsonFile, jsonList, markdownFile, markdownFolder } from '~/lib/content/content-loaders';
import { contentCollections, type ContentCollection } from '~/schemas/content-collections';
import { contentRoot } from '~/schemas/shared';

/** The loader for a collection's kind of file; each checks the files strictly first (src/lib/content/content-loaders.ts). */
function loaderOf(collection: ContentCollection): Loader {
  const path = `${contentRoot}/${collection.path}`;
  switch (collection.kind) {
    case 'json-file':
      return jsonFile(contentRoot, collection.path);
    case 'json-list':
      return jsonList(path, { minEntries: collection.minEntries });
    case 'markdown-folder':
      return markdownFolder(path, { minEntries: collection.minEntries, checkBody: collection.body.check });
    case 'markdown-file':
      return markdownFile(contentRoot, collection.path, { checkBody: collection.body.check });
  }
}

/** One collection of the table as Astro's collection, its schema given Astro's `image()`. */
const collectionOf = (collection: ContentCollection) =>
  defineCollection({ loader: loaderOf(collection), schema: ({ image }) => collection.schema(image) });

/** The schema type of a table entry, from which `astro:content` types the entries' data. */
type SchemaOf<Collection> = Collection extends { schema: (image: ImageFunction) => infer Schema extends BaseSchema }
  ? Schema
  : never;

/** What `collectionOf` makes of each entry, with its own schema's type rather than any schema's. */
type Collections = {
  [Name in keyof typeof contentCollections]: ReturnType<
    typeof defineCollection<SchemaOf<(typeof contentCollections)[Name]>, Loader>
  >;
};

/**
 * Every content collection, as Astro reads it. Editors change the files; a mistake stops the build with
 * a message that names the file and the field and says what would be right (see content/README.md).
 */
export const collections = Object.fromEntries(
  Object.entries(contentCollections).map(([name, collection]) => [name, collectionOf(collection)]),
) as Collections;
