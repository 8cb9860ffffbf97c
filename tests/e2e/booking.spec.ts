/**
 * The agent shows a visit it booked, in Chromium: its `show_booking` call, in the typed chat (the
 * production build and the fake API's "tool-call" answer, given the call) and in a voice call (the
 * fake-voice build, whose scripted SDK sends the `tool-calls` message), puts a line in the transcript
 * with the day and time in the company's time zone, the phone as a link and an "Add to calendar"
 * file; a reload keeps it; a booking that fails the page's checks shows nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { agentPageProps, booking, conversationText, site } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { ask, bookedWhenInPage, chatControl, chatPanel, ownFakeApiClient } from './chat-helpers';
import { fakeVoiceUrl, productionUrl } from './servers';
import { blockVoiceThirdParties, playToolCalls, startButton, voiceText } from './voice-helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the agent needs JavaScript');

const [consultation] = booking.kinds;
/** Saskatchewan's offset, all year. */
const offset = '-06:00';

/**
 * A date (YYYY-MM-DD) on the company's calendar `daysAhead` or more days from now that is open
 * (Monday to Friday in the sample), and the weekday it is.
 */
function openDay(daysAhead: number, open = true): string {
  for (let ahead = daysAhead; ; ahead += 1) {
    // Regina's calendar date: UTC shifted by its offset.
    const day = new Date(Date.now() + ahead * 86_400_000 - 6 * 3_600_000);
    const weekday = day.getUTCDay();
    if ((weekday >= 1 && weekday <= 5) === open) return day.toISOString().slice(0, 10);
  }
}

const bookingAt = (date: string, from = '10:00', to = '11:00', kind = consultation!.label) => ({
  kind,
  start: `${date}T${from}:00${offset}`,
  end: `${date}T${to}:00${offset}`,
});

/** The transcript's booking lines in a panel. */
const bookingLines = (page: Page, panel = chatPanel(page)) => panel.getByTestId(agentToolNames.showBooking);

/** Gives this browser's typed questions an answer with a `show_booking` call of `args`. */
async function answerWithBooking(page: Page, request: import('@playwright/test').APIRequestContext, args: unknown) {
  // One client per test: tests of one project run side by side with the same browser.
  await ownFakeApiClient(page, request, `booking-${test.info().testId}`, {
    chatScenario: 'tool-call',
    toolCall: { name: agentToolNames.showBooking, arguments: args },
  });
}

/** The calendar file behind an "Add to calendar" link, as the browser downloads it. */
async function downloadCalendarFile(page: Page, panel = chatPanel(page)) {
  const link = panel.getByRole('link', { name: conversationText.addToCalendar });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** "20261201T160000Z": the UTC stamp of an ISO 8601 date-time, as the file writes it. */
const utcStamp = (dateTime: string) =>
  new Date(dateTime)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

test.describe('in the typed chat', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await page.goto(productionUrl);
  });

  test('a booking shows its line with day, time and phone, and its calendar file; axe clean; a reload keeps it', async ({
    page,
    request,
  }) => {
    const booked = bookingAt(openDay(2));
    await answerWithBooking(page, request, booked);
    await page.reload();
    await ask(page, 'Can you book me a consultation?');

    const line = bookingLines(page);
    await expect(line).toHaveCount(1);
    const when = await bookedWhenInPage(page, booked, booking.timeZone);
    const words = agentPageProps.text.booked
      .replace('{label}', consultation!.label)
      .replace('{when}', when)
      .replace('{phone}', site.phone.display);
    await expect(line).toContainText(words);
    await expect(line.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    // Said in the chat's live region too.
    await expect(page.getByTestId('chat-announcement')).toHaveText(words);

    const file = await downloadCalendarFile(page);
    expect(file.name).toBe('free-in-home-consultation.ics');
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.text).toContain(`DTSTART:${utcStamp(booked.start)}\r\nDTEND:${utcStamp(booked.end)}\r\n`);
    // In the language of the line's words: the page's, for English.
    const language = await page.locator('html').getAttribute('lang');
    expect(file.text.replace(/\r\n /g, '')).toContain(
      `SUMMARY;LANGUAGE=${language}:${agentPageProps.text.calendarTitle.replace('{label}', consultation!.label).replace('{brand}', site.brand)}`,
    );
    await expect(line.locator(`span[lang="${language}"]`)).toContainText(words);

    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

    await page.reload();
    await chatControl(page).click();
    await expect(bookingLines(page)).toContainText(words);
    // The file again, made once the page guide has loaded after the reload.
    const again = await downloadCalendarFile(page);
    expect(again.text).toContain(`DTSTART:${utcStamp(booked.start)}`);
  });

  for (const [what, args] of [
    ['on a closed day', bookingAt(openDay(2, false))],
    ['in the past', bookingAt(openDay(-3))],
    ['beyond the booking window', bookingAt(openDay(booking.bookAheadDays + 2))],
    ['outside business hours', bookingAt(openDay(2), '18:00', '19:00')],
    ['of the wrong length', bookingAt(openDay(2), '10:00', '10:30')],
    ['of a kind never declared', bookingAt(openDay(2), '10:00', '11:00', 'Free roof inspection')],
    ['without an offset', { ...bookingAt(openDay(2)), start: `${openDay(2)}T10:00:00`, end: `${openDay(2)}T11:00:00` }],
  ] as const) {
    test(`a booking ${what} shows nothing, with one warning`, async ({ page, request }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('[page-guide]')) warnings.push(message.text());
      });
      await answerWithBooking(page, request, args);
      await page.reload();
      await ask(page, 'Can you book me a consultation?');
      await expect(chatPanel(page).getByTestId('chat-reply').last()).toBeVisible();
      await expect.poll(() => warnings.length).toBe(1);
      expect(warnings[0]).toContain('the booking is not one the page shows');
      await expect(bookingLines(page)).toHaveCount(0);
      await expect(chatPanel(page).getByRole('link', { name: conversationText.addToCalendar })).toHaveCount(0);
    });
  }
});

test.describe('in a voice call', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page, context }) => {
    await blockVoiceThirdParties(page);
    await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
  });

  test('a booking the agent shows during the call gets its line and file in the call’s panel', async ({ page }) => {
    await page.goto(fakeVoiceUrl);
    await startButton(page).click();
    await expect(page.getByRole('button', { name: voiceText.endLabel, exact: true })).toBeVisible();
    const booked = bookingAt(openDay(3), '14:00', '14:30', booking.kinds[1]!.label);
    await playToolCalls(page, ['call-booking-1', agentToolNames.showBooking, booked]);
    const panel = page.getByTestId('voice-chat-panel');
    await expect(bookingLines(page, panel)).toContainText(booking.kinds[1]!.label);
    const file = await downloadCalendarFile(page, panel);
    expect(file.name).toBe('free-cleaning-quote.ics');
    expect(file.text).toContain(`DTSTART:${utcStamp(booked.start)}\r\nDTEND:${utcStamp(booked.end)}\r\n`);
    expect(await axeViolations(page, '[data-testid="voice-chat-panel"]')).toEqual([]);
  });
});
