/** Amounts of money as the page writes them, in Canadian dollars, in the visitor's language's way. */

const dollars = (locale: string, fractionDigits: { minimumFractionDigits?: number; maximumFractionDigits: number }) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    ...fractionDigits,
  });

/** "$1,559" ("1 559 $" in French): whole dollars in `locale`'s way, the sign alone (not "$CA" or "CA$"). */
export const dollarsText = (amount: number, locale = 'en-CA') =>
  dollars(locale, { maximumFractionDigits: 0 }).format(amount);

/** "$0.07", "$0.0315": a rate per square foot, cents always, and every decimal it has (up to five). */
export const rateText = (amount: number, locale = 'en-CA') =>
  dollars(locale, { minimumFractionDigits: 2, maximumFractionDigits: 5 }).format(amount);
