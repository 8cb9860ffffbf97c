/** Shared by the browser tests of the typed chat: its controls, found as visitors and screen readers find them. */
import type { Page } from '@playwright/test';
import { bookingTimeFormat } from '~/agent/booking';
import { chatText } from '../fixtures/sample-content';

/** The floating "Type a question" control. */
export const chatControl = (page: Page) => page.getByRole('button', { name: chatText.openLabel });
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: chatText.title });
export const chatBox = (page: Page) => page.getByRole('textbox', { name: chatText.inputLabel });
/** The assistant's replies in the panel. */
export const chatReplies = (page: Page) => chatPanel(page).getByTestId('chat-reply');
export const chatAlert = (page: Page) => chatPanel(page).getByRole('alert');

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
