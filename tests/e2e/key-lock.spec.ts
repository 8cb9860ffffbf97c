/**
 * The page under the lock `npm run assistant -- --publish` puts on the public key (the site's origins,
 * its one assistant, no transient assistants), typed and spoken, against the fake API enforcing the
 * key's restrictions as the platform documents them (tests/fixtures/fake-vapi-platform.mjs). The
 * restrictions are given to this spec's browser alone, so the specs running beside it are not refused.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chatReply } from '../fixtures/fake-vapi-api.mjs';
import { chatText } from '../fixtures/sample-content';
import { ask, chatAlert, chatPanel, chatReplies, ownFakeApiClient } from './chat-helpers';
import { fakeApiUrl, productionUrl, testVoiceSettings } from './servers';
import { blockVoiceThirdParties, messageStart, siteData, startButton, voiceAlert, voiceText } from './voice-helpers';

test.describe.configure({ mode: 'serial' });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the conversation needs JavaScript');
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const siteOrigin = new URL(productionUrl).origin;

interface Logged {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * Opens the page as this spec's own browser, its public key restricted as given (`Vapi.TokenRestrictions`);
 * the microphone allowed, Daily blocked (the call stops after the platform's answer). Returns the
 * browser's name for the fake API and the console's errors as they come.
 */
async function openLockedPage(page: Page, request: APIRequestContext, allowedOrigins: string[]) {
  const client = await ownFakeApiClient(page, request, 'key-lock-spec');
  await page.context().grantPermissions(['microphone'], { origin: productionUrl });
  await blockVoiceThirdParties(page);
  await request.post(`${fakeApiUrl}/__control/key-restrictions`, {
    data: {
      client,
      restrictions: {
        enabled: true,
        allowedOrigins,
        allowedAssistantIds: [testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID],
        allowTransientAssistant: false,
      },
    },
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(productionUrl);
  await expect(startButton(page)).toBeVisible();
  return { client, consoleErrors };
}

const posts = async (request: APIRequestContext, client: string) =>
  (
    (await (
      await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`)
    ).json()) as Logged[]
  ).filter((entry) => entry.method === 'POST');

/** Closes the chat panel, so the voice button is free on a phone too. */
async function closeChat(page: Page) {
  await page.keyboard.press('Escape');
  await expect(chatPanel(page)).toBeHidden();
}

test.afterEach(async ({ request }, testInfo) => {
  const client = testInfo.annotations.find((note) => note.type === 'client')?.description;
  if (client) await request.post(`${fakeApiUrl}/__control/reset`, { data: { client } });
});

test('locked to this site and its assistant, a question is answered and a call is started; the page names only the assistant', async ({
  page,
  request,
}) => {
  const { client, consoleErrors } = await openLockedPage(page, request, [siteOrigin, 'https://www.prairiehearth.ca']);
  test.info().annotations.push({ type: 'client', description: client });

  await ask(page, 'Do you manage condos in Regina?');
  await expect(chatReplies(page)).toContainText(chatReply);
  await closeChat(page);

  const callAnswer = page.waitForResponse(
    (response) => response.url() === `${fakeApiUrl}/call/web` && response.request().method() === 'POST',
  );
  await startButton(page).click();
  // The platform lets the call start; Daily, blocked here, is where it stops.
  expect((await callAnswer).status()).toBe(201);
  await expect(voiceAlert(page)).toContainText(messageStart(voiceText.errors.connection), { timeout: 20_000 });

  const sent = await posts(request, client);
  expect(sent.map((entry) => entry.path)).toEqual(['/chat/web', '/call/web']);
  for (const { path, body } of sent) {
    // Never an inline (transient) assistant: the lock refuses one, and the page has no need of it.
    expect(body.assistantId, path).toBe(testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID);
    expect(body, path).not.toHaveProperty('assistant');
    expect(body, path).not.toHaveProperty('squad');
    expect(Object.keys(body.assistantOverrides as object), path).toEqual(['variableValues']);
  }
  expect(consoleErrors.filter((text) => text.includes('refused the public key'))).toEqual([]);
});

test('from an origin the key is not locked to, both fail with the phone; the console tells the owner which origin and which setting', async ({
  page,
  request,
}) => {
  const { client, consoleErrors } = await openLockedPage(page, request, ['https://www.prairiehearth.ca']);
  test.info().annotations.push({ type: 'client', description: client });

  await ask(page, 'Do you manage condos in Regina?');
  await expect(chatAlert(page)).toContainText(messageStart(chatText.errors.unavailable), { timeout: 20_000 });
  await expect(chatAlert(page).getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
    'href',
    `tel:${siteData.phone.e164}`,
  );
  await expect
    .poll(() => consoleErrors.find((text) => text.startsWith('[typed-chat] the platform refused the public key')))
    .toContain(`(HTTP 401: Origin ${siteOrigin} is not allowed for this key) for this page at ${siteOrigin}`);
  expect(consoleErrors.find((text) => text.startsWith('[typed-chat] the platform refused'))).toContain(
    `add ${siteOrigin} there`,
  );
  expect(consoleErrors.find((text) => text.startsWith('[typed-chat] the platform refused'))).toContain(
    'VAPI_ALLOWED_ORIGINS',
  );
  await closeChat(page);

  await startButton(page).click();
  await expect(voiceAlert(page)).toContainText(messageStart(voiceText.errors.unavailable), { timeout: 20_000 });
  await expect(voiceAlert(page).getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
    'href',
    `tel:${siteData.phone.e164}`,
  );
  await expect
    .poll(() => consoleErrors.find((text) => text.startsWith('[voice-chat] the platform refused the public key')))
    .toContain(`for this page at ${siteOrigin}`);
  expect(consoleErrors.find((text) => text.startsWith('[voice-chat] the platform refused'))).toContain(
    'VAPI_ALLOWED_ORIGINS',
  );
  // Each was asked once: a refused key is not asked again by itself.
  expect((await posts(request, client)).map((entry) => entry.path)).toEqual(['/chat/web', '/call/web']);
});
