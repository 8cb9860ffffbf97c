/**
 * A cleaning quote, worked out from the company's rate card alone (never by the model): the area
 * times the monthly rate per square foot times the factor of the number of visits, each end of the
 * range never under the monthly minimum. Worked in whole numbers: tenths of a cent per square foot,
 * hundredths of a factor.
 */
import type { CleaningQuoteChoices } from './choices';

/** The largest area the page quotes, in square feet; beyond it, only a walkthrough can. */
export const largestArea = 1_000_000;

type Range = { low: number; high: number };
type AddOn = CleaningQuoteChoices['addOns'][number];

/** The quote for one visitor's premises. */
export interface CleaningQuote {
  premises: { id: string; label: string };
  squareFeet: number;
  visitsPerWeek: number;
  /** Dollars per square foot a month at that number of visits (the rate times its factor, exactly). */
  rate: Range;
  /** Whole dollars a month, each end never under the minimum. */
  monthly: Range;
  /** The monthly minimum, when it raised an end of the range. */
  minimum?: Range;
  /** The add-ons asked for, in the rate card's order, priced or quoted at the walkthrough. */
  addOns: AddOn[];
}

/** A whole number from 1 to `most`, as the tool takes it (digits in a string too, "6,000" with its commas). */
function wholeNumber(value: unknown, most: number): number | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const number = text !== undefined && /^\d{1,3}(,\d{3})*$|^\d+$/.test(text) ? Number(text.replaceAll(',', '')) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= most ? number : undefined;
}

/** A rate times a factor, in hundred-thousandths of a dollar per square foot: tenths of a cent times hundredths. */
const perSquareFoot = (rate: number, factor: number) => Math.round(rate * 1000) * Math.round(factor * 100);

/** `squareFeet` at `perSquareFoot` hundred-thousandths of a dollar, in whole dollars, half a dollar up. */
const monthlyDollars = (squareFeet: number, perFoot: number) =>
  // Exact below 2^53: a million square feet at $10 a square foot and a factor of 10 is 1e13.
  Math.floor((squareFeet * perFoot + 50_000) / 100_000);

/** The add-ons the tool's `addOns` names (an id alone is one), each one the rate card declares, or why not. */
function addOnsOf(value: unknown, declared: readonly AddOn[]): AddOn[] | string {
  const asked = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  const unknown = asked.find((id) => !declared.some((addOn) => addOn.id === id));
  if (unknown !== undefined) return `"${String(unknown)}" is not an add-on the page declared`;
  return declared.filter(({ id }) => asked.includes(id));
}

/**
 * The quote for the premises the tool's arguments describe, from `choices` alone; a string says why the
 * call is refused (a kind of premises, a number of visits or an add-on the rate card does not declare,
 * an area that is not a whole number of square feet).
 */
export function workOutQuote(choices: CleaningQuoteChoices, args: Record<string, unknown>): CleaningQuote | string {
  const premises = choices.premises.find(({ id }) => id === args.premises);
  if (!premises) return `"${String(args.premises)}" is not a kind of premises the page declared`;
  const squareFeet = wholeNumber(args.squareFeet, largestArea);
  if (squareFeet === undefined)
    return `"${String(args.squareFeet)}" is not an area the page quotes (a whole number of square feet from 1 to ${largestArea.toLocaleString('en-CA')})`;
  const visits = wholeNumber(args.visitsPerWeek, 7);
  const frequency = choices.frequencies.find(({ visitsPerWeek }) => visitsPerWeek === visits);
  if (!frequency)
    return `"${String(args.visitsPerWeek)}" visits a week is not a number the rate card prices (it prices ${choices.frequencies.map(({ visitsPerWeek }) => visitsPerWeek).join(', ')})`;
  const addOns = addOnsOf(args.addOns, choices.addOns);
  if (typeof addOns === 'string') return addOns;
  const low = perSquareFoot(premises.rate.low, frequency.factor);
  const high = perSquareFoot(premises.rate.high, frequency.factor);
  const worked = { low: monthlyDollars(squareFeet, low), high: monthlyDollars(squareFeet, high) };
  const minimum = choices.monthlyMinimum;
  const raised = worked.low < minimum.low || worked.high < minimum.high;
  return {
    premises: { id: premises.id, label: premises.label },
    squareFeet,
    visitsPerWeek: frequency.visitsPerWeek,
    rate: { low: low / 100_000, high: high / 100_000 },
    monthly: { low: Math.max(worked.low, minimum.low), high: Math.max(worked.high, minimum.high) },
    ...(raised && { minimum }),
    addOns,
  };
}
