/**
 * axe as every browser test uses it: the WCAG 2.0/2.1 A and AA and WCAG 2.2 AA rules, with the
 * violations as short readable lines (rule, impact, first offending elements) so a failure says
 * what to fix. Scan after motion settles (emulate reduced motion) to avoid mid-fade contrast noise.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's violations, optionally only inside `include` (a CSS selector). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
