/** Shared by the browser tests of the typed chat: its controls, found as visitors and screen readers find them. */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bookingTimeFormat } from '~/agent/booking/check';
import { chatText } from '../fixtures/sample-content';
import { fakeApiUrl, productionUrl } from './servers';

/** The floating "Type a question" control. */
export const chatControl = (page: Page) => page.getByRole('button', { name: chatText.openLabel });
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: chatText.title });
export const chatBox = (page: Page) => page.getByRole('textbox', { name: chatText.inputLabel });
/** The assistant's replies in the panel. */
export const chatReplies = (page: Page) => chatPanel(page).getByTestId('chat-reply');
export const chatAlert = (page: Page) => chatPanel(page).getByRole('alert');

/**
 * Makes the page this test's own client of the fake API (told apart by its user agent, `name` added),
 * starting afresh and answering as `scenario` says (`chatScenario` and what it takes, fake-vapi-api.mjs).
 * Returns the client's name, for the fake API's records of it.
 */
export async function ownFakeApiClient(
  page: Page,
  request: APIRequestContext,
  name: string,
  // Optional: without one, the reset's answers stay ("ok", "stream"), for a test that sets up something else.
  scenario?: Record<string, unknown>,
) {
  const client = `${await page.evaluate(() => navigator.userAgent)} ${name}`;
  await page.setExtraHTTPHeaders({ 'user-agent': client });
  await request.post(`${fakeApiUrl}/__control/reset`, { data: { client } });
  if (scenario) await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, ...scenario } });
  return client;
}

/**
 * Makes the page this test's own client of the fake API answering its questions with `script` (the
 * "script" scenario: each question the next turn's `reply`, then its `toolCall` if it has one).
 */
export const scriptedClient = (page: Page, request: APIRequestContext, script: unknown[]) =>
  ownFakeApiClient(page, request, `script-${test.info().testId}`, { chatScenario: 'script', script });

/** The bodies of the questions a client of the fake API sent (a preflight and a session's end have none), in order. */
export async function chatQuestions(request: APIRequestContext, client: string) {
  const received = (await (
    await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`)
  ).json()) as { path: string; body: Record<string, unknown> | null }[];
  return received
    .filter(({ path, body }) => path === '/chat/web' && body?.input && !body.sessionEnd)
    .map(({ body }) => body!);
}

/**
 * A page tool's call the page refuses, in the typed chat: the agent's reply is shown, nothing of the
 * call (`card` stays empty), one warning says `reason`, and the next question carries the page's answer
 * to the agent: not shown, and why, never "done". The page is loaded and made this test's own client.
 */
export async function expectRefusedInChat(
  page: Page,
  request: APIRequestContext,
  { toolCall, reason, card }: { toolCall: { name: string; arguments: unknown }; reason: string; card: Locator },
) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[page-guide]')) warnings.push(message.text());
  });
  await page.goto(productionUrl);
  const client = await scriptedClient(page, request, [
    { reply: 'The website is working it out.', toolCall },
    { reply: 'I am sorry: the website could not show it.' },
  ]);
  await page.reload();
  await ask(page, 'Can you work it out for me?');
  // The reply's bubble: the panel's live region says the same words while it announces the reply.
  await expect(chatReplies(page).last()).toHaveText(/The website is working it out\./);
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain(reason);
  await expect(card).toHaveCount(0);
  await ask(page, 'So?');
  await expect(chatReplies(page).last()).toHaveText(/the website could not show it\./);
  const [, second] = await chatQuestions(request, client);
  expect(second!.input).toContainEqual({
    role: 'tool',
    tool_call_id: 'chat-tool-1',
    content: `Not shown to the visitor: ${reason}. Nothing of it is on their screen, so do not say it is; if you said it would be, tell them it is not, and go on without it.`,
  });
}

/** Opens the panel if it is closed, types the question and sends it with Enter. */
export async function ask(page: Page, question: string) {
  if (!(await chatPanel(page).isVisible())) await chatControl(page).click();
  await chatBox(page).fill(question);
  await chatBox(page).press('Enter');
}

/**
 * A booking's day and time as the browser writes them in the page's language, worked out in the page
 * itself (with the site's format, not its formatter), so the test checks what the visitor reads.
 */
export const bookedWhenInPage = (page: Page, booked: { start: string; end: string }, timeZone: string) =>
  page.evaluate(
    ({ start, end, options }) =>
      new Intl.DateTimeFormat(document.documentElement.lang, options).formatRange(new Date(start), new Date(end)),
    { ...booked, options: { timeZone, ...bookingTimeFormat } },
  );
