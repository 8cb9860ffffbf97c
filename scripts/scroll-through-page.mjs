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
  // The first frame tells whether the page's JavaScript runs at all (see framePainted).
  let framesRun = await framePainted(page);
  for (;;) {
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      // Instant: the page's smooth scrolling (CSS) would leave the position behind the step.
      window.scrollTo({ top: before + Math.round(window.innerHeight / 2), behavior: 'instant' });
      const { scrollHeight } = document.documentElement;
      return window.scrollY === before || Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight - 1;
    });
    while (!(await landed(page))) await page.waitForTimeout(25);
    if (framesRun) framesRun = await framePainted(page);
    if (atEnd) return;
  }
}

/**
 * Waits until the browser has drawn the position, and says whether it could tell: what wakes near the
 * view (an island's IntersectionObserver) sees a position only in a rendering frame, and a step with no
 * picture to wait for lands at once, so the next step could jump past a section before any frame
 * showed it (the bench's phone and desktop visits each left the reviews' carousel asleep about one
 * time in four). Without the page's JavaScript no frame callback runs, and there is nothing to wake.
 */
const framePainted = (page) =>
  Promise.race([
    page
      .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))))
      .catch(() => false),
    page.waitForTimeout(1000).then(() => false),
  ]);

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
