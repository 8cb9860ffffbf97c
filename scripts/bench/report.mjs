/**
 * The bench's table: one row per figure of scripts/budgets.mjs (budgets, then the figures reported
 * without one), each read from the measurement its `measure` names, and judged against its limit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgets, formatFigure, limitText, measures, reportedFigures } from '../budgets.mjs';

const hasLimit = (figure) => figure.min !== undefined || figure.max !== undefined;
const passes = ({ min, max }, value) => (min !== undefined ? value >= min : value <= max);

/**
 * @param {Record<string, { figures: Record<string, { mobile: number, desktop?: number, floor?: number }> }>} results
 *   each measurement's figures, by the measure's name
 */
export function tableRows(results) {
  return Object.entries({ ...budgets, ...reportedFigures }).map(([key, figure]) => {
    const measured = results[figure.measure]?.figures[key];
    if (!measured) throw new Error(`bench: the "${figure.measure}" measurement gave no figure "${key}"`);
    const { mobile, desktop } = measured;
    const floor = figure.besideFloor ? measured.floor : undefined;
    const values = desktop === undefined ? [mobile] : [mobile, desktop];
    return {
      key,
      label: figure.label,
      budget: hasLimit(figure) ? limitText(figure) : 'no budget',
      mobile: formatFigure(mobile, figure.unit),
      desktop: desktop === undefined ? '—' : formatFigure(desktop, figure.unit),
      floor: floor === undefined ? '' : formatFigure(floor, figure.unit),
      ratio: floor === undefined ? '' : floor > 0 ? `${(mobile / floor).toFixed(2)}×` : mobile > 0 ? '—' : '1.00×',
      /** @type {'pass' | 'fail' | 'reported'} */
      result: !hasLimit(figure) ? 'reported' : values.every((value) => passes(figure, value)) ? 'pass' : 'fail',
    };
  });
}

const resultText = { pass: 'pass', fail: '**FAIL**', reported: '—' };

/** @param {ReturnType<typeof tableRows>} rows */
export const formatTable = (rows) =>
  [
    `| figure | budget | mobile / phone | desktop | floor (scripts blocked) | ratio to floor | result |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.budget} | ${row.mobile} | ${row.desktop} | ${row.floor} | ${row.ratio} | ${resultText[row.result]} |`,
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
