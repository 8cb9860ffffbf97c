/**
 * Layouts forced by the page's own scripts before the visitor acts: `runs` loads on a phone with its
 * CPU slowed 4×, each traced with the layout made dirty as the document is parsed and as it has loaded
 * (../forced-layouts.mjs), then idle with no input. The figure is the most any load forced.
 */
import { dirtyLayoutAtLoad, forcedLayoutCategories, layoutsForcedBy } from '../forced-layouts.mjs';
import { log, slowedPhone } from './shared.mjs';

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number }} options
 */
export async function measureForcedLayouts(browser, { origin, runs }) {
  log(`tracing ${runs} loads on a slowed phone for layouts forced by the page's scripts ...`);
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    const { context, page } = await slowedPhone(browser);
    await page.addInitScript(dirtyLayoutAtLoad);
    await browser.startTracing(page, { categories: forcedLayoutCategories });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    loads.push(layoutsForcedBy(traceEvents, origin));
    await context.close();
  }
  const forced = loads.flat();
  return {
    figures: { forcedLayouts: { mobile: Math.max(...loads.map((load) => load.length)) } },
    details: { loads },
    ...(forced.length && {
      note: `Layouts forced by the page's scripts at: ${[...new Set(forced.map((frame) => `${frame.url}:${frame.line}:${frame.column} (${frame.functionName || 'anonymous'})`))].join(', ')}.`,
    }),
  };
}
