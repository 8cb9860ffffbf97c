/**
 * The bench's own-long-task line (scripts/bench/own-long-task.mjs): the page's own tasks after its
 * first paint, judged on the loads whose first paint held the hero.
 */
import { describe, expect, it } from 'vitest';
import { heroInFirstPaint, ownLongTask, ownLongTaskFigures } from '../../scripts/bench/own-long-task.mjs';

const origin = 'http://127.0.0.1:4450';

/** A Lighthouse result's audits, as far as the line reads them. */
interface Load {
  fcp: number;
  lcp?: number;
  tasks?: { url: string; startTime: number; duration: number }[];
}
const audits = ({ fcp, lcp = fcp, tasks = [] }: Load) => ({
  'first-contentful-paint': { numericValue: fcp },
  'largest-contentful-paint': { numericValue: lcp },
  'long-tasks': { details: { items: tasks } },
});

/** One run's figures as lighthouse.mjs keeps them. */
const run = (ownLongTaskMs: number, heroFirst: boolean) => ({
  figures: { ownLongTask: ownLongTaskMs, heroInFirstPaint: Number(heroFirst) },
});

describe('the page’s own longest task after its first paint', () => {
  it('counts only the page’s own tasks that started after the first paint', () => {
    const figure = ownLongTask(
      audits({
        fcp: 1000,
        tasks: [
          { url: `${origin}/`, startTime: 400, duration: 300 }, // before the first paint
          { url: 'Unattributable', startTime: 1200, duration: 200 }, // not the page's
          { url: `${origin}/_astro/client.js`, startTime: 1100, duration: 72 },
          { url: `${origin}/`, startTime: 1500, duration: 61 },
        ],
      }),
      origin,
    );
    expect(figure).toBe(72);
  });

  it('is 0 when Lighthouse listed no task of the page’s own after it', () => {
    expect(
      ownLongTask(audits({ fcp: 1000, tasks: [{ url: `${origin}/`, startTime: 10, duration: 90 }] }), origin),
    ).toBe(0);
  });

  it('knows a load whose first paint held the hero from one that painted before it', () => {
    expect(heroInFirstPaint(audits({ fcp: 1000, lcp: 1000 }))).toBe(1);
    expect(heroInFirstPaint(audits({ fcp: 934, lcp: 1201 }))).toBe(0);
  });

  it('is judged on the loads whose first paint held the hero, and says how many those were', () => {
    const runs = { ours: [run(177, true), run(166, false), run(0, true), run(125, false), run(40, true)] };
    expect(ownLongTaskFigures(runs)).toEqual({ ownLongTask: { mobile: 40 }, heroInFirstPaint: { mobile: 3 } });
  });

  it('falls back to every load, the stricter reading, when no first paint held the hero', () => {
    const runs = { ours: [run(90, false), run(120, false), run(60, false)] };
    expect(ownLongTaskFigures(runs)).toEqual({ ownLongTask: { mobile: 90 }, heroInFirstPaint: { mobile: 0 } });
  });
});
