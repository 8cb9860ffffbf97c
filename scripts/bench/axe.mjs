/** axe (WCAG 2.2 AA tags) on a page as it stands: the number of violations, and where the first are. */
import AxeBuilder from '@axe-core/playwright';

/** @param {import('@playwright/test').Page} page */
export async function scanAxe(page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return {
    count: violations.length,
    details: violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  };
}
