/** What a cleaning quote is worked out from: content/cleaning-rates.json, the choices `show_cleaning_quote` takes. */
import type { CleaningRates } from '~/schemas/cleaning-rates';

/** The company's rate card as the page works a quote out from it (its sources are for editors alone). */
export type CleaningQuoteChoices = Omit<CleaningRates, 'sources'>;

export function cleaningQuoteChoices({
  sources: _forEditors,
  frequencies,
  ...rates
}: CleaningRates): CleaningQuoteChoices {
  // sort() on a copy, lowest first, as the agent is told them: toSorted throws on Safari before 16.
  return { ...rates, frequencies: [...frequencies].sort((a, b) => a.visitsPerWeek - b.visitsPerWeek) };
}
