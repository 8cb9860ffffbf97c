import { z } from 'astro/zod';
import { homeKinds } from './home-kinds';
import { rentGrades, rentSizes } from './rent-sizes';
import { calendarDate, externalUrl, strictObject, text } from './shared';

/**
 * What homes rent for (content/market-rents.json): published average rents by city and size, each
 * naming the survey it comes from. Whether each city is one the company serves is checked against
 * content/site.json where both are read (src/lib/rent-table.ts).
 */

/** A survey's month, as "2025-10". */
const surveyMonth = z
  .string({
    error: 'sources[].surveyed is required: the month of the survey, written as year-month, for example 2025-10.',
  })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
    error: 'sources[].surveyed must be the month of the survey, written as year-month, for example 2025-10.',
  });

/** Where figures come from, named on the page under the table and on the estimate's card. */
const sourceSchema = strictObject({
  /** The name the figures give as their `source`, for example "cmhc-2025"; unique in the file. */
  id: z
    .string({
      error: 'sources[].id is required: a short name the figures give as their source, for example "cmhc-2025".',
    })
    .regex(/^[a-z][a-z0-9-]*$/, {
      error:
        'sources[].id must be lowercase letters, digits and hyphens, starting with a letter (for example "cmhc-2025").',
    }),
  /** The survey's name, for example "CMHC Rental Market Survey". */
  survey: text('sources[].survey'),
  /** When it was taken. */
  surveyed: surveyMonth.meta({ title: 'Month of the survey (year-month)' }),
  /** Which homes its figures are of, for example "private row and apartment units in buildings of three or more". */
  homes: text('sources[].homes'),
  /** Who published the figures read, when not the survey's own author, for example "Statistics Canada, table 34-10-0133-01". */
  publishedBy: text('sources[].publishedBy').optional(),
  /** The page the figures can be checked on. */
  url: externalUrl('sources[].url', 'https://www150.statcan.gc.ca/t1/tbl1/en/tv.action?pid=3410013301'),
  /**
   * The day someone checked every figure of this source against the source's own pages; left out until
   * then, and `npm run sample-facts` says so (figures read elsewhere, as the sample's were, are not yet
   * the source's word).
   */
  checked: calendarDate('sources[].checked', 'Checked at the source on').optional(),
});

/** One figure: the average monthly rent of one size of home in one city. */
const rentSchema = strictObject({
  /** One of the cities of content/site.json's `serviceAreas`. */
  city: text('rents[].city'),
  size: z.enum(rentSizes, {
    error: `rents[].size must be one of ${rentSizes.map((size) => `"${size}"`).join(', ')}.`,
  }),
  /** Only where the source gives figures by kind of home; left out, the figure is of every kind it covers. */
  kind: z
    .enum(homeKinds, { error: `rents[].kind must be one of ${homeKinds.map((kind) => `"${kind}"`).join(', ')}.` })
    .optional(),
  /** Dollars a month, a whole number, as the source gives it. */
  rent: z
    .number({ error: 'rents[].rent must be the average monthly rent in dollars, a whole number from 100 to 50000.' })
    .int({ error: 'rents[].rent must be a whole number of dollars, as the source gives it.' })
    .min(100, {
      error:
        'rents[].rent must be the average monthly rent in dollars, from 100 to 50000: leave out a figure the source does not give.',
    })
    .max(50_000, { error: 'rents[].rent must be the average monthly rent in dollars, from 100 to 50000.' })
    .meta({ title: 'Average monthly rent (CAD)' }),
  /** The `id` of the source it was read in. */
  source: z.string({
    error: 'rents[].source is required: the id of the source (sources[].id) the figure was read in.',
  }),
  /** The source's reliability grade, where it gives one. */
  grade: z
    .enum(rentGrades, { error: 'rents[].grade must be a, b, c or d, as the source grades the figure.' })
    .optional(),
});

export const marketRentsSchema = strictObject({
  /** The surveys the figures come from. */
  sources: z.array(sourceSchema).min(1, { error: 'sources needs at least one source: every figure names its own.' }),
  /** The figures; a size or city the sources do not give is left out, never guessed. */
  rents: z.array(rentSchema),
}).check((context) => {
  const { sources, rents } = context.value;
  const issue = (path: (string | number)[], input: unknown, message: string) =>
    context.issues.push({ code: 'custom', input, path, message });
  const ids = sources.map(({ id }) => id);
  sources.forEach(({ id }, index) => {
    if (ids.indexOf(id) !== index)
      issue(['sources', index, 'id'], id, `sources[].id "${id}" is used twice: give each source its own id.`);
  });
  const seen = new Set<string>();
  rents.forEach(({ city, size, kind, source }, index) => {
    if (!ids.includes(source))
      issue(
        ['rents', index, 'source'],
        source,
        `rents[].source "${source}" is not the id of a source: use ${ids.map((id) => `"${id}"`).join(', ')}, or add the source to sources.`,
      );
    const key = `${city}|${size}|${kind ?? ''}`;
    if (seen.has(key))
      issue(
        ['rents', index],
        key,
        `rents gives ${city}'s ${size}${kind ? ` (${kind})` : ''} twice: keep one figure for each city and size.`,
      );
    seen.add(key);
  });
});

/** content/market-rents.json as the page and the agent read it. */
export type MarketRents = z.infer<typeof marketRentsSchema>;
export type MarketRent = MarketRents['rents'][number];
export type RentSource = MarketRents['sources'][number];
