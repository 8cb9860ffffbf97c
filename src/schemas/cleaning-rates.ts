import { z } from 'astro/zod';
import { externalUrl, strictObject, text } from './shared';

/**
 * The company's rate card for commercial cleaning (content/cleaning-rates.json): what a month of
 * cleaning costs per square foot, by kind of premises, at a stated number of visits a week; how that
 * scales at other numbers of visits; the least a month; the add-ons. The AI agent's cleaning quote
 * is worked out from it by the page, never by the model.
 */

/** How an add-on's price is counted: per square foot each time it is done, per visit, or per month. */
export const addOnUnits = ['square-foot', 'visit', 'month'] as const;
export type AddOnUnit = (typeof addOnUnits)[number];

/** An id: lowercase words joined by hyphens, as the agent's tool names the choice. */
const id = (field: string, example: string) =>
  z
    .string({ error: `${field} is required: a short name the AI agent gives the choice, for example "${example}".` })
    .regex(/^[a-z][a-z0-9-]*$/, {
      error: `${field} must be lowercase letters, digits and hyphens, starting with a letter (for example "${example}").`,
    });

/** An amount in dollars, above zero and at most `most`, with at most `decimals` decimals (0.085 is eight and a half cents). */
const dollars = (field: string, what: string, decimals: 0 | 3, most: number, example: string) => {
  const error = `${field} must be ${what}: ${decimals === 0 ? 'a whole number of dollars' : `a number of dollars with at most ${decimals} decimals`} above 0 and at most ${most.toLocaleString('en-CA')}, for example ${example}.`;
  return z
    .number({ error })
    .min(10 ** -decimals, { error })
    .multipleOf(10 ** -decimals, { error })
    .max(most, { error });
};

/** A low–high range; the high end at least the low. */
const range = (field: string, what: string, decimals: 0 | 3, most: number, [low, high]: [string, string]) =>
  strictObject({
    low: dollars(`${field}.low`, `the low end of ${what}`, decimals, most, low),
    high: dollars(`${field}.high`, `the high end of ${what}`, decimals, most, high),
  }).refine(({ low, high }) => high >= low, {
    error: `${field}.high must be at least ${field}.low: the range goes from low to high.`,
  });

/** A kind of premises and its monthly rate per square foot, at the card's `visitsPerWeek`. */
const premisesSchema = strictObject({
  /** The name the agent's tool uses, for example "office"; unique in the file. */
  id: id('premises[].id', 'office'),
  /** As the quote's card names it, for example "Office". */
  label: text('premises[].label'),
  /** Dollars per square foot a month, low to high, for example 0.07 to 0.20. */
  rate: range('premises[].rate', 'the monthly rate per square foot', 3, 10, ['0.07', '0.20']),
});

/** How the monthly rate scales at a number of visits a week: 1 at the card's own, for example 0.45 at one a week. */
const frequencySchema = strictObject({
  visitsPerWeek: z
    .number({ error: 'frequencies[].visitsPerWeek must be a whole number of visits a week, from 1 to 7.' })
    .int({ error: 'frequencies[].visitsPerWeek must be a whole number of visits a week, from 1 to 7.' })
    .min(1, { error: 'frequencies[].visitsPerWeek must be a whole number of visits a week, from 1 to 7.' })
    .max(7, { error: 'frequencies[].visitsPerWeek must be a whole number of visits a week, from 1 to 7.' }),
  /** What the rate is multiplied by, with at most 2 decimals: 1 at the rates' own number of visits. */
  factor: z
    .number({ error: 'frequencies[].factor must be a number above 0 with at most 2 decimals, for example 0.45.' })
    .min(0.01, { error: 'frequencies[].factor must be a number above 0 with at most 2 decimals, for example 0.45.' })
    .multipleOf(0.01, { error: 'frequencies[].factor must have at most 2 decimals, for example 0.45.' })
    .max(10, { error: 'frequencies[].factor must be at most 10.' }),
});

/** Work beyond the routine cleaning: priced, or quoted at the walkthrough (no price). */
const addOnSchema = strictObject({
  /** The name the agent's tool uses, for example "carpets"; unique in the file. */
  id: id('addOns[].id', 'carpets'),
  /** As the quote's card names it, for example "Carpet cleaning". */
  label: text('addOns[].label'),
  /** Leave it out for work quoted at the walkthrough. */
  price: strictObject({
    low: dollars('addOns[].price.low', 'the low end of the price', 3, 100_000, '0.05'),
    high: dollars('addOns[].price.high', 'the high end of the price', 3, 100_000, '0.25'),
    /** square-foot (each time it is done), visit or month. */
    per: z.enum(addOnUnits, {
      error: `addOns[].price.per must be one of ${addOnUnits.map((unit) => `"${unit}"`).join(', ')}: what the price is counted by.`,
    }),
  })
    .refine(({ low, high }) => high >= low, {
      error: 'addOns[].price.high must be at least addOns[].price.low: the range goes from low to high.',
    })
    .optional(),
});

/** Where a figure of the card comes from: for the editors who replace it, never shown to visitors. */
const sourceSchema = strictObject({
  /** Which figures, for example "office rates and the frequency factors". */
  figures: text('sources[].figures'),
  /** Who says so, and what, for example "CommercialCleanFinder's calculator: $0.07–$0.20 …". */
  says: text('sources[].says'),
  url: externalUrl('sources[].url', 'https://www.commercialcleanfinder.com/tools/commercial-cleaning-cost-calculator/'),
});

export const cleaningRatesSchema = strictObject({
  /** The number of visits a week the rates are for, for example 3. */
  visitsPerWeek: frequencySchema.shape.visitsPerWeek.meta({ title: 'Visits a week the rates are for' }),
  /** Each kind of premises the company cleans, with its monthly rate per square foot. */
  premises: z.array(premisesSchema).min(1, { error: 'premises needs at least one kind of premises and its rate.' }),
  /** The numbers of visits a week the company quotes, each with its factor; one of them is `visitsPerWeek`, at 1. */
  frequencies: z
    .array(frequencySchema)
    .min(1, { error: 'frequencies needs at least the rates’ own number of visits.' }),
  /** The least a month, at each end of a range: a quote is never under it. */
  monthlyMinimum: range('monthlyMinimum', 'the least a month', 0, 100_000, ['120', '400']),
  /** Work beyond the routine cleaning a visitor may ask about. */
  addOns: z.array(addOnSchema).default([]),
  /** Where the figures come from. */
  sources: z.array(sourceSchema).default([]),
}).check((context) => {
  const { visitsPerWeek, premises, frequencies, addOns } = context.value;
  const unique = (list: readonly { id: string }[], field: string) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      if (seen.has(entry.id))
        context.issues.push({
          code: 'custom',
          input: entry.id,
          path: [field, index, 'id'],
          message: `${field}[].id "${entry.id}" is given twice: give each its own id.`,
        });
      seen.add(entry.id);
    });
  };
  unique(premises, 'premises');
  unique(addOns, 'addOns');
  const visits = new Set<number>();
  frequencies.forEach((frequency, index) => {
    if (visits.has(frequency.visitsPerWeek))
      context.issues.push({
        code: 'custom',
        input: frequency.visitsPerWeek,
        path: ['frequencies', index, 'visitsPerWeek'],
        message: `frequencies gives ${frequency.visitsPerWeek} visits a week twice: give each number of visits one factor.`,
      });
    visits.add(frequency.visitsPerWeek);
  });
  const own = frequencies.find((frequency) => frequency.visitsPerWeek === visitsPerWeek);
  if (own?.factor !== 1)
    context.issues.push({
      code: 'custom',
      input: frequencies,
      path: ['frequencies'],
      message: `frequencies must give ${visitsPerWeek} visits a week (visitsPerWeek, the rates' own) the factor 1: the rates are already for that many visits.`,
    });
});

/** content/cleaning-rates.json. */
export type CleaningRates = z.infer<typeof cleaningRatesSchema>;
