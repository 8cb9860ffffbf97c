/** The fees of content/fees.json in words and in dollars: the questions' answers and the rent estimate read them here. */
import type { Fees } from '~/schemas/fees';

/** "8%" ("7,5 %" in French): a percentage in `locale`'s way. */
export const percentText = (percent: number, locale = 'en-CA') =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** The values of an answer's fee placeholders, `{managementPercent}` and `{placementPercent}`, as the page says them. */
export const feeValues = (fees: Fees): Record<keyof Fees, string> => ({
  managementPercent: percentText(fees.managementPercent),
  placementPercent: percentText(fees.placementPercent),
});

/** What the fees come to on a monthly rent, in whole dollars (each rounded to the nearest). */
export interface FeeDollars {
  /** The fee, every month the rent is collected. */
  management: number;
  /** Placing a tenant, once. */
  placement: number;
  /** The rent less the monthly fee. */
  ownerKeeps: number;
}

/**
 * `percent` (hundredths at most, as the schema allows) of `rent`, in whole dollars, half a dollar up.
 * Worked in whole numbers, cents times hundredths of a percent, and divided once: in floating point,
 * 8.2 % of $1,750 came to 143.49999999999997 and rounded to $143, where it is $143.50, $144; every
 * percentage rounds its half dollar the same way.
 */
function percentOf(rent: number, percent: number): number {
  const cents = Math.round(rent * 100);
  const hundredths = Math.round(percent * 100);
  // Exact below 2^53 (a rent of a million dollars at 200 % is 2e12); the quotient's .5 is exact too.
  return Math.round((cents * hundredths) / 1_000_000);
}

export function feeDollars(rent: number, { managementPercent, placementPercent }: Fees): FeeDollars {
  const management = percentOf(rent, managementPercent);
  return { management, placement: percentOf(rent, placementPercent), ownerKeeps: rent - management };
}
