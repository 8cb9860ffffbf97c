import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';

/**
 * Building blocks shared by several content schemas. Every message is written for the editor who
 * will read it in a failed build: it says what is wrong and what would be right.
 */

export { ContentFileError } from './content-file-error';

/**
 * An object that rejects fields it does not know, so a misspelt field name (`ratng`, `emial`) stops the
 * build instead of being dropped silently. The message lists the fields that are allowed; a field the
 * file once had (`retired`: its name → what to do instead) is named with what replaced it.
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  { retired = {} }: { retired?: Readonly<Record<string, string>> } = {},
) {
  const known = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const gone = issue.keys.find((key) => Object.hasOwn(retired, key));
      if (gone !== undefined) return `${gone}: ${retired[gone]}`;
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}: check the spelling; the fields allowed here are ${known}.`;
    },
  });
}

/** A line of visitor-facing text that must not be empty. */
export const text = (field: string) =>
  z
    .string({ error: `${field} is required: write the text visitors should read.` })
    .trim()
    .min(1, { error: `${field} is empty: write the text visitors should read.` });

/**
 * A paragraph of visitor-facing text: checked like `text`, and offered in the browser editor as a
 * multi-line box (the `multiline` metadata, read by src/lib/build/editor-fields.ts).
 */
export const paragraph = (field: string) => text(field).meta({ multiline: true });

/**
 * A text that must contain each of `placeholders` (`{phone}`, `{email}` …), which the page fills in;
 * the message names the field and gives an example.
 */
export const withPlaceholders = (
  field: string,
  placeholders: readonly string[],
  example: string,
  base: (field: string) => ReturnType<typeof text> = text,
) =>
  placeholders.reduce(
    (schema, placeholder) =>
      schema.includes(placeholder, {
        error: `${field} must contain ${placeholder}, which is replaced on the page (for example "${example}").`,
      }),
    base(field),
  );

/**
 * A BCP 47 language tag that names a real language, for example "fr", "fr-CA", "zh-Hans" or "tl": well
 * formed, and known to the browser's and Node's language data (Unicode's CLDR), so a typo ("fra-CA",
 * "english", "en_US") stops the build instead of reaching a `lang` attribute.
 */
export const languageTag = (field: string) =>
  z.string({ error: `${field} is required: a language tag such as "fr" or "fr-CA".` }).check((context) => {
    const problem = languageTagProblem(context.value);
    if (problem)
      context.issues.push({ code: 'custom', input: context.value, message: `${field} "${context.value}" ${problem}` });
  });

/** Why a text is not a language tag the site can use, or undefined when it is one. */
function languageTagProblem(tag: string): string | undefined {
  const wrongForm =
    'is not a language tag (BCP 47): write the language’s code, with its region or script after a hyphen if needed, for example "fr", "fr-CA", "zh-Hans" or "tl".';
  try {
    Intl.getCanonicalLocales(tag);
  } catch {
    return wrongForm;
  }
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag);
  } catch {
    return wrongForm;
  }
  return name
    ? undefined
    : 'is not a language the language data knows (a code or region that does not exist?): check it against the IANA language subtag registry, for example "fr" for French or "uk" for Ukrainian.';
}

/** Names of the icons editors may pick for features (see src/components/ui/Icon.astro). */
export const iconNames = [
  'ruler',
  'hard-hat',
  'leaf',
  'sliders',
  'badge-check',
  'recycle',
  'award',
  'clock',
  'smile',
  'building',
  'store',
  'sparkles',
  'shield-check',
  'home',
  'users',
  'wrench',
  'clipboard',
  'file-check',
  'key',
  'trees',
  'pencil-ruler',
  'drafting-compass',
  'sprout',
  'solar-panel',
  'briefcase',
  'building-2',
  'app-window',
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, {
  error: (issue) => `icon "${String(issue.input)}" is not one we have: use one of ${iconNames.join(', ')}.`,
});

/** Anchors are lowercase words joined by hyphens, so they read well in the address bar. */
export const anchorId = z
  .string({ error: 'id is required: the anchor of the section, for example "about".' })
  .regex(/^[a-z][a-z0-9-]*$/, {
    error:
      'id must be lowercase letters, digits and hyphens, starting with a letter (for example "commercial-cleaning").',
  });

/** Absolute https URL of a page outside the site; `example` is one the message gives. */
export const externalUrl = (field: string, example = 'https://www.linkedin.com/company/example') =>
  z
    .url({ protocol: /^https$/, error: `${field} must be a full https:// address, for example "${example}".` })
    .meta({ title: 'Web address' });

/** Top-level folder that editors own; image paths in content files are checked against it. */
export const contentRoot = './content';

/** A feature or differentiator: icon, title and one-sentence description. */
export const feature = strictObject({
  /** Which icon stands beside the title. */
  icon,
  /** Short title, for example "Tailored Solutions". */
  title: text('title'),
  /** One or two sentences explaining the title. */
  description: paragraph('description'),
});

/** A service offered inside a line of business: icon, name, one sentence. */
export const offeredService = strictObject({
  /** Which icon stands beside the name. */
  icon,
  /** Name of the service, for example "Office Cleaning". */
  title: text('services[].title'),
  /** One or two sentences on the service. */
  description: paragraph('services[].description'),
});

/** A call-to-action block closing a section. */
export const callToAction = strictObject({
  /** Heading of the block. */
  title: text('callToAction.title'),
  /** One or two sentences under the heading. */
  description: paragraph('callToAction.description'),
  /** Text of the phone link; the number itself comes from content/site.json. */
  phoneLabel: text('callToAction.phoneLabel'),
  /** Text of the email link; the address comes from content/site.json. */
  emailLabel: text('callToAction.emailLabel'),
});

/**
 * An image path relative to the content file that names it (`folder` is that file's folder,
 * from the project root), checked to exist so a typo fails with the file and field named.
 * Remote images (https://…) are left to Astro, which only allows the hosts set in astro.config.mjs.
 */
export const existingImage = (image: ImageFunction, folder: string, field: string) =>
  // A preprocess step rather than a refinement, because image() takes the path and gives back the
  // picture's metadata: the check must run on the path before that.
  z.preprocess((path, context) => {
    const isLocalPath = typeof path === 'string' && !/^https?:\/\//.test(path);
    if (isLocalPath && !existsSync(resolve(process.cwd(), folder, path))) {
      context.issues.push({
        code: 'custom',
        input: path,
        message: `${field} "${path}" does not exist: put the picture in content/images/ and give its path relative to this file, for example "./images/picture.svg" from content/ or "../images/picture.svg" from content/sections/.`,
      });
    }
    return path;
  }, image());

/** A date written as year-month-day, as in 2025-06-01. */
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a "YYYY-MM-DD" text names a day of the calendar (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day, written as year-month-day; the page receives it as that text ("2025-06-01"). The browser
 * editor offers a date picker for it (the `calendarDate` metadata, read by src/lib/build/editor-fields.ts),
 * labelled `title`.
 */
export const calendarDate = (field: string, title: string) =>
  z
    .preprocess(
      // Astro's YAML reader turns an unquoted 2025-06-01 into a Date at midnight UTC; the editor and a
      // quoted value give the text. An impossible unquoted date such as 2025-02-30, which that reader
      // would silently turn into 2 March, is stopped before, where the file is read (front-matter.ts).
      (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
      z
        .string({ error: `${field} is required: the date, written as year-month-day, for example 2025-06-01.` })
        .regex(isoDatePattern, { error: `${field} must be a date written as year-month-day, for example 2025-06-01.` })
        // A text of the wrong form already has its message from the pattern.
        .refine((value) => !isoDatePattern.test(value) || isCalendarDay(value), {
          error: (issue) =>
            `${field} ${String(issue.input)} is not a day of the calendar: check the month and the day.`,
        }),
    )
    .meta({ calendarDate: true, title });
