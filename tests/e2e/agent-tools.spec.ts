/**
 * The agent shows what it talks about, in Chromium: its tool calls, in a voice call (the fake-voice
 * build, whose scripted SDK the test makes send `tool-calls` messages) and in the typed chat (the
 * production build and the fake API's "tool-call" answer), scroll the page to a section, mark a card,
 * or show a contact card whose link comes from content/; never while the visitor is scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { agentPageProps, chatText, homesText, sections, shownHomes } from '../fixtures/sample-content';
import { ownFakeApiClient } from './chat-helpers';
import { gapUnderHeader } from './layout';
import { fakeVoiceUrl, productionUrl } from './servers';
import { blockVoiceThirdParties, playToolCalls, siteData, voiceText } from './voice-helpers';

test.describe.configure({ mode: 'serial' });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');

const { text } = agentPageProps;
const servicesLabel = agentPageProps.sectionLabels.services!;
const homesSection = sections.find((section) => section.design === 'homes')!;
const card = agentPageProps.choices.items.find(({ id }: { id: string }) => id.startsWith('cleaning-'))!;
const panel = (page: Page) => page.getByTestId('voice-chat-panel');
const agentLine = (page: Page) => panel(page).getByTestId('agent-shown');

/** Makes the fake SDK send one `tool-calls` message, as the platform does. */
/** A point of the viewport where the page shows, clear of the fixed header and the floating control. */
const pageSpot = (page: Page) =>
  page.evaluate(() => {
    const covered = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest('header, [data-testid="conversation-control"]') !== null;
    for (let y = Math.round(window.innerHeight / 2); y > 0; y -= 16) {
      for (let x = 4; x < window.innerWidth; x += 16) if (!covered(x, y)) return { x, y };
    }
    throw new Error('the header and the floating control cover the whole viewport');
  });

async function startCall(page: Page) {
  await page.goto(fakeVoiceUrl);
  await page.getByRole('button', { name: voiceText.startLabel, exact: true }).click();
  await expect(page.getByRole('button', { name: voiceText.endLabel, exact: true })).toBeVisible();
}

test.describe('in a voice call', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page, context }) => {
    await blockVoiceThirdParties(page);
    await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
  });

  test('show_section brings the section under the header at once (reduced motion: a jump), and the panel says so', async ({
    page,
  }) => {
    await startCall(page);
    await playToolCalls(page, ['e2e-1', agentToolNames.showSection, '{"section":"services"}']);
    // No waiting for an animation: under reduced motion the move is a jump.
    const gap = await gapUnderHeader(page, 'services');
    expect(Math.abs(gap)).toBeLessThan(16);
    await expect(agentLine(page)).toContainText(text.showing.replace('{label}', servicesLabel));
  });

  test('point_to brings the card into view and marks it with words for a few seconds, without moving anything', async ({
    page,
  }) => {
    await startCall(page);
    const target = page.locator(`[data-agent-item="${card.id}"]`);
    // Where the card is in its section: the sections before it are laid out for the move (their
    // estimated heights made real: styles/global.css, .render-near-view), so its place on the page may change.
    const placeInSection = () =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          top: Math.round(box.top - element.closest('section')!.getBoundingClientRect().top),
          height: box.height,
        };
      });
    const before = await placeInSection();
    await playToolCalls(page, ['e2e-2', agentToolNames.pointTo, JSON.stringify({ item: card.id })]);
    await expect(target).toBeInViewport();
    await expect(target).toHaveAttribute('data-agent-pointed', text.pointedMark);
    const pointedLabel = await target.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(pointedLabel).toBe(`"${text.pointedMark}"`);
    // Marked, not moved: the card's box is where it was in its section, and as tall.
    expect(await placeInSection()).toEqual(before);
    await expect(target).not.toHaveAttribute('data-agent-pointed', { timeout: 8_000 });
  });

  test('while the visitor is scrolling the page stays put; the panel offers to go instead', async ({ page }) => {
    await startCall(page);
    // The wheel turns over the page itself: over the call's panel it would scroll the captions.
    const { x, y } = await pageSpot(page);
    await page.mouse.move(x, y);
    // A wheel scrolls over several frames: the place the visitor reads is where that scroll ends.
    const scrollEnded = page.evaluate(
      () => new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })),
    );
    await page.mouse.wheel(0, 400);
    await scrollEnded;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const reading = await page.evaluate(() => window.scrollY);
    await playToolCalls(page, ['e2e-3', agentToolNames.showSection, '{"section":"contact"}']);
    const goTo = panel(page).getByRole('button', {
      name: text.goTo.replace('{label}', agentPageProps.sectionLabels.contact!),
    });
    await expect(goTo).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(reading);
    await goTo.click();
    expect(Math.abs(await gapUnderHeader(page, 'contact'))).toBeLessThan(16);
  });

  test('point_to a home the choices hide widens them for good, says so in the count; "Go to" lands on it whatever the visitor chose since', async ({
    page,
  }) => {
    const home = shownHomes[0]!.data;
    const otherCity = siteData.serviceAreas.find((city) => city !== home.city)!;
    const homes = page.getByRole('region', { name: homesSection.title });
    const homeCard = page.locator(`#${homesSection.id}-${home.id}`);
    const count = homes.getByRole('status');
    const countOf = (words: string, n: number) =>
      words.replace('{n}', String(n)).replace('{total}', String(shownHomes.length));
    await startCall(page);
    // The visitor chooses another city (the page scrolls to it: they are reading), which hides the home.
    await homes.getByRole('radio', { name: otherCity, exact: true }).check();
    await expect(homeCard).toBeHidden();
    const inOtherCity = shownHomes.filter(({ data }) => data.city === otherCity).length;
    await expect(count).toHaveText(countOf(homesText.filter.shown, inOtherCity));

    await playToolCalls(page, ['e2e-6', agentToolNames.pointTo, JSON.stringify({ item: home.id })]);
    await expect(homeCard).toHaveAttribute('data-agent-pointed', text.pointedMark);
    await expect(homeCard).toBeVisible();
    // Every city again (the home's size was not chosen), said in the count.
    await expect(homes.getByRole('radio', { name: homesText.filter.anyCity })).toBeChecked();
    await expect(count).toHaveText(countOf(homesText.filter.shownWidened, shownHomes.length));
    // The mark goes; the home stays.
    await expect(homeCard).not.toHaveAttribute('data-agent-pointed', { timeout: 8_000 });
    await expect(homeCard).toBeVisible();

    // The visitor was reading, so the panel offers to go there; meanwhile they hide the home again.
    const goTo = panel(page).getByRole('button', { name: text.goTo.replace('{label}', home.street) });
    await expect(goTo).toBeVisible();
    await homes.getByRole('radio', { name: otherCity, exact: true }).check();
    await expect(homeCard).toBeHidden();
    await expect(count).toHaveText(countOf(homesText.filter.shown, inOtherCity));
    await goTo.click();
    await expect(homeCard).toBeVisible();
    await expect(homeCard).toBeInViewport();
    await expect(count).toHaveText(countOf(homesText.filter.shownWidened, shownHomes.length));
  });

  test('show_contact shows a card whose link comes from content/; an undeclared tool does nothing', async ({
    page,
  }) => {
    await startCall(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    await playToolCalls(
      page,
      ['e2e-4', 'open_window', '{"url":"https://evil.example"}'],
      ['e2e-5', agentToolNames.showContact, { method: 'phone' }],
    );
    const contactCard = agentLine(page).getByTestId('agent-contact-card');
    await expect(contactCard.getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
      'href',
      `tel:${siteData.phone.e164}`,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(page.url()).toBe(`${fakeVoiceUrl}/`);
  });
});

test('in the typed chat, a tool call in the answer shows the section (smoothly, without reduced motion)', async ({
  page,
  request,
}) => {
  await ownFakeApiClient(page, request, 'agent-tools-spec', { chatScenario: 'tool-call' });
  await page.goto(productionUrl);
  await page.getByRole('button', { name: chatText.openLabel }).click();
  const box = page.getByRole('textbox', { name: chatText.inputLabel });
  // Typed words, spaces included: keys in the text box are not the visitor scrolling.
  await box.pressSequentially('What services do you offer?');
  await box.press('Enter');
  const chatPanel = page.getByRole('dialog', { name: chatText.title });
  await expect(chatPanel.getByTestId('agent-shown')).toContainText(text.showing.replace('{label}', servicesLabel));
  await expect.poll(() => gapUnderHeader(page, 'services').then(Math.abs)).toBeLessThan(16);
  // Focus never moves.
  await expect(box).toBeFocused();
});
