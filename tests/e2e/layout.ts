/**
 * Which of the two layouts a browser test runs at (the projects in playwright.config.ts): `desktop`, a
 * 1280 × 800 window, or `phone`, a Pixel 7. The line between them is the header's: from 80rem
 * (1280 px) it shows its full bar with More, narrower the menu button. Every spec says "desktop only"
 * or "phone only" with this one helper:
 *
 *   test.skip(({ page }) => layoutOf(page) !== 'desktop', 'desktop layout'); // a file or a describe
 *   test.skip(layoutOf(page) !== 'desktop', 'desktop layout'); // inside a test
 */
import { expect, type Page } from '@playwright/test';

export type Layout = 'desktop' | 'phone';

/** The narrowest window that gets the desktop layout (80rem). */
const desktopMinWidth = 1280;

export const layoutOf = (page: Page): Layout =>
  (page.viewportSize()?.width ?? 0) >= desktopMinWidth ? 'desktop' : 'phone';

/** How far a section's top is from the bottom of the fixed header (0 when it sits right under it). */
export const gapUnderHeader = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    return Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top - header.bottom);
  }, id);

/**
 * Goes to a section the way a visitor scrolling down does, a screen at a time, then brings it into
 * view. The sections before it are laid out only near the view (content-visibility,
 * styles/global.css) and hold estimated heights until then: the test driver's own jump from the top
 * (scrollIntoViewIfNeeded) is aimed at an estimate and lands up to 1,300 px off. Not by its anchor,
 * which would make it the starting point of the next Tab press. Real time between the steps, so a
 * page whose clock a test has paused still draws them.
 */
export async function goToSection(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  const below = () => section.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight);
  for (let screen = 0; screen < 100 && (await below()); screen += 1) {
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight, behavior: 'instant' }));
    await page.waitForTimeout(30);
  }
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeInViewport();
}
