/**
 * The reviews section and its testimonial carousel island (issue 4) on the production build:
 * rotation timed with Playwright's clock, the autoplay rules, the no-JavaScript list, and axe.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { averageRating } from '~/lib/average-rating';
import { axeViolations } from './axe';
import { goToSection } from './layout';

const INTERVAL = 4000;

interface TestimonialContent {
  id: string;
  name: string;
  text: string;
  rating: number;
}

const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const testimonials = read<TestimonialContent[]>('../../content/testimonials.json');
const words = read<Record<string, string>>('../../content/ui/carousel.json');
const reviews = read<{
  averageLabel: string;
  ratingLabel: string;
  stats: { value: string; label: string }[];
}>('../../content/reviews.json');
const total = testimonials.length;

const section = (page: Page) => page.locator('section#reviews');
// A <section> with a name is a region by its element, not by a role attribute: found by role, then narrowed.
const carousel = (page: Page) =>
  section(page).getByRole('region', { name: words.label! }).and(page.locator('[aria-roledescription="carousel"]'));
const dots = (page: Page) => carousel(page).getByRole('group', { name: words.picker! }).getByRole('button');
const rotationButton = (page: Page) =>
  carousel(page).getByRole('button', { name: new RegExp(`^(${words.stopRotation}|${words.startRotation})$`) });

/** Number (1–6) of the current testimonial, from the dot marked current. */
async function current(page: Page): Promise<number> {
  const label = await dots(page).and(page.locator('[aria-current="true"]')).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0]);
}

async function expectCurrent(page: Page, expected: number) {
  await expect.poll(() => current(page)).toBe(expected);
  // The slide assistive technology can reach includes the current one.
  await expect(carousel(page).getByRole('group', { name: `${expected} of ${total}` })).toBeAttached();
}

/** Takes the pointer and focus out of the carousel, so only a stop can keep it from rotating. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Installs the fake clock before the page loads and stops it before the island hydrates, so time
 * moves only when a test says so; then scrolls to the reviews, which hydrates the island.
 */
async function openCarousel(page: Page): Promise<Locator> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/');
  await page.clock.pauseAt(start + 60_000);
  await page.mouse.move(1, 1);
  await goToSection(page, 'reviews');
  await expect(carousel(page)).toBeVisible();
  await expectCurrent(page, 1);
  return carousel(page);
}

test.describe('reviews section, static parts', () => {
  test('shows the average, the stats strip and all six testimonials in the HTML', async ({ page }) => {
    await page.goto('/');
    const reviewsSection = section(page);
    await expect(reviewsSection).toHaveAttribute('aria-labelledby', /.+/);
    const average = reviewsSection.getByTestId('average-rating');
    // Worked out from the testimonials' own stars, never typed.
    await expect(average).toHaveText(reviews.averageLabel.replace('{rating}', String(averageRating(testimonials))));
    for (const { value, label } of reviews.stats) {
      await expect(reviewsSection.locator('dl div', { hasText: label })).toContainText(value);
    }
    for (const { text } of testimonials) await expect(reviewsSection.getByText(text)).toBeAttached();
    // Each card says its rating in words, as many times as testimonials carry that rating.
    for (const rating of new Set(testimonials.map((testimonial) => testimonial.rating))) {
      const said = reviews.ratingLabel.replace('{rating}', String(rating));
      const expected = testimonials.filter((testimonial) => testimonial.rating === rating).length;
      await expect(reviewsSection.getByText(said, { exact: true })).toHaveCount(expected);
    }
  });

  test('never makes the page scroll sideways, as a list or as a carousel', async ({ page, javaScriptEnabled }) => {
    await page.goto('/');
    await goToSection(page, 'reviews');
    if (javaScriptEnabled) await expect(carousel(page)).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test('emits no review or aggregateRating structured data', async ({ page }) => {
    await page.goto('/');
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(json).not.toMatch(/"(Review|AggregateRating|aggregateRating|review)"/);
    }
  });
});

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the no-JavaScript form');

  test('all six testimonials are readable in a scrollable list', async ({ page }) => {
    await page.goto('/');
    const list = section(page).getByRole('region', { name: words.label! });
    await expect(list).toHaveAttribute('tabindex', '0');
    await expect(list.getByRole('listitem')).toHaveCount(total);
    // It scrolls sideways from the keyboard.
    const scrolled = () => list.evaluate((element) => element.scrollLeft);
    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrolled).toBeGreaterThan(0);
    for (const { text, name } of testimonials) {
      const quote = list.getByText(text);
      await quote.scrollIntoViewIfNeeded();
      await expect(quote).toBeVisible();
      await expect(quote).toBeInViewport();
      await expect(list.getByText(name)).toBeVisible();
    }
    await expect(section(page).getByText(words.scrollHint!)).toBeVisible();
    // No controls that would do nothing without JavaScript.
    await expect(section(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs the island');

  test('hydrates only as the section approaches, and loads the motion features after it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => /TestimonialCarousel|motion-features/.test(path))).toEqual([]);
    await expect(section(page).getByRole('region', { name: words.label! })).not.toHaveAttribute('aria-roledescription');

    await goToSection(page, 'reviews');
    await expect(carousel(page)).toBeVisible();
    await expect.poll(() => requested.some((path) => path.includes('motion-features'))).toBe(true);
  });

  test('each testimonial is written once, in its card: the island takes the cards over, not a copy in its props', async ({
    page,
  }) => {
    await page.goto('/');
    const island = section(page).locator('astro-island');
    for (const { text } of testimonials) expect(await island.getAttribute('props')).not.toContain(text.slice(0, 40));
    await goToSection(page, 'reviews');
    await expect(carousel(page)).toBeVisible();
    for (const [position, { name, text }] of testimonials.entries()) {
      const slide = carousel(page).getByRole('group', { name: `${position + 1} of ${total}`, includeHidden: true });
      await expect(slide).toContainText(name);
      await expect(slide).toContainText(text);
    }
  });

  test('advances every 4 s and wraps from the sixth to the first', async ({ page }) => {
    await openCarousel(page);
    await page.clock.runFor(INTERVAL - 100);
    await expectCurrent(page, 1);
    await page.clock.runFor(100);
    await expectCurrent(page, 2);
    for (const expected of [3, 4, 5, 6, 1]) {
      await page.clock.runFor(INTERVAL);
      await expectCurrent(page, expected);
    }
  });

  test('previous from the first shows the sixth; next from the sixth shows the first', async ({ page }) => {
    const region = await openCarousel(page);
    const previous = region.getByRole('button', { name: words.previous! });
    const next = region.getByRole('button', { name: words.next! });
    await previous.click();
    await expectCurrent(page, 6);
    await expect(region.getByText(testimonials[5]!.text)).toBeVisible();
    await next.click();
    await expectCurrent(page, 1);
    // Activating a control leaves focus where it was.
    await next.focus();
    await page.keyboard.press('Enter');
    await expectCurrent(page, 2);
    await expect(next).toBeFocused();
  });

  test('a dot selects its testimonial and stops autoplay for good', async ({ page }) => {
    const region = await openCarousel(page);
    await region.getByRole('button', { name: words.showSlide!.replace('{n}', '3') }).click();
    await expectCurrent(page, 3);
    await expect(region.getByRole('button', { name: words.showSlide!.replace('{n}', '3') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(rotationButton(page)).toHaveAccessibleName(words.startRotation!);
    await leaveCarousel(page);
    for (let step = 0; step < 4; step += 1) {
      await page.clock.runFor(INTERVAL);
      await expectCurrent(page, 3);
    }
  });

  test('clicking a visible card selects it', async ({ page }) => {
    const region = await openCarousel(page);
    const reachable = region.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const count = await reachable.count();
    test.skip(count < 2, 'one card per view: the only card is already current');
    await reachable.nth(1).click();
    await expectCurrent(page, 2);
  });

  test('hovering pauses autoplay and leaving resumes it', async ({ page }) => {
    const region = await openCarousel(page);
    await region.getByText(testimonials[0]!.text).hover();
    await page.clock.runFor(INTERVAL * 2);
    await expectCurrent(page, 1);
    await page.mouse.move(1, 1);
    await page.clock.runFor(INTERVAL);
    await expectCurrent(page, 2);
  });

  test('focus inside pauses autoplay and leaving resumes it', async ({ page }) => {
    await openCarousel(page);
    await rotationButton(page).focus();
    await page.keyboard.press('Tab');
    await page.clock.runFor(INTERVAL * 2);
    await expectCurrent(page, 1);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL);
    await expectCurrent(page, 2);
  });

  test('the rotation control comes first, stops rotation and restarts it', async ({ page }) => {
    const region = await openCarousel(page);
    const firstFocusable = await region.evaluate((element) =>
      element.querySelector('button, a[href], [tabindex]:not([tabindex="-1"])')?.getAttribute('aria-label'),
    );
    expect(firstFocusable).toBe(words.stopRotation);

    await rotationButton(page).click();
    await expect(rotationButton(page)).toHaveAccessibleName(words.startRotation!);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL * 2);
    await expectCurrent(page, 1);

    await rotationButton(page).click();
    await expect(rotationButton(page)).toHaveAccessibleName(words.stopRotation!);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL);
    await expectCurrent(page, 2);
  });

  test('hides slides out of view and keeps the live region quiet while rotating', async ({ page }) => {
    const region = await openCarousel(page);
    const slides = region.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(total);
    const hidden = region.locator('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(await hidden.count()).toBeGreaterThanOrEqual(total - 3);
    for (const slide of await hidden.all()) await expect(slide).toHaveAttribute('inert', '');
    const live = region.locator('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await rotationButton(page).click();
    await expect(live).toHaveAttribute('aria-live', 'polite');
  });

  test('runs without console errors (the CSP allows everything it does)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const region = await openCarousel(page);
    await page.clock.runFor(INTERVAL);
    await region.getByRole('button', { name: words.next! }).click();
    await region.getByRole('button', { name: words.showSlide!.replace('{n}', '5') }).click();
    await page.clock.runFor(1000);
    expect(errors).toEqual([]);
  });
});

test.describe('with JavaScript, under reduced motion', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs the island');
  test.use({ reducedMotion: 'reduce' });

  test('never rotates on its own', async ({ page }) => {
    await openCarousel(page);
    await expect(rotationButton(page)).toHaveAccessibleName(words.startRotation!);
    for (let step = 0; step < 3; step += 1) {
      await page.clock.runFor(INTERVAL);
      await expectCurrent(page, 1);
    }
  });
});

test.describe('accessibility', () => {
  // Scanned after motion settles: mid-transition colours would give false contrast findings.
  test.use({ reducedMotion: 'reduce' });

  const scan = async (page: Page) => {
    expect(await axeViolations(page, 'section#reviews')).toEqual([]);
  };

  test('axe finds nothing in the reviews section', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript; the next test scans the no-JavaScript page');
    await page.goto('/');
    await goToSection(page, 'reviews');
    await expect(carousel(page)).toBeVisible();
    await scan(page);
  });

  test('axe finds nothing in the no-JavaScript reviews section', async ({
    browser,
    javaScriptEnabled,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  }) => {
    test.skip(javaScriptEnabled, 'the no-JavaScript page');
    // axe itself runs on JavaScript, so it gets a page with scripting on that is served the HTML
    // without its scripts: exactly what visitors without JavaScript get.
    const context = await browser.newContext({
      // Contexts made in a test start from the project's options, so scripting is switched on here.
      javaScriptEnabled: true,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      reducedMotion: 'reduce',
      ...(userAgent ? { userAgent } : {}),
    });
    const page = await context.newPage();
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await expect(section(page).getByRole('region', { name: words.label! })).toHaveAttribute('tabindex', '0');
    await expect(page.locator('astro-island script, script:not([type="application/ld+json"])')).toHaveCount(0);
    await goToSection(page, 'reviews');
    await scan(page);
    await context.close();
  });

  test('axe finds nothing with the last testimonial chosen and autoplay running', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'needs the island');
    await page.goto('/');
    await goToSection(page, 'reviews');
    await carousel(page)
      .getByRole('button', { name: `Show testimonial ${total}` })
      .click();
    await rotationButton(page).click();
    await expect(rotationButton(page)).toHaveAccessibleName(words.stopRotation!);
    await scan(page);
  });
});
