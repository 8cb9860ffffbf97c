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

  it('as a question’s answer says them, and in another language’s way', () => {
    expect(feeValues({ managementPercent: 8, placementPercent: 50 })).toEqual({
      managementPercent: '8%',
      placementPercent: '50%',
    });
    expect(percentText(7.5, 'fr-CA')).toBe('7,5\u00a0%');
  });
});
