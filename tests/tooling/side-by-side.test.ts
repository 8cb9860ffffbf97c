/** scripts/bench/side-by-side.mjs: whether two builds' runs, made side by side, differ beyond their spread. */
import { describe, expect, it } from 'vitest';
import { medianDifference } from '../../scripts/bench/side-by-side.mjs';

/** Runs around `centre`, spread ±30 ms as a median of presses spreads on the bench's machine. */
const spread = (centre: number) => [-30, -22, -15, -9, -4, 0, 3, 8, 12, 17, 24, 29].map((offset) => centre + offset);

describe('medianDifference', () => {
  it('gives the difference of the medians, after minus before', () => {
    const result = medianDifference([100, 110, 120], [90, 95, 130]);
    expect(result).toMatchObject({ before: 110, after: 95, difference: -15 });
  });

  it('a change much larger than the spread moved the timing, the interval on its side of zero', () => {
    const result = medianDifference(spread(120), spread(60));
    expect(result.moved).toBe(true);
    expect(result.interval[1]).toBeLessThan(0);
    expect(result.interval[0]).toBeLessThanOrEqual(result.difference);
    expect(result.interval[1]).toBeGreaterThanOrEqual(result.difference);
  });

  it('a difference within the spread did not: the interval holds zero', () => {
    const result = medianDifference(spread(120), spread(115));
    expect(result.difference).toBe(-5);
    expect(result.interval[0]).toBeLessThan(0);
    expect(result.interval[1]).toBeGreaterThan(0);
    expect(result.moved).toBe(false);
  });

  it('the same runs give the same interval each time (seeded); another seed, a close one', () => {
    const before = spread(110);
    const after = spread(95);
    expect(medianDifference(before, after)).toEqual(medianDifference(before, after));
    const other = medianDifference(before, after, { seed: 7 });
    expect(Math.abs(other.interval[0] - medianDifference(before, after).interval[0])).toBeLessThan(10);
  });

  it('refuses a build with fewer than two runs', () => {
    expect(() => medianDifference([100], [90, 95])).toThrow(/two runs/);
  });
});
