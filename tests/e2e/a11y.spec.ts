/**
 * axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) on the production build's pages (home, privacy, 404), at
 * desktop and phone widths,
 * with JavaScript on and off. Reduced motion is emulated so fade-ins cannot be caught half-way
 * (ENVIRONMENT.md). Further UI states (menu open, More open, carousel paused, voice tooltip and
 * error) are added by the accessibility sweep.
 */
import { expect, test } from '@playwright/test';
import { scrollThroughPage } from '../../scripts/scroll-through-page.mjs';
import { privacyPath } from '../../src/lib/page-paths';
import { axeViolations } from './axe';
import { layoutOf } from './layout';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/**
 * axe runs as a script in the page, so the no-JS projects cannot run it as such: they load the page
 * with its own scripts blocked instead, which renders exactly what a visitor without JavaScript sees.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.use.javaScriptEnabled === false) await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
});
test.use({ javaScriptEnabled: true });

test('the page as it first loads has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});

// The sections after the first view are laid out only near the view (content-visibility); where one's
// real content is taller than its held place (at 390 and 360 px wide), axe read a card as lying on the
// next section's ground. Phones of those widths, at load, before any scrolling.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} × ${viewport.height}, the page as it first loads has no axe violations`, async ({
    page,
  }) => {
    test.skip(layoutOf(page) !== 'phone', 'phone widths');
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
}

// The whole audit: every section drawn, as a reader scrolling through sees it.
test('the page scrolled through has no axe violations', async ({ page }) => {
  await page.goto('/');
  await scrollThroughPage(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto('/no-such-page');
  expect(await axeViolations(page)).toEqual([]);
});

test('the privacy page has no axe violations', async ({ page }) => {
  await page.goto(privacyPath);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
});
