/**
 * The homes for rent with the agent, in Chromium. With the agent's settings and JavaScript, a card's
 * "Book a showing" opens the typed chat with the showing of its home in the text box (both widths);
 * without the agent's settings it stays the phone link that says what to ask for (without JavaScript,
 * tests/e2e/homes.spec.ts). A visitor who sends the request has the showing booked in the conversation:
 * the fake platform's scripted answers ("script" scenario, fake-vapi-api.mjs) point at the home and
 * show the booking, and what the page sends and shows is real. With no home to show (the no-homes
 * build), the offer to be told when one comes up opens the chat the same way, or is a phone link.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames, homeReference } from '~/agent/tool-names';
import { homeAddress } from '~/lib/homes';
import { fillTemplate } from '~/lib/placeholders';
import {
  agentPageProps,
  booking,
  chatText,
  conversationText,
  homesText,
  sections,
  shownHomes,
  site,
} from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { bookedWhenInPage, chatBox, chatPanel, ownFakeApiClient } from './chat-helpers';
import { CHAT_OPENER_ATTRIBUTE } from '~/components/islands/typed-chat/chat-openers';
import { layoutOf } from './layout';
import { fakeApiUrl, noHomesUrl, noVoiceUrl, productionUrl } from './servers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const homesSection = sections.find((section) => section.design === 'homes')!;
/** The soonest home the page shows, as content/homes/ holds it. */
const home = shownHomes[0]!.data;
const address = homeAddress(home);
const showingRequest = fillTemplate(chatText.requests.showing, { address });
const byPhone = fillTemplate(homesText.showingByPhone, { phone: site.phone.display, address });

const card = (page: Page) => page.locator(`#${homesSection.id}-${home.id}`);
const showingLink = (page: Page) => card(page).getByRole('link', { name: homesText.bookShowing });
const empty = (page: Page) => page.locator('[data-homes-empty]');
const alertLink = (page: Page) => empty(page).getByRole('link', { name: homesText.homeAlert });
const alertByPhone = fillTemplate(homesText.homeAlertByPhone, { phone: site.phone.display });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the typed chat needs JavaScript');

  test('"Book a showing" opens the typed chat with the showing of that home in the text box; axe clean', async ({
    page,
  }) => {
    await page.goto(productionUrl);
    await card(page).scrollIntoViewIfNeeded();
    // Named with the home's street for a list of links; the line for the phone is not shown.
    await expect(showingLink(page)).toHaveAccessibleName(
      new RegExp(`^${escaped(homesText.bookShowing)}\\s*:\\s*${escaped(home.street)}$`),
    );
    await expect(card(page).getByText(byPhone)).toBeHidden();
    // Pressed before the island runs: client:on holds it for the chat (no call is placed).
    await showingLink(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatBox(page)).toHaveValue(showingRequest);
    await expect(chatBox(page)).toBeFocused();
    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  });

  test('without the agent’s settings it stays the phone link that says what to ask for, as without JavaScript; axe clean', async ({
    page,
  }) => {
    test.skip(layoutOf(page) !== 'desktop', 'no JavaScript of its own: one width is enough');
    await page.goto(noVoiceUrl);
    await expect(showingLink(page)).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(showingLink(page)).not.toHaveAttribute(CHAT_OPENER_ATTRIBUTE);
    await expect(card(page).getByText(byPhone)).toBeVisible();
    // The line as a visitor without JavaScript reads it (axe cannot run where scripts do not).
    expect(await axeViolations(page, `#${homesSection.id}-${home.id}`)).toEqual([]);
  });

  test('a visitor sends the request; the agent points at the home and books its showing, shown at its address', async ({
    page,
    request,
  }) => {
    test.skip(layoutOf(page) !== 'desktop', 'the conversation is the same at both widths');
    const showing = booking.kinds.find((kind) => kind.showing)!;
    // Two days ahead or more, a weekday, 10:00 in Regina (UTC-6 all year).
    const day = new Date(Date.now() + 2 * 86_400_000 - 6 * 3_600_000);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const start = `${day.toISOString().slice(0, 10)}T10:00:00-06:00`;
    const end = new Date(Date.parse(start) + showing.minutes * 60_000).toISOString();
    const booked = { kind: showing.label, start, end, home: home.id };
    const replies = [
      `Happy to show you ${home.street}. It is free on a weekday morning; may I have your name and a phone number?`,
      `Thank you. Your showing of ${address} is booked.`,
    ];
    // This test's own client of the fake API (tests of a project run side by side with the same browser).
    const client = await ownFakeApiClient(page, request, `homes-agent-${test.info().testId}`, {
      chatScenario: 'script',
      script: [
        { reply: replies[0], toolCall: { name: agentToolNames.pointTo, arguments: { item: home.id } } },
        { reply: replies[1], toolCall: { name: agentToolNames.showBooking, arguments: booked } },
      ],
    });
    await page.goto(productionUrl);
    await showingLink(page).click();
    await expect(chatBox(page)).toHaveValue(showingRequest);
    // The visitor then filters the homes to another city, which hides this one.
    const otherCity = site.serviceAreas.find((city) => city !== home.city)!;
    await page.getByRole('radio', { name: otherCity, exact: true }).check();
    await expect(card(page)).toBeHidden();
    await chatBox(page).press('Enter');
    const panel = chatPanel(page);
    await expect(panel.getByTestId('chat-reply')).toContainText(replies[0]!);
    // Its card, marked for a few seconds, and shown: the choices widen to it (tests/e2e/agent-tools.spec.ts).
    await expect(card(page)).toHaveAttribute('data-agent-pointed', agentPageProps.text.pointedMark);
    await expect(card(page)).toBeVisible();

    await chatBox(page).fill('Ana Lopez, 306-555-0199.');
    await chatBox(page).press('Enter');
    const line = panel.getByTestId(agentToolNames.showBooking);
    const when = await bookedWhenInPage(page, booked, booking.timeZone);
    await expect(line).toContainText(
      fillTemplate(agentPageProps.text.bookedAt, {
        label: showing.label,
        address,
        when,
        phone: site.phone.display,
      }),
    );
    const link = panel.getByRole('link', { name: conversationText.addToCalendar });
    await expect(link).toHaveAttribute('download', /\.ics$/);
    const file = decodeURIComponent(
      (await link.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    );
    expect(file.replace(/\r\n /g, '')).toContain(`LOCATION:${address.replaceAll(',', '\\,')}\r\n`);

    // What the page sent: the request as the visitor sent it, the page's words naming the home by the
    // id the tools take, then the pointing's result with the visitor's answer.
    const posts = (
      (await (await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`)).json()) as {
        method: string;
        path: string;
        body: { input: unknown; assistantOverrides?: { variableValues: Record<string, string> } };
      }[]
    ).filter(({ method, path }) => method === 'POST' && path === '/chat/web');
    const [first, second] = posts.map(({ body }) => body);
    expect(first!.input).toBe(showingRequest);
    expect(first!.assistantOverrides!.variableValues.pageKnowledge).toContain(
      `${home.street} ${homeReference(home.id)}:`,
    );
    expect(second!.input).toEqual([
      { role: 'tool', tool_call_id: 'chat-tool-1', content: expect.any(String) },
      { role: 'user', content: 'Ana Lopez, 306-555-0199.' },
    ]);
    await test.info().attach('chat requests', {
      body: JSON.stringify(
        posts.map(({ body }) => body),
        null,
        2,
      ),
      contentType: 'application/json',
    });
  });
});

test.describe('with no home to show', () => {
  test('the offer to be told when one comes up opens the chat with its request; axe clean', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled || layoutOf(page) !== 'desktop', 'with JavaScript: the phone width has it without');
    await page.goto(noHomesUrl);
    await empty(page).scrollIntoViewIfNeeded();
    await expect(empty(page).getByText(alertByPhone)).toBeHidden();
    expect(await axeViolations(page, '[data-homes-empty]')).toEqual([]);
    await alertLink(page).click();
    await expect(chatBox(page)).toHaveValue(chatText.requests.homeAlert);
    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  });

  test('without JavaScript the offer is a phone link that says what to ask for', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled || layoutOf(page) !== 'phone', 'without JavaScript, at the phone width');
    await page.goto(noHomesUrl);
    await expect(alertLink(page)).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(empty(page).getByText(alertByPhone)).toBeVisible();
  });
});
