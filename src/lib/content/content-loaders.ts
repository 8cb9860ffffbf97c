/**
 * The loaders of content.config.ts: Astro's own `file()` and `glob()`, each behind a strict check of the
 * files it reads (Node, at build time only).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import { ContentFileError } from '~/schemas/shared';
import { checkMarkdownCount, jsonListData, jsonObjectData, listNeeds } from './content-files';
import { clearSlip, clearSlipsIn, entrySlip, fileSlip, onSlipsChange, recordSlip, slipsDigest } from './content-slips';
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
 * Runs `check`, then Astro's own loader `inner`: in `astro build` and `astro sync` the first slip stops
 * them, naming the file. While `astro dev` runs (it gives a watcher), see watchedLoad.
 */
async function checkedLoad(
  context: LoaderContext,
  paths: (context: LoaderContext) => string[],
  check: (context: LoaderContext) => void,
  inner: Loader,
) {
  if (!context.watcher) {
    check(context);
    await inner.load(context);
    return;
  }
  await watchedLoad(context, context.watcher, paths, check, inner);
}

/**
 * `astro dev`: a slip, there at the start or made while it runs, never stops the server. Each is kept
 * in the build's words (content-slips.ts), logged, and shown by the page instead of itself
 * (src/integrations/content-slips.ts) until it is fixed: `check`'s, run again on every save of one of
 * `paths`, and each entry's schema slip, which Astro's loader finds through `parseData`. A slip of the
 * file as a whole leaves Astro's loader unrun (it would only log a generic line and drop the data), and
 * a loader a slip stopped before it started watching its files is run again at the next save.
 */
async function watchedLoad(
  context: LoaderContext,
  watcher: NonNullable<LoaderContext['watcher']>,
  paths: (context: LoaderContext) => string[],
  check: (context: LoaderContext) => void,
  inner: Loader,
) {
  const root = fileURLToPath(context.config.root);
  // The page must reload when a slip comes or goes, and only once the data store is written: a reload
  // of its own, sent as a slip was cleared, rendered the page from the store still on disk, without the
  // collection being reloaded ("no testimonial to work the average out from"); Astro's own reload,
  // after its write, then came before the page listened again, and the page stayed so. Written into
  // the data store, the slips change it, so Astro writes it (500 ms after its last change, the
  // collection whole) and reloads the page itself, once. Any loader's meta store will do: they all
  // share the one data store.
  onSlipsChange(() => context.meta.set('content-slips', slipsDigest()));
  const checkKey = `${context.collection}\n(check)`;
  /** Where an entry's slip of `file` (an absolute path) is kept. */
  const entryKey = (file: string) => `${context.collection}\n${file}`;
  const loadKey = `${context.collection}\n(load)`;
  const checkFiles = () => {
    try {
      check(context);
      clearSlip(checkKey);
      return true;
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      const slip = fileSlip(error, root);
      // What its entries were found to lack is no longer known: the file cannot be read as a whole.
      clearSlip(entryKey(slip.file));
      recordSlip(checkKey, slip);
      context.logger.error(error.message);
      return false;
    }
  };
  /** Errors already kept and logged as a slip: a loader's rejection with one of them is not said twice. */
  const said = new WeakSet<object>();
  const parseData: LoaderContext['parseData'] = async (entry) => {
    const key = entryKey(entry.filePath ?? '');
    try {
      const data = await context.parseData(entry);
      clearSlip(key);
      return data;
    } catch (error) {
      const slip = entrySlip(context.collection, entry, root, error);
      recordSlip(key, slip);
      context.logger.error(slip.message);
      if (error instanceof Object) said.add(error);
      throw error;
    }
  };
  // Astro's loaders reload a changed file in a watcher callback of their own, where a schema slip
  // would be an unhandled rejection: kept and logged already, it ends there.
  const guardedWatcher = new Proxy(watcher, {
    get(target, property, receiver) {
      if (property !== 'on') return Reflect.get(target, property, receiver) as unknown;
      return (event: string, callback: (...args: unknown[]) => unknown) =>
        target.on(event, (...args: unknown[]) => {
          void Promise.resolve(callback(...args)).catch((error: unknown) => {
            if (!(error instanceof Object && said.has(error))) throw error;
          });
        });
    },
  });
  let watching = false;
  const load = async () => {
    try {
      await inner.load({ ...context, parseData, watcher: guardedWatcher });
      watching = true;
      clearSlip(loadKey);
    } catch (error) {
      if (error instanceof Object && said.has(error)) return;
      const message = `${context.collection}: ${(error as Error).message.replace(/\*\*/g, '').trim()}`;
      recordSlip(loadKey, { message, file: root, line: 1, column: 1 });
      context.logger.error(message);
    }
  };
  if (checkFiles()) await load();
  watcher.on('all', (event, changed) => {
    if (event === 'unlink') clearSlipsIn(changed);
    if (!paths(context).some((path) => absolutePath(context, path) === changed)) return;
    if (checkFiles() && !watching) void load();
  });
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
