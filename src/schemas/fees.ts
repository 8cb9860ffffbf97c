import { z } from 'astro/zod';
import { strictObject } from './shared';

/**
 * What property management costs an owner (content/fees.json): the one place the fee is stated, which
 * the questions and answers say (`{managementPercent}`, `{placementPercent}`) and the AI agent's rent
 * estimate works out in dollars.
 */

/** A percentage from `min` to `max`, in hundredths at most, with one message for every way of missing it. */
const percent = (field: string, max: number, what: string) => {
  const error = `${field} must be ${what}, a number from 0 to ${max} (for example 8, or 7.5).`;
  return z.number({ error }).min(0, { error }).max(max, { error }).multipleOf(0.01, { error });
};

export const feesSchema = strictObject({
  /** The monthly fee, a percentage of the rent collected, for example 8. */
  managementPercent: percent('managementPercent', 100, 'the monthly fee in percent of the rent collected').meta({
    title: 'Monthly fee (% of the rent collected)',
  }),
  /** Placing a new tenant, once, as a percentage of one month's rent, for example 50 for half a month. */
  placementPercent: percent('placementPercent', 200, "placing a new tenant in percent of one month's rent").meta({
    title: "Placing a tenant (% of one month's rent)",
  }),
});

/** content/fees.json. */
export type Fees = z.infer<typeof feesSchema>;

/** The placeholders a question's answer may use for the fees, by name. */
export const feePlaceholders = ['managementPercent', 'placementPercent'] as const;
