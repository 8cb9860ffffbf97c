/**
 * The homes for rent (content/homes/, components/sections/Homes.astro). In all four projects
 * (JavaScript on and off, desktop and phone): the choice of city and of bedrooms, native radio
 * buttons and the stylesheet, finds the two-bedrooms in Saskatoon in two taps and says how many it
 * shows, or that none matches; a link to a home opens at its card; each card's two actions. Where
 * width alone matters (JavaScript plays no part): photos waiting until the visitor nears them, and
 * axe with a choice made; the keyboard on the desktop.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { homesText, sections, shownHomes, site } from '../fixtures/sample-content';
import { mostBedroomsChoice } from '../../src/lib/home-choices';
import { CHAT_OPENER_ATTRIBUTE } from '../../src/components/islands/typed-chat/chat-openers';
import { axeViolations } from './axe';
import { layoutOf } from './layout';

const homesSection = sections.find((section) => section.design === 'homes')!;
/** The homes the page shows, in its order, as content/homes/ holds them. */
const shown = shownHomes.map(({ data }) => data);
/** A home's choice of bedrooms: its number, the largest choice taking more. */
const sizeOf = (home: (typeof shown)[number]) => Math.min(home.bedrooms, mostBedroomsChoice);
/** A size the page offers (some home has it) that no home in Saskatoon has: the page says none matches. */
const missingInSaskatoon = shown
  .map(sizeOf)
  .find((size) => !shown.some((home) => home.city === 'Saskatoon' && sizeOf(home) === size))!;

/** The virtual screen reader's browser build, and the part of it the tests call. */
const virtualScreenReader = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/browser.js');
interface VirtualWindow {
  virtualScreenReader: {
    start(options: { container: Element }): Promise<void>;
    next(): Promise<void>;
    stop(): Promise<void>;
    spokenPhraseLog(): Promise<string[]>;
  };
}

const region = (page: Page) => page.getByRole('region', { name: homesSection.title });
/** The streets of the cards a visitor sees, in order. */
/**
 * The streets of the cards the choices keep (not display: none), laid out yet or not: a card far
 * from the view is drawn only as it comes near (content-visibility), and has no box until then.
 */
const streetsShown = (page: Page) =>
  region(page)
    .locator('article h3')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.closest('li')!.checkVisibility())
        .map((heading) => heading.textContent!.trim()),
    );
const cardOf = (page: Page, id: string) => page.locator(`#${homesSection.id}-${id}`);
/** A bedroom choice's words, as the page labels it. */
const bedroomsLabel = (choice: number) =>
  choice === 0
    ? homesText.bedrooms.studio
    : choice === mostBedroomsChoice
      ? homesText.filter.atLeast.replace('{n}', String(choice))
      : String(choice);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The line that says no home has both choices (one per city, the stylesheet showing the one that applies). */
const noMatch = (page: Page) => region(page).getByText(homesText.filter.noMatch).filter({ visible: true });
const choose = (page: Page, name: string) => region(page).getByRole('radio', { name, exact: true }).check();

/**
 * The count line as screen readers read it: Chromium's accessibility tree, where the number drawn by
 * the stylesheet (a CSS counter) is text like the words around it.
 */
async function countRead(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { nodeId: string; role?: { value: string }; name?: { value: string }; childIds?: string[] }[];
  };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const textOf = (id: string): string => {
    const node = byId.get(id);
    if (!node) return '';
    return node.role?.value === 'StaticText' ? (node.name?.value ?? '') : (node.childIds ?? []).map(textOf).join('');
  };
  const status = nodes.filter((node) => node.role?.value === 'status');
  await cdp.detach();
  return status.map((node) => textOf(node.nodeId)).find((text) => text.includes(String(shown.length))) ?? '';
}
const countSays = (n: number) =>
  homesText.filter.shown.replace('{n}', String(n)).replace('{total}', String(shown.length));

test('a choice of city and of bedrooms shows just those homes, soonest first, and says how many', async ({ page }) => {
  await page.goto('/');
  await region(page).scrollIntoViewIfNeeded();
  expect(await streetsShown(page)).toEqual(shown.map((home) => home.street));
  await expect.poll(() => countRead(page)).toBe(countSays(shown.length));

  // The two-bedrooms in Saskatoon, in two taps.
  await choose(page, 'Saskatoon');
  await choose(page, '2');
  const twoInSaskatoon = shown.filter((home) => home.city === 'Saskatoon' && home.bedrooms === 2);
  expect(twoInSaskatoon.length).toBeGreaterThan(0);
  expect(await streetsShown(page)).toEqual(twoInSaskatoon.map((home) => home.street));
  await expect.poll(() => countRead(page)).toBe(countSays(twoInSaskatoon.length));
  await expect(noMatch(page)).toHaveCount(0);

  // A size no home in Saskatoon has: the page says so.
  const missing = missingInSaskatoon;
  expect(missing).toBeDefined();
  await choose(page, bedroomsLabel(missing));
  expect(await streetsShown(page)).toEqual([]);
  await expect(noMatch(page)).toHaveCount(1);
  await expect.poll(() => countRead(page)).toBe(countSays(0));

  // Every city again: the homes of that size wherever they are.
  await choose(page, homesText.filter.anyCity);
  await expect(noMatch(page)).toHaveCount(0);
  expect(await streetsShown(page)).toEqual(shown.filter((home) => sizeOf(home) === missing).map((home) => home.street));

  // A link to a home the choice hides still opens at it.
  const elsewhere = shown.find((home) => sizeOf(home) !== missing)!;
  await page.goto(`/#${homesSection.id}-${elsewhere.id}`);
  await expect(cardOf(page, elsewhere.id)).toBeInViewport();
});

test.describe('the count where scripts run, as a screen reader has it', () => {
  // The virtual screen reader (@guidepup/virtual-screen-reader) is added to the page as a script of the
  // test's own, which the page's security policy would refuse.
  test.use({ bypassCSP: true, contextOptions: { reducedMotion: 'reduce' } });

  test('it is said when a choice changes it, and read before the cards', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled || layoutOf(page) !== 'desktop', 'text needs JavaScript; the width plays no part');
    await page.route('**/__virtual-screen-reader.js', (route) =>
      route.fulfill({ path: virtualScreenReader, contentType: 'text/javascript' }),
    );
    await page.goto('/');
    await region(page).scrollIntoViewIfNeeded();
    await page.addScriptTag({
      type: 'module',
      content: "import { virtual } from '/__virtual-screen-reader.js'; window.virtualScreenReader = virtual;",
    });
    await page.waitForFunction(() => 'virtualScreenReader' in window);
    // Its island awake: the count is live text, no longer the server's.
    await expect(region(page).locator('astro-island:has([role="status"])')).not.toHaveAttribute('ssr');
    await page.evaluate(
      (id) =>
        (window as unknown as VirtualWindow).virtualScreenReader.start({ container: document.getElementById(id)! }),
      homesSection.id,
    );
    const log = () => page.evaluate(() => (window as unknown as VirtualWindow).virtualScreenReader.spokenPhraseLog());

    await choose(page, 'Saskatoon');
    const inSaskatoon = shown.filter((home) => home.city === 'Saskatoon').length;
    await expect.poll(log).toContain(`polite: ${countSays(inSaskatoon)}`);
    await choose(page, bedroomsLabel(missingInSaskatoon));
    await expect.poll(log).toContain(`polite: ${countSays(0)}`);

    // Read in order from the section's start, the count comes before the first card's street.
    await choose(page, homesText.filter.anyCity);
    await choose(page, homesText.filter.anyBedrooms);
    const read = await page.evaluate(async () => {
      const reader = (window as unknown as VirtualWindow).virtualScreenReader;
      const before = (await reader.spokenPhraseLog()).length;
      for (let step = 0; step < 80; step += 1) await reader.next();
      return (await reader.spokenPhraseLog()).slice(before);
    });
    const count = read.findIndex((phrase) => phrase.includes(countSays(shown.length)));
    const firstStreet = read.findIndex((phrase) => phrase.includes(shown[0]!.street));
    expect(count, read.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstStreet).toBeGreaterThan(count);
    await page.evaluate(() => (window as unknown as VirtualWindow).virtualScreenReader.stop());
  });
});

test('each card offers a showing, by phone saying what to ask for (the chat where scripts run), and a plain link to apply', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/');
  for (const home of shown) {
    const card = cardOf(page, home.id);
    const address = `${home.street}, ${home.city}`;
    // What an enhancement of "Book a showing" reads from the card.
    await expect(card).toHaveAttribute('data-home', home.id);
    await expect(card).toHaveAttribute('data-home-address', address);
    const showing = card.locator('[data-home-actions]').getByRole('link', { name: homesText.bookShowing });
    await expect(showing).toHaveAttribute('href', `tel:${site.phone.e164}`);
    const byPhone = showing.getByText(
      homesText.showingByPhone.replace('{phone}', site.phone.display).replace('{address}', address),
    );
    // Where scripts run, the typed chat answers it (tests/e2e/homes-agent.spec.ts): no line for the phone.
    await expect(byPhone).toBeVisible({ visible: !javaScriptEnabled });
    await expect(showing).toHaveAttribute(CHAT_OPENER_ATTRIBUTE, 'showing');
    // Named with its street, so a list of the page's links tells one Apply from another.
    const apply = card.getByRole('link', { name: homesText.apply });
    await expect(apply).toHaveAccessibleName(new RegExp(`^${homesText.apply}\\s*:\\s*${escaped(home.street)}$`));
    await expect(apply).toHaveAttribute('href', home.applyUrl);
    await expect(apply).not.toHaveAttribute('target', /./);
    await expect(card).toContainText(`$${home.rent.toLocaleString('en-CA')}`);
    await expect(card).toContainText(homesText.pets[home.pets]);
    // Its first photo, sized so nothing moves when it comes, in more than one width.
    const photo = card.locator('img');
    await expect(photo).toHaveAttribute('alt', home.photos[0]!.alt);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\s\d+w,\s.*\s\d+w$/);
  }
  const pending = shown.find((home) => home.status === 'application-pending')!;
  await expect(cardOf(page, pending.id)).toContainText(homesText.applicationPending);
});

test.describe('where width matters', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same with JavaScript off: checked in two projects');
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('photos wait until the visitor nears them', async ({ page }) => {
    test.skip(layoutOf(page) !== 'phone', 'on a wide screen the browser fetches the first rows during the load');
    const photoName = (home: (typeof shown)[number]) => home.photos[0]!.image.replace(/^.*\/|\.svg$/g, '');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const last = shown.at(-1)!;
    expect(asked.some((path) => path.includes(photoName(last)))).toBe(false);
    await cardOf(page, last.id).scrollIntoViewIfNeeded();
    await expect.poll(() => asked.some((path) => path.includes(photoName(last)))).toBe(true);
  });

  test('axe finds nothing with a choice made, or with none matching', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await region(page).scrollIntoViewIfNeeded();
    await choose(page, 'Saskatoon');
    await choose(page, '2');
    expect(await axeViolations(page, `section#${homesSection.id}`)).toEqual([]);
    await choose(page, homesText.filter.anyCity);
    await choose(page, 'Saskatoon');
    await choose(page, bedroomsLabel(missingInSaskatoon));
    await expect(noMatch(page)).toHaveCount(1);
    expect(await axeViolations(page, `section#${homesSection.id}`)).toEqual([]);
  });

  test('the choices work from the keyboard: arrows move within a group, Tab to the next', async ({ page }) => {
    test.skip(layoutOf(page) !== 'desktop', 'a keyboard walk is a desktop concern');
    await page.goto('/');
    // The first city with a home, in content/site.json's order.
    const firstCity = site.serviceAreas.find((city) => shown.some((home) => home.city === city))!;
    await region(page).getByRole('radio', { name: homesText.filter.anyCity }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(region(page).getByRole('radio', { name: firstCity })).toBeChecked();
    expect(await streetsShown(page)).toEqual(
      shown.filter((home) => home.city === firstCity).map((home) => home.street),
    );
    await page.keyboard.press('Tab');
    await expect(region(page).getByRole('radio', { name: homesText.filter.anyBedrooms })).toBeFocused();
  });
});
