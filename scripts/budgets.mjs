/**
 * The performance and accessibility budgets of the product, checked by `npm run bench`
 * (scripts/bench.mjs). `max` / `min` are inclusive. The README's budget table is written from this
 * list and a unit test (tests/unit/budgets.test.ts) keeps the two in step.
 *
 * Lighthouse figures are medians of the runs (5 by default), mobile preset; the desktop preset must
 * meet them too. Bytes are gzip bytes actually transferred, at phone and desktop widths.
 */
export const budgets = {
  performance: { label: 'Lighthouse performance', min: 100 },
  accessibility: { label: 'Lighthouse accessibility', min: 100 },
  bestPractices: { label: 'Lighthouse best practices', min: 100 },
  seo: { label: 'Lighthouse SEO', min: 100 },
  lcp: { label: 'LCP', max: 1000, unit: 'ms' },
  // The document is larger than what TCP sends in its first round trip (about 14.6 KB), and the
  // page with every script blocked (the floor) paints first at about 824 ms: 850 ms is that floor
  // with next to nothing added by the page's own scripts.
  fcp: { label: 'FCP', max: 850, unit: 'ms' },
  tbt: { label: 'TBT', max: 20, unit: 'ms' },
  cls: { label: 'CLS', max: 0.005 },
  // React 19's client alone is ~66 KB: the first view must not hydrate anything.
  jsFirstView: { label: 'JS, first view (load + idle, no scroll, no input)', max: 10 * 1024, unit: 'bytes' },
  // Scrolling wakes the navigation (React + island) and brings the carousel (+ framer-motion).
  jsAfterScroll: { label: 'JS after scrolling, before any click, hover or key', max: 112 * 1024, unit: 'bytes' },
  voiceSdkBeforeIntent: { label: 'voice SDK bytes before intent', max: 0, unit: 'bytes' },
  pressToLoading: {
    label: 'press on the voice button → loading painted (slowest case)',
    max: 100,
    unit: 'ms',
  },
  htmlCss: { label: 'HTML + CSS of the page', max: 30 * 1024, unit: 'bytes' },
  axe: { label: 'axe WCAG 2.2 AA violations (page as loaded)', max: 0 },
};

/**
 * How a budget's figure is written, in the bench's table and the README's.
 * @param {number} value
 * @param {string} [unit]
 */
export function formatFigure(value, unit) {
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
}

/**
 * "≥ 100", "≤ 1000 ms", "≤ 10.0 KB".
 * @param {{ min?: number, max?: number, unit?: string }} budget
 */
export const limitText = ({ min, max, unit }) =>
  min !== undefined ? `≥ ${formatFigure(min, unit)}` : `≤ ${formatFigure(max ?? 0, unit)}`;
