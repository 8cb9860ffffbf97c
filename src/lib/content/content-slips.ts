/**
 * Content slips while `astro dev` runs (Node only), kept where the loaders find them
 * (content-loaders.ts) and the page's requests show them (src/integrations/content-slips.ts): in the
 * build's words, naming the file, the entry, the field and what would be right, with the line the
 * browser's error display opens the file at. A slip keeps the server running; the page shows it until
 * the file is fixed.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { contentCollections, picturePathOutsideBuild, type ContentCollectionName } from '~/schemas/content-collections';
import { ContentFileError } from '~/schemas/content-file-error';
import { issuesOf, lineAndColumn } from './content-files';

/** One slip: the build's words, and where the file needs fixing. */
export interface ContentSlip {
  message: string;
  /** The file's absolute path. */
  file: string;
  line: number;
  column: number;
}

interface SlipRegistry {
  slips: Map<string, ContentSlip>;
  /** Told when a slip comes or goes (see onSlipsChange). */
  listener?: () => void;
}

/**
 * One registry for the process: the loaders run in the module graph of the content configuration, the
 * page's requests in the dev server's, each with its own copy of this module.
 */
const registryKey = Symbol.for('content-slips');
const registry = (): SlipRegistry =>
  ((globalThis as { [registryKey]?: SlipRegistry })[registryKey] ??= { slips: new Map() });

const tell = () => registry().listener?.();

/** Keeps `slip` under `key` (a collection's check, or one of its files). */
export function recordSlip(key: string, slip: ContentSlip): void {
  const { slips } = registry();
  const before = slips.get(key);
  slips.set(key, slip);
  if (before?.message !== slip.message) tell();
}

/** Forgets the slip under `key`, if there is one. */
export function clearSlip(key: string): void {
  if (registry().slips.delete(key)) tell();
}

/** Forgets every slip in `file` (an absolute path), deleted. */
export function clearSlipsIn(file: string): void {
  const { slips } = registry();
  const keys = [...slips].filter(([, slip]) => slip.file === file).map(([key]) => key);
  for (const key of keys) slips.delete(key);
  if (keys.length > 0) tell();
}

/** The slips as they stand, oldest first. */
export const contentSlips = (): ContentSlip[] => [...registry().slips.values()];

/** Calls `listener` whenever a slip comes or goes (one listener: a later call replaces it). */
export function onSlipsChange(listener: () => void): void {
  registry().listener = listener;
}

/** The slips as one string, which changes whenever a slip comes, changes or goes. */
export const slipsDigest = (): string =>
  JSON.stringify(contentSlips().map(({ message, file, line, column }) => [message, file, line, column]));

/** "content/testimonials.json" for a path under `root` (absolute or already relative). */
const displayPath = (root: string, file: string) =>
  (isAbsolute(file) ? relative(root, file) : file).replace(/^\.\//, '');

/**
 * A slip of a file as a whole (broken JSON or front matter, a missing file, too few entries), from the
 * message the loaders' checks throw, which starts with the file's path and may give its line and column.
 */
export function fileSlip(error: ContentFileError, root: string): ContentSlip {
  const path = /^(content\/[^\s,:]+)/.exec(error.message)?.[1];
  const place = /, line (\d+), column (\d+)/.exec(error.message);
  return {
    message: error.message,
    file: path ? join(root, path) : root,
    line: place ? Number(place[1]) : 1,
    column: place ? Number(place[2]) : 1,
  };
}

/** Where `path` (a field's, as zod gives it) is in a JSON file's text, or its start. */
function jsonPlace(text: string, path: readonly (string | number)[]) {
  const tree = parseTree(text);
  for (let length = path.length; tree && length > 0; length -= 1) {
    const node = findNodeAtLocation(tree, path.slice(0, length) as (string | number)[]);
    // The field's name, where it has one, else its value.
    if (node) return lineAndColumn(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }
  return { line: 1, column: 1 };
}

/** Where a Markdown file's front-matter field `name` is, or its start. */
function frontMatterPlace(text: string, name: string | number | undefined) {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${String(name)}:`));
  return index < 0 ? { line: 1, column: 1 } : { line: index + 1, column: 1 };
}

/**
 * A slip of one entry, which Astro's schema check refused (`error`): said as the build's reader of
 * content says it (read-content.ts), "content/testimonials.json, entry 2: rating: …", from the same
 * schema of the table of collections; with Astro's own words when only Astro's check refuses it.
 */
export function entrySlip(
  collection: string,
  { id, data, filePath }: { id: string; data: unknown; filePath?: string | undefined },
  root: string,
  error: unknown,
): ContentSlip {
  const file = filePath ? (isAbsolute(filePath) ? filePath : join(root, filePath)) : root;
  const name = displayPath(root, file);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Gone since: the slip still says what was wrong.
  }
  const table = contentCollections[collection as ContentCollectionName];
  const result = table?.schema(picturePathOutsideBuild).safeParse(data);
  if (!result || result.success) {
    const message = (error as Error).message.replace(/\*\*/g, '').trim();
    return { message: `${name}: ${message}`, file, line: 1, column: 1 };
  }
  const path = result.error.issues[0]?.path ?? [];
  if (table.kind === 'json-list') {
    const list = (() => {
      try {
        return JSON.parse(text) as { id?: unknown }[];
      } catch {
        return [];
      }
    })();
    const index = list.findIndex((entry) => String(entry.id) === id);
    const where = index < 0 ? { line: 1, column: 1 } : jsonPlace(text, [index, ...(path as (string | number)[])]);
    return { message: `${name}, entry ${index + 1}: ${issuesOf(result.error)}`, file, ...where };
  }
  const where = name.endsWith('.json')
    ? jsonPlace(text, path as (string | number)[])
    : frontMatterPlace(text, path[0] as string);
  return { message: `${name}: ${issuesOf(result.error)}`, file, ...where };
}

/** What the page shows for the slips: the first's place, every slip's words, and how it goes away. */
export function slipsError(slips: readonly ContentSlip[]): ContentFileError {
  const [first] = slips;
  const error = new ContentFileError(slips.map(({ message }) => message).join('\n\n'));
  return Object.assign(error, {
    title: slips.length > 1 ? `${slips.length} content files need fixing` : 'A content file needs fixing',
    hint: 'Fix it in that file, or in the editor at /admin/, and save: this page then reloads by itself. Until then, the build would stop here too.',
    loc: first && { file: first.file, line: first.line, column: first.column },
    // Where to look is the content file, not the code that found the slip.
    stack: slips.map(({ message, file, line, column }) => `${message}\n    at ${file}:${line}:${column}`).join('\n'),
  });
}
