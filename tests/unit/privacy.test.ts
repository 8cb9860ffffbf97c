/**
 * The privacy page's file (content/privacy.md): its front matter's schema, with good and bad
 * values, the check of the statement under it, and the reader's refusal of an impossible date, which
 * Astro's own YAML reader would quietly turn into another day.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '~/lib/content/front-matter';
import { assertNoPlaceholders, privacySchema } from '~/schemas/privacy';
import { ContentFileError } from '~/schemas/shared';

const file = 'content/privacy.md';
const sample = readFrontMatter(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file);

/** Front matter that is right in every field, changed by `changes`. */
const frontMatter = (changes: Record<string, unknown> = {}) => ({
  title: 'Privacy statement | Example Property Management',
  description: 'What we collect through this website, why, who handles it, and how to see or delete it.',
  heading: 'Privacy statement',
  lastUpdated: '2026-02-28',
  updatedLine: 'Last updated {date}',
  intro: '{brand} runs this website.',
  contactHeading: 'Ask about your information',
  contactLine: 'Email {email} or call {phone}.',
  ...changes,
});

/** The editor-facing messages of a front matter the schema refuses. */
const messages = (changes: Record<string, unknown>) =>
  privacySchema.safeParse(frontMatter(changes)).error?.issues.map((issue) => issue.message);

describe('the privacy page front matter', () => {
  it('accepts the sample content, keeping its date as year-month-day text', () => {
    const data = privacySchema.parse(sample.data);
    expect(data.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.heading.length).toBeGreaterThan(0);
  });

  it('accepts a date Astro has already read as a Date, as the same day', () => {
    expect(privacySchema.parse(frontMatter({ lastUpdated: new Date(Date.UTC(2026, 1, 28)) })).lastUpdated).toBe(
      '2026-02-28',
    );
    expect(privacySchema.parse(frontMatter({ lastUpdated: '2024-02-29' })).lastUpdated).toBe('2024-02-29');
  });

  it('refuses a day that is not in the calendar, and a date written another way', () => {
    expect(messages({ lastUpdated: '2026-02-29' })).toEqual([
      'lastUpdated 2026-02-29 is not a day of the calendar: check the month and the day.',
    ]);
    expect(messages({ lastUpdated: '2026-13-01' })).toEqual([
      'lastUpdated 2026-13-01 is not a day of the calendar: check the month and the day.',
    ]);
    expect(messages({ lastUpdated: '23/11/2026' })).toEqual([
      'lastUpdated must be a date written as year-month-day, for example 2025-06-01.',
    ]);
    expect(messages({ lastUpdated: undefined })).toEqual([
      'lastUpdated is required: the date, written as year-month-day, for example 2025-06-01.',
    ]);
  });

  it('refuses a placeholder a text does not offer, and a text without the one it needs', () => {
    expect(messages({ contactLine: 'Email {email}, call {phone} or fax {fax}.' })).toEqual([
      'contactLine uses {fax}, which the page does not fill in here: use only {email} and {phone}.',
    ]);
    expect(messages({ intro: '{company} runs this website.' })).toEqual([
      'intro must contain {brand}, where the page puts it.',
      'intro uses {company}, which the page does not fill in here: use only {brand}.',
    ]);
    expect(messages({ updatedLine: 'Last updated recently' })).toEqual([
      'updatedLine must contain {date}, where the page puts it.',
    ]);
    expect(messages({ contactLine: 'Write to us.' })).toEqual([
      'contactLine must contain {email}, where the page puts it.',
      'contactLine must contain {phone}, where the page puts it.',
    ]);
  });

  it('keeps the title and description to what search results show', () => {
    expect(messages({ title: 'x'.repeat(61) })).toEqual([
      'title is 61 characters long: search results cut titles after 60, so shorten it to 60 or fewer.',
    ]);
    expect(messages({ description: 'x'.repeat(161) })).toEqual([
      'description is 161 characters long: search results cut descriptions after 160, so shorten it to 160 or fewer.',
    ]);
  });

  it('refuses a misspelt field and an empty heading', () => {
    expect(messages({ lastUpdate: '2026-02-28' })).toEqual([
      expect.stringMatching(/^unknown field "lastUpdate": check the spelling; the fields allowed here are title, /),
    ]);
    expect(messages({ heading: '  ' })).toEqual(['heading is empty: write the text visitors should read.']);
  });
});

describe('the privacy statement (the Markdown under the front matter)', () => {
  it('has no placeholders in the sample', () => {
    expect(() => assertNoPlaceholders(sample.body, file)).not.toThrow();
  });

  it('refuses a placeholder, which would be shown as written, and says where they work', () => {
    const refusal = () => assertNoPlaceholders('Write to us at {email}, or {email} again.', `${file}: the statement`);
    expect(refusal).toThrow(ContentFileError);
    expect(refusal).toThrow(
      /^content\/privacy\.md: the statement uses \{email\}: the statement is shown exactly as written, .* contactLine \(\{email\} and \{phone\}\)/,
    );
  });

  it('lets Markdown braces that are not placeholders through', () => {
    expect(() => assertNoPlaceholders('A set such as { a, b } is fine.', file)).not.toThrow();
  });
});

describe('reading front matter with a date', () => {
  const read = (value: string) => () => readFrontMatter(`---\nlastUpdated: ${value}\n---\nText`, file);

  it('keeps a real date as written, quoted or not', () => {
    expect(read('2026-02-28')().data).toEqual({ lastUpdated: '2026-02-28' });
    expect(read('"2024-02-29"')().data).toEqual({ lastUpdated: '2024-02-29' });
  });

  it('stops at an impossible date, naming the file and the field', () => {
    expect(read('2026-02-30')).toThrow(
      new ContentFileError(
        'content/privacy.md: lastUpdated is 2026-02-30, which is not a day of the calendar: check the month and the day (a date is written as year-month-day, for example 2025-06-01).',
      ),
    );
    expect(() => readFrontMatter('---\nitems:\n  - when: 2026-04-31\n---\n', file)).toThrow(
      /items\[0\]\.when is 2026-04-31, which is not a day of the calendar/,
    );
  });
});
