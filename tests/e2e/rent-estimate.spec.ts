/**
 * An owner's question answered, in Chromium at both widths: the owners' table of what homes rent for
 * (content/market-rents.json), with and without scripts; and the agent's estimate for a home, worked
 * out by the page from content alone, in the typed chat (the fake platform's "script" scenario) and in
 * a voice call (the fake-voice build), its figures given back to the agent; a city not served shows nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { fillTemplate } from '~/lib/placeholders';
import {
  agentPageProps,
  chatText,
  fees,
  marketRents,
  marketRentsText,
  sections,
  site,
} from '../fixtures/sample-content';
import { axeViolations } from './axe';
import {
  ask,
  chatBox,
  chatControl,
  chatPanel,
  chatQuestions,
  expectRefusedInChat,
  scriptedClient,
} from './chat-helpers';
import { productionUrl } from './servers';
import { playToolCalls, sentIntoCall, startFakeCall } from './voice-helpers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const words = agentPageProps.text.estimate;
/** "$1,559", as the page writes a whole number of dollars. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-CA')}`;
/** "Regina, Saskatoon and Moose Jaw": the cities served, each with figures in the sample. */
const cities = `${site.serviceAreas.slice(0, -1).join(', ')} and ${site.serviceAreas.at(-1)}`;
const table = (page: Page) => page.getByRole('table', { name: fillTemplate(marketRentsText.caption, { cities }) });
const [source] = marketRents.sources;
const figure = (city: string, size: string) =>
  marketRents.rents.find((rent) => rent.city === city && rent.size === size && !rent.kind)!;
const saskatoonTwo = figure('Saskatoon', 'two-bedroom');
const condoInSaskatoon = { city: 'Saskatoon', kind: 'condo', bedrooms: 2 };
/** The owners' part of the page, whatever its id: the section the table is in. */
const ownersSection = sections.find(({ design }) => design === 'property-services')!.id;

test.describe("the owners' table", () => {
  test('every figure under its size and city, the survey and its date, the page it was read on, an invitation to ask', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(productionUrl);
    const rents = table(page);
    await rents.scrollIntoViewIfNeeded();
    await expect(rents).toBeVisible();
    await expect(rents.getByRole('columnheader')).toHaveText([marketRentsText.size, ...site.serviceAreas]);
    for (const { city, size, rent } of marketRents.rents) {
      const row = rents.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: marketRentsText.sizes[size], exact: true }),
      });
      await expect(row.getByRole('cell').nth(site.serviceAreas.indexOf(city))).toHaveText(dollars(rent));
    }
    // Whole on a phone: nothing wider than the screen.
    const width = page.viewportSize()!.width;
    expect((await rents.boundingBox())!.width).toBeLessThanOrEqual(width);
    // The table, in the scroller that keeps it from widening the page, in its card.
    const box = rents.locator('xpath=../..');
    await expect(box).toContainText(`${source!.survey}, October 2025`);
    await expect(box).toContainText(source!.homes);
    await expect(box.getByRole('link', { name: source!.publishedBy })).toHaveAttribute('href', source!.url);
    const askLink = box.getByRole('link', { name: marketRentsText.ask });
    await expect(askLink).toHaveAttribute('href', `tel:${site.phone.e164}`);
    const byPhone = box.getByText(fillTemplate(marketRentsText.askByPhone, { phone: site.phone.display }));
    if (!javaScriptEnabled) {
      // No script, no assistant: the link calls the company, and says what to ask.
      await expect(byPhone).toBeVisible();
      return;
    }
    await expect(byPhone).toBeHidden();
    expect(await axeViolations(page, `#${ownersSection}`)).toEqual([]);
    // Where the assistant answers, the link opens its conversation with the owner's question.
    await askLink.click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatBox(page)).toHaveValue(chatText.requests.rentEstimate);
  });

  test('on a 320 px phone the table scrolls within its card instead of running past it', async ({ page }, {
    project,
  }) => {
    test.skip(project.name !== 'phone', 'the width is set here; the layout needs no script');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(productionUrl);
    await table(page).scrollIntoViewIfNeeded();
    await expect(table(page)).toBeVisible();
    // Its card holds all of it (it ran 25 px past the card, and the page's edge cut off the last city).
    const card = table(page).locator('xpath=../..');
    expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect((await card.boundingBox())!.x + (await card.boundingBox())!.width).toBeLessThanOrEqual(320);
  });

  test('with large text the table scrolls in a box that takes keyboard focus, named by its caption: axe clean, the arrows scroll it', async ({
    page,
  }, { project }) => {
    test.skip(project.name !== 'phone', 'the width is the phone’s; the text size is set here');
    await page.goto(productionUrl);
    // The visitor's text twice as large, as a browser's text-size setting makes it (through the CSSOM,
    // which the page's style policy allows where it refuses a style element).
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await table(page).scrollIntoViewIfNeeded();
    const scroller = page.getByRole('region', { name: fillTemplate(marketRentsText.caption, { cities }) });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await axeViolations(page, `#${ownersSection}`)).toEqual([]);
    await scroller.focus();
    await expect(scroller).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe("the agent's estimate", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');

  const estimateCard = (page: Page, panel = chatPanel(page)) => panel.getByTestId('estimate-card');

  /** The card's figures as content/market-rents.json and content/fees.json give them. */
  async function expectFigures(card: ReturnType<typeof estimateCard>) {
    await expect(card).toContainText(fillTemplate(words.market, { city: 'Saskatoon' }));
    await expect(card).toContainText(fillTemplate(words.perMonth, { amount: dollars(saskatoonTwo.rent) }));
    await expect(card).toContainText(fillTemplate(words.fee, { percent: `${fees.managementPercent}%` }));
    await expect(card).toContainText(fillTemplate(words.placement, { percent: `${fees.placementPercent}%` }));
    await expect(card).toContainText(words.keeps);
    await expect(card).toContainText(words.startingPoint);
    await expect(card).toContainText(words.consultation);
    await expect(card.getByRole('link', { name: new RegExp(source!.survey) })).toHaveAttribute('href', source!.url);
  }

  test('in the typed chat: a card of the figures, its source and our homes like it; axe clean; the figures go back with the next question; a reload keeps it', async ({
    page,
    request,
  }) => {
    await page.goto(productionUrl);
    const client = await scriptedClient(page, request, [
      {
        reply: 'Here is what your condo would rent for, on your screen.',
        toolCall: { name: agentToolNames.showRentEstimate, arguments: condoInSaskatoon },
      },
      { reply: 'Would you like a free in-home consultation?' },
    ]);
    await page.reload();
    await ask(page, 'What would my two-bedroom condo in Saskatoon rent for, and what would you charge?');
    const line = fillTemplate(words.shown, {
      kind: words.kinds.condo,
      size: words.sizes['two-bedroom'],
      city: 'Saskatoon',
    });
    await expect(chatPanel(page).getByTestId(agentToolNames.showRentEstimate)).toContainText(line);
    const card = estimateCard(page);
    await expectFigures(card);
    // The sample's two-bedroom homes in Saskatoon, each a link to its card on the page.
    const homes = card.getByRole('link').filter({ hasText: 'Saskatoon' });
    await expect(homes.first()).toHaveAttribute('href', /^#homes-[a-z0-9-]+$/);
    await expect(page.getByTestId('chat-announcement')).toHaveText(line);
    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

    await ask(page, 'And what would I keep?');
    await expect(
      chatPanel(page).getByText('Would you like a free in-home consultation?', { exact: true }),
    ).toBeVisible();
    // The questions sent: the second carries the estimate's call's result.
    const [, second] = await chatQuestions(request, client);
    const result = (second!.input as { role: string; content: string }[]).find(({ role }) => role === 'tool')!;
    expect(result.content).toContain(`Average rent there for that size: ${dollars(saskatoonTwo.rent)} a month.`);
    expect(result.content).toContain(source!.survey);

    await page.reload();
    await chatControl(page).click();
    await expectFigures(estimateCard(page));
    // The reload ended the session: the next question opens one told the conversation so far, the
    // figures the agent was given with it, not only the card's title.
    await ask(page, 'Can you remind me of the figures?');
    await expect.poll(async () => (await chatQuestions(request, client)).length).toBe(3);
    const [, , third] = await chatQuestions(request, client);
    expect(third!.sessionId).toBeUndefined();
    const recap = (third as { assistantOverrides: { variableValues: { conversationSoFar: string } } })
      .assistantOverrides.variableValues.conversationSoFar;
    expect(recap).toContain(`${line} [What the page told you of it: The page showed the visitor a rent estimate`);
    expect(recap).toContain(`Average rent there for that size: ${dollars(saskatoonTwo.rent)} a month.`);
  });

  test('a city the company does not serve shows nothing, with one warning; the agent is told it showed nothing, and why', async ({
    page,
    request,
  }) => {
    await expectRefusedInChat(page, request, {
      toolCall: { name: agentToolNames.showRentEstimate, arguments: { ...condoInSaskatoon, city: 'Calgary' } },
      reason: '"Calgary" is not a city the company serves',
      card: estimateCard(page),
    });
  });

  test('in a voice call: the card in the call’s panel, axe clean, and its figures said into the call for the agent', async ({
    page,
    context,
  }) => {
    await startFakeCall(page, context);
    await playToolCalls(page, ['call-estimate-1', agentToolNames.showRentEstimate, condoInSaskatoon]);
    const panel = page.getByTestId('voice-chat-panel');
    await expectFigures(estimateCard(page, panel));
    expect(await axeViolations(page, '[data-testid="voice-chat-panel"]')).toEqual([]);
    await expect
      .poll(() => sentIntoCall(page))
      .toContainEqual({
        type: 'add-message',
        message: {
          role: 'system',
          content: expect.stringContaining(`Average rent there for that size: ${dollars(saskatoonTwo.rent)} a month.`),
        },
      });

    // A city not served: nothing shown, and the call's agent told so at once, and why.
    await playToolCalls(page, [
      'call-estimate-2',
      agentToolNames.showRentEstimate,
      { ...condoInSaskatoon, city: 'Calgary' },
    ]);
    await expect
      .poll(() => sentIntoCall(page))
      .toContainEqual({
        type: 'add-message',
        message: {
          role: 'system',
          content: expect.stringMatching(/^Not shown to the visitor: "Calgary" is not a city the company serves\./),
        },
      });
    await expect(estimateCard(page, panel)).toHaveCount(1);
  });
});
