/**
 * The privacy statement at /privacy/ on the production build, with JavaScript on and off, at desktop
 * and phone widths: its words and date from content/privacy.md, the company's email and phone from
 * content/site.json, the links that lead to it (the home page's footer, the 404 page), and the
 * header's links, which lead back to the home page's sections. Head tags and the sitemap are in
 * seo.spec.ts, axe in a11y.spec.ts, the security policy in security.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { privacyPath } from '../../src/lib/page-paths';
import { navigationText, pageText, privacy, sections, site } from '../fixtures/sample-content';
import { layoutOf } from './layout';
import { wakeNavigation } from './wake-islands';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-23" as a Canadian reader reads it in English: "November 23, 2026". */
function readableDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${monthNames[month - 1]} ${date}, ${year}`;
}

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: navigationText.landmarkLabel });
const contactBlock = (page: Page) => main(page).getByRole('region', { name: privacy.contactHeading });
/** Sections of the home page that have a navigation link, in page order. */
const linkedSections = sections.filter((section) => section.navLabel);

test('renders the heading, the date, the introduction and the statement from content/privacy.md', async ({ page }) => {
  const response = await page.goto(privacyPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);

  const date = main(page).locator(`time[datetime="${privacy.lastUpdated}"]`);
  await expect(date).toHaveText(readableDay(privacy.lastUpdated));
  await expect(main(page).getByTestId('privacy-updated')).toHaveText(
    privacy.updatedLine.replace('{date}', readableDay(privacy.lastUpdated)),
  );
  await expect(main(page).getByText(privacy.intro.replace('{brand}', site.brand), { exact: true })).toBeVisible();

  // The statement's own headings, in its order, then the contact block's.
  expect(privacy.statementHeadings.length).toBeGreaterThan(3);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    ...privacy.statementHeadings,
    privacy.contactHeading,
  ]);
  // Rendered Markdown, not the file's text: lists are lists, emphasis is markup, no "##" is left.
  expect(await main(page).locator('ul > li > strong').count()).toBeGreaterThan(0);
  await expect(main(page)).not.toContainText('##');
  await expect(main(page)).not.toContainText('**');
});

test("links the company's email and phone from content/site.json after the statement", async ({ page }) => {
  await page.goto(privacyPath);
  const block = contactBlock(page);
  await expect(block.locator('p')).toHaveText(
    privacy.contactLine.replace('{email}', site.email).replace('{phone}', site.phone.display),
  );
  await expect(block.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(block.getByRole('link', { name: site.phone.display, exact: true })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
});

test('is a page to read: the header is its only island; no conversation control, no business data', async ({
  page,
}) => {
  await page.goto(privacyPath);
  await expect(page.locator('astro-island')).toHaveCount(1);
  await expect(page.getByRole('banner').locator('xpath=ancestor::astro-island')).toHaveCount(1);
  await expect(page.getByTestId('conversation-control')).toHaveCount(0);
  await expect(page.getByTestId('floating-call-link')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('is linked from the footer of the home page', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('contentinfo').getByRole('link', { name: pageText.privacyLink, exact: true });
  await expect(link).toHaveAttribute('href', privacyPath);
  await link.click();
  await expect(page).toHaveURL(privacyPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
  // The footer here marks the page it is on.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: pageText.privacyLink, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('is linked from the page-not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  const link = main(page).getByRole('link', { name: pageText.privacyLink, exact: true });
  await expect(link).toHaveAttribute('href', privacyPath);
  await link.click();
  await expect(page).toHaveURL(privacyPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.heading);
});

test('every link of the header and the footer to a section leads to the home page', async ({ page }) => {
  await page.goto(privacyPath);
  for (const section of linkedSections) {
    const links = nav(page).getByRole('link', { name: section.navLabel, exact: true, includeHidden: true });
    expect(await links.count(), section.id).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href'))))
      expect(href, section.id).toBe(`/#${section.id}`);
  }
  const serviceLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  expect(await serviceLinks.count()).toBeGreaterThan(0);
  for (const href of await serviceLinks.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href')),
  ))
    expect(href).toBe('/#services');
  // The logo too: back to the top of the home page.
  const logo = page.getByRole('banner').getByRole('link').first();
  expect(await logo.getAttribute('href')).toBe(`/#${sections[0]!.id}`);
});

test('a section link in the header opens that section of the home page', async ({ page, javaScriptEnabled }) => {
  const about = linkedSections.find((section) => section.id === 'about')!;
  await page.goto(privacyPath);
  if (layoutOf(page) === 'phone') {
    // The menu is a <details> until the island runs, a button after; the visitor's press wakes it.
    if (javaScriptEnabled) await wakeNavigation(page);
    await nav(page).getByText(navigationText.menu, { exact: true }).click();
  }
  await nav(page).getByRole('link', { name: about.navLabel, exact: true }).click();
  await expect(page).toHaveURL('/#about');
  await expect(page.locator('section#about')).toBeInViewport();
  await expect(page.locator('section#about').getByRole('heading', { level: 2 })).toHaveText(about.title);
});

test("the header's Email link finds the email address on this page", async ({ page }) => {
  test.skip(layoutOf(page) !== 'desktop', 'the Email link is in the desktop bar');
  await page.goto(privacyPath);
  await nav(page).getByRole('link', { name: navigationText.email, exact: true }).click();
  await expect(page).toHaveURL(`${privacyPath}#contact`);
  await expect(contactBlock(page).getByRole('link', { name: site.email, exact: true })).toBeInViewport();
});
