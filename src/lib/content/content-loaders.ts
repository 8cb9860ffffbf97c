/**
 * The loaders of content.config.ts: Astro's own `file()` and `glob()`, each behind a strict check of the
 * files it reads (Node, at build time only).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import { ContentFileError } from '~/schemas/shared';
import { checkMarkdownCount, jsonListData, jsonObjectData, listNeeds } from './content-files';
import { readFrontMatter } from './front-matter';

/** Project-relative path of a content file, as editors see it: "content/testimonials.json". */
const displayPath = (path: string) => path.replace(/^\.\//, '');

/** Absolute path of `path`, which is relative to the project root (as Astro's loaders take it). */
const absolutePath = (context: LoaderContext, path: string) => fileURLToPath(new URL(path, context.config.root));

/** Reads `path`; throws when it is missing, saying what it is for. */
function readContentFile(context: LoaderContext, path: string, missing: string): string {
  const absolute = absolutePath(context, path);
  if (!existsSync(absolute)) throw new ContentFileError(`${displayPath(path)} is missing: ${missing}`);
  return readFileSync(absolute, 'utf8');
}

/**
 * Runs `check` now, so the first load fails; and while `astro dev` runs, again on every save of one
 * of `paths`, logging the editor's message (Astro's own loaders keep the last good data then and log
 * only a generic line).
 */
async function checkedLoad(
  context: LoaderContext,
  paths: (context: LoaderContext) => string[],
  check: (context: LoaderContext) => void,
  inner: Loader,
) {
  check(context);
  context.watcher?.on('all', (_event, changed) => {
    if (!paths(context).some((path) => absolutePath(context, path) === changed)) return;
    try {
      check(context);
    } catch (error) {
      if (error instanceof ContentFileError) context.logger.error(error.message);
      else throw error;
    }
  });
  await inner.load(context);
}

/**
 * A JSON file holding a list of entries, each with a unique `id` (Astro's `file()` loader); at least
 * `minEntries` of them, because the page shows them.
 *
 * Why the check: Astro's `file()` loader catches a JSON syntax error, logs "Error reading data" and
 * carries on with an empty collection, so a dropped comma in a list published a page without that list;
 * and a missing or emptied file only produced a warning. Checking here, where the file is read, stops
 * `astro build`, `astro sync` and the start of `astro dev` with one message that names the file (and the
 * line and column of a syntax error); while `astro dev` runs, the same message is logged on every save
 * of a broken file. The schemas then check each field.
 */
export function jsonList(path: string, { minEntries }: { minEntries: number }): Loader {
  const name = displayPath(path);
  const inner = file(path);
  return {
    name: 'strict-json-list',
    load: (context) =>
      checkedLoad(
        context,
        () => [path],
        (context) => void jsonListData(readContentFile(context, path, listNeeds(minEntries)), name, minEntries),
        inner,
      ),
  };
}

/** One JSON file as a one-entry collection whose id is the file name without `.json` (Astro's `glob()`). */
export function jsonFile(base: string, fileName: string): Loader {
  const path = `${base}/${fileName}`;
  const name = displayPath(path);
  const inner = glob({ pattern: fileName, base });
  return {
    name: 'strict-json-file',
    load: (context) =>
      checkedLoad(
        context,
        () => [path],
        (context) => void jsonObjectData(readContentFile(context, path, 'the page needs it.'), name),
        inner,
      ),
  };
}

/**
 * Every Markdown file of `folder` (Astro's `glob()`), at least `minEntries` of them, each with valid
 * front matter; `checkBody` checks the text under it, as in `markdownFile`.
 */
export function markdownFolder(
  folder: string,
  { minEntries, checkBody }: { minEntries: number; checkBody?: ((body: string, name: string) => void) | undefined },
): Loader {
  const name = displayPath(folder);
  const inner = glob({ pattern: '*.md', base: folder });
  const files = (context: LoaderContext) => {
    const absolute = absolutePath(context, folder);
    return existsSync(absolute)
      ? readdirSync(absolute)
          .filter((entry) => entry.endsWith('.md'))
          .map((entry) => `${folder}/${entry}`)
      : [];
  };
  return {
    name: 'strict-markdown-folder',
    load: (context) =>
      checkedLoad(
        context,
        files,
        (context) => {
          const found = files(context);
          checkMarkdownCount(found.length, name, minEntries);
          for (const path of found) {
            const { body } = readFrontMatter(readFileSync(absolutePath(context, path), 'utf8'), displayPath(path));
            checkBody?.(body, displayPath(path));
          }
        },
        inner,
      ),
  };
}

/**
 * One Markdown file as a one-entry collection whose id is the file name without `.md` (Astro's
 * `glob()`), with valid front matter; `checkBody` checks the text under it and throws a
 * ContentFileError, whose message the build prints as it is.
 */
export function markdownFile(
  base: string,
  fileName: string,
  { checkBody }: { checkBody?: (body: string, name: string) => void } = {},
): Loader {
  const path = `${base}/${fileName}`;
  const name = displayPath(path);
  const inner = glob({ pattern: fileName, base });
  return {
    name: 'strict-markdown-file',
    load: (context) =>
      checkedLoad(
        context,
        () => [path],
        (context) => {
          const { body } = readFrontMatter(readContentFile(context, path, 'the site needs it.'), name);
          checkBody?.(body, name);
        },
        inner,
      ),
  };
}
