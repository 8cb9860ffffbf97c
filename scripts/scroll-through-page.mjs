/**
 * Scrolls a page from where it is to its end in steps of half a window, staying a moment at each, as
 * a reading visitor does, so that lazy images and `client:visible` islands load. The browser tests
 * and the bench share it, so "after scrolling through the page" means one thing.
 *
 * By script (`window.scrollTo`), not by wheel, touch or key: no input event reaches the page, so only
 * what wakes on scrolling wakes (the bench's "JS after scrolling, before any click, hover or key"
 * counts on that). Playwright's `evaluate` runs even where the page's own JavaScript is off, so the
 * no-JavaScript projects scroll the same way.
 *
 * @param {import('@playwright/test').Page} page
 * @param {{ pauseMs?: number }} [options] `pauseMs`: time at each step for the browser to paint that
 *   position and start the requests it calls for.
 */
export async function scrollThroughPage(page, { pauseMs = 100 } = {}) {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      // Instant: the page's smooth scrolling (CSS) would leave the position behind the step.
      window.scrollTo({ top: before + Math.round(window.innerHeight / 2), behavior: 'instant' });
      const { scrollHeight } = document.documentElement;
      return window.scrollY === before || Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight - 1;
    });
    await page.waitForTimeout(pauseMs);
    if (atEnd) return;
  }
}
