/**
 * The bench's table: one row per figure of scripts/budgets.mjs (budgets, then the figures reported
 * without one), each read from the measurement its `measure` names, and judged against its limits,
 * those beside the reference build only when one was measured, and the blank page's beside it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgets, formatFigure, limitText, measures, reportedFigures } from '../budgets.mjs';

/** A limit of the figure's own: a bound, or a ratio to the page's own scripts-blocked floor. */
const hasLimit = (figure) => figure.min !== undefined || figure.max !== undefined || figure.maxTimesFloor !== undefined;
/** At most so many times the page's own figure with every script blocked, measured in the same run. */
const passesFloor = ({ maxTimesFloor }, value, floor) =>
  maxTimesFloor === undefined || floor === undefined || value <= maxTimesFloor * floor;
const besideReference = (figure) =>
  figure.maxTimesReference !== undefined ||
  figure.maxTimesBlank !== undefined ||
  figure.maxAboveReference !== undefined ||
  figure.minAboveReference !== undefined;
const passes = ({ min, max }, value) => (min === undefined || value >= min) && (max === undefined || value <= max);
/**
 * A ratio is judged on the median of each interleaved run's own ratio where the bench measured it
 * (`referenceRatio`, `blankRatio`: the machine's drift cancels within a pair), else on the medians'.
 */
const passesBeside = (
  { maxTimesReference, maxTimesBlank, maxAboveReference, minAboveReference },
  { mobile: value, reference, blank, referenceRatio = value / reference, blankRatio = blank && value / blank },
) =>
  (maxTimesReference === undefined || referenceRatio <= maxTimesReference) &&
  (maxTimesBlank === undefined || blankRatio === undefined || blankRatio <= maxTimesBlank) &&
  (maxAboveReference === undefined || value <= reference + maxAboveReference) &&
  (minAboveReference === undefined || value >= reference + minAboveReference);

/** "0.48×" for a ratio to a figure measured beside ours; "—" where that figure is 0 and ours is not. */
const ratioText = (value, base) => (base > 0 ? `${(value / base).toFixed(2)}×` : value > 0 ? '—' : '1.00×');

/**
 * @param {Record<string, { figures: Record<string, { mobile: number, desktop?: number, floor?: number, reference?: number, blank?: number }> }>} results
 *   each measurement's figures, by the measure's name; `reference` and `blank` are the reference build's
 *   and the blank page's (mobile) figures, when they were measured
 * @param {string[]} [measured] the measurements that ran (`--only`): the rows of their figures alone; all by default
 */
export function tableRows(results, measured = Object.keys(measures)) {
  const figures = Object.fromEntries(
    Object.entries({ ...budgets, ...reportedFigures }).filter(([, figure]) => measured.includes(figure.measure)),
  );
  const measuredFigure = (key) => {
    const { measure } = figures[/** @type {keyof typeof figures} */ (key)];
    const measured = results[measure]?.figures[key];
    if (!measured) throw new Error(`bench: the "${measure}" measurement gave no figure "${key}"`);
    return measured;
  };
  return Object.entries(figures).map(([key, figure]) => {
    const measured = measuredFigure(key);
    const { mobile, desktop, reference, blank } = measured;
    const floor = figure.besideFloor ? measured.floor : undefined;
    const values = desktop === undefined ? [mobile] : [mobile, desktop];
    const judgedBeside = besideReference(figure) && reference !== undefined;
    /** @type {'pass' | 'fail' | 'reported'} */
    let result = 'reported';
    if (hasLimit(figure) || besideReference(figure))
      result =
        values.every((value) => passes(figure, value)) &&
        passesFloor(figure, mobile, floor) &&
        (!judgedBeside || passesBeside(figure, measured))
          ? 'pass'
          : 'fail';
    // A ratio budget shows the ratio it is judged on: the median of the pairs' own where measured.
    const judgedRatio =
      figure.maxTimesBlank !== undefined && figure.maxTimesReference === undefined
        ? (measured.blankRatio ?? (blank ? mobile / blank : undefined))
        : (measured.referenceRatio ?? (reference ? mobile / reference : undefined));
    return {
      key,
      label: figure.label,
      budget: hasLimit(figure) || besideReference(figure) ? limitText(figure) : 'no budget',
      mobile: formatFigure(mobile, figure.unit),
      desktop: desktop === undefined ? '—' : formatFigure(desktop, figure.unit),
      floor: floor === undefined ? '' : formatFigure(floor, figure.unit),
      ratio: floor === undefined ? '' : ratioText(mobile, floor),
      reference: reference === undefined ? '' : formatFigure(reference, figure.unit),
      blank: blank === undefined ? '' : formatFigure(blank, figure.unit),
      // The difference from the reference's figure, or the ratio.
      beside:
        reference === undefined || !(figure.unit || figure.besideFloor)
          ? ''
          : figure.maxAboveReference !== undefined
            ? `${mobile >= reference ? '+' : '−'}${formatFigure(Math.abs(mobile - reference), figure.unit)}`
            : `${judgedRatio === undefined ? '—' : `${judgedRatio.toFixed(2)}×`}${figure.maxTimesBlank !== undefined ? ` (blank page ${ratioText(mobile, blank)})` : ''}`,
      result,
      /** A budget beside the reference, judged on its own limits alone since no reference was measured. */
      withoutReference: besideReference(figure) && !judgedBeside,
    };
  });
}

const resultText = { pass: 'pass', fail: '**FAIL**', reported: '—' };

/** @param {ReturnType<typeof tableRows>} rows */
export const formatTable = (rows) =>
  [
    `| figure | budget | mobile / phone | desktop | floor (scripts blocked) | ratio to floor | reference (mobile) | blank page (mobile) | beside reference | result |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.budget} | ${row.mobile} | ${row.desktop} | ${row.floor} | ${row.ratio} | ${row.reference} | ${row.blank} | ${row.beside} | ${resultText[row.result]}${row.withoutReference ? ' (no reference)' : ''} |`,
    ),
  ].join('\n');

/**
 * How each measurement used was made (from `measures`), then what the measurements add.
 * @param {string[]} measured the measures that ran
 * @param {string[]} extra
 */
export const formatNotes = (measured, extra) =>
  [...measured.map((name) => `${name}: ${measures[name]}.`), ...extra].join('\n');

/** Writes the table, the notes and every figure to bench-results/ (latest.* and a dated copy). */
export function writeResults({ table, notes, payload }) {
  mkdirSync('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify({ date: new Date().toISOString(), budgets, reportedFigures, ...payload }, null, 2);
  writeFileSync(join('bench-results', `bench-${stamp}.json`), json);
  writeFileSync(join('bench-results', 'latest.json'), json);
  writeFileSync(join('bench-results', 'latest.md'), `${table}\n\n${notes}\n`);
}
