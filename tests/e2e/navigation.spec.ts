/**
 * The site header on the production build: real anchor links and <details> menus without
 * JavaScript; with it, the shadow threshold, the scroll-spy highlight, More and the small-screen
 * menu (Escape, outside clicks, choices), reduced motion and axe with each menu open.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { navigationText as words, sections, site } from '../fixtures/sample-content';
import { buildNavigationModel } from '~/lib/navigation-model';
import { homePath } from '~/lib/page-paths';
import { layoutOf } from './layout';
import { wakeNavigation } from './wake-islands';

/** A section's navigation label, as content/sections/ names it. */
const labelOf = (id: string) => {
  const navLabel = sections.find((section) => section.id === id)?.navLabel;
  if (!navLabel) throw new Error(`content/sections/: no navLabel for the section "${id}"`);
  return navLabel;
};

/**
 * Which sections the bar shows and which go under More, as the sections' own front matter says
 * (`navLabel`, `navPlacement`: the doors and the questions join Reviews under More with no code),
 * read through the navigation model the page is built from; the tests check the page shows them.
 */
const { barItems, moreItems } = buildNavigationModel(sections, homePath);
const phoneName = words.phoneLink.replace('{phone}', site.phone.display);
const logoName = words.logoLink.replace('{brand}', site.brand);

const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page) => header(page).getByRole('navigation', { name: words.landmarkLabel });
const moreButton = (page: Page) => nav(page).getByRole('button', { name: words.more, exact: true });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: /menu/i });
/** The panel a disclosure button controls. */
const panelOf = async (button: Locator) =>
  button.page().locator(`[id="${await button.getAttribute('aria-controls')}"]`);
/** Whatever the header marks as current. */
const current = (page: Page) => header(page).locator('[aria-current="true"]');

/** Opens the page and wakes the island (it hydrates on the visitor's first action, not at load). */
async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await wakeNavigation(page);
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Top of a section relative to the viewport. */
const sectionTop = (page: Page, id: string) =>
  page.locator(`section#${id}`).evaluate((section) => section.getBoundingClientRect().top);

/** Whether the window is scrolled as far down as it goes. */
const atPageEnd = (page: Page) =>
  page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);

/** Checks the section is in place below the bar: at the anchor offset, or as high as the page end allows. */
async function expectLandedBelowBar(page: Page, id: string) {
  const barBottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
  await expect
    .poll(
      async () => {
        const top = await sectionTop(page, id);
        const scrollY = await page.evaluate(() => window.scrollY);
        // The first section starts at the top of the page, under the bar, with room made for it.
        if (top === 0 && scrollY === 0) return true;
        return top >= barBottom - 1 && (top <= 100 || (await atPageEnd(page)));
      },
      { message: `#${id} lands just below the bar` },
    )
    .toBe(true);
}

/** Link of an item in the layout that shows: the bar (and More) on desktop, the menu on phones. */
async function activeLayoutLink(page: Page, label: string) {
  if (layoutOf(page) === 'desktop') {
    if (moreItems.some((item) => item.label === label))
      return (await panelOf(moreButton(page))).getByRole('link', { name: label, includeHidden: true });
    return nav(page).getByRole('link', { name: label, exact: true });
  }
  return (await panelOf(menuButton(page))).getByRole('link', { name: label, exact: true, includeHidden: true });
}

/** Expects exactly one current item, `label`, in the layout that shows. */
async function expectCurrent(page: Page, label: string) {
  await expect(current(page)).toHaveCount(1);
  await expect(current(page)).toHaveText(label);
  await expect(await activeLayoutLink(page, label)).toHaveAttribute('aria-current', 'true');
}

/** Runs axe (WCAG 2.2 AA) on the whole page with motion settled. */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('header without JavaScript, and its HTML for everyone', () => {
  test('is a fixed bar 4.5rem tall that stays at the top', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveCSS('position', 'fixed');
    expect((await header(page).boundingBox())?.height).toBe(72);
    await scrollToY(page, 1500);
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
  });

  test('links the logo and every item to its section with plain anchors', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: logoName })).toHaveAttribute('href', '#home');
    for (const item of [...barItems, ...moreItems]) {
      const links = nav(page).getByRole('link', { name: item.label, exact: true, includeHidden: true });
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href')),
      )) {
        expect(href).toBe(`#${item.id}`);
      }
      await expect(page.locator(`section#${item.id}`)).toHaveCount(1);
    }
    const phoneLinks = nav(page).getByRole('link', { name: phoneName, includeHidden: true });
    for (const href of await phoneLinks.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href')),
    )) {
      expect(href).toBe(`tel:${site.phone.e164}`);
    }
    expect(await phoneLinks.count()).toBe(2);
  });

  test('shows the bar items, More, the phone number and Email on desktop', async ({ page }) => {
    test.skip(layoutOf(page) !== 'desktop', 'desktop layout');
    await page.goto('/');
    for (const item of barItems)
      await expect(nav(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();
    const phone = nav(page).getByRole('link', { name: phoneName });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(site.phone.display);
    await expect(nav(page).getByRole('link', { name: words.email, exact: true })).toHaveAttribute('href', '#contact');
    await expect(nav(page).getByText(words.more, { exact: true })).toBeVisible();
    await expect(nav(page).getByText(words.menu, { exact: true })).toBeHidden();
  });

  /**
   * The specification's bar, in its order, written out by hand: these stay in the bar at every width
   * that shows the bar's items, whatever else joins them (Rentals, ours, sits among them).
   */
  const specifiedBar = ['Home', 'About', 'Services', 'Commercial Cleaning', 'Property Development', 'Contact', 'More'];

  for (const width of [1280, 1440, 1024])
    test(`at ${width} px the company's name reads on two lines at most, beside every link the bar has`, async ({
      page,
      javaScriptEnabled,
    }) => {
      test.skip(
        layoutOf(page) !== 'desktop' || !javaScriptEnabled,
        'desktop widths; the header is the same without JavaScript',
      );
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const brand = header(page).getByRole('link', { name: logoName }).getByText(site.brand, { exact: true });
      const lines = await brand.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        // One box per line of text: their distinct tops.
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      await test.info().attach(`brand lines at ${width} px`, { body: String(lines) });
      expect(lines).toBeLessThanOrEqual(2);
      if (width >= 1280) {
        // The specification's items, in its order, then the phone number and Email, all in the bar's one row.
        const shownInBar = await nav(page)
          .locator('a:visible, summary:visible, button:visible')
          .evaluateAll((elements) =>
            elements.map((element) => ({
              text: element.textContent?.trim() ?? '',
              box: element.getBoundingClientRect(),
            })),
          );
        const texts = shownInBar.map(({ text }) => text);
        expect(texts.filter((text) => specifiedBar.includes(text))).toEqual(specifiedBar);
        expect(texts.slice(-2)).toEqual([site.phone.display, words.email]);
        const rowTop = Math.round(shownInBar[0]!.box.top);
        for (const { text, box } of shownInBar) {
          expect(Math.round(box.top), `${text} sits on the bar's one row`).toBe(rowTop);
          expect(box.right, `${text} ends inside the window`).toBeLessThanOrEqual(width);
        }
      } else {
        await expect(nav(page).getByText(words.menu, { exact: true }).filter({ visible: true })).toHaveCount(1);
      }
      // Nothing runs past the header or under the brand.
      const [brandBox, navBox] = await Promise.all([brand.boundingBox(), nav(page).boundingBox()]);
      expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(navBox!.x);
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(width);
    });

  test('keeps every target at least 24 px, and 44 px in the small-screen menu', async ({ page, javaScriptEnabled }) => {
    await page.goto('/');
    if (layoutOf(page) === 'phone') {
      if (javaScriptEnabled) await wakeNavigation(page);
      await nav(page).getByText(words.menu, { exact: true }).click();
    }
    const targets = nav(page).locator('a:visible, button:visible, summary:visible');
    expect(await targets.count()).toBeGreaterThan(2);
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      const name = (await target.textContent()) ?? '';
      expect(box?.height, name).toBeGreaterThanOrEqual(layoutOf(page) === 'desktop' ? 24 : 44);
      expect(box?.width, name).toBeGreaterThanOrEqual(24);
    }
  });

  test.describe('with JavaScript off', () => {
    test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'checks the no-JavaScript fallback');

    test('opens the small-screen menu as a <details> and reaches every item', async ({ page }) => {
      test.skip(layoutOf(page) !== 'phone', 'small-screen layout');
      await page.goto('/');
      const summary = nav(page).locator('summary', { hasText: words.menu });
      await expect(summary).toBeVisible();
      const panel = nav(page)
        .locator('details', { has: page.locator('summary', { hasText: words.menu }) })
        .getByRole('list');
      await expect(panel).toBeHidden();
      await summary.click();
      await expect(panel).toBeVisible();
      for (const item of [...barItems, ...moreItems])
        await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: phoneName })).toBeVisible();
      await panel.getByRole('link', { name: 'Property Development' }).click();
      await expect(page).toHaveURL(/#property-development$/);
      await expectLandedBelowBar(page, 'property-development');
    });

    test('opens More as a <details> that reveals the doors, Reviews and the questions', async ({ page }) => {
      test.skip(layoutOf(page) !== 'desktop', 'desktop layout');
      for (const item of moreItems) {
        await page.goto('/');
        const summary = nav(page).locator('summary', { hasText: words.more });
        const link = nav(page).getByRole('link', { name: item.label, exact: true });
        await expect(link).toBeHidden();
        await summary.click();
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${item.id}$`));
        await expectLandedBelowBar(page, item.id);
      }
    });

    test('follows every bar link to its section', async ({ page }) => {
      test.skip(layoutOf(page) !== 'desktop', 'desktop layout');
      await page.goto('/');
      for (const item of [...barItems].reverse()) {
        await nav(page).getByRole('link', { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${item.id}$`));
        await expectLandedBelowBar(page, item.id);
      }
    });
  });
});

test.describe('header with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'needs the island');

  test('turns <details> into buttons with aria-expanded and aria-controls', async ({ page }) => {
    await openHydrated(page);
    await expect(nav(page).locator('details')).toHaveCount(0);
    // More and the menu button; one of them is in the layout that is not showing.
    const buttons = nav(page).locator('button[aria-controls]');
    await expect(buttons).toHaveCount(2);
    await expect(buttons.filter({ hasText: words.more })).toHaveCount(1);
    await expect(buttons.filter({ hasText: words.menu })).toHaveCount(1);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(await panelOf(button)).toHaveCount(1);
    }
  });

  test('writes each link once, in the markup: the island reads its links back from there, not from its props', async ({
    page,
  }) => {
    await page.goto('/');
    const props = await page.locator('astro-island', { has: header(page) }).getAttribute('props');
    for (const item of [...barItems, ...moreItems]) expect(props).not.toContain(JSON.stringify(item.label));
    await wakeNavigation(page);
    await expect(nav(page).locator('details')).toHaveCount(0);
    const linksIn = (list: Locator) =>
      list
        .locator('a[href^="#"]')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    const expected = (items: typeof barItems) => items.map((item) => [item.label, `#${item.id}`]);
    expect(await linksIn(nav(page).locator('ul').first())).toEqual(expected([...barItems, ...moreItems]));
    // Both layouts' panels, the one that is not showing too.
    const toggle = (name: string) => nav(page).locator('button[aria-controls]', { hasText: name });
    expect(await linksIn(await panelOf(toggle(words.more)))).toEqual(expected(moreItems));
    expect(await linksIn(await panelOf(toggle(words.menu)))).toEqual(expected([...barItems, ...moreItems]));
  });

  /** The header casts a visible shadow past 50 px of scroll and none at 50 px or less, both ways. */
  async function expectShadowOnlyPast50(page: Page) {
    // Visible: some shadow colour that is not fully transparent (the CSS scroll-driven shadow
    // computes to transparent shadows, not `none`, before 50 px).
    const shadow = () =>
      header(page).evaluate((element) => /rgba\(0, 0, 0, 0\.\d+\)/.test(getComputedStyle(element).boxShadow));
    await expect.poll(shadow).toBe(false);
    await scrollToY(page, 40);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    expect(await shadow()).toBe(false);
    await scrollToY(page, 60);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(shadow).toBe(true);
    await scrollToY(page, 0);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(shadow).toBe(false);
  }

  test('casts a shadow only once the page is scrolled more than 50 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page);
    await expectShadowOnlyPast50(page);
  });

  test.describe('in a browser without scroll-driven animations', () => {
    // The test's own style, which stands in for such a browser, needs the page's policy set aside.
    test.use({ bypassCSP: true });

    test('the island casts the shadow itself, past 50 px only', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHydrated(page);
      await page.addStyleTag({ content: 'header.shadow-after-scroll { animation: none !important; }' });
      await expectShadowOnlyPast50(page);
    });
  });

  test('starts with Home current', async ({ page }) => {
    await openHydrated(page);
    await expectCurrent(page, labelOf('home'));
  });

  test('clicking each item scrolls there and makes exactly that item current', async ({ page }) => {
    await openHydrated(page);
    // From the bottom up, so every click really has to move the page.
    for (const item of [...barItems, ...moreItems].reverse()) {
      if (layoutOf(page) === 'desktop') {
        if (moreItems.includes(item)) {
          await moreButton(page).click();
          await (await panelOf(moreButton(page))).getByRole('link', { name: item.label }).click();
        } else {
          await nav(page).getByRole('link', { name: item.label, exact: true }).click();
        }
      } else {
        await menuButton(page).click();
        await (await panelOf(menuButton(page))).getByRole('link', { name: item.label, exact: true }).click();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(page).toHaveURL(new RegExp(`#${item.id}$`));
      await expectLandedBelowBar(page, item.id);
      await expect.poll(async () => (await current(page).allTextContents()).join('|')).toBe(item.label);
      await expectCurrent(page, item.label);
    }
  });

  test('the logo scrolls back to the top and Home', async ({ page }) => {
    await openHydrated(page);
    await scrollToY(page, 3000);
    await expect.poll(async () => (await current(page).allTextContents()).join('|')).not.toBe(labelOf('home'));
    await header(page).getByRole('link', { name: logoName }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectCurrent(page, labelOf('home'));
  });

  test('Email scrolls to the contact section', async ({ page }) => {
    test.skip(layoutOf(page) !== 'desktop', 'desktop layout');
    await openHydrated(page);
    await nav(page).getByRole('link', { name: words.email, exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expectLandedBelowBar(page, 'contact');
    await expectCurrent(page, labelOf('contact'));
  });

  test('scrolling by wheel or keyboard moves the highlight, Reviews included', async ({ page }) => {
    await openHydrated(page);
    await expectCurrent(page, labelOf('home'));
    // Put the 100 px line 40 px into each section by wheel, in page order. A section coming near may
    // turn its held height into its real one on the way (styles/global.css, .render-near-view) and
    // move those after it: the wheel goes on until the line is in place, as a visitor's would.
    for (const item of [...barItems.slice(1, 5), ...moreItems]) {
      await page.mouse.move(200, 400);
      await expect(async () => {
        const off = (await sectionTop(page, item.id)) - 60;
        if (Math.abs(off) >= 2) await page.mouse.wheel(0, off);
        await expect
          .poll(async () => Math.abs((await sectionTop(page, item.id)) - 60), { timeout: 2_000 })
          .toBeLessThan(2);
      }).toPass();
      await expectCurrent(page, item.label);
      if (item.id === 'reviews') {
        // Reviews has no slot in the bar: no bar link is current there.
        await expect(nav(page).locator('ul').first().locator('> li > a[aria-current]')).toHaveCount(0);
      }
    }
    // Chromium may drop a scroll key that arrives while a page is still growing (lazy images and
    // islands below load as they come into view), so each press is retried until the page moves.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect.poll(() => atPageEnd(page), { timeout: 2_000 }).toBe(true);
    }).toPass();
    await expectCurrent(page, labelOf('contact'));
    await expect(async () => {
      await page.keyboard.press('Home');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2_000 }).toBe(0);
    }).toPass();
    await expectCurrent(page, labelOf('home'));
  });

  test('scrolls instantly under prefers-reduced-motion, smoothly otherwise', async ({ page }) => {
    const jumpOnClick = () =>
      page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>('header a[href="#contact"]')][0]!;
        window.scrollTo({ top: 0, behavior: 'instant' });
        link.click();
        return window.scrollY;
      });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page);
    expect(await jumpOnClick()).toBeGreaterThan(1000);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await jumpOnClick()).toBeLessThan(1000);
    await expectLandedBelowBar(page, 'contact');
  });

  test.describe('More', () => {
    test.skip(({ page }) => layoutOf(page) !== 'desktop', 'desktop layout');

    test('opens, and closes on Escape with focus back on More', async ({ page }) => {
      await openHydrated(page);
      const panel = await panelOf(moreButton(page));
      await expect(panel).toBeHidden();
      await moreButton(page).click();
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: labelOf('reviews') })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: moreItems[0]!.label })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(moreButton(page)).toBeFocused();
    });

    test('closes on a click outside', async ({ page }) => {
      await openHydrated(page);
      await moreButton(page).click();
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'true');
      await page.locator('section#home h1').click();
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('closes after a choice, which scrolls there', async ({ page }) => {
      await openHydrated(page);
      await moreButton(page).click();
      await (await panelOf(moreButton(page))).getByRole('link', { name: labelOf('reviews') }).click();
      await expect(moreButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expectLandedBelowBar(page, 'reviews');
      await expectCurrent(page, labelOf('reviews'));
    });

    test('passes axe while open', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHydrated(page);
      await moreButton(page).click();
      await expect((await panelOf(moreButton(page))).getByRole('link', { name: labelOf('reviews') })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('small-screen menu', () => {
    test.skip(({ page }) => layoutOf(page) !== 'phone', 'small-screen layout');

    test('opens with every item and the phone link, and closes on Escape with focus back', async ({ page }) => {
      await openHydrated(page);
      const panel = await panelOf(menuButton(page));
      await expect(panel).toBeHidden();
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      for (const item of [...barItems, ...moreItems])
        await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: phoneName })).toHaveAttribute('href', `tel:${site.phone.e164}`);
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: labelOf('home') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });

    test('closes on a tap outside', async ({ page }) => {
      await openHydrated(page);
      await menuButton(page).click();
      await expect(await panelOf(menuButton(page))).toBeVisible();
      // Below the open panel: plain page content.
      const viewportHeight = page.viewportSize()?.height ?? 800;
      await page.mouse.click(8, viewportHeight - 60);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    test('resets when the window grows to desktop width', async ({ page }) => {
      await openHydrated(page);
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(menuButton(page)).toBeHidden();
      await expect(moreButton(page)).toBeVisible();
      await page.setViewportSize({ width: 412, height: 839 });
      await expect(menuButton(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(await panelOf(menuButton(page))).toBeHidden();
    });

    test('passes axe while open', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHydrated(page);
      await menuButton(page).click();
      await expect((await panelOf(menuButton(page))).getByRole('link', { name: labelOf('home') })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('passes axe with the header closed and the page scrolled', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page);
    await scrollToY(page, 1200);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expectNoAxeViolations(page);
  });
});
