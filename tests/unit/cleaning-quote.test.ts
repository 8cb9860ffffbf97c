/**
 * A business's cleaning quote (src/agent/cleaning-quote/), worked out from the company's rate card
 * alone: on a small fixture whose every expected figure is written by hand, then on the real
 * content/cleaning-rates.json read through its schema, whose slips are said for the editor.
 */
import { describe, expect, it } from 'vitest';
import { agentToolChoices } from '~/agent/tool-choices';
import { cleaningQuoteChoices, type CleaningQuoteChoices } from '~/agent/cleaning-quote/choices';
import { workOutQuote, type CleaningQuote } from '~/agent/cleaning-quote/quote';
import { quoteForAgent } from '~/agent/cleaning-quote/told';
import { cleaningRatesSchema, type CleaningRates } from '~/schemas/cleaning-rates';
import { agentToolContent, cleaningRates } from '../fixtures/sample-content';

const card: CleaningQuoteChoices = {
  visitsPerWeek: 3,
  premises: [
    { id: 'office', label: 'Office', rate: { low: 0.07, high: 0.2 } },
    { id: 'medical', label: 'Medical or dental clinic', rate: { low: 0.09, high: 0.3 } },
    { id: 'warehouse', label: 'Warehouse', rate: { low: 0.035, high: 0.13 } },
  ],
  frequencies: [
    { visitsPerWeek: 1, factor: 0.45 },
    { visitsPerWeek: 2, factor: 0.7 },
    { visitsPerWeek: 3, factor: 1 },
    { visitsPerWeek: 5, factor: 2 },
  ],
  monthlyMinimum: { low: 120, high: 400 },
  addOns: [
    { id: 'carpets', label: 'Carpet cleaning', price: { low: 0.05, high: 0.25, per: 'square-foot' } },
    { id: 'windows', label: 'Window cleaning' },
  ],
};

const quote = (args: Record<string, unknown>) => workOutQuote(card, args) as CleaningQuote;

describe('the quote, on a fixture', () => {
  it('a 6,000 sq ft office three times a week: the rates as they stand, 6,000 × $0.07 and × $0.20 a month', () => {
    expect(quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3 })).toEqual({
      premises: { id: 'office', label: 'Office' },
      squareFeet: 6000,
      visitsPerWeek: 3,
      rate: { low: 0.07, high: 0.2 },
      monthly: { low: 420, high: 1200 },
      addOns: [],
    });
  });

  it('a 1,200 sq ft clinic five times a week: its rates doubled, $0.18 and $0.60, so $216 to $720', () => {
    expect(quote({ premises: 'medical', squareFeet: 1200, visitsPerWeek: 5 })).toMatchObject({
      rate: { low: 0.18, high: 0.6 },
      monthly: { low: 216, high: 720 },
    });
  });

  it('a 10,000 sq ft warehouse twice a week: $0.0245 and $0.091, so $245 to $910', () => {
    expect(quote({ premises: 'warehouse', squareFeet: 10_000, visitsPerWeek: 2 })).toMatchObject({
      rate: { low: 0.0245, high: 0.091 },
      monthly: { low: 245, high: 910 },
    });
  });

  it('half a dollar rounds up, in whole numbers: a 7,500 sq ft clinic twice a week at $0.063 is $472.50, $473 (7,500 × 0.09 × 0.7 is 472.4999… in floating point)', () => {
    expect(quote({ premises: 'medical', squareFeet: 7500, visitsPerWeek: 2 })).toMatchObject({
      rate: { low: 0.063, high: 0.21 },
      monthly: { low: 473, high: 1575 },
    });
  });

  it('never under the monthly minimum, at each end: 500 sq ft once a week works out to $16 to $45, quoted $120 to $400', () => {
    expect(quote({ premises: 'office', squareFeet: 500, visitsPerWeek: 1 })).toMatchObject({
      rate: { low: 0.0315, high: 0.09 },
      monthly: { low: 120, high: 400 },
      minimum: { low: 120, high: 400 },
    });
    // One end raised is enough to say so: 2,000 sq ft once a week is $63 to $180.
    expect(quote({ premises: 'office', squareFeet: 2000, visitsPerWeek: 1 })).toMatchObject({
      monthly: { low: 120, high: 400 },
      minimum: { low: 120, high: 400 },
    });
    expect(quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3 })).not.toHaveProperty('minimum');
  });

  it('the add-ons asked for, in the rate card’s order, priced or not', () => {
    expect(
      quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: ['windows', 'carpets'] }).addOns,
    ).toEqual([card.addOns[0], card.addOns[1]]);
    // One id alone, as a model may write it, is one add-on; none is none.
    expect(quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: 'windows' }).addOns).toEqual([
      card.addOns[1],
    ]);
    expect(quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: [] }).addOns).toEqual([]);
  });

  it('takes numbers written as digits, "6,000" with its comma', () => {
    expect(quote({ premises: 'office', squareFeet: '6,000', visitsPerWeek: '3' }).monthly).toEqual({
      low: 420,
      high: 1200,
    });
  });

  it.each([
    [{ premises: 'restaurant' }, '"restaurant" is not a kind of premises the page declared'],
    [{ squareFeet: 0 }, '"0" is not an area the page quotes'],
    [{ squareFeet: 1500.5 }, '"1500.5" is not an area the page quotes'],
    [{ squareFeet: '6k' }, '"6k" is not an area the page quotes'],
    [{ squareFeet: 2_000_000 }, '"2000000" is not an area the page quotes'],
    [{ visitsPerWeek: 4 }, '"4" visits a week is not a number the rate card prices (it prices 1, 2, 3, 5)'],
    [{ visitsPerWeek: 8 }, '"8" visits a week is not a number the rate card prices'],
    [{ addOns: ['carpets', 'pool'] }, '"pool" is not an add-on the page declared'],
  ])('refuses %o: %s', (wrong, reason) => {
    const refused = workOutQuote(card, { premises: 'office', squareFeet: 6000, visitsPerWeek: 3, ...wrong });
    expect(refused).toEqual(expect.stringContaining(reason));
  });

  it('tells the agent the card’s figures in English, to say and no others', () => {
    expect(
      quoteForAgent(quote({ premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: ['carpets', 'windows'] })),
    ).toBe(
      'The page showed the visitor a cleaning quote: Office, 6,000 square feet, cleaned 3 times a week. ' +
        "From the company's rate card: $0.07 to $0.20 per square foot a month at that frequency, so $420 to $1,200 a month. " +
        'Add-ons: Carpet cleaning, $0.05 to $0.25 per square foot, each time it is done; Window cleaning, quoted at the walkthrough. ' +
        'It is a range from the rate card, not a price: the free walkthrough of the premises gives the firm price. Say these figures exactly, and no others, then offer to book the free walkthrough.',
    );
    expect(quoteForAgent(quote({ premises: 'office', squareFeet: 500, visitsPerWeek: 1 }))).toContain(
      "cleaned once a week. From the company's rate card: $0.0315 to $0.09 per square foot a month at that frequency, so $120 to $400 a month, the company's monthly minimum.",
    );
  });
});

describe('the quote, from content/cleaning-rates.json', () => {
  const choices = agentToolChoices(agentToolContent).cleaningQuote;

  it('is the rate card as read, its frequencies from fewest visits up, without its sources', () => {
    expect(choices).toEqual(cleaningQuoteChoices(cleaningRates));
    expect(choices).not.toHaveProperty('sources');
    const visits = choices.frequencies.map(({ visitsPerWeek }) => visitsPerWeek);
    expect(visits).toEqual([...visits].sort((a, b) => a - b));
  });

  it('quotes every kind of premises at every number of visits it prices, each range low to high, never under the minimum', () => {
    for (const { id } of choices.premises)
      for (const { visitsPerWeek } of choices.frequencies) {
        const worked = workOutQuote(choices, { premises: id, squareFeet: 6000, visitsPerWeek });
        if (typeof worked === 'string') throw new Error(worked);
        expect(worked.monthly.low).toBeLessThanOrEqual(worked.monthly.high);
        expect(worked.monthly.low).toBeGreaterThanOrEqual(choices.monthlyMinimum.low);
        expect(worked.monthly.high).toBeGreaterThanOrEqual(choices.monthlyMinimum.high);
      }
  });
});

describe("the rate card's slips, said for the editor", () => {
  const slip = (edit: (rates: CleaningRates) => unknown) => {
    const result = cleaningRatesSchema.safeParse(edit(structuredClone(cleaningRates)));
    return result.success ? [] : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
  };

  it('accepts the sample', () => {
    expect(slip((rates) => rates)).toEqual([]);
  });

  it.each([
    [
      'a rate of 0',
      (rates: CleaningRates) => ({ ...rates, premises: [{ ...rates.premises[0]!, rate: { low: 0, high: 0.2 } }] }),
      'premises.0.rate.low: premises[].rate.low must be the low end of the monthly rate per square foot: a number of dollars with at most 3 decimals above 0 and at most 10, for example 0.07.',
    ],
    [
      'a range from high to low',
      (rates: CleaningRates) => ({ ...rates, premises: [{ ...rates.premises[0]!, rate: { low: 0.2, high: 0.07 } }] }),
      'premises.0.rate: premises[].rate.high must be at least premises[].rate.low: the range goes from low to high.',
    ],
    [
      'a kind of premises given twice',
      (rates: CleaningRates) => ({ ...rates, premises: [rates.premises[0]!, rates.premises[0]!] }),
      'premises.1.id: premises[].id "office" is given twice: give each its own id.',
    ],
    [
      'no factor 1 at the rates’ own number of visits',
      (rates: CleaningRates) => ({ ...rates, frequencies: rates.frequencies.filter(({ factor }) => factor !== 1) }),
      "frequencies: frequencies must give 3 visits a week (visitsPerWeek, the rates' own) the factor 1: the rates are already for that many visits.",
    ],
    [
      'a minimum in cents',
      (rates: CleaningRates) => ({ ...rates, monthlyMinimum: { low: 120.5, high: 400 } }),
      'monthlyMinimum.low: monthlyMinimum.low must be the low end of the least a month: a whole number of dollars above 0 and at most 100,000, for example 120.',
    ],
    [
      'an add-on counted by the hour',
      (rates: CleaningRates) => ({
        ...rates,
        addOns: [{ id: 'carpets', label: 'Carpets', price: { low: 1, high: 2, per: 'hour' } }],
      }),
      'addOns.0.price.per: addOns[].price.per must be one of "square-foot", "visit", "month": what the price is counted by.',
    ],
  ])('%s', (_what, edit, message) => {
    expect(slip(edit)).toContain(message);
  });
});
