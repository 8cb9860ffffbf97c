/** Shared by the browser tests of the typed chat: its controls, found as visitors and screen readers find them. */
import type { APIRequestContext, Page } from '@playwright/test';
import { bookingTimeFormat } from '~/agent/booking/check';
import { chatText } from '../fixtures/sample-content';
import { fakeApiUrl } from './servers';

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
