/** What the agent is told of a cleaning quote the page showed: its figures in English, to say and no others. */
import type { AddOnUnit } from '~/schemas/cleaning-rates';
import { dollarsText, rateText } from '~/lib/money';
import type { CleaningQuote } from './quote';

/** What an add-on's price is counted by, as the agent says it: "$0.05 to $0.25 per square foot, each time it is done". */
const perUnit: Record<AddOnUnit, string> = {
  'square-foot': 'per square foot, each time it is done',
  visit: 'per visit',
  month: 'a month',
};

const times = (visits: number) => (visits === 1 ? 'once a week' : `${visits} times a week`);

/**
 * The quote's figures in English, as the card shows them: what the agent is given back to say (a
 * typed chat's tool result, a call's system message), so it says the page's figures and no others.
 */
export function quoteForAgent({ premises, squareFeet, visitsPerWeek, rate, monthly, minimum, addOns }: CleaningQuote) {
  const range = ({ low, high }: { low: number; high: number }, text = dollarsText) =>
    low === high ? text(low) : `${text(low)} to ${text(high)}`;
  const atMinimum = !minimum
    ? ''
    : minimum.low === monthly.low && minimum.high === monthly.high
      ? ", the company's monthly minimum"
      : ` (never under the company's monthly minimum of ${range(minimum)})`;
  const extras = addOns.map(({ label, price }) =>
    price ? `${label}, ${range(price, rateText)} ${perUnit[price.per]}` : `${label}, quoted at the walkthrough`,
  );
  return [
    `The page showed the visitor a cleaning quote: ${premises.label}, ${squareFeet.toLocaleString('en-CA')} square feet, cleaned ${times(visitsPerWeek)}.`,
    `From the company's rate card: ${range(rate, rateText)} per square foot a month at that frequency, so ${range(monthly)} a month${atMinimum}.`,
    ...(extras.length > 0 ? [`Add-ons: ${extras.join('; ')}.`] : []),
    'It is a range from the rate card, not a price: the free walkthrough of the premises gives the firm price. Say these figures exactly, and no others, then offer to book the free walkthrough.',
  ].join(' ');
}
