/**
 * Whether a change moved a timing, from two builds' runs made side by side (compare-builds.mjs): the
 * difference of their medians, and how far that difference could be from chance alone. On this kind
 * of machine a median of five presses spreads ±15–30 ms from one batch to the next, so a change of
 * 10 ms can neither be seen nor ruled out in one bench run; many runs of both builds, alternating, can.
 * Pure, for its tests.
 */
import { median } from './median.mjs';

/**
 * A small seeded generator (mulberry32): the same runs give the same interval, run after run.
 * @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `after`'s median minus `before`'s, with a 90 % bootstrap interval of it: each build's runs drawn
 * again at random (with replacement, `resamples` times) and the difference of medians taken each time;
 * the interval holds the middle 90 % of those. `moved` when the interval leaves out zero: the change
 * moved the timing by more than the runs' own spread explains.
 * @param {number[]} before
 * @param {number[]} after
 * @param {{ resamples?: number, seed?: number }} [options]
 * @returns {{ before: number, after: number, difference: number, interval: [number, number], moved: boolean }}
 */
export function medianDifference(before, after, { resamples = 4000, seed = 1 } = {}) {
  if (before.length < 2 || after.length < 2) throw new Error('side by side: each build needs two runs or more');
  const random = seededRandom(seed);
  const redraw = (runs) => runs.map(() => runs[Math.floor(random() * runs.length)]);
  const differences = Array.from({ length: resamples }, () => median(redraw(after)) - median(redraw(before))).sort(
    (a, b) => a - b,
  );
  const interval = /** @type {[number, number]} */ ([
    differences[Math.floor(resamples * 0.05)],
    differences[Math.ceil(resamples * 0.95) - 1],
  ]);
  return {
    before: median(before),
    after: median(after),
    difference: median(after) - median(before),
    interval,
    moved: interval[0] > 0 || interval[1] < 0,
  };
}
