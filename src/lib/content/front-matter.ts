/**
 * The project's one reader of a Markdown file's YAML front matter: the loaders, `npm run assistant` and the
 * tests split a file the same way, and an editor's mistake gets the same message everywhere.
 */
import { load as parseYaml, YAMLException } from 'js-yaml';
import { ContentFileError, isCalendarDay } from '~/schemas/shared';

/** A first line `---`, the YAML (possibly none), a line `---`; whatever follows is the body. */
const frontMatterPattern = /^\uFEFF?---\r?\n(?:([\s\S]*?)\r?\n)?---\r?(?:\n|$)/;

/** A Markdown file split in two: its front matter as parsed YAML, and the text under it. */
export interface FrontMatterFile {
  data: unknown;
  body: string;
}

/**
 * Splits the Markdown file `name` (a path such as "content/sections/about.md"), whose text is `text`.
 * Throws a ContentFileError naming the file, and the line and column of a YAML mistake, or the field
 * of an impossible date.
 *
 * YAML as Astro reads it (js-yaml too), but for dates: Astro's reader turns an unquoted 2025-06-01
 * into a Date, and an impossible 2025-02-30 silently into 2 March, while this one keeps both as text; so
 * an impossible date stops here instead.
 */
export function readFrontMatter(text: string, name: string): FrontMatterFile {
  const match = frontMatterPattern.exec(text);
  if (!match) {
    throw new ContentFileError(
      `${name}: the file must start with front matter: a line "---", the fields ("name: value", one per line), and another line "---".`,
    );
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // +2: js-yaml counts from 0, and the front matter starts on the line after the opening "---".
    const where = error.mark ? `, line ${error.mark.line + 2}, column ${error.mark.column + 1}` : '';
    throw new ContentFileError(
      `${name}${where}: the front matter is not valid YAML (${error.reason}). Write each field as "name: value" on its own line; put a value in quotes when it contains a colon or starts with a special character.`,
    );
  }
  const impossible = impossibleDates(data);
  if (impossible.length > 0) {
    throw new ContentFileError(
      `${name}: ${impossible.map(({ path, value }) => `${path} is ${value}, which is not a day of the calendar`).join('; ')}: check the month and the day (a date is written as year-month-day, for example 2025-06-01).`,
    );
  }
  return { data, body: text.slice(match[0].length) };
}

/** A date as editors write one, which Astro's YAML reader turns into a Date: year-month-day. */
const yamlDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The fields (as paths such as "lastUpdated" or "items[2].date") whose value looks like a date but names no day. */
function impossibleDates(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return yamlDatePattern.test(value) && !isCalendarDay(value) ? [{ path, value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => impossibleDates(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => impossibleDates(item, path ? `${path}.${key}` : key));
  }
  return [];
}
