/**
 * The voice-chat button's live-call path, which cannot run offline with the real SDK (Daily's call
 * machine is remote). The fake-voice test build (tests/e2e/servers.ts) aliases the SDK loader to
 * tests/fixtures/fake-voice-sdk.ts, which replays the SDK's events; `?fake-voice=<scenario>` picks
 * the script. The production build has no such hook.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { layoutOf } from './layout';
import { chatText, conversationText, homesText, sections, shownHomes } from '../fixtures/sample-content';
import { fakeVoiceUrl, noVoiceUrl, productionUrl, testVoiceSettings } from './servers';
import {
  agentVariables,
  blockVoiceThirdParties,
  messageStart,
  siteData,
  startButton,
  voiceText,
} from './voice-helpers';

const voice = (page: Page) => page.getByTestId('voice-chat');
const endButton = (page: Page) => page.getByRole('button', { name: voiceText.endLabel, exact: true });
const idleTooltip = voiceText.idleTooltip.replace('{brand}', siteData.brand);

/** axe (WCAG 2.2 AA) on the voice island only: its every state must be clean. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page, '[data-testid="voice-chat"]')).toEqual([]);
}

/** Fake SDK state recorded by the fixture on `window.__fakeVoice`. */
async function fakeCalls(page: Page) {
  return page.evaluate(() => {
    const state = (
      window as unknown as {
        __fakeVoice: { instances: { calls: { method: string; args: unknown[] }[]; muted: boolean }[] };
      }
    ).__fakeVoice;
    return {
      instances: state.instances.length,
      calls: state.instances[0]?.calls ?? [],
      muted: state.instances[0]?.muted,
    };
  });
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'voice chat needs JavaScript');
  test.use({ reducedMotion: 'reduce' });

  test.beforeEach(async ({ page, context }) => {
    await blockVoiceThirdParties(page);
    await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
  });

  test('idle → loading → active → captions → mute → end → idle', async ({ page }) => {
    // Four axe scans of a whole page on a 2-core machine: give it room.
    test.setTimeout(60_000);
    await page.goto(fakeVoiceUrl);
    const button = startButton(page);
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    // 56 px, and 48 on phones, where it is a little smaller for the hero's calls to action to keep clear of it.
    const size = layoutOf(page) === 'phone' ? 48 : 56;
    expect(box!.width).toBeGreaterThanOrEqual(size);
    expect(box!.height).toBeGreaterThanOrEqual(size);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).toHaveAccessibleDescription(idleTooltip);
    await expectAccessible(page);

    await button.click();
    await expect(button).toHaveAttribute('data-state', 'connecting');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(voice(page).getByTestId('voice-chat-announcement')).toHaveText(voiceText.connecting);
    await expect(voice(page).getByRole('tooltip')).toHaveText(voiceText.connecting);
    await expectAccessible(page);

    await expect(endButton(page)).toBeVisible();
    await expect(endButton(page)).toHaveAttribute('data-state', 'in-call');
    await expect(page.getByTestId('voice-chat-live-dot')).toBeVisible();
    await expect(voice(page).getByTestId('voice-chat-announcement')).toHaveText(voiceText.connected);
    await expect(voice(page)).toContainText(voiceText.aiDisclosure);

    const log = voice(page).getByRole('log');
    await expect(log).toContainText('Hi! Thanks for calling. How can I help you today?');
    await expect(log).toContainText('Do you manage rental homes in Regina?');
    await expect(log).toContainText('Yes, we manage homes and condos across Regina.');
    await expect(log).not.toContainText(/Hi! Thanks\s*$/);
    await expectAccessible(page);

    await voice(page).getByRole('button', { name: voiceText.hideCaptions }).click();
    await expect(log).toBeHidden();
    await voice(page).getByRole('button', { name: voiceText.showCaptions }).click();
    await expect(log).toBeVisible();

    const mute = voice(page).getByRole('button', { name: voiceText.muteLabel });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    // Daily applies the change a moment later; the button showed the choice at once.
    await expect.poll(async () => (await fakeCalls(page)).muted).toBe(true);
    await expectAccessible(page);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    await endButton(page).click();
    await expect(startButton(page)).toBeVisible();
    await expect(voice(page).getByTestId('voice-chat-announcement')).toHaveText(voiceText.ended);
    await expect(voice(page).getByRole('log')).toHaveCount(0);
    const { instances, calls } = await fakeCalls(page);
    expect(instances).toBe(1);
    expect(calls.map((call) => call.method)).toEqual(['start', 'setMuted', 'setMuted', 'end', 'stop']);
    expect(calls[0]!.args).toEqual([testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID, { variableValues: agentVariables }]);
  });

  test('"Book a showing" during a call goes into the call as the visitor\'s written line: no dialer, no typed chat', async ({
    page,
  }) => {
    test.skip(layoutOf(page) !== 'desktop', 'the same at both widths');
    const homesSection = sections.find((section) => section.design === 'homes')!;
    const home = shownHomes[0]!.data;
    const request = chatText.requests.showing.replace('{address}', `${home.street}, ${home.city}`);
    await page.goto(fakeVoiceUrl);
    await startButton(page).click();
    await expect(endButton(page)).toBeVisible();
    const dialed: string[] = [];
    page.on('request', (request) => request.url().startsWith('tel:') && dialed.push(request.url()));
    // The typed chat's island is still asleep: client:on holds the press for it, and it answers when it runs.
    await expect(page.locator('astro-island', { has: page.getByTestId('typed-chat-control') })).toHaveAttribute('ssr');
    const card = page.locator(`#${homesSection.id}-${home.id}`);
    await card.getByRole('link', { name: homesText.bookShowing }).click();
    const requested = voice(page).getByRole('log').getByTestId('chat-question').filter({ hasText: request });
    await expect(requested).toHaveCount(1);
    await expect
      .poll(async () => (await fakeCalls(page)).calls.filter((call) => call.method === 'send').map((call) => call.args))
      .toEqual([[{ type: 'add-message', message: { role: 'user', content: request } }]]);
    expect(dialed).toEqual([]);
    expect(page.url()).toBe(`${fakeVoiceUrl}/`);
    // The panel is in the page, closed: the call took the request.
    await expect(page.getByTestId('chat-panel')).toBeHidden();
    await expectAccessible(page);
    // Once it runs, the island answers a press itself: the next request goes in the same way.
    await card.getByRole('link', { name: homesText.bookShowing }).click();
    await expect(requested).toHaveCount(2);
  });

  test('the tooltip shows on hover and keyboard focus, and Escape dismisses it', async ({ page }) => {
    await page.goto(fakeVoiceUrl);
    const tooltip = voice(page).getByRole('tooltip');
    await expect(startButton(page)).toBeVisible();
    await expect(tooltip).toBeHidden();
    await startButton(page).hover();
    await expect(tooltip).toHaveText(idleTooltip);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(0, 0);

    await startButton(page).focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(startButton(page)).toBeFocused();
  });

  test('a connection lost mid-call ends in idle with the connection message', async ({ page }) => {
    await page.goto(`${fakeVoiceUrl}/?fake-voice=connection-lost`);
    await startButton(page).click();
    await expect(endButton(page)).toBeVisible();
    const alert = voice(page).getByRole('alert');
    await expect(alert).toContainText(messageStart(voiceText.errors.connection));
    await expect(alert.getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
      'href',
      `tel:${siteData.phone.e164}`,
    );
    await expect(startButton(page)).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('button', { name: conversationText.dismissLabel }).click();
    await expect(alert).toBeEmpty();
  });

  test('sound blocked before the call is live: the panel says so, and "Turn on sound" plays the assistant', async ({
    page,
  }) => {
    await page.goto(`${fakeVoiceUrl}/?fake-voice=sound-blocked`);
    await startButton(page).click();
    await expect(endButton(page)).toBeVisible();
    const blocked = page.getByTestId('voice-chat-sound-blocked');
    await expect(blocked).toContainText(messageStart(voiceText.soundBlocked));
    await expectAccessible(page);
    await blocked.getByRole('button', { name: voiceText.enableSound }).click();
    await expect(blocked).toHaveCount(0);
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(1);
    await endButton(page).click();
    await expect(startButton(page)).toBeVisible();
    await expect(page.locator('audio[data-participant-id]')).toHaveCount(0);
  });

  test('the service failing before the assistant speaks: the API message, not "Call ended"', async ({ page }) => {
    await page.goto(`${fakeVoiceUrl}/?fake-voice=assistant-error`);
    await startButton(page).click();
    const alert = voice(page).getByRole('alert');
    await expect(alert).toContainText(messageStart(voiceText.errors.unavailable));
    await expect(startButton(page)).toBeVisible();
    await expect(voice(page).getByTestId('voice-chat-announcement')).not.toHaveText(voiceText.ended);
  });

  test('a busy microphone reported by Daily ends in idle with the microphone message', async ({ page }) => {
    await page.goto(`${fakeVoiceUrl}/?fake-voice=microphone-busy`);
    await startButton(page).click();
    await expect(voice(page).getByRole('alert')).toContainText(messageStart(voiceText.errors.microphoneInUse));
    await expect(startButton(page)).toBeVisible();
    // The start that connected anyway is stopped when it resolves.
    await expect.poll(async () => (await fakeCalls(page)).calls.map((call) => call.method)).toContain('stop');
  });

  test('a failure is never covered by the tooltip: with the pointer still on the button, its links take a tap', async ({
    page,
  }) => {
    await page.goto(`${fakeVoiceUrl}/?fake-voice=microphone-busy`);
    // A press leaves the pointer over the button, where its tooltip opens.
    await startButton(page).click();
    const alert = voice(page).getByRole('alert');
    await expect(alert).toContainText(messageStart(voiceText.errors.microphoneInUse));
    await expect(voice(page).getByRole('tooltip')).toBeHidden();
    for (const link of [
      alert.getByRole('link', { name: siteData.phone.display }),
      alert.getByRole('link', { name: siteData.email }),
    ]) {
      const box = (await link.boundingBox())!;
      for (const x of [box.x + 2, box.x + box.width / 2, box.x + box.width - 2]) {
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
          [x, box.y + box.height / 2],
        );
        expect(hit, `${await link.textContent()} at ${Math.round(x)} px`).toBe(await link.getAttribute('href'));
      }
    }
    // Dismissed, the failure gives the tooltip back to the pointer.
    await alert.getByRole('button', { name: conversationText.dismissLabel }).click();
    await startButton(page).hover();
    await expect(voice(page).getByRole('tooltip')).toBeVisible();
  });

  test('our connect timeout brings a stuck start back to idle after about 20 s', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${fakeVoiceUrl}/?fake-voice=never-connects`);
    await startButton(page).click();
    await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
    // The timeout starts with the SDK's start(), after the in-call code has loaded and the
    // microphone check has passed: wait for it, or a busy machine would start it mid-countdown.
    await expect.poll(async () => (await fakeCalls(page)).calls.map((call) => call.method)).toContain('start');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.clock.runFor('00:17');
    await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor('00:03');
    await expect(voice(page).getByRole('alert')).toContainText(messageStart(voiceText.errors.timeout));
    await expect(startButton(page)).not.toHaveAttribute('aria-disabled');
    const methods = (await fakeCalls(page)).calls.map((call) => call.method);
    expect(methods).toEqual(['start', 'stop']);
  });
});

test.describe('without voice settings or without JavaScript', () => {
  test('the no-voice build shows only the floating call link', async ({ page }) => {
    await page.goto(noVoiceUrl);
    const link = page.getByTestId('floating-call-link');
    await expect(link).toHaveAttribute('href', `tel:${siteData.phone.e164}`);
    await expect(page.getByTestId('voice-chat')).toHaveCount(0);
    await expect(page.getByRole('button', { name: voiceText.startLabel })).toHaveCount(0);
  });

  test('with JavaScript off the voice build still offers a call link in the same place', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'only meaningful with JavaScript off');
    await page.goto(productionUrl);
    const link = page.getByTestId('voice-chat-call-link');
    await expect(link).toHaveAttribute('href', `tel:${siteData.phone.e164}`);
    await expect(link).toHaveAccessibleName(new RegExp(siteData.phone.display.replace(/[()]/g, '\\$&')));
    await expect(page.getByRole('button', { name: voiceText.startLabel })).toHaveCount(0);
  });
});
