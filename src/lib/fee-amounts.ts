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

export function feeDollars(rent: number, { managementPercent, placementPercent }: Fees): FeeDollars {
  const management = Math.round((rent * managementPercent) / 100);
  return { management, placement: Math.round((rent * placementPercent) / 100), ownerKeeps: rent - management };
}
