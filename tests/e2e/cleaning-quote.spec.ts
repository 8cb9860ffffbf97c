/**
 * A business's cleaning quote, in Chromium at both widths: worked out by the page from the company's
 * rate card (content/cleaning-rates.json), in the typed chat (the fake platform's "script" scenario)
 * and in a voice call (the fake-voice build, the call's arguments a JSON text as the platform's types
 * give them), kept as a card whose figures go back to the agent and survive a new session, its offer
 * of the walkthrough put into the conversation; a kind of premises the page does not declare shows nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { agentPageProps, chatText } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import {
  ask,
  chatBox,
  chatControl,
  chatPanel,
  chatQuestions,
  chatReplies,
  expectRefusedInChat,
  scriptedClient,
} from './chat-helpers';
import { productionUrl } from './servers';
import { playToolCalls, sentIntoCall, startFakeCall } from './voice-helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const words = agentPageProps.text.quote;
/** The office: 6,000 sq ft, three nights a week, its carpets too. */
const office = { premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: ['carpets'] };
/** The clinic: 1,200 sq ft, five times a week. */
const clinic = { premises: 'medical', squareFeet: 1200, visitsPerWeek: 5 };

const quoteCard = (page: Page, panel = chatPanel(page)) => panel.getByTestId('quote-card');

/** Each row of the card, its name then what it says, as a visitor reads them. */
async function expectRows(card: ReturnType<typeof quoteCard>, rows: [string, string][]) {
  await expect(card.locator('dt')).toHaveText(rows.map(([term]) => term));
  await expect(card.locator('dd')).toHaveText(rows.map(([, detail]) => detail));
}

/** The office's card, its figures the sample rate card's: $0.07 to $0.20 a square foot a month at three visits. */
const officeRows: [string, string][] = [
  [words.premises, 'Office'],
  [words.size, '6,000 sq ft'],
  [words.visits, '3 times a week'],
  [words.rate, '$0.07 to $0.20'],
  [words.monthly, '$420 to $1,200 a month'],
  ['Carpet cleaning', '$0.05 to $0.25 per sq ft, each time'],
];

test('in the typed chat: the card of the office’s monthly range, axe clean; its figures go back with the next question and to a new session; its offer fills the box', async ({
  page,
  request,
}) => {
  await page.goto(productionUrl);
  const client = await scriptedClient(page, request, [
    {
      reply: 'The website is working the quote out.',
      toolCall: { name: agentToolNames.showCleaningQuote, arguments: office },
    },
    { reply: 'It comes to $420 to $1,200 a month. Shall I book the free walkthrough?' },
  ]);
  await page.reload();
  await ask(page, 'What would it cost to clean our 6,000 square foot office three nights a week, with the carpets?');
  const line = 'Cleaning quote: Office, 6,000 sq ft, 3 times a week.';
  await expect(chatPanel(page).getByTestId(agentToolNames.showCleaningQuote)).toContainText(line);
  const card = quoteCard(page);
  await expectRows(card, officeRows);
  await expect(card).toContainText(words.walkthrough);
  await expect(page.getByTestId('chat-announcement')).toHaveText(line);
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

  await ask(page, 'And what does that include?');
  await expect(chatReplies(page).last()).toHaveText(/Shall I book the free walkthrough\?/);
  // The second question carries the quote's call's result: the card's figures, in English.
  const [, second] = await chatQuestions(request, client);
  const result = (second!.input as { role: string; content: string }[]).find(({ role }) => role === 'tool')!;
  expect(result.content).toContain('so $420 to $1,200 a month');

  // The card's offer puts the request to book the walkthrough in the box, where the visitor types.
  await card.getByRole('button', { name: words.book }).click();
  await expect(chatBox(page)).toHaveValue(chatText.requests.cleaningWalkthrough);
  await expect(chatBox(page)).toBeFocused();

  // A reload keeps the card, and the session it opens next is told its figures with what was said.
  await page.reload();
  await chatControl(page).click();
  await expectRows(quoteCard(page), officeRows);
  await ask(page, 'Can you remind me of the figures?');
  await expect.poll(async () => (await chatQuestions(request, client)).length).toBe(3);
  const [, , third] = await chatQuestions(request, client);
  expect(third!.sessionId).toBeUndefined();
  const recap = (third as { assistantOverrides: { variableValues: { conversationSoFar: string } } }).assistantOverrides
    .variableValues.conversationSoFar;
  expect(recap).toContain(`${line} [What the page told you of it: The page showed the visitor a cleaning quote`);
  expect(recap).toContain('so $420 to $1,200 a month');
});

test('a kind of premises the page does not declare shows nothing, with one warning; the agent is told why', async ({
  page,
  request,
}) => {
  await expectRefusedInChat(page, request, {
    toolCall: { name: agentToolNames.showCleaningQuote, arguments: { ...office, premises: 'restaurant' } },
    reason: '"restaurant" is not a kind of premises the page declared',
    card: quoteCard(page),
  });
});

test('in a voice call: the clinic’s card in the call’s panel, axe clean, its figures said into the call; its offer goes into the call', async ({
  page,
  context,
}) => {
  await startFakeCall(page, context);
  // The platform's types give a call's arguments as a JSON text: the stricter reading.
  await playToolCalls(page, ['call-quote-1', agentToolNames.showCleaningQuote, JSON.stringify(clinic)]);
  const panel = page.getByTestId('voice-chat-panel');
  const card = quoteCard(page, panel);
  await expectRows(card, [
    [words.premises, 'Medical or dental clinic'],
    [words.size, '1,200 sq ft'],
    [words.visits, '5 times a week'],
    [words.rate, '$0.18 to $0.60'],
    [words.monthly, '$216 to $720 a month'],
  ]);
  expect(await axeViolations(page, '[data-testid="voice-chat-panel"]')).toEqual([]);
  const sent = () => sentIntoCall(page);
  await expect.poll(sent).toContainEqual({
    type: 'add-message',
    message: { role: 'system', content: expect.stringContaining('so $216 to $720 a month') },
  });
  // The offer during a call: the visitor's request, said into the call for the agent to answer aloud.
  await card.getByRole('button', { name: words.book }).click();
  await expect.poll(sent).toContainEqual({
    type: 'add-message',
    message: { role: 'user', content: chatText.requests.cleaningWalkthrough },
  });
  // The chat's panel is in the page, closed: the call took the request.
  await expect(page.getByTestId('chat-panel')).toBeHidden();
});
