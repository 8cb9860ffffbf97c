/**
 * The project's one reader of a Markdown file's YAML front matter. The content loaders check every
 * Markdown file with it before Astro reads the file, `npm run assistant` reads content/voice-agent.md
 * with it, and the tests read the sample content with it, so all of them split a file the same way
 * and an editor's mistake gets the same message everywhere. YAML as Astro reads it (js-yaml too).
 *
 * Node runs this file directly for `npm run assistant`, hence the `.ts` in its imports.
 */
import { load as parseYaml, YAMLException } from 'js-yaml';
import { ContentFileError } from '../schemas/shared.ts';

/** A first line `---`, the YAML (possibly none), a line `---`; whatever follows is the body. */
const frontMatterPattern = /^\uFEFF?---\r?\n(?:([\s\S]*?)\r?\n)?---\r?(?:\n|$)/;

/** A Markdown file split in two: its front matter as parsed YAML, and the text under it. */
export interface FrontMatterFile {
  data: unknown;
  body: string;
}

/**
 * Splits the Markdown file `name` (a path such as "content/sections/about.md"), whose text is `text`.
 * Throws a ContentFileError naming the file, and the line and column of a YAML mistake.
 */
export function readFrontMatter(text: string, name: string): FrontMatterFile {
  const match = frontMatterPattern.exec(text);
  if (!match) {
    throw new ContentFileError(
      `${name}: the file must start with front matter: a line "---", the fields ("name: value", one per line), and another line "---".`,
    );
  }
  try {
    return { data: parseYaml(match[1] ?? ''), body: text.slice(match[0].length) };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // +2: js-yaml counts from 0, and the front matter starts on the line after the opening "---".
    const where = error.mark ? `, line ${error.mark.line + 2}, column ${error.mark.column + 1}` : '';
    throw new ContentFileError(
      `${name}${where}: the front matter is not valid YAML (${error.reason}). Write each field as "name: value" on its own line; put a value in quotes when it contains a colon or starts with a special character.`,
    );
  }
}
