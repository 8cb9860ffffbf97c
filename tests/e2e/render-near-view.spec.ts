/**
 * The sections after the first view and the footer are laid out only near the viewport
 * (`content-visibility: auto`, src/styles/global.css), and every way of reaching one still lands exactly: a smooth anchor scroll
 * from the top of the page (aimed once, at its start), a jump, and the smooth scroll of the agent's
 * page tools (tests/e2e/agent-tools.spec.ts tests the tools themselves).
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { agentPageProps, sections, shownHomes } from '../fixtures/sample-content';
import { ask, chatReplies, ownFakeApiClient } from './chat-helpers';

const below = sections.slice(1).map((section) => section.id);

/** Where a section's top is against where the page's scroll padding puts a reached section. */
const offMark = (page: Page, id: string) =>
  page.evaluate((id) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.round(document.getElementById(id)!.getBoundingClientRect().top - padding);
  }, id);

/** Resolves once the page has stopped scrolling (read from here: without JavaScript no frame callback runs). */
async function scrollSettled(page: Page) {
  let last = -1;
  for (let still = 0; still < 5;) {
    await page.waitForTimeout(100);
    const y = await page.evaluate(() => window.scrollY);
    still = y === last ? still + 1 : 0;
    last = y;
  }
}

test('leaves the sections after the first view unrendered until they come near', async ({ page }) => {
  await page.goto('/');
  // A section's contents are skipped, not the section, which holds their place.
  const drawn = (id: string) =>
    page.evaluate(
      (id) => document.getElementById(id)!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      id,
    );
  expect(await drawn(below.at(-1)!), 'the last section, far below the first view').toBe(false);
  await page.locator(`#${below.at(-1)}`).scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(below.at(-1)!)).toBe(true);
  expect(
    await page.evaluate((id) => getComputedStyle(document.getElementById(id)!).contentVisibility, below.at(-1)!),
  ).toBe('auto');
});

test('leaves the footer unrendered until it comes near, and the page still ends at its last line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const drawn = () =>
    footer.evaluate((footer) => footer.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(), 'the footer, at the end of the page').toBe(false);
  // To the end, as a visitor's End key takes them; again once the footer has its real height.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return footer.evaluate((footer) => Math.abs(footer.getBoundingClientRect().bottom - window.innerHeight));
    })
    .toBeLessThan(1);
  expect(await drawn()).toBe(true);
  await expect(footer.getByText(/©/)).toBeInViewport();
});

test('lays out only the homes’ cards near the view, and the reviews only near them', async ({ page }) => {
  const idOf = (design: string) => sections.find((section) => section.design === design)!.id;
  await page.goto('/');
  const cards = page.locator(`#${idOf('homes')} [data-home]`);
  // A card's contents are skipped, not the card, which holds its place.
  const drawn = () =>
    cards.evaluateAll((all) =>
      all.map((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
    );
  const onLoad = await drawn();
  expect(onLoad.at(-1), 'the last card, several screens below the first view').toBe(false);
  expect(
    await page.evaluate(
      (id) => document.getElementById(id)!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      idOf('reviews'),
    ),
    'the reviews, far below',
  ).toBe(false);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
});

for (const id of below) {
  test(`a smooth anchor scroll from the top lands exactly on #${id}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.evaluate((id) => {
      const link = Object.assign(document.createElement('a'), { href: `#${id}` });
      document.body.append(link);
      link.click();
      link.remove();
    }, id);
    await scrollSettled(page);
    expect(Math.abs(await offMark(page, id))).toBeLessThanOrEqual(1);
  });
}

test('opened at an address with a section’s anchor, the page starts exactly there', async ({ page }) => {
  await page.goto(`/#${below.at(-1)}`);
  await scrollSettled(page);
  expect(Math.abs(await offMark(page, below.at(-1)!))).toBeLessThanOrEqual(1);
});

test('opened at the address of a home for rent, the page starts exactly at its card', async ({ page }) => {
  const section = sections.find(({ design }) => design === 'homes')!;
  // The one furthest down: the soonest available come first.
  const home = shownHomes.at(-1)!;
  const id = `${section.id}-${home.data.id}`;
  await page.goto(`/#${id}`);
  await scrollSettled(page);
  expect(Math.abs(await offMark(page, id))).toBeLessThanOrEqual(1);
});

test('the agent’s smooth scroll to the last section it can show, from the top, lands exactly', async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the agent needs JavaScript');
  // The furthest from the top: every section it passes holds only an estimate until the page tools
  // have the page laid out (place-on-page.tsx), the moment before they aim the scroll.
  const last = [...below].reverse().find((id) => id in agentPageProps.sectionLabels)!;
  await ownFakeApiClient(page, request, `render-near-view-${test.info().testId}`, {
    chatScenario: 'script',
    script: [{ reply: 'Here it is.', toolCall: { name: agentToolNames.showSection, arguments: { section: last } } }],
  });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await ask(page, 'Where do I find that?');
  await expect(chatReplies(page)).toContainText('Here it is.');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await scrollSettled(page);
  expect(Math.abs(await offMark(page, last))).toBeLessThanOrEqual(1);
});
