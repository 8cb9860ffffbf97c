/**
 * Every content collection read from disk through the build's own table, file checks and schemas,
 * for the tools that run outside Astro (`npm run assistant`, the tests): a slip that stops the build
 * stops them too, with a ContentFileError naming the file and the field. Pictures stay paths here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ImageMetadata } from 'astro';
import type { z } from 'astro/zod';
import { ContentFileError } from '~/schemas/content-file-error';
import {
  contentCollections,
  picturePathOutsideBuild,
  type ContentCollection,
  type ContentCollectionName,
} from '~/schemas/content-collections';
import { assertHomes } from '~/lib/homes';
import { assertMarketRents } from '~/lib/rent-table';
import { conversationLanguages, englishWords } from '~/lib/conversation-words';
import { assertPageSections } from '~/lib/page-sections';
import { assertPortalsToShow } from '~/lib/portals';
import { checkMarkdownCount, issuesOf, jsonListData, jsonObjectData, listNeeds } from './content-files';
import { readFrontMatter } from './front-matter';

/** `T` with every processed picture as the path it was written with. */
type AsWritten<T> = T extends ImageMetadata
  ? string
  : T extends readonly (infer Item)[]
    ? AsWritten<Item>[]
    : T extends object
      ? { [Key in keyof T]: AsWritten<T[Key]> }
      : T;

type Collections = typeof contentCollections;
/** The checked data of one entry of collection `Name`. */
export type EntryData<Name extends ContentCollectionName> = AsWritten<
  z.output<ReturnType<Collections[Name]['schema']>>
>;
/** A Markdown file: its checked front matter, the text under it, and its path ("content/sections/about.md"). */
export interface MarkdownEntry<Data> {
  data: Data;
  body: string;
  file: string;
}

/** What each collection reads as: by the kind of its files. */
export type ContentOf<Name extends ContentCollectionName> = Collections[Name]['kind'] extends 'json-file'
  ? EntryData<Name>
  : Collections[Name]['kind'] extends 'json-list'
    ? EntryData<Name>[]
    : Collections[Name]['kind'] extends 'markdown-folder'
      ? MarkdownEntry<EntryData<Name>>[]
      : MarkdownEntry<EntryData<Name>>;

export type Content = { [Name in ContentCollectionName]: ContentOf<Name> };

/** Every collection of content/, checked (`contentDir` is a folder URL ending in `/`, such as the project's content/). */
export function readContent(contentDir: URL): Content {
  // Said as the build's loaders say it (content-loaders.ts).
  const read = (path: string, needs = 'the site needs it.') => {
    try {
      return readFileSync(new URL(path, contentDir), 'utf8');
    } catch {
      throw new ContentFileError(`content/${path} is missing: ${needs}`);
    }
  };
  const check = (name: ContentCollectionName, file: string, data: unknown) => {
    const result = contentCollections[name].schema(picturePathOutsideBuild).safeParse(data);
    if (!result.success) throw new ContentFileError(`${file}: ${issuesOf(result.error)}`);
    return result.data as unknown;
  };
  const markdown = (name: ContentCollectionName, path: string, checkBody?: (body: string, file: string) => void) => {
    const file = `content/${path}`;
    const { data, body } = readFrontMatter(read(path), file);
    checkBody?.(body, file);
    return { data: check(name, file, data), body, file };
  };

  const content: Record<string, unknown> = {};
  for (const [name, collection] of Object.entries(contentCollections) as [ContentCollectionName, ContentCollection][]) {
    const file = `content/${collection.path}`;
    switch (collection.kind) {
      case 'json-file':
        content[name] = check(name, file, jsonObjectData(read(collection.path, 'the page needs it.'), file));
        break;
      case 'json-list':
        content[name] = jsonListData(
          read(collection.path, listNeeds(collection.minEntries)),
          file,
          collection.minEntries,
        ).map((entry, index) => check(name, `${file}, entry ${index + 1}`, entry));
        break;
      case 'markdown-folder': {
        const folder = new URL(`${collection.path}/`, contentDir);
        const names = existsSync(folder) ? readdirSync(folder).filter((entry) => entry.endsWith('.md')) : [];
        checkMarkdownCount(names.length, file, collection.minEntries);
        content[name] = names
          .sort()
          .map((entry) => markdown(name, `${collection.path}/${entry}`, collection.body.check));
        break;
      }
      case 'markdown-file':
        content[name] = markdown(name, collection.path, collection.body.check);
        break;
    }
  }
  const checked = content as Content;
  assertPageSections(checked.sections.map(({ data, file }) => ({ id: data.id, design: data.design, file })));
  for (const { data, file } of checked.sections) if (data.design === 'portals') assertPortalsToShow(file, checked.site);
  assertHomes(checked.homes, checked.site.serviceAreas);
  assertMarketRents(checked.marketRents, checked.site.serviceAreas);
  const agent = checked.agent.data;
  conversationLanguages({
    english: englishWords({ ...checked, agent }),
    languages: agent.languages,
    entries: checked.languageWords,
  });
  return checked;
}
