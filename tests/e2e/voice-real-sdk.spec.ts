/**
 * The voice-chat button in the production build (dist/) with the real @vapi-ai/web SDK, talking to
 * the local fake API (tests/fixtures/fake-vapi-api.mjs, the build's PUBLIC_VAPI_API_URL). Every
 * failure a visitor can meet before a call is live ends in idle with a message.
 *
 * The fake API's state is shared, so these tests run serially; the desktop and phone projects,
 * which may run at the same time, are kept apart by their user agents (the server's `client`).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fakeApiUrl, productionUrl, testVoiceSettings } from './servers';
import { pastIdleWithoutInput } from './wake-islands';
import {
  agentVariables,
  blockVoiceThirdParties,
  isCallPartRequest,
  isSdkRequest,
  messageStart,
  siteData,
  voiceText,
  startButton,
  voiceAlert,
} from './voice-helpers';

test.describe.configure({ mode: 'serial' });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'voice chat needs JavaScript');

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

async function userAgent(page: Page) {
  return page.evaluate(() => navigator.userAgent);
}

async function setScenario(
  request: APIRequestContext,
  client: string,
  scenario: 'ok' | 'unauthorized' | 'server-error' | 'drop',
) {
  const response = await request.post(`${fakeApiUrl}/__control/scenario`, { data: { scenario, client } });
  expect(response.ok()).toBe(true);
}

async function received(request: APIRequestContext, client: string): Promise<ReceivedRequest[]> {
  const response = await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`);
  return (await response.json()) as ReceivedRequest[];
}

/**
 * Opens the page, waits for the island, returns the browser's user agent (the server's client key).
 * Routes are set only where Daily runs (`blockDaily`): with any route active, Playwright answers CORS
 * preflights itself, and the other tests must show that the fake API answers them.
 */
async function openPage(page: Page, request: APIRequestContext, { blockDaily = false } = {}) {
  if (blockDaily) await blockVoiceThirdParties(page);
  await page.goto(productionUrl);
  await expect(startButton(page)).toBeVisible();
  const client = await userAgent(page);
  await request.post(`${fakeApiUrl}/__control/reset`, { data: { client } });
  return client;
}

/** Holds back the page's requests for which `matches` is true until the returned function is called. */
async function holdBack(page: Page, matches: (url: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => matches(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Proves that nothing on the page so far has asked the API for a call, by a later event rather than
 * a pause: with the microphone now allowed, a press makes a call (answered 401), and that call must be
 * the only one the API has received. A call set off by anything earlier would have been sent before
 * this press's, by the same SDK. (Only POSTs are counted: where a test routes requests, Playwright
 * answers the CORS preflights itself.)
 */
async function expectNoCallBeforeTheNextPress(page: Page, request: APIRequestContext, client: string) {
  await page.context().grantPermissions(['microphone'], { origin: productionUrl });
  await setScenario(request, client, 'unauthorized');
  await startButton(page).click();
  await expectFailure(page, voiceText.errors.unavailable);
  const posts = (await received(request, client)).filter((entry) => entry.method === 'POST');
  expect(posts.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['POST /call/web']);
}

async function expectFailure(page: Page, message: string) {
  await expect(voiceAlert(page)).toContainText(messageStart(message), { timeout: 20_000 });
  await expect(voiceAlert(page).getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
    'href',
    `tel:${siteData.phone.e164}`,
  );
  await expect(voiceAlert(page).getByRole('link', { name: siteData.email })).toHaveAttribute(
    'href',
    `mailto:${siteData.email}`,
  );
  await expect(startButton(page)).toBeEnabled();
  await expect(startButton(page)).not.toHaveAttribute('aria-disabled');
}

test('no SDK code and no API request before intent; the SDK loads on hover', async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (entry) => requested.push(entry.url()));
  const client = await openPage(page, request);
  await pastIdleWithoutInput(page);
  expect(requested.filter(isSdkRequest)).toEqual([]);
  expect(requested.filter((url) => url.startsWith(fakeApiUrl))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => /sentry|daily|vapi/i.test(key)))).toEqual([]);

  const sdkChunk = page.waitForRequest((entry) => isSdkRequest(entry.url()));
  await startButton(page).hover();
  await sdkChunk;
  // Intent loads code only: no call is requested before a press.
  await expectNoCallBeforeTheNextPress(page, request, client);
});

test('the in-call part is not requested before intent; on hover it loads side by side with the SDK', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (entry) => requested.push(entry.url()));
  // Hold the in-call part back until the SDK has been requested: the SDK download must not wait for it.
  const releaseCallPart = await holdBack(page, isCallPartRequest);
  const client = await openPage(page, request);
  await pastIdleWithoutInput(page);
  expect(requested.filter(isCallPartRequest)).toEqual([]);
  expect(requested.filter(isSdkRequest)).toEqual([]);

  const callPart = page.waitForRequest((entry) => isCallPartRequest(entry.url()));
  const sdkChunk = page.waitForRequest((entry) => isSdkRequest(entry.url()));
  await startButton(page).hover();
  await callPart;
  await sdkChunk;
  releaseCallPart();
  const callPartResponse = await page.waitForResponse((entry) => isCallPartRequest(entry.url()));
  expect(callPartResponse.ok()).toBe(true);
  // Loaded, the in-call part changes nothing visible: still idle, and no call is requested.
  await expect(startButton(page)).toHaveAttribute('data-state', 'idle');
  await expectNoCallBeforeTheNextPress(page, request, client);
});

test('a press before the in-call part has arrived shows loading, then is carried out', async ({ page, request }) => {
  const releaseCallPart = await holdBack(page, isCallPartRequest);
  const callPartRequested = page.waitForRequest((entry) => isCallPartRequest(entry.url()));
  // No microphone permission granted: once carried out, the press ends in the microphone message.
  const client = await openPage(page, request);
  await startButton(page).click();
  await callPartRequested;
  await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('voice-chat').getByRole('tooltip')).toHaveText(voiceText.connecting);
  // Presses while it waits do nothing more.
  await startButton(page).click({ force: true });
  releaseCallPart();
  await expectFailure(page, voiceText.errors.microphoneBlocked);
  await expectNoCallBeforeTheNextPress(page, request, client);
});

test('a denied microphone shows the microphone message and makes no API request', async ({ page, request }) => {
  // Fake microphone, but no permission granted: getUserMedia rejects with NotAllowedError.
  const client = await openPage(page, request);
  await startButton(page).click();
  await expectFailure(page, voiceText.errors.microphoneBlocked);
  await expectNoCallBeforeTheNextPress(page, request, client);
});

test.describe('with the microphone allowed', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['microphone'], { origin: productionUrl });
  });

  test('401: the request carried the public key and assistant id; API message', async ({ page, request }) => {
    const client = await openPage(page, request);
    await setScenario(request, client, 'unauthorized');
    await startButton(page).click();
    await expectFailure(page, voiceText.errors.unavailable);

    const calls = await received(request, client);
    // The browser asked first (CORS preflight) and the fake API allowed the Authorization header.
    const preflight = calls.find((entry) => entry.method === 'OPTIONS' && entry.path === '/call/web');
    expect(preflight?.headers['access-control-request-headers']).toMatch(/authorization/);
    expect(calls.indexOf(preflight!)).toBeLessThan(calls.findIndex((entry) => entry.method === 'POST'));
    const post = calls.filter((entry) => entry.method === 'POST' && entry.path === '/call/web');
    expect(post).toHaveLength(1);
    expect(post[0]!.headers.authorization).toBe(`Bearer ${testVoiceSettings.PUBLIC_VAPI_PUBLIC_KEY}`);
    expect(post[0]!.body).toMatchObject({ assistantId: testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID });
    // The agent is told what the page says, with the values from content/.
    const { variableValues } = (post[0]!.body as { assistantOverrides: { variableValues: Record<string, string> } })
      .assistantOverrides;
    expect(variableValues).toEqual(agentVariables);
    expect(variableValues).toMatchObject({
      brand: siteData.brand,
      phone: siteData.phone.display,
      email: siteData.email,
    });
  });

  test('a press paints the loading look in the next frame, while the SDK download is still held back', async ({
    page,
    request,
  }) => {
    const releaseSdk = await holdBack(page, isSdkRequest);
    const client = await openPage(page, request);
    await setScenario(request, client, 'unauthorized');
    // Intent first, as a visitor's pointer does: the in-call part arrives, the SDK does not.
    const callPart = page.waitForResponse((entry) => isCallPartRequest(entry.url()));
    const sdkRequested = page.waitForRequest((entry) => isSdkRequest(entry.url()));
    await startButton(page).hover();
    await callPart;
    await sdkRequested;
    await expect(page.locator('astro-island', { has: startButton(page) })).not.toHaveAttribute('ssr');

    // What the page shows in the first animation frame after the press, and when that frame ran; and
    // every state the button passes through from then on, in order. The press's frame draws the loading
    // look alone, by CSS from the island's root marked held (no render); the conversation takes the press
    // once that frame is painted (the button's state, then "Connecting…" announced).
    await page.evaluate(() => {
      const button = document.querySelector('[data-testid="voice-chat-button"]')!;
      const record = window as unknown as {
        firstFrame?: { ms: number; loading: boolean };
        events: string[];
      };
      record.events = [];
      new MutationObserver(() => record.events.push(button.getAttribute('data-state') ?? '')).observe(button, {
        attributeFilter: ['data-state'],
      });
      button.addEventListener(
        'click',
        () => {
          const pressedAt = performance.now();
          requestAnimationFrame(() => {
            record.firstFrame = {
              ms: performance.now() - pressedAt,
              loading:
                getComputedStyle(button).cursor === 'wait' &&
                [...button.querySelectorAll('[data-testid="voice-chat-spinner"]')].some(
                  (spinner) => spinner.getClientRects().length > 0,
                ),
            };
          });
        },
        { capture: true, once: true },
      );
    });
    await startButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
      .toBeTruthy();
    const firstFrame = await page.evaluate(
      () => (window as unknown as { firstFrame: { ms: number; loading: boolean } }).firstFrame,
    );
    test.info().annotations.push({ type: 'press to loading frame', description: `${firstFrame.ms.toFixed(1)} ms` });
    expect(firstFrame.loading).toBe(true);
    await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('voice-chat-announcement')).toHaveText(voiceText.connecting);
    // One frame, not the SDK download: a loose bound, so a busy machine does not make it flaky.
    expect(firstFrame.ms).toBeLessThan(1_000);

    // The button stays loading for as long as the SDK is held: in the ordered log, it leaves loading
    // only after the release (marked in the same log before it happens).
    await page.evaluate(() => (window as unknown as { events: string[] }).events.push('SDK released'));
    releaseSdk();
    await expectFailure(page, voiceText.errors.unavailable);
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([
      'connecting',
      'SDK released',
      'idle',
    ]);
  });

  test('500: API message', async ({ page, request }) => {
    const client = await openPage(page, request);
    await setScenario(request, client, 'server-error');
    await startButton(page).click();
    await expectFailure(page, voiceText.errors.unavailable);
  });

  test('a dropped connection: connection message', async ({ page, request }) => {
    const client = await openPage(page, request);
    await setScenario(request, client, 'drop');
    await startButton(page).click();
    await expectFailure(page, voiceText.errors.connection);
  });

  test('2xx but Daily cannot load its call machine: loading, then the connection message', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const client = await openPage(page, request, { blockDaily: true });
    await setScenario(request, client, 'ok');
    await startButton(page).click();
    await expect(startButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('voice-chat-announcement')).toHaveText(voiceText.connecting);
    // Presses while loading do nothing.
    await startButton(page).click({ force: true });
    await expectFailure(page, voiceText.errors.connection);
    const posts = (await received(request, client)).filter(
      (entry) => entry.method === 'POST' && entry.path === '/call/web',
    );
    expect(posts).toHaveLength(1);
  });
});
