/** The fees of content/fees.json in words and in dollars (src/lib/fee-amounts.ts), every expected value written by hand. */
import { describe, expect, it } from 'vitest';
import { feeDollars, feeValues, percentText } from '~/lib/fee-amounts';

describe('the fees', () => {
  it('in dollars, each rounded to the nearest: the monthly fee, placing a tenant once, what the owner keeps', () => {
    expect(feeDollars(1559, { managementPercent: 8, placementPercent: 50 })).toEqual({
      management: 125,
      placement: 780,
      ownerKeeps: 1434,
    });
    expect(feeDollars(1000, { managementPercent: 7.5, placementPercent: 100 })).toEqual({
      management: 75,
      placement: 1000,
      ownerKeeps: 925,
    });
  });

  it('half a dollar rounds up for every percentage, worked in cents, never left to floating point', () => {
    // 8.2 % of $1,750 is $143.50: in floating point 1750 × 8.2 / 100 is 143.49999999999997.
    expect(feeDollars(1750, { managementPercent: 8.2, placementPercent: 50 })).toEqual({
      management: 144,
      placement: 875,
      ownerKeeps: 1606,
    });
    // Each hundredth of a percent from 0 to 10, on rents from $1 to $3,000: the fee is the exact
    // hundredths-of-cents product, rounded half up, as a person with a pencil works it.
    for (let hundredths = 0; hundredths <= 1000; hundredths += 7) {
      for (let rent = 1; rent <= 3000; rent += 37) {
        const exact = rent * 100 * hundredths; // in millionths of a dollar, a whole number
        const byHand = Math.floor(exact / 1_000_000) + (exact % 1_000_000 >= 500_000 ? 1 : 0);
        expect(
          feeDollars(rent, { managementPercent: hundredths / 100, placementPercent: 0 }).management,
          `${hundredths / 100} % of $${rent}`,
        ).toBe(byHand);
      }
    }
  });

  it('as a question’s answer says them, and in another language’s way', () => {
    expect(feeValues({ managementPercent: 8, placementPercent: 50 })).toEqual({
      managementPercent: '8%',
      placementPercent: '50%',
    });
    expect(percentText(7.5, 'fr-CA')).toBe('7,5\u00a0%');
  });
});
