/**
 * No JavaScript until the visitor acts (`client:on`, src/integrations/client-on-directive.ts): the
 * first view loads no script; the navigation wakes on the first scroll, key, pointer press or pointer
 * over the bar, and is right from that first scroll; the voice button wakes on intent, and a press
 * made before its code arrives shows loading at once and is carried out once. Nothing moves when an
 * island hydrates, and the bar's shadow needs no script at all.
 */
import { expect, test, type Page } from '@playwright/test';
import { dirtyLayoutAtLoad, forcedLayoutCategories, layoutsForcedBy } from '../../scripts/forced-layouts.mjs';
import { navigationText, sections, voiceChatText } from '../fixtures/sample-content';
import { layoutOf } from './layout';
import { messageStart } from './voice-helpers';
import { navigationHydrated, pastIdleWithoutInput, wakeNavigation } from './wake-islands';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const header = (page: Page) => page.getByRole('banner');
const current = (page: Page) => header(page).locator('[aria-current="true"]');
const navLabel = (id: string) => sections.find((section) => section.id === id)?.navLabel;
const voiceButton = (page: Page) => page.getByRole('button', { name: voiceChatText.startLabel, exact: true });
/** The id of the section across the line 100 px below the top, where the navigation's highlight is read. */
const sectionAcrossLine = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main > section')].find((section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return top <= 100 && bottom > 100;
      })?.id,
  );
const voiceIsland = (page: Page) => page.locator('astro-island', { has: page.getByTestId('voice-chat-button') });

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration needs JavaScript');

  test('the first view loads no script: every island waits for the visitor', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await pastIdleWithoutInput(page);
    expect(scripts).toEqual([]);
    await expect(navigationHydrated(page)).toHaveCount(0);
    await expect(voiceIsland(page)).toHaveAttribute('ssr');
    // Already the voice button, not a call link: what the visitor sees is what a press does.
    await expect(voiceButton(page)).toBeVisible();
    await expect(page.getByTestId('voice-chat-call-link')).toBeHidden();
  });

  test('the first scroll wakes the navigation, and the highlight is right from that scroll', async ({ page }) => {
    await page.goto('/');
    await expect(navigationHydrated(page)).toHaveCount(0);
    const aboutTop = await page.locator('section#about').evaluate((section) => section.getBoundingClientRect().top);
    // One wheel turn from the top towards the About section. The sections on the way are drawn only
    // as they come near (content-visibility), at their real height rather than the estimate, so where
    // the turn lands is read afterwards: the section across the line 100 px below the top.
    await page.mouse.wheel(0, aboutTop + 40);
    await expect(navigationHydrated(page)).toBeAttached();
    await expect.poll(() => sectionAcrossLine(page)).not.toBe('home');
    const landedIn = await sectionAcrossLine(page);
    await expect(current(page)).toHaveText(navLabel(landedIn!)!);
  });

  test('a page opened at a section marks it current with no input at all', async ({ page }) => {
    await page.goto('/#contact');
    await expect(current(page)).toHaveText(navLabel('contact')!);
  });

  test('a page reloaded part-way down wakes the navigation with no input, and marks a section below the top', async ({
    page,
  }) => {
    test.skip(layoutOf(page) === 'phone', 'the restored position, not the width, is under test');
    await page.goto('/');
    await page.locator('section#contact').scrollIntoViewIfNeeded();
    await expect(current(page)).toHaveText(navLabel('contact')!);
    // The browser restores the position on reload (near it: the sections laid out only near the view
    // have their placeholder heights then); the new page is woken by that alone.
    await page.reload();
    await expect(navigationHydrated(page)).toBeAttached();
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).not.toHaveText(navLabel('home')!);
  });

  test('no script of ours forces a layout before the visitor acts', async ({ page, browser, baseURL }) => {
    test.skip(layoutOf(page) === 'phone', 'what scripts read at load does not depend on the width');
    await page.addInitScript(dirtyLayoutAtLoad);
    await browser.startTracing(page, { categories: forcedLayoutCategories });
    await page.goto('/');
    await pastIdleWithoutInput(page);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    expect(layoutsForcedBy(traceEvents, new URL(baseURL!).origin)).toEqual([]);
  });

  test('the first key press anywhere wakes the navigation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(navigationHydrated(page)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(navigationHydrated(page)).toBeAttached();
  });

  test('the first pointer press anywhere wakes the navigation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(navigationHydrated(page)).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1 });
    if (layoutOf(page) === 'phone') await heading.tap();
    else await heading.click();
    await expect(navigationHydrated(page)).toBeAttached();
  });

  test('the menu opened before the island ran stays open and focused when it takes over', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const toggleName = layoutOf(page) === 'phone' ? navigationText.menu : navigationText.more;
    // The press on the <summary> is the island's first event: it opens natively, then hydrates.
    await header(page).locator('summary', { hasText: toggleName }).click();
    const toggle = header(page).getByRole('button', { name: toggleName, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
  });

  test('a press before the voice island has loaded shows loading at once and is carried out once', async ({ page }) => {
    // Counts microphone requests: the press must lead to exactly one.
    await page.addInitScript(() => {
      const media = navigator.mediaDevices;
      const original = media.getUserMedia.bind(media);
      (window as unknown as { microphoneRequests: number }).microphoneRequests = 0;
      media.getUserMedia = (constraints) => {
        (window as unknown as { microphoneRequests: number }).microphoneRequests += 1;
        return original(constraints);
      };
    });
    // The island's code arrives late, as on a slow phone network.
    await page.route('**/_astro/VoiceChatButton.*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');

    await voiceButton(page).click();
    await voiceButton(page).click();
    // Loading, from CSS, while the code is still on its way.
    await expect(voiceIsland(page)).toHaveAttribute('data-press', 'held');
    await expect(voiceIsland(page)).toHaveAttribute('ssr');
    await expect(voiceButton(page).getByTestId('voice-chat-spinner')).toBeVisible();
    await expect(voiceButton(page)).toHaveCSS('opacity', '0.6');

    // Carried out once it runs: the microphone is asked (and, with no grant here, refused).
    const alert = page.getByTestId('voice-chat').getByRole('alert');
    await expect(alert).toContainText(messageStart(voiceChatText.errors.microphoneBlocked));
    await expect(voiceIsland(page)).toHaveAttribute('data-press', 'live');
    expect(await page.evaluate(() => (window as unknown as { microphoneRequests: number }).microphoneRequests)).toBe(1);
  });

  test('keyboard focus on the voice button stays on it as it hydrates, and its tooltip shows', async ({ page }) => {
    test.skip(layoutOf(page) === 'phone', 'keyboard focus is a desktop concern');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await voiceButton(page).focus();
    await expect(voiceIsland(page)).not.toHaveAttribute('ssr');
    await expect(voiceButton(page)).toBeFocused();
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('nothing moves when the islands hydrate', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // From here on: what the islands do. Shifts while the page loads (a busy machine can paint a
    // half-parsed header) are the page's CLS, which the bench measures with Lighthouse.
    await page.evaluate(() => ((window as unknown as { layoutShift: number }).layoutShift = 0));
    await wakeNavigation(page);
    await voiceButton(page).hover();
    await expect(voiceIsland(page)).not.toHaveAttribute('ssr');
    const chatControl = page.getByTestId('typed-chat-control');
    await chatControl.hover();
    await expect(page.locator('astro-island', { has: chatControl })).not.toHaveAttribute('ssr');
    await page.locator('section#reviews').scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
    // The carousel's motion features load after it; let them arrive and a frame be drawn.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });
});

test("the bar's shadow comes with the first 50 px of scrolling, from CSS alone", async ({ page }) => {
  await page.goto('/');
  // Visible: a shadow colour that is not fully transparent.
  const shadow = () => header(page).evaluate((bar) => /rgba\(0, 0, 0, 0\.\d+\)/.test(getComputedStyle(bar).boxShadow));
  expect(await shadow()).toBe(false);
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  expect(await shadow()).toBe(false);
  await page.mouse.wheel(0, 160);
  await expect.poll(shadow).toBe(true);
});

test('every island wakes through client:on: the page carries its one directive script, not Astro’s client:visible', async ({
  page,
}) => {
  await page.goto('/');
  const islands = await page
    .locator('astro-island')
    .evaluateAll((found) => found.map((island) => island.getAttribute('client')));
  expect(islands.length).toBeGreaterThan(0);
  expect(islands.filter((client) => client !== 'on')).toEqual([]);
  // Astro's directive scripts register themselves as `Astro.<name>`; each would be one more inline script.
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(inline.filter((script) => /Astro\.visible|\)\)\.visible=/.test(script))).toEqual([]);
  expect(inline.filter((script) => /\)\)\.on=/.test(script))).toHaveLength(1);
});
