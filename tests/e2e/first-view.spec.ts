/**
 * The first view (the header and the hero) comes in the first round trip and paints from the CSS in
 * the head alone (src/styles/first-view.css): the rest of the stylesheet (a file linked right after the
 * hero), the structured data and the islands' scripts follow it (src/layouts/BaseLayout.astro).
 */
import { expect, test, type Page } from '@playwright/test';
import { immutableCache } from '../../src/lib/security-headers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The link to the rest of the stylesheet, the first in `<main>`. */
const restStylesheet = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/;

/** Where the first view ends in the page's HTML: at the link to the rest of the stylesheet. */
function firstViewEnd(html: string): number {
  const main = html.indexOf('<main');
  const link = restStylesheet.exec(html.slice(main));
  return link ? main + link.index : -1;
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

test('the head holds only what the first view needs; the rest of the stylesheet and the scripts follow the hero', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const end = firstViewEnd(html);
  expect(end, 'a stylesheet linked in <main>').toBeGreaterThan(0);
  const firstView = html.slice(0, end);
  // The hero, whatever its id, ends right before the link to the rest of the stylesheet.
  expect(firstView).toMatch(/<main[^>]*><section id="[^"]+"[^>]*>[\s\S]*<\/section>$/);
  // Both in the head: a <style> in the body is invalid HTML (tests/e2e/html-validity.spec.ts).
  expect(
    firstView.slice(0, firstView.indexOf('</head>')).match(/<style[^>]*>/g),
    'the first view’s stylesheet, and Astro’s one rule for islands',
  ).toHaveLength(2);
  expect(html.slice(html.indexOf('</head>')), 'a <style> in the body').not.toMatch(/<style/);
  expect(firstView).not.toMatch(/<script/);
  expect(html.slice(end)).toMatch(/<script type="application\/ld\+json">/);
  // The rest is a file of its own, named by its content, so it can be cached for good.
  const rest = await request.get(restStylesheet.exec(html)![1]);
  expect(rest.headers()['content-type']).toMatch(/^text\/css/);
  expect(rest.headers()['cache-control']).toBe(immutableCache);
  expect((await rest.text()).length).toBeGreaterThan(1000);
});

test('the first view paints from its own stylesheet exactly as with the whole page, while the rest is on its way', async ({
  page,
}) => {
  await page.goto('/');
  const whole = await firstViewLooks(page);
  expect(whole.length).toBeGreaterThan(40);

  // The rest of the stylesheet held back, as on a slow connection: the browser paints what it has.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('main > section').first()).toBeVisible();
  expect(await page.evaluate(() => document.styleSheets.length), 'the head’s two stylesheets alone').toBe(2);
  expect(await firstViewLooks(page)).toEqual(whole);
  release();
});

test('the first view asks for nothing but the document: its logo, artwork and web manifest are in it; the rest of the stylesheet follows it', async ({
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
  // The one file more: the stylesheet linked after the hero, which the first view does not wait for (above).
  const html = await (await page.request.get('/')).text();
  expect(asked.filter((request) => !lazyPictures.some((path) => request === `image ${path}`))).toEqual([
    `stylesheet ${restStylesheet.exec(html)![1]}`,
  ]);
});
