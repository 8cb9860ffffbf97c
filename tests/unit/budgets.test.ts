/**
 * The README's budget table says what `npm run bench` checks: the same figures, the same limits, in
 * the same order as scripts/budgets.mjs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgets, limitText } from '../../scripts/budgets.mjs';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README budget table', () => {
  it('lists every budget of scripts/budgets.mjs with its limit, in order', () => {
    const table = /<!-- budgets:[^>]*-->([\s\S]*?)<!-- \/budgets -->/.exec(readme)?.[1];
    expect(table, 'README.md needs the <!-- budgets --> table').toBeDefined();
    const rows = table!
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| figure') && !line.startsWith('| ---'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(Object.values(budgets).map((budget) => [budget.label, limitText(budget)]));
  });

  // The limits the product was promised, written here a second time on purpose: a budget in
  // scripts/budgets.mjs may be tightened freely, but loosening one fails this test until this list is
  // changed too, so a looser budget is a decision someone made in review, never a quiet edit.
  it('is never looser than the limits the product was promised', () => {
    const promised = {
      lcp: 1000,
      // More than one first TCP round trip of HTML (about 14.6 KB); the scripts-blocked floor is 824 ms.
      fcp: 850,
      tbt: 20,
      cls: 0.005,
      jsFirstView: 10 * 1024,
      jsAfterScroll: 112 * 1024,
      voiceSdkBeforeIntent: 0,
      pressToLoading: 100,
      htmlCss: 30 * 1024,
      axe: 0,
    };
    for (const [key, limit] of Object.entries(promised)) {
      expect(budgets[key as keyof typeof budgets], key).toHaveProperty('max');
      expect((budgets[key as keyof typeof budgets] as { max: number }).max, key).toBeLessThanOrEqual(limit);
    }
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
      expect(budgets[key].min, key).toBe(100);
    }
  });
});
