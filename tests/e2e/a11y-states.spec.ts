/**
 * The accessibility sweep: axe (WCAG 2.2 AA) in every interactive state a visitor can reach, at
 * desktop and phone widths, and a keyboard walk through the whole page.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { goToSection, layoutOf } from './layout';
import { carouselText, navigationText } from '../fixtures/sample-content';
import { messageStart, siteData, voiceText } from './voice-helpers';
import { wakeNavigation } from './wake-islands';

test.use({ contextOptions: { reducedMotion: 'reduce' } });
test.skip(
  ({ javaScriptEnabled }) => !javaScriptEnabled,
  'interactive states need JavaScript; a11y.spec.ts covers the no-JS page',
);

const voiceButton = (page: Page) => page.getByRole('button', { name: voiceText.startLabel, exact: true });

async function openPage(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The navigation hydrates on the visitor's first action; the voice button is there from the start
  // (its island wakes on intent, and a press before that is held for it).
  await wakeNavigation(page);
  await expect(voiceButton(page)).toBeVisible();
}

/** The carousel hydrates as the reviews come into view; its controls exist only once it has. */
async function hydrateCarousel(page: Page) {
  await goToSection(page, 'reviews');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toBeVisible();
  return carousel;
}

test('with the navigation menu open', async ({ page }) => {
  await openPage(page);
  const toggle = page.getByRole('button', {
    name: layoutOf(page) === 'phone' ? navigationText.menu : navigationText.more,
    exact: true,
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('with the carousel rotation stopped and a testimonial chosen', async ({ page }) => {
  await openPage(page);
  const carousel = await hydrateCarousel(page);
  await carousel.getByRole('button', { name: carouselText.showSlide.replace('{n}', '3') }).click();
  await expect(carousel.getByRole('button', { name: carouselText.startRotation })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('with the voice tooltip shown', async ({ page }) => {
  await openPage(page);
  await voiceButton(page).focus();
  await expect(page.getByText(voiceText.idleTooltip.replace('{brand}', siteData.brand))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('with a voice error shown', async ({ page }) => {
  // The fake microphone without a permission grant: the visitor "blocked" it.
  await openPage(page);
  await voiceButton(page).click();
  const alert = page.getByTestId('voice-chat').getByRole('alert');
  await expect(alert).toContainText(messageStart(voiceText.errors.microphoneBlocked));
  expect(await axeViolations(page)).toEqual([]);
});

test('the keyboard reaches every control once, in page order, starting with the skip link', async ({ page }) => {
  test.skip(layoutOf(page) === 'phone', 'a keyboard walk is a desktop concern');
  await openPage(page);
  // Every island hydrated first, so the page does not change under the walk. The voice button and
  // the typed chat hydrate on intent: a pointer passing over them, then moving away.
  await hydrateCarousel(page);
  await voiceButton(page).hover();
  await expect(page.locator('astro-island', { has: voiceButton(page) })).not.toHaveAttribute('ssr');
  const chatControl = page.getByTestId('typed-chat-control');
  await chatControl.hover();
  await expect(page.locator('astro-island', { has: chatControl })).not.toHaveAttribute('ssr');
  await page.mouse.move(0, 0);
  // Back to the top by script: the walk is about Tab, and a Home key press can be dropped while the
  // page is still settling, which left this test waiting on the clock on a busy machine. Reduced
  // motion makes the jump instant, so the position is checked at once rather than polled.
  expect(await page.evaluate(() => (window.scrollTo(0, 0), window.scrollY))).toBe(0);
  await page.locator('body').focus();

  // Every element a Tab press should reach, in document order (which is also the visual order).
  const expected = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    return (
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            element.getClientRects().length > 0 &&
            !element.closest('[inert], [hidden], [aria-hidden="true"]'),
        )
        .filter((element) => getComputedStyle(element).visibility !== 'hidden')
        // A group of radio buttons is one stop: its chosen one (the others are reached with the arrows).
        .filter(
          (element) =>
            !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.name) ||
            !document.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`),
        )
        .map((element) => element.outerHTML.slice(0, 120))
    );
  });
  expect(expected.length).toBeGreaterThan(30);

  const reached: string[] = [];
  for (let press = 0; press < expected.length; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const outline = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        html: element.outerHTML.slice(0, 120),
        // A visible focus indicator: an outline or a ring (box-shadow).
        indicated:
          (outline.outlineStyle !== 'none' && parseFloat(outline.outlineWidth) > 0) || outline.boxShadow !== 'none',
        onScreen: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
      };
    });
    expect(focused, `Tab ${press + 1} left focus nowhere`).not.toBeNull();
    expect(focused!.indicated, `no visible focus on ${focused!.html}`).toBe(true);
    expect(focused!.onScreen, `focused element off screen: ${focused!.html}`).toBe(true);
    reached.push(focused!.html);
  }
  expect(reached[0]).toContain('#main');
  expect(reached).toEqual(expected);
});
