/**
 * The page as a crawler reads it: the raw HTML with JavaScript off. Head tags, social card, icons,
 * manifest, JSON-LD, robots.txt, sitemap, the privacy page's head and the 404 page, each fetched
 * from the served build.
 * Crawlers see the same bytes at every width, so this runs once, in the desktop-no-js project.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { privacyPath } from '../../src/lib/page-paths';
import { privacy, site } from '../fixtures/sample-content';
import { layoutOf } from './layout';

test.skip(
  ({ javaScriptEnabled, page }) => javaScriptEnabled || layoutOf(page) !== 'desktop',
  'crawler view: one project is enough',
);

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).getAttribute('content');

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Fetches a same-origin path (absolute URLs are fetched at their path on the test server). */
async function fetchPath(request: APIRequestContext, url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  const response = await request.get(pathname);
  expect(response.status(), `${pathname} should exist`).toBe(200);
  return response;
}

test('title, description, canonical, Open Graph and Twitter tags are in the HTML', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const title = await page.title();
  expect(title.length).toBeGreaterThan(10);
  expect(title.length).toBeLessThanOrEqual(60);
  const description = (await meta(page, 'description')) ?? '';
  expect(description.length).toBeGreaterThan(50);
  expect(description.length).toBeLessThanOrEqual(160);

  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https:\/\/[^/]+\/$/);
  expect(await meta(page, 'og:url')).toBe(canonical);
  expect(await meta(page, 'og:title')).toBe(title);
  expect(await meta(page, 'og:description')).toBe(description);
  expect(await meta(page, 'og:type')).toBe('website');
  expect(await meta(page, 'og:site_name')).toBe(site.brand);
  expect(await meta(page, 'og:locale')).toBe('en_CA');
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  expect(await meta(page, 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i);
  for (const key of ['og:image:alt', 'twitter:image:alt']) expect((await meta(page, key))?.length).toBeGreaterThan(10);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

test('the privacy page has its own title, description and canonical address, and the same social card', async ({
  page,
}) => {
  await page.goto('/');
  const home = (await page.locator('head link[rel="canonical"]').getAttribute('href'))!;
  const homeImage = await meta(page, 'og:image');

  await page.goto(privacyPath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  expect(await page.title()).toBe(privacy.title);
  expect(await meta(page, 'description')).toBe(privacy.description);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(new URL(privacyPath, home).href);
  expect(await meta(page, 'og:url')).toBe(canonical);
  expect(await meta(page, 'og:title')).toBe(privacy.title);
  expect(await meta(page, 'og:description')).toBe(privacy.description);
  expect(await meta(page, 'twitter:title')).toBe(privacy.title);
  expect(await meta(page, 'twitter:description')).toBe(privacy.description);
  expect(await meta(page, 'og:site_name')).toBe(site.brand);
  expect(await meta(page, 'og:image')).toBe(homeImage);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  // The business's structured data describes the home page; it is said there once.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the social card is a 1200 × 630 PNG at an absolute URL on the site', async ({ page, request }) => {
  await page.goto('/');
  const canonical = new URL((await page.locator('head link[rel="canonical"]').getAttribute('href'))!);
  const image = (await meta(page, 'og:image'))!;
  expect(new URL(image).origin).toBe(canonical.origin);
  expect(await meta(page, 'twitter:image')).toBe(image);
  expect([await meta(page, 'og:image:width'), await meta(page, 'og:image:height')]).toEqual(['1200', '630']);
  const response = await fetchPath(request, image);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});

test('favicons, apple-touch icon and web manifest resolve', async ({ page, request }) => {
  await page.goto('/');
  const icons = await page.locator('head link[rel="icon"]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href')!,
      type: link.getAttribute('type'),
      sizes: link.getAttribute('sizes'),
    })),
  );
  const svg = icons.find((icon) => icon.type === 'image/svg+xml');
  expect(svg).toBeDefined();
  expect((await (await fetchPath(request, svg!.href)).text()).trimStart()).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  const ico = icons.find((icon) => icon.href.endsWith('.ico'));
  expect(ico?.sizes).toBe('32x32 48x48');
  const icoBody = await (await fetchPath(request, ico!.href)).body();
  expect([icoBody.readUInt16LE(2), icoBody.readUInt16LE(4)]).toEqual([1, 2]); // an icon file with two images
  expect([icoBody.readUInt8(6), icoBody.readUInt8(22)]).toEqual([32, 48]);

  const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await fetchPath(request, apple!)).body())).toEqual({ width: 180, height: 180 });

  // The manifest is in the head as a data: URL (no request during the load); Chromium must accept it
  // under the page's policy and read the same name and icons from it.
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const manifestPrefix = 'data:application/manifest+json,';
  expect(manifestHref?.startsWith(manifestPrefix)).toBe(true);
  const manifest = JSON.parse(decodeURIComponent(manifestHref!.slice(manifestPrefix.length))) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe(site.brand);
  expect(manifest.theme_color).toBe(await meta(page, 'theme-color'));
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const size = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await (await fetchPath(request, icon.src)).body())).toEqual({ width: size, height: size });
  }
  const browser = await page.context().newCDPSession(page);
  const read = await browser.send('Page.getAppManifest');
  expect(read.url).toBe(manifestHref);
  expect(read.errors.filter((error) => error.critical)).toEqual([]);
  expect(JSON.parse(read.data ?? '{}')).toMatchObject({ name: site.brand, theme_color: manifest.theme_color });
});

test('one JSON-LD LocalBusiness that parses, with contact details, office, emergency line, areas, hours, services and no ratings', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  /** The fields of the JSON-LD node this test reads. */
  interface BusinessNode {
    '@context': string;
    '@type': string;
    name: string;
    telephone: string;
    email: string;
    url: string;
    sameAs: string[];
    areaServed: { '@type': string; name: string }[];
    openingHoursSpecification: unknown[];
    makesOffer: { '@type': string; url: string; priceSpecification: unknown }[];
    hasOfferCatalog: { itemListElement: unknown[] };
    address: { streetAddress: string; addressLocality: string; postalCode: string };
    contactPoint: { contactType: string; telephone: string };
    logo: string;
    image: string;
  }
  const data = JSON.parse(blocks[0]!) as BusinessNode;
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('RealEstateAgent');
  expect(data.name).toBe(site.brand);
  expect(data.telephone).toBe(site.phone.e164);
  expect(data.email).toBe(site.email);
  expect(data.url).toBe(await page.locator('head link[rel="canonical"]').getAttribute('href'));
  expect(data.sameAs).toEqual(site.socials.map((social) => social.url));
  expect(data.areaServed.map((area) => `${area['@type']}:${area.name}`)).toEqual(
    site.serviceAreas.map((city) => `City:${city}`),
  );
  // Lines with days and times become opening hours; a line such as "emergencies only" does not.
  expect(data.openingHoursSpecification).toEqual(
    site.businessHours
      .filter((line) => line.dayOfWeek?.length && line.opens && line.closes)
      .map(({ dayOfWeek, opens, closes }) => expect.objectContaining({ dayOfWeek, opens, closes })),
  );
  expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
  // The three lines of business, and each home the page shows, for lease at its card's address.
  const homeOffers = data.makesOffer.filter((offer) => offer['@type'] === 'OfferForLease');
  expect(data.makesOffer.filter((offer) => offer['@type'] === 'Offer')).toHaveLength(3);
  expect(homeOffers.map((offer) => new URL(offer.url).hash)).toEqual(
    await page.locator('article[data-home]').evaluateAll((cards) => cards.map((card) => `#${card.id}`)),
  );
  expect(homeOffers.length).toBeGreaterThanOrEqual(6);
  for (const offer of homeOffers)
    expect(offer.priceSpecification).toMatchObject({
      priceCurrency: 'CAD',
      unitCode: 'MON',
      price: expect.any(Number),
    });
  expect(data.hasOfferCatalog.itemListElement).toHaveLength(3);
  // The office, as the contact section shows it, and the emergency line, as the footer gives it.
  expect(data.address).toMatchObject({
    streetAddress: site.address!.street,
    addressLocality: site.address!.city,
    postalCode: site.address!.postalCode,
  });
  expect(data.contactPoint).toMatchObject({ contactType: 'emergency', telephone: site.emergencyLine!.phone.e164 });
  expect(blocks[0]).not.toMatch(/"(review|reviews|aggregateRating)"/);
  for (const url of [data.logo, data.image])
    expect((await fetchPath(request, url)).headers()['content-type']).toBe('image/png');
});

test('robots.txt points at the sitemap by absolute URL; the sitemap lists the canonical pages only', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const canonical = (await page.locator('head link[rel="canonical"]').getAttribute('href'))!;
  const robots = await fetchPath(request, '/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/^User-agent: \*$/m);
  expect(robotsText).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toBe(new URL('/sitemap-index.xml', canonical).href);

  const index = await (await fetchPath(request, sitemapUrl!)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  const pages = [];
  for (const sitemap of sitemaps) {
    pages.push(
      ...[...(await (await fetchPath(request, sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1],
      ),
    );
  }
  // The home page and the privacy statement, each at its canonical address; not the 404 page or the editor.
  expect(pages).toEqual([canonical, new URL(privacyPath, canonical).href]);
});

test('an unknown address answers 404 with a way home, kept out of search results', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await meta(page, 'robots')).toBe('noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  await expect(page.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
  await expect(page.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
  await expect(page.locator(`main a[href="${privacyPath}"]`)).toBeVisible();
  // No in-page links that only work on the home page.
  expect(await page.locator('a[href^="#"]:not([href="#main"])').count()).toBe(0);
});
