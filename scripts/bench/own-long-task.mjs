/**
 * The page's own longest task after its first paint, under DevTools throttling (the document streams
 * and paints as it arrives), and the loads the line judges it on: those whose first paint held the hero.
 * Where Chrome's parser yielded before the hero had arrived, the page painted early (the header alone)
 * and the tasks after that paint include drawing the hero itself, which the line is not about.
 * Pure: the bench's Lighthouse runs give it their audits, the tooling tests their own.
 */
import { median } from './median.mjs';

/**
 * The longest task of the page's own (its document or its scripts, by Lighthouse's attribution) that
 * started after the first paint; 0 when none took 50 ms (Lighthouse lists only those).
 * @param {Record<string, any>} audits a Lighthouse result's audits
 * @param {string} origin the page's origin
 */
export const ownLongTask = (audits, origin) =>
  Math.max(
    0,
    ...(audits['long-tasks']?.details?.items ?? [])
      .filter(
        (task) =>
          String(task.url).startsWith(origin) && task.startTime >= audits['first-contentful-paint'].numericValue,
      )
      .map((task) => task.duration),
  );

/**
 * 1 when the largest element (the hero's) was painted in the first paint (LCP no later than FCP), else
 * 0: a count once summed over the runs.
 * @param {Record<string, any>} audits
 */
export const heroInFirstPaint = (audits) =>
  Number(audits['largest-contentful-paint'].numericValue <= audits['first-contentful-paint'].numericValue);

/**
 * The line's figure, the median over the loads whose first paint held the hero (over every load, the
 * stricter reading, when none did), and how many of ours those were.
 * @param {{ ours: { figures: { ownLongTask: number, heroInFirstPaint: number } }[] }} runs
 */
export function ownLongTaskFigures(runs) {
  const heroFirst = runs.ours.filter((run) => run.figures.heroInFirstPaint);
  const judged = heroFirst.length ? heroFirst : runs.ours;
  return {
    ownLongTask: { mobile: median(judged.map((run) => run.figures.ownLongTask)) },
    heroInFirstPaint: { mobile: heroFirst.length },
  };
}
