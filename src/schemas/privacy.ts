import { calendarDate, ContentFileError, paragraph, strictObject, text } from './shared';
import { searchDescription, searchTitle } from './seo';

/**
 * content/privacy.md: the privacy statement at /privacy/. Its front matter (`privacySchema`) holds the
 * page's title and description for search engines, its heading, the date it was last updated, and
 * the short texts around the statement; the Markdown under it is the statement itself.
 *
 * The company's name, email and phone come from content/site.json, through placeholders in those
 * short texts, which the page fills (the email and phone as links). The statement itself is rendered
 * as written: Astro renders a Markdown body once and keeps the result until that file changes, so a
 * value filled into it would go stale when site.json changes. A placeholder written in it, or one a
 * text does not offer, stops the build.
 */

/** A `{name}` placeholder, the syntax of the site's templates (src/lib/placeholders.ts); the name is group 1. */
const placeholderPattern = /\{(\w+)\}/g;

/** The names of the `{name}` placeholders in a text, each once. */
const placeholdersIn = (value: string) => [
  ...new Set([...value.matchAll(placeholderPattern)].map((match) => match[1]!)),
];

/** The placeholders as editors write them: "{phone} and {email}". */
const written = (names: readonly string[]) =>
  names.map((name) => `{${name}}`).join(names.length === 2 ? ' and ' : ', ');

/**
 * A line of text that must contain each placeholder of `required` and may use no other: `{fax}`
 * would otherwise show on the page as written.
 */
function template(field: string, required: readonly string[], { multiline = false } = {}) {
  const base = multiline ? paragraph(field) : text(field);
  return required
    .reduce(
      (schema, name) =>
        schema.includes(`{${name}}`, { error: `${field} must contain {${name}}, where the page puts it.` }),
      base,
    )
    .check((context) => {
      const unknown = placeholdersIn(context.value).filter((name) => !required.includes(name));
      if (unknown.length > 0) {
        context.issues.push({
          code: 'custom',
          input: context.value,
          message: `${field} uses ${written(unknown)}, which the page does not fill in here: use only ${written(required)}.`,
        });
      }
    });
}

/** The short texts around the statement that take placeholders, and the ones each must contain. */
const templatePlaceholders = {
  updatedLine: ['date'],
  intro: ['brand'],
  contactLine: ['email', 'phone'],
} as const;

/** The front matter of content/privacy.md. */
export const privacySchema = strictObject({
  /** The page's title in search results and browser tabs; at most 60 characters so it is not cut off. */
  title: searchTitle('title'),
  /** The snippet under the title in search results and on social cards; at most 160 characters. */
  description: searchDescription('description'),
  /** The heading visitors see, for example "Privacy statement". */
  heading: text('heading'),
  /** The day the statement last changed, shown under the heading. */
  lastUpdated: calendarDate('lastUpdated', 'Last updated'),
  /** The line that shows it; `{date}` is filled with the date, for example "Last updated {date}". */
  updatedLine: template('updatedLine', templatePlaceholders.updatedLine),
  /** The opening paragraph under the heading; `{brand}` is filled with the company name from site.json. */
  intro: template('intro', templatePlaceholders.intro, { multiline: true }),
  /** Heading of the block after the statement with the company's email and phone. */
  contactHeading: text('contactHeading'),
  /** The block's sentence; `{email}` and `{phone}` become links to the company's, from site.json. */
  contactLine: template('contactLine', templatePlaceholders.contactLine, { multiline: true }),
});

/** The fields that take placeholders, as the message about the statement names them: "updatedLine ({date}), …". */
const templateFields = Object.entries(templatePlaceholders)
  .map(([field, names]) => `${field} (${written(names)})`)
  .join(', ');

/**
 * Throws a ContentFileError when the statement (the Markdown under the front matter) contains a
 * `{name}` placeholder: it is shown exactly as written, so the visitor would read the braces.
 */
export function assertNoPlaceholders(body: string, where: string): void {
  const found = placeholdersIn(body);
  if (found.length > 0) {
    throw new ContentFileError(
      `${where} uses ${written(found)}: the statement is shown exactly as written, so placeholders are not filled there. Write the words themselves, or use the placeholders in the fields that offer them: ${templateFields}; the company's email and phone appear after the statement, from site.json.`,
    );
  }
}
