/**
 * The checks of a content file as a whole, before its schema: strict JSON, the shape a collection's
 * file must have, enough entries. The build's loaders (content-loaders.ts) and the reader of the
 * other tools (read-content.ts) both use them, so a slip gets the same message everywhere.
 */
import type { z } from 'astro/zod';
import { printParseErrorCode, parse as parseJsonc, type ParseError } from 'jsonc-parser';
import { ContentFileError } from '~/schemas/content-file-error';

/** What each of jsonc-parser's syntax errors means for someone editing JSON by hand. */
const jsonProblems: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  CommaExpected:
    'a comma is missing just before this point: put a comma (,) between two entries and between two fields',
  ColonExpected: 'a colon is missing: write a field as "name": value',
  PropertyNameExpected:
    'a field name in double quotes is expected here: remove the comma after the last field, or put the name in "double quotes"',
  ValueExpected:
    'a value is expected here: remove the comma after the last entry, or write the missing value (text goes in "double quotes")',
  CloseBraceExpected: 'a closing brace } is missing at the end of an entry',
  CloseBracketExpected: 'a closing bracket ] is missing at the end of a list',
  UnexpectedEndOfString: 'a text is not closed: add the closing double quote (")',
  InvalidSymbol: 'this is not valid JSON here: text must be in "double quotes", and numbers, true or false without',
  InvalidCharacter: 'this character is not allowed inside a text: remove it or write it as an escape such as \\n',
  InvalidEscapeCharacter: 'a backslash (\\) starts an escape that JSON does not know: write \\\\ for a backslash',
  InvalidNumberFormat: 'this number is not written the JSON way, for example 4.9 or 5',
  InvalidCommentToken: 'JSON files cannot contain comments: remove it',
  EndOfFileExpected: 'there is more after the end of the data: remove it (or put it inside the list)',
};

/** 1-based line and column of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses the text of `name` (a path such as "content/testimonials.json") as strict JSON: no comments,
 * no trailing commas. Throws a ContentFileError naming the file, line and column.
 */
export function parseStrictJson(text: string, name: string): unknown {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    const { line, column } = lineAndColumn(text, first.offset);
    const code = printParseErrorCode(first.error);
    throw new ContentFileError(
      `${name}, line ${line}, column ${column}: ${jsonProblems[code] ?? `the JSON is broken here (${code})`}.`,
    );
  }
  return JSON.parse(text) as unknown;
}

/** "title: title is required …; rating: …", the fields named as the build names them. */
export const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');

/** "1 entry", "2 entries". */
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** What a list file is for, said when it is missing or too short. */
export const listNeeds = (minEntries: number) =>
  minEntries === 0
    ? 'the site needs this file, with a list that may be empty: [].'
    : `the page needs this file with a list of at least ${entries(minEntries)}.`;

/** The entries of the JSON list file `name`: strict JSON, an array, at least `minEntries` long. */
export function jsonListData(text: string, name: string, minEntries: number): unknown[] {
  const data = parseStrictJson(text, name);
  if (!Array.isArray(data)) {
    throw new ContentFileError(`${name} must hold a list: [ { … }, { … } ]. ${listNeeds(minEntries)}`);
  }
  if (data.length < minEntries) {
    throw new ContentFileError(`${name} holds ${entries(data.length)}: ${listNeeds(minEntries)}`);
  }
  return data;
}

/** The data of the JSON file `name` that holds one object. */
export function jsonObjectData(text: string, name: string): Record<string, unknown> {
  const data = parseStrictJson(text, name);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentFileError(`${name} must hold one object: { "field": value, … }.`);
  }
  return data as Record<string, unknown>;
}

/** Throws unless the folder `name` holds at least `minEntries` Markdown files (`count`). */
export function checkMarkdownCount(count: number, name: string, minEntries: number): void {
  if (count < minEntries) {
    throw new ContentFileError(
      `${name}/ holds ${count} Markdown files: the page needs at least ${minEntries} (one per section).`,
    );
  }
}
