/**
 * The first view (the header and the hero) comes in the first round trip and paints from the CSS in
 * the head alone (src/styles/first-view.css): the rest of the stylesheet (written right after the
 * hero), the structured data and the islands' scripts follow it (src/layouts/BaseLayout.astro).
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { svgStyleText } from '~/lib/build/style-text';
import { layoutOf } from './layout';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** The rest of the stylesheet, the first thing in `<main>` after the hero. */
const restStylesheet = /<svg class="hidden" aria-hidden="true"><style><!\[CDATA\[([\s\S]*?)\]\]><\/style><\/svg>/;

/** Where the first view ends in the page's HTML: where the rest of the stylesheet begins. */
function firstViewEnd(html: string): number {
  const main = html.indexOf('<main');
  const rest = restStylesheet.exec(html.slice(main));
  return rest ? main + rest.index : -1;
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
  expect(end, 'the rest of the stylesheet in <main>').toBeGreaterThan(0);
  const firstView = html.slice(0, end);
  // The hero, whatever its id, ends right before the rest of the stylesheet.
  expect(firstView).toMatch(/<main[^>]*><section id="[^"]+"[^>]*>[\s\S]*<\/section>$/);
  // Both in the head: a <style> in the body is invalid HTML (tests/e2e/html-validity.spec.ts).
  expect(
    firstView.slice(0, firstView.indexOf('</head>')).match(/<style[^>]*>/g),
    'the first view’s stylesheet, and Astro’s one rule for islands',
  ).toHaveLength(2);
  // In the body, the one <style> is the rest's, inside an <svg>, where HTML allows it.
  expect(html.slice(html.indexOf('</head>')).match(/<style/g), 'a <style> of its own in the body').toHaveLength(1);
  expect(restStylesheet.exec(html)![1].length).toBeGreaterThan(1000);
  expect(firstView).not.toMatch(/<script/);
  expect(html.slice(end)).toMatch(/<script type="application\/ld\+json">/);
});

test('the first view paints from its own stylesheet exactly as with the whole page, while the rest is on its way', async ({
  page,
}) => {
  await page.goto('/');
  const whole = await firstViewLooks(page);
  expect(whole.length).toBeGreaterThan(40);

  // The document as a slow connection has delivered it so far: up to the end of the first view.
  const html = await (await page.request.get('/')).text();
  await page.route(
    (url) => url.pathname === '/',
    (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, firstViewEnd(html)) }),
  );
  await page.goto('/');
  await expect(page.locator('main > section').first()).toBeVisible();
  expect(await page.evaluate(() => document.styleSheets.length), 'the head’s two stylesheets alone').toBe(2);
  expect(await firstViewLooks(page)).toEqual(whole);
});

test('the page asks for nothing but the document before its pictures: its logo, artwork, web manifest and whole stylesheet are in it', async ({
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

test('a rule with & or < before a letter keeps its text inside the <svg>: its hash holds and it applies', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled || layoutOf(page) !== 'desktop', 'the HTML parser alone: one project is enough');
  // Read as markup, "&amp;" would become "&", "<b" would open a tag, and "]]>" would end a CDATA section.
  const css = 'p::before{content:"&amp; <b>]]>"}p{color:rgb(1, 2, 3)}';
  const hash = createHash('sha256').update(css).digest('base64');
  await page.setContent(
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="style-src 'sha256-${hash}'">` +
      `<p>text</p><svg aria-hidden="true"><style>${svgStyleText(css)}</style></svg>`,
  );
  expect(await page.locator('style').evaluate((style) => style.textContent)).toBe(css);
  await expect(page.locator('p')).toHaveCSS('color', 'rgb(1, 2, 3)');
  expect(await page.locator('p').evaluate((p) => getComputedStyle(p, '::before').content)).toBe('"&amp; <b>]]>"');
});
