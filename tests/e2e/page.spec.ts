/**
 * The whole page as pre-rendered HTML: every section and its content in order, every link right,
 * no console errors and no request leaving the origin. Runs in all four projects (JS on and off,
 * desktop and phone).
 */
import { expect, test } from '@playwright/test';
import {
  agentToolContent,
  commercialCleaning,
  contact,
  pageText,
  propertyDevelopment,
  propertyServices,
  reviews,
  sections,
  site,
  testimonials,
  voiceChatText,
} from '../fixtures/sample-content';
import { scrollThroughPage } from '../../scripts/scroll-through-page.mjs';
import { AGENT_ITEM_ATTRIBUTE } from '~/agent/tool-names';
import { averageRating } from '~/lib/average-rating';
import { agentToolChoices } from '~/agent/tool-choices';
import { layoutOf } from './layout';
import { noVoiceUrl } from './servers';

test('sections stand in content order, each with its anchor, then the footer', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main > section').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(sections.map((section) => section.id));
  expect(ids).toEqual([
    'home',
    'homes',
    'portals',
    'about',
    'services',
    'commercial-cleaning',
    'property-development',
    'reviews',
    'faq',
    'contact',
  ]);
  await expect(page.locator('body > footer, footer').last()).toBeAttached();
  const footerFollowsMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    return Boolean(main && footer && main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(footerFollowsMain).toBe(true);
});

test('one h1 with the company name; headings never skip a level', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(site.brand);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
  levels.reduce((previous, level) => {
    expect(level, `heading levels ${levels.join(',')}`).toBeLessThanOrEqual(previous + 1);
    return level;
  }, 1);
});

test('every section shows its content from content/', async ({ page }) => {
  await page.goto('/');
  for (const section of sections) {
    const region = page.locator(`section#${section.id}`);
    await expect(region.getByRole('heading', { name: section.title, exact: true })).toBeVisible();
    for (const paragraph of section.paragraphs) await expect(region).toContainText(paragraph);
  }
  const about = sections.find((section) => section.id === 'about');
  expect(about?.paragraphs).toHaveLength(4);

  const services = page.locator('section#services');
  await expect(services.getByRole('listitem')).toHaveCount(6);
  for (const card of propertyServices) {
    await expect(services.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(services).toContainText(card.description);
  }

  const cleaning = page.locator('section#commercial-cleaning');
  await expect(cleaning).toContainText(commercialCleaning.mission);
  for (const item of [
    ...commercialCleaning.differentiators,
    ...commercialCleaning.services,
    ...commercialCleaning.reasons,
  ]) {
    await expect(cleaning.getByRole('heading', { name: item.title, exact: true })).toBeVisible();
    await expect(cleaning).toContainText(item.description);
  }

  const development = page.locator('section#property-development');
  for (const item of [...propertyDevelopment.differentiators, ...propertyDevelopment.services]) {
    await expect(development.getByRole('heading', { name: item.title, exact: true }).first()).toBeVisible();
  }
  const steps = development.locator('ol > li');
  await expect(steps).toHaveCount(4);
  for (const [index, step] of propertyDevelopment.process.entries()) {
    await expect(steps.nth(index)).toContainText(step.title);
    await expect(steps.nth(index)).toContainText(step.description);
  }

  const reviewsSection = page.locator('section#reviews');
  for (const testimonial of testimonials) {
    await expect(reviewsSection).toContainText(testimonial.name);
    await expect(reviewsSection).toContainText(testimonial.text);
  }
  for (const { rating } of testimonials) {
    await expect(reviewsSection).toContainText(reviews.ratingLabel.replace('{rating}', String(rating)));
  }
  await expect(reviewsSection).toContainText(
    reviews.averageLabel.replace('{rating}', String(averageRating(testimonials))),
  );
  for (const stat of reviews.stats) await expect(reviewsSection).toContainText(stat.label);

  const contactSection = page.locator('section#contact');
  for (const topic of contact.topics) await expect(contactSection).toContainText(topic);
  for (const area of site.serviceAreas) await expect(contactSection).toContainText(area);
  for (const line of site.businessHours) {
    await expect(contactSection).toContainText(line.days);
    await expect(contactSection).toContainText(line.hours);
  }

  const footer = page.locator('footer').last();
  await expect(footer).toContainText(site.footerDescription);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.brand}`);
});

test('phone and email links use content/site.json everywhere; there is no form', async ({ page }) => {
  await page.goto('/');
  const telLinks = page.locator('a[href^="tel:"]');
  expect(await telLinks.count()).toBeGreaterThanOrEqual(3);
  // The company's number, or its emergency line's, each where content/site.json gives it.
  const numbers = [site.phone.e164, site.emergencyLine?.phone.e164].map((e164) => `tel:${e164}`);
  for (const href of await telLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(numbers).toContain(href);
  }
  await expect(page.locator(`a[href="tel:${site.phone.e164}"]`)).not.toHaveCount(0);
  const mailLinks = page.locator('a[href^="mailto:"]');
  expect(await mailLinks.count()).toBeGreaterThanOrEqual(3);
  for (const href of await mailLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toBe(`mailto:${site.email}`);
  }
  await expect(page.locator('section#commercial-cleaning a[href^="mailto:"]')).toContainText(
    commercialCleaning.callToAction.emailLabel,
  );
  await expect(page.locator('form')).toHaveCount(0);
});

test('every in-page link points at an element that exists', async ({ page }) => {
  await page.goto('/');
  const targets = await page
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(10);
  for (const target of new Set(targets)) {
    await expect(page.locator(target), `${target} exists`).toHaveCount(1);
  }
  const footerServiceLinks = page.locator('footer nav a');
  expect(await footerServiceLinks.count()).toBe(propertyServices.length);
  for (const href of await footerServiceLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toBe('#services');
  }
});

test('every card the AI agent may point at carries its id once; every section it may show is on the page', async ({
  page,
}) => {
  await page.goto('/');
  const choices = agentToolChoices(agentToolContent);
  const cards = await page
    .locator(`main [${AGENT_ITEM_ATTRIBUTE}]`)
    .evaluateAll(
      (nodes, attribute) => nodes.map((node) => ({ id: node.getAttribute(attribute), text: node.textContent })),
      AGENT_ITEM_ATTRIBUTE,
    );
  expect(cards.map(({ id }) => id)).toEqual(choices.items.map(({ id }) => id));
  choices.items.forEach(({ label }, index) => expect(cards[index]!.text).toContain(label));
  const sectionIds = await page.locator('main > section').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(sectionIds).toEqual(choices.sections);
});

test('social and bureau links open in a new tab without handing over the page', async ({ page }) => {
  await page.goto('/');
  const external = page.locator('a[target="_blank"]');
  const hrefs = await external.evaluateAll((links) =>
    links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
  );
  for (const social of site.socials) expect(hrefs).toContainEqual([social.url, 'noopener noreferrer']);
  expect(hrefs).toContainEqual([site.bureau.url, 'noopener noreferrer']);
  for (const [, rel] of hrefs) expect(rel).toBe('noopener noreferrer');
  await expect(
    page
      .locator('footer')
      .last()
      .getByRole('link', { name: /LinkedIn/ }),
  ).toBeVisible();
  await expect(
    page
      .locator('footer')
      .last()
      .getByRole('link', { name: /Facebook/ }),
  ).toBeVisible();
});

test('images have alt text and set sizes; only the hero loads eagerly', async ({ page }) => {
  await page.goto('/');
  const images = await page.locator('img').evaluateAll((nodes) =>
    nodes.map((node) => ({
      alt: node.getAttribute('alt'),
      width: node.getAttribute('width'),
      height: node.getAttribute('height'),
      loading: node.getAttribute('loading'),
      fetchpriority: node.getAttribute('fetchpriority'),
      inHero: Boolean(node.closest('#home')),
      inHeader: Boolean(node.closest('header')),
      src: node.getAttribute('src') ?? '',
    })),
  );
  expect(images.length).toBeGreaterThanOrEqual(8);
  for (const image of images) {
    expect(image.alt, image.src).not.toBeNull();
    expect(Number(image.width), image.src).toBeGreaterThan(0);
    expect(Number(image.height), image.src).toBeGreaterThan(0);
    if (image.inHero) {
      expect(image.loading).toBe('eager');
      expect(image.fetchpriority).toBe('high');
    } else if (!image.inHeader) {
      expect(image.loading, image.src).toBe('lazy');
    }
  }
  const sources = await page
    .locator('picture source')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('type')));
  expect(sources).toContain('image/avif');
});

test('the hero art comes inside the page (no request of its own) and draws', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#home img');
  await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test('no console errors and no request leaves the origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
      problems.push(`off-origin: ${request.url()}`);
  });
  await page.goto('/');
  await scrollThroughPage(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the skip link is the first stop and moves focus to main', async ({ page, browserName }) => {
  test.skip(layoutOf(page) === 'phone', 'keyboard walk is a desktop concern');
  expect(browserName).toBe('chromium');
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: pageText.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();
});

test('without voice settings the floating element is a "call us" phone link', async ({ page }) => {
  await page.goto(`${noVoiceUrl}/`);
  const callUs = page.getByTestId('floating-call-link');
  await expect(callUs).toBeVisible();
  await expect(callUs).toHaveAttribute('href', `tel:${site.phone.e164}`);
  await expect(page.getByRole('button', { name: voiceChatText.startLabel })).toHaveCount(0);
});

test('anchor targets land below the fixed header', async ({ page }) => {
  await page.goto('/#contact');
  await expect
    .poll(async () =>
      page
        .locator('#contact h2')
        .first()
        .evaluate((heading) => heading.getBoundingClientRect().top),
    )
    .toBeGreaterThan(
      await page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom),
    );
});
