/**
 * The first view (the header and the hero) comes in the first round trip and paints from the CSS in
 * the head alone (src/styles/first-view.css): the whole stylesheet, the structured data and the
 * islands' scripts follow it (src/layouts/BaseLayout.astro).
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Where the first view ends in the page's HTML: at the whole stylesheet, the first `<style>` in `<main>`. */
function firstViewEnd(html: string): number {
  const main = html.indexOf('<main');
  return html.indexOf('<style', main);
}

/** What the skip link, the header and the hero look like: each element's box and the styles that show. */
const firstViewLooks = (page: Page) =>
  page.evaluate(() => {
    const shown = [
      'display',
      'visibility',
      'opacity',
      'color',
      'background-color',
      'background-image',
      'font-size',
      'font-weight',
      'line-height',
      'letter-spacing',
      'text-transform',
      'border-top',
      'border-bottom',
      'border-radius',
      'box-shadow',
      'outline-style',
    ];
    const parts = [
      document.querySelector('body > a[href="#main"]'),
      document.querySelector('header'),
      document.querySelector('main > section'),
    ];
    return parts.flatMap((part) =>
      part
        ? [part, ...part.querySelectorAll('*')].map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return {
              element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`,
              box: [x, y, width, height].map(Math.round),
              ...Object.fromEntries(shown.map((property) => [property, style.getPropertyValue(property)])),
            };
          })
        : [],
    );
  });

test('the head holds only what the first view needs; the whole stylesheet and the scripts follow the hero', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const end = firstViewEnd(html);
  expect(end, 'a stylesheet in <main>').toBeGreaterThan(0);
  const firstView = html.slice(0, end);
  // The hero, whatever its id, ends right before the whole stylesheet.
  expect(firstView).toMatch(/<main[^>]*><section id="[^"]+"[^>]*>[\s\S]*<\/section>$/);
  expect(
    firstView.match(/<style[^>]*>/g),
    'the first view’s stylesheet, and Astro’s one rule for islands',
  ).toHaveLength(2);
  expect(firstView).not.toMatch(/<script/);
  expect(html.slice(end)).toMatch(/<script type="application\/ld\+json">/);
});

test('the first view paints from its own stylesheet exactly as with the whole page', async ({ page }) => {
  await page.goto('/');
  const whole = await firstViewLooks(page);
  expect(whole.length).toBeGreaterThan(40);

  // The same page cut where the first view ends, as a browser has it after the first round trip.
  const html = await (await page.request.get('/')).text();
  await page.route('/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `${html.slice(0, firstViewEnd(html))}</main></body></html>` }),
  );
  await page.goto('/');
  await expect(page.locator('main > style')).toHaveCount(0);
  expect(await firstViewLooks(page)).toEqual(whole);
});

test('the first view asks for nothing but the document: its logo, artwork and web manifest are in it', async ({
  page,
}) => {
  // Each request during the load is one more that a slow phone's first paint may wait behind.
  const asked: string[] = [];
  page.on('request', (request) => {
    // The tab's icon ("other") is the browser's own request, not the page's.
    if (/^(image|stylesheet|font|manifest)$/.test(request.resourceType()) && request.url().startsWith('http'))
      asked.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/', { waitUntil: 'load' });
  // The logo (alt="", beside the company's name) is drawn.
  const logo = page.getByRole('banner').locator('img').first();
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // Pictures further down load lazily, as the browser nears them (on a wide screen, during the load).
  const lazyPictures = await page
    .locator('img[loading="lazy"]')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => new URL(image.currentSrc || image.src).pathname),
    );
  expect(asked.filter((request) => !lazyPictures.some((path) => request === `image ${path}`))).toEqual([]);
});
