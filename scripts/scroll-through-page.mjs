/**
 * Scrolls a page from where it is to its end in steps of half a window, as a reading visitor does,
 * waiting at each step until it has landed: every picture within a window of the view, which the
 * browser asks for once it has painted that position, has loaded (or failed). The browser tests and
 * the bench share it, so "after scrolling through the page" means one thing.
 *
 * By script (`window.scrollTo`), not by wheel, touch or key: no input event reaches the page, so only
 * what wakes on scrolling wakes (the bench's "JS after scrolling, before any click, hover or key"
 * counts on that). Playwright's `evaluate` runs even where the page's own JavaScript is off (though
 * no page callback does: no frames, no events), so the no-JavaScript projects scroll the same way and
 * the landing is asked for, not waited on in the page.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function scrollThroughPage(page) {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      // Instant: the page's smooth scrolling (CSS) would leave the position behind the step.
      window.scrollTo({ top: before + Math.round(window.innerHeight / 2), behavior: 'instant' });
      const { scrollHeight } = document.documentElement;
      return window.scrollY === before || Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight - 1;
    });
    while (!(await landed(page))) await page.waitForTimeout(25);
    if (atEnd) return;
  }
}

/** Whether every picture shown within a window above or below the view has loaded or failed. */
const landed = (page) =>
  page.evaluate(() =>
    [...document.images].every((image) => {
      const { top, bottom, width, height } = image.getBoundingClientRect();
      // A picture that is not drawn (in a closed menu, say) is never asked for.
      const drawn = width > 0 || height > 0;
      return image.complete || !drawn || bottom < -window.innerHeight || top > 2 * window.innerHeight;
    }),
  );
