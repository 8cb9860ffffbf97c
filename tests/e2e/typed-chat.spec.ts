/**
 * The typed chat in the production build (dist/), talking to the local fake API's /chat/web
 * (tests/fixtures/fake-vapi-api.mjs, the build's PUBLIC_VAPI_API_URL), in Chromium at desktop and
 * phone widths: streaming, the session, a reload, every failure with the phone, a hostile reply, the
 * keyboard path, a voice call that carries the typed words, and axe in each state.
 *
 * The fake API keeps its scenario per browser (user agent). This spec's pages send their own user
 * agent, so the voice specs running beside it in the same project never share its scenario or log.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chatReply, chatReplyWords } from '../fixtures/fake-vapi-api.mjs';
import { chatText, conversationText, pageText } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { ask, chatAlert, chatBox, chatControl, chatPanel, chatReplies, ownFakeApiClient } from './chat-helpers';
import { fakeApiUrl, noVoiceUrl, productionUrl, testVoiceSettings } from './servers';
import { conversationContextPath } from '../../src/lib/page-paths';
import { conversationStorageKey } from '../../src/components/islands/conversation/store/tab-storage';
import { agentVariables, blockVoiceThirdParties, messageStart, siteData, voiceText } from './voice-helpers';
import { pastIdleWithoutInput } from './wake-islands';
import { layoutOf } from './layout';

test.describe.configure({ mode: 'serial' });
test.use({ contextOptions: { reducedMotion: 'reduce' } });

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown>;
}

const heroLink = (page: Page) => page.getByRole('link', { name: chatText.heroLabel });

/** Opens the page as this spec's own client of the fake API; returns that client's name. */
async function openPage(page: Page, request: APIRequestContext, chatScenario = 'stream') {
  const client = await ownFakeApiClient(page, request, 'typed-chat-spec', { chatScenario });
  await page.goto(productionUrl);
  await expect(chatControl(page)).toBeVisible();
  return client;
}

async function chatPosts(request: APIRequestContext, client: string): Promise<ReceivedRequest[]> {
  const response = await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`);
  return ((await response.json()) as ReceivedRequest[]).filter(
    (entry) => entry.method === 'POST' && entry.path === '/chat/web',
  );
}

async function expectFailure(page: Page, message: string) {
  await expect(chatAlert(page)).toContainText(message, { timeout: 20_000 });
  await expect(chatAlert(page).getByRole('link', { name: siteData.phone.display })).toHaveAttribute(
    'href',
    `tel:${siteData.phone.e164}`,
  );
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the typed chat needs JavaScript');

  test('nothing of the chat loads or is sent before the visitor shows intent; then it opens without moving the page', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    const contextFetches: string[] = [];
    page.on('request', (entry) => {
      const { pathname } = new URL(entry.url());
      if (entry.resourceType() === 'script') scripts.push(pathname);
      if (pathname === conversationContextPath) contextFetches.push(pathname);
    });
    const client = await openPage(page, request);
    await pastIdleWithoutInput(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await pastIdleWithoutInput(page);
    expect(scripts.filter((path) => /TypedChat|conversation-store/.test(path))).toEqual([]);
    expect(contextFetches).toEqual([]);
    const scrolled = await page.evaluate(() => window.scrollY);

    await chatControl(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatBox(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(chatPanel(page)).toContainText(chatText.aiDisclosure);
    await expect(chatPanel(page)).toContainText(chatText.greeting);
    // Typing chat never brings the voice SDK.
    expect(scripts.filter((path) => /vapi|daily/i.test(path))).toEqual([]);
    expect(await chatPosts(request, client)).toEqual([]);
    // What a conversation needs from content/ came on intent (with the island, once the panel is
    // painted), once, and is not in the page's HTML.
    await expect.poll(() => contextFetches).toEqual([conversationContextPath]);
    const html = await (await request.get(productionUrl)).text();
    expect(html).not.toContain('variableValues');
    const context = await (await request.get(`${productionUrl}${conversationContextPath}`)).json();
    expect(context.variableValues).toEqual(agentVariables);
  });

  test('a reply streams in (words before the end), continues its session, and survives a reload', async ({
    page,
    request,
  }) => {
    const client = await openPage(page, request, 'held');
    await ask(page, 'Do you manage rentals in Regina?');
    // The first words are on the page while the rest of the reply is still held back by the API.
    await expect(chatReplies(page)).toContainText(chatReplyWords.slice(0, 3).join('').trim());
    expect(await chatReplies(page).textContent()).not.toContain(chatReply);
    await expect(page.getByTestId('chat-announcement')).not.toContainText(chatReplyWords[0]!.trim());
    await request.post(`${fakeApiUrl}/__control/release`, { data: { client } });
    await expect(chatReplies(page)).toContainText(chatReply);
    await expect(page.getByTestId('chat-announcement')).toContainText(chatReply);
    await expect(chatReplies(page).getByRole('link', { name: '(306) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13065550142',
    );

    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'stream' } });
    await ask(page, 'And in Saskatoon?');
    await expect(chatReplies(page)).toHaveCount(2);
    await expect(chatReplies(page).nth(1)).toContainText(chatReply);
    const [first, second] = await chatPosts(request, client);
    expect(first!.headers.authorization).toBe(`Bearer ${testVoiceSettings.PUBLIC_VAPI_PUBLIC_KEY}`);
    expect(first!.body).toMatchObject({ assistantId: testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID, stream: true });
    expect(first!.body.sessionId).toBeUndefined();
    expect(second!.body.sessionId).toMatch(/^chat-session-/);

    await page.reload();
    await chatControl(page).click();
    await expect(chatPanel(page).getByTestId('chat-question')).toHaveText([
      /Do you manage rentals in Regina\?/,
      /And in Saskatoon\?/,
    ]);
    await expect(chatReplies(page)).toHaveCount(2);
    // Nothing of it outside the tab's sessionStorage.
    expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, '']);
  });

  test('leaving the page ends the session, so the platform writes its lead; after a reload the conversation goes on in a new one', async ({
    page,
    request,
  }) => {
    const client = await openPage(page, request);
    await ask(page, 'I own a duplex in Moose Jaw');
    // Announced once the answer is whole: its session is the conversation's then.
    await expect(page.getByTestId('chat-announcement')).toContainText(chatReply);
    const sessionId = await page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key)!) as { session: { id: string } }).session.id,
      conversationStorageKey,
    );
    expect(sessionId).toMatch(/^chat-session-/);
    await page.reload();
    // The end outlived the page it left: the browser sent it on its own (without this spec's user agent).
    const ends = async () =>
      ((await (await request.get(`${fakeApiUrl}/__control/requests`)).json()) as ReceivedRequest[]).filter(
        (entry) => entry.method === 'POST' && entry.body.sessionEnd === true && entry.body.sessionId === sessionId,
      );
    await expect.poll(async () => (await ends()).length).toBe(1);
    await ask(page, 'What would it cost?');
    await expect(chatReplies(page)).toHaveCount(2);
    const next = (await chatPosts(request, client)).at(-1)!;
    expect(next.body.sessionId).toBeUndefined();
    expect(next.body.input).toBe('What would it cost?');
    const { variableValues } = next.body.assistantOverrides as { variableValues: Record<string, string> };
    expect(variableValues.conversationSoFar).toContain('Visitor: I own a duplex in Moose Jaw');
    expect(await ends()).toHaveLength(1);
  });

  test('a duplicated tab: the first tab’s next answer, from a session the platform opened in place of the one it named, is never shown; it is asked again with the page’s values and the conversation', async ({
    page,
    context,
    request,
  }, { project }) => {
    const client = await openPage(page, request);
    const first = `Do you manage townhouses? (${project.name})`;
    await ask(page, first);
    await expect(page.getByTestId('chat-announcement')).toContainText(chatReply);
    const stored = (await page.evaluate((key) => sessionStorage.getItem(key), conversationStorageKey))!;
    const named = (JSON.parse(stored) as { session: { id: string } }).session.id;
    // The duplicate: a second tab with the first's sessionStorage, as a browser's "Duplicate" copies it.
    const copy = await context.newPage();
    await copy.setExtraHTTPHeaders({ 'user-agent': client });
    await copy.addInitScript(([key, value]) => sessionStorage.setItem(key!, value!), [conversationStorageKey, stored]);
    await copy.goto(productionUrl);
    // Its first question ends the copied session (of unknown age to it) and opens its own.
    await ask(copy, 'And in Saskatoon?');
    await expect(copy.getByTestId('chat-announcement')).toContainText(chatReply);
    await copy.close();

    // Back in the first tab: its session is gone on the platform's side.
    const replies = await chatReplies(page).count();
    await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!;
      (window as unknown as { __replyCounts: number[] }).__replyCounts = [];
      new MutationObserver(() =>
        (window as unknown as { __replyCounts: number[] }).__replyCounts.push(
          log.querySelectorAll('[data-testid="chat-reply"]').length,
        ),
      ).observe(log, { childList: true, subtree: true });
    });
    const again = `And duplexes? (${project.name})`;
    await ask(page, again);
    await expect(page.getByTestId('chat-announcement')).toContainText(chatReply);
    await expect(chatReplies(page)).toHaveCount(replies + 1);
    // One answer: no reply appeared and went again.
    const counts = await page.evaluate(() => (window as unknown as { __replyCounts: number[] }).__replyCounts);
    expect(Math.max(...counts)).toBe(replies + 1);

    const posts = (await chatPosts(request, client)).map(({ body }) => body);
    const asked = posts.filter((body) => body.input === again);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({ sessionId: named });
    expect(asked[0]).not.toHaveProperty('assistantOverrides');
    // The stray session the platform answered in is ended; the question opens one with the page's values.
    const organisation = (await (await request.get(`${fakeApiUrl}/__control/platform`)).json()) as {
      sessions: { id: string; status: string; messages: { message: string }[] }[];
    };
    const strays = organisation.sessions.filter(
      (session) => session.id !== named && session.messages.some(({ message }) => message === again),
    );
    expect(strays).toHaveLength(2);
    expect(posts).toContainEqual(expect.objectContaining({ sessionEnd: true, sessionId: strays[0]!.id }));
    expect(asked[1]!.sessionId).toBeUndefined();
    const { variableValues } = asked[1]!.assistantOverrides as { variableValues: Record<string, string> };
    expect(variableValues.brand).toBe(agentVariables.brand);
    expect(variableValues.conversationSoFar).toBe(`Visitor: ${first}\nAssistant: ${chatReply}`);
  });

  test('the session it opens carries its lifetime, and leaving while an answer is still arriving ends it', async ({
    page,
    request,
  }, { project }) => {
    const client = await openPage(page, request, 'held');
    const question = `Do you manage condos? (${project.name})`;
    await ask(page, question);
    // The first words are here, the rest held back by the API: the visitor leaves mid-answer.
    await expect(chatReplies(page)).toContainText(chatReplyWords.slice(0, 3).join('').trim());
    const [opening] = await chatPosts(request, client);
    expect(opening!.body.sessionId).toBeUndefined();
    expect(opening!.body.sessionExpirationSeconds).toBe(30 * 60);
    await page.goto('about:blank');

    // The fake platform's organisation holds the session the question opened, with that lifetime, and
    // completed by a request the browser sent as the page went.
    const session = async () =>
      (
        (await (await request.get(`${fakeApiUrl}/__control/platform`)).json()) as {
          sessions: { id: string; status: string; expirationSeconds: number; messages: { message: string }[] }[];
        }
      ).sessions.find((candidate) => candidate.messages.some(({ message }) => message === question));
    await expect.poll(async () => (await session())?.status).toBe('completed');
    expect(await session()).toMatchObject({ id: expect.stringMatching(/^chat-session-/), expirationSeconds: 30 * 60 });
    const { id } = (await session())!;
    const ends = ((await (await request.get(`${fakeApiUrl}/__control/requests`)).json()) as ReceivedRequest[]).filter(
      (entry) => entry.method === 'POST' && entry.body.sessionEnd === true && entry.body.sessionId === id,
    );
    expect(ends).toHaveLength(1);
    await request.post(`${fakeApiUrl}/__control/release`, { data: { client } });
  });

  test.describe('before its code has run, the panel is the page’s own', () => {
    const island = (page: Page) => page.locator('astro-island', { has: page.getByTestId('typed-chat-control') });
    const closeButton = (page: Page) => chatPanel(page).getByRole('button', { name: chatText.closeLabel });

    /** Keeps the typed chat's island code from arriving until the returned function is called. */
    async function holdIslandCode(page: Page) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/TypedChat.*.js', async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test('closed, it is laid out ahead and unseen: its box is there, no one sees it, a click goes to what is under it, no role of it is exposed', async ({
      page,
      request,
    }) => {
      await openPage(page, request);
      const closed = await page.getByTestId('chat-panel').evaluate((panel) => {
        const { left, top, width, height } = panel.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        return {
          laidOut: width > 0 && height > 0,
          seen: panel.checkVisibility({ visibilityProperty: true }),
          takesTheClick: Boolean(hit && panel.contains(hit)),
        };
      });
      expect(closed).toEqual({ laidOut: true, seen: false, takesTheClick: false });
      await expect(chatBox(page)).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: chatText.inputLabel })).toHaveCount(0);
      // Opened, it is the same panel, seen.
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });

    /** Whether the panel is open as a popover, in the page's top layer (not merely shown by CSS). */
    const inTopLayer = (page: Page) => chatPanel(page).evaluate((panel) => panel.matches(':popover-open'));

    test('a press opens it at once with focus in its text box (held, shown where it lies); what was typed, and where, stays as the island takes over, and nothing moves', async ({
      page,
      request,
    }) => {
      const release = await holdIslandCode(page);
      await openPage(page, request);
      // At load the closed panel's text box takes no focus and scrolls nothing.
      expect(await page.evaluate(() => [document.activeElement?.localName, window.scrollY])).toEqual(['body', 0]);
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      // client:on holds the press and plays the browser's part: CSS shows the panel where it is laid out
      // already, not moved into the top layer inside the press; the control says it is open.
      await expect(island(page)).toHaveAttribute('data-press', 'held');
      expect(await inTopLayer(page)).toBe(false);
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(chatPanel(page)).toContainText(chatText.aiDisclosure);
      await expect(chatPanel(page).getByTestId('conversation-notice')).toBeVisible();
      await expect(chatPanel(page)).toContainText(chatText.greeting);
      await expect(island(page)).toHaveAttribute('ssr');
      await page.keyboard.type('Do you manage duplexes');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowLeft');
      const where = () =>
        Promise.all([
          chatPanel(page).boundingBox(),
          closeButton(page).boundingBox(),
          chatBox(page).boundingBox(),
          chatBox(page).evaluate((box: HTMLTextAreaElement) => [box.selectionStart, box.selectionEnd]),
        ]);
      const before = await where();

      release();
      await expect(island(page)).not.toHaveAttribute('ssr');
      // The island's own panel now, opened as a popover: every language to choose from, the count
      // following the box.
      await expect(chatPanel(page).getByTestId('conversation-language').locator('option')).not.toHaveCount(1);
      await expect(chatPanel(page).getByText(/^22 of 1000 /)).toBeVisible();
      expect(await inTopLayer(page)).toBe(true);
      await expect(chatBox(page)).toBeFocused();
      await expect(chatBox(page)).toHaveValue('Do you manage duplexes');
      expect(await where()).toEqual(before);

      await page.keyboard.press('End');
      await page.keyboard.type('?');
      await page.keyboard.press('Enter');
      await expect(chatReplies(page)).toContainText(chatReply);
    });

    test('Enter pressed before the island runs sends the question once it does, once', async ({ page, request }) => {
      const release = await holdIslandCode(page);
      const client = await openPage(page, request);
      await chatControl(page).click();
      await page.keyboard.type('Hello');
      await page.keyboard.press('Enter');
      // Not a line break: the send, waiting for the island.
      await expect(chatBox(page)).toHaveValue('Hello');
      await expect(island(page)).toHaveAttribute('data-press', 'held');
      release();
      await expect(chatReplies(page)).toContainText(chatReply);
      expect((await chatPosts(request, client)).map((post) => post.body.input)).toEqual(['Hello']);
      await expect(chatBox(page)).toHaveValue('');
    });

    test('its close button closes it before the island runs (the held press let go, focus back on the control), and nothing opens it as the island runs; once it runs, Escape does, focus back to the control', async ({
      page,
      request,
    }) => {
      const release = await holdIslandCode(page);
      await openPage(page, request);
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      await closeButton(page).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(chatControl(page)).toBeFocused();
      await expect(chatControl(page)).not.toHaveAttribute('aria-expanded', 'true');
      await expect(island(page)).toHaveAttribute('data-press', 'ready');
      release();
      await expect(island(page)).not.toHaveAttribute('ssr');
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(chatPanel(page)).toBeHidden();
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(chatPanel(page)).toBeHidden();
      await expect(chatControl(page)).toBeFocused();
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'false');
      // And the close button, once more.
      await chatControl(page).click();
      await closeButton(page).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(chatControl(page)).toBeFocused();
    });

    test('the hero’s link pressed before the island runs shows the panel at once; the island then opens it with focus in its box', async ({
      page,
      request,
    }) => {
      test.skip(layoutOf(page) === 'phone', 'the island’s timing, not the width');
      const release = await holdIslandCode(page);
      await openPage(page, request);
      await heroLink(page).click();
      await expect(island(page)).toHaveAttribute('data-press', 'held');
      // Shown by CSS while the press is held: seen, not merely laid out.
      await expect(chatPanel(page)).toBeVisible();
      await expect(chatPanel(page)).toContainText(chatText.greeting);
      release();
      await expect(island(page)).not.toHaveAttribute('ssr');
      await expect(chatBox(page)).toBeFocused();
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'true');
    });

    test('closed as the island adopts it (between its hydration and its effects), it stays closed, and the conversation follows', async ({
      page,
      request,
    }) => {
      test.skip(layoutOf(page) === 'phone', 'the island’s timing, not the width');
      const release = await holdIslandCode(page);
      await openPage(page, request);
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      // The island's hydration commit marks it live (takeHeldPress, in a layout effect); the visitor's
      // Close lands right after that task, before React's effects run in the next one.
      await island(page).evaluate((element) => {
        new MutationObserver((_, observer) => {
          if (element.getAttribute('data-press') !== 'live') return;
          observer.disconnect();
          element.querySelector<HTMLElement>('[popovertargetaction="hide"]')!.click();
        }).observe(element, { attributeFilter: ['data-press'] });
      });
      release();
      await expect(island(page)).not.toHaveAttribute('ssr');
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(chatPanel(page)).toBeHidden();
      // Still closed a few frames on, and the control opens it again.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      await expect(chatPanel(page)).toBeHidden();
      await chatControl(page).click();
      await expect(chatBox(page)).toBeFocused();
      await expect(chatControl(page)).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('the keyboard path: Tab to the control, Enter opens, Enter sends, Escape closes back to the control', async ({
    page,
    request,
  }) => {
    await openPage(page, request);
    await chatControl(page).focus();
    await page.keyboard.press('Enter');
    await expect(chatBox(page)).toBeFocused();
    await page.keyboard.type('Hello');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('there');
    await expect(chatBox(page)).toHaveValue('Hello\nthere');
    await page.keyboard.press('Enter');
    await expect(chatReplies(page)).toContainText(chatReply);
    await page.keyboard.press('Escape');
    await expect(chatPanel(page)).toBeHidden();
    await expect(chatControl(page)).toBeFocused();
  });

  test('the hero’s "ask" link opens the panel', async ({ page, request }) => {
    await openPage(page, request);
    await heroLink(page).click();
    await expect(chatBox(page)).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a hostile reply is shown as text: no markup runs, no link but the phone’s', async ({ page, request }) => {
    await openPage(page, request, 'hostile');
    await ask(page, 'Hello');
    await expect(chatReplies(page)).toContainText('306-555-0142');
    await expect(chatReplies(page)).toContainText('<img src=x onerror="window.__hostile=1">');
    await expect(chatReplies(page).locator('img')).toHaveCount(0);
    expect(
      await chatReplies(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['tel:+13065550142']);
    expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
  });

  test.describe('each failure is said with the phone, and nothing is lost', () => {
    test('401: the chat’s own words (never a voice call’s), the question back in the box, one request', async ({
      page,
      request,
    }) => {
      const client = await openPage(page, request, 'unauthorized');
      await ask(page, 'Hello');
      await expectFailure(page, messageStart(chatText.errors.unavailable));
      await expect(chatAlert(page)).not.toContainText(/voice/i);
      await expect(chatBox(page)).toHaveValue('Hello');
      expect(await chatPosts(request, client)).toHaveLength(1);
    });

    test('429: "busy, try again in 7 s", and no question sent before then', async ({ page, request }) => {
      const client = await openPage(page, request, 'busy');
      await ask(page, 'Hello');
      await expectFailure(page, messageStart(chatText.errors.busy.replace('{seconds}', '7')));
      await chatBox(page).press('Enter');
      await expect(chatAlert(page)).toContainText(/Try again in [1-7] s/);
      expect(await chatPosts(request, client)).toHaveLength(1);
    });

    test('500: tried once more a second later, then said; no retry loop', async ({ page, request }) => {
      const client = await openPage(page, request, 'server-error');
      await ask(page, 'Hello');
      await expectFailure(page, messageStart(chatText.errors.unavailable));
      await expect(chatBox(page)).toHaveValue('Hello');
      // The failure is on the page: both tries are over, and no third comes after them.
      expect(await chatPosts(request, client)).toHaveLength(2);
    });

    test('a dropped connection: said as a connection failure after one more try', async ({ page, request }) => {
      const client = await openPage(page, request, 'drop');
      await ask(page, 'Hello');
      await expectFailure(page, messageStart(chatText.errors.connection));
      expect(await chatPosts(request, client)).toHaveLength(2);
    });

    test('a stream cut part-way keeps its part, marked cut off, and is not sent again', async ({ page, request }) => {
      const client = await openPage(page, request, 'cut');
      await ask(page, 'Hello');
      await expectFailure(page, messageStart(chatText.errors.cutOff));
      await expect(chatReplies(page)).toContainText(chatReplyWords.slice(0, 3).join('').trim());
      await expect(chatReplies(page)).toContainText(conversationText.cutOffMark);
      await expect(chatBox(page)).toHaveValue('');
      expect(await chatPosts(request, client)).toHaveLength(1);
    });

    test('20 s without a byte: given up and said', async ({ page, request }) => {
      await page.clock.install();
      await openPage(page, request, 'stall');
      await ask(page, 'Hello');
      await expect(chatReplies(page)).toContainText(chatReplyWords[0]!.trim());
      await page.clock.runFor(20_500);
      await expectFailure(page, messageStart(chatText.errors.stalled));
      await expect(chatReplies(page)).toContainText(conversationText.cutOffMark);
    });
  });

  test('a voice call after typing carries the typed words in its request', async ({ page, request, context }) => {
    await blockVoiceThirdParties(page);
    const client = await openPage(page, request);
    await ask(page, 'I own a duplex in Moose Jaw');
    await expect(chatReplies(page)).toContainText(chatReply);
    await context.grantPermissions(['microphone'], { origin: productionUrl });
    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, scenario: 'unauthorized' } });
    await page.getByRole('button', { name: voiceText.startLabel, exact: true }).click();
    // Typing and talking take turns: the chat steps aside while the call is being set up.
    await expect(page.getByTestId('voice-chat').getByRole('alert')).toContainText(
      messageStart(voiceText.errors.unavailable),
    );
    const response = await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`);
    const call = ((await response.json()) as ReceivedRequest[]).find(
      (entry) => entry.method === 'POST' && entry.path === '/call/web',
    );
    const { variableValues } = call!.body.assistantOverrides as { variableValues: Record<string, string> };
    expect(variableValues.conversationSoFar).toContain('Visitor: I own a duplex in Moose Jaw');
    expect(variableValues.conversationSoFar).toContain(`Assistant: ${chatReply.trim()}`);
  });

  test('fits a 320 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, request);
    const controls = await page.getByTestId('conversation-control').boundingBox();
    expect(controls!.x).toBeGreaterThanOrEqual(0);
    await ask(page, 'Hello');
    await expect(chatReplies(page)).toContainText(chatReply);
    const box320 = await chatPanel(page).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box320!.x).toBeGreaterThanOrEqual(0);
    expect(box320!.x + box320!.width).toBeLessThanOrEqual(320);
    // Below the fixed header, whole.
    expect(box320!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    for (const target of [chatControl(page), page.getByRole('button', { name: chatText.sendLabel })]) {
      const size = await target.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(44);
    }
  });

  test.describe('on a phone the panel fits the screen in every state, its controls whole inside it', () => {
    test.skip(({ page }) => layoutOf(page) !== 'phone', 'phone widths');

    /** Stands in for the phone's visual viewport, so a test can raise an on-screen keyboard of `height` px. */
    const fakeKeyboard = (page: Page) =>
      page.addInitScript(() => {
        const viewport = new EventTarget();
        let covered = 0;
        Object.defineProperties(viewport, {
          height: { get: () => window.innerHeight - covered },
          width: { get: () => window.innerWidth },
          offsetTop: { value: 0 },
          offsetLeft: { value: 0 },
          scale: { value: 1 },
        });
        Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
        Object.assign(window, {
          raiseKeyboard: (height: number) => {
            covered = height;
            viewport.dispatchEvent(new Event('resize'));
          },
        });
      });

    /** The panel within the `visibleHeight` px the visitor sees; its heading, text box, count and Send whole inside it, and taking taps. */
    async function expectFits(page: Page, visibleHeight: number) {
      const panel = (await chatPanel(page).boundingBox())!;
      expect(panel.y, 'the panel starts on the screen').toBeGreaterThanOrEqual(0);
      expect(panel.y + panel.height, 'the panel ends on the screen').toBeLessThanOrEqual(visibleHeight);
      const parts = [
        chatPanel(page).getByRole('heading', { name: chatText.title }),
        chatPanel(page).getByRole('button', { name: chatText.closeLabel }),
        chatBox(page),
        chatPanel(page).getByText(/ of 1000 /),
        chatPanel(page).getByRole('button', { name: chatText.sendLabel }),
      ];
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(box.y, `${part}`).toBeGreaterThanOrEqual(panel.y);
        expect(box.y + box.height, `${part}`).toBeLessThanOrEqual(panel.y + panel.height);
      }
      // Send takes a tap over its whole height: nothing lies over its top or its bottom edge.
      const send = (await parts[4]!.boundingBox())!;
      for (const y of [send.y + 2, send.y + send.height - 2]) {
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent,
          [send.x + send.width / 2, y],
        );
        expect(hit, `a tap at ${Math.round(y)} px`).toBe(chatText.sendLabel);
      }
    }

    for (const { width, height } of [
      { width: 390, height: 844 },
      { width: 360, height: 640 },
    ]) {
      test(`at ${width}×${height}: after a failure, after a long answer, and with the keyboard up`, async ({
        page,
        request,
      }) => {
        await fakeKeyboard(page);
        await page.setViewportSize({ width, height });
        const longAnswer = Array.from({ length: 40 }, (_, n) => `Line ${n + 1} of a long answer.`).join(' ');
        const client = await openPage(page, request, 'server-error');
        await ask(page, 'What do you charge to manage a house?');
        await expectFailure(page, messageStart(chatText.errors.unavailable));
        await expectFits(page, height);
        await page.screenshot({ path: test.info().outputPath(`failed-${width}.png`) });

        await request.post(`${fakeApiUrl}/__control/scenario`, {
          data: { client, chatScenario: 'script', script: [{ reply: longAnswer }] },
        });
        await chatBox(page).press('Enter');
        await expect(chatReplies(page).last()).toContainText('Line 40 of a long answer.');
        // The newest turn in view: the transcript's scroller at its end (scrolled in the frame that drew it).
        const transcript = page.getByTestId('chat-panel').getByRole('log');
        await expect
          .poll(() =>
            transcript.evaluate(({ parentElement: box }) => box!.scrollHeight - box!.scrollTop - box!.clientHeight),
          )
          .toBeLessThan(2);
        await expectFits(page, height);
        await page.screenshot({ path: test.info().outputPath(`long-answer-${width}.png`) });

        const keyboard = Math.round(height * 0.45);
        await page.evaluate(
          (covered) => (window as unknown as { raiseKeyboard: (h: number) => void }).raiseKeyboard(covered),
          keyboard,
        );
        await expect(page.getByTestId('conversation-control')).toHaveAttribute('data-keyboard-up', '');
        await expectFits(page, height - keyboard);
        await page.screenshot({ path: test.info().outputPath(`keyboard-${width}.png`) });

        // The keyboard down again: the control and its buttons are back where they were.
        await page.evaluate(() => (window as unknown as { raiseKeyboard: (h: number) => void }).raiseKeyboard(0));
        await expect(page.getByTestId('conversation-control')).not.toHaveAttribute('data-keyboard-up');
        await expect(chatControl(page)).toBeVisible();
        await expectFits(page, height);
      });
    }
  });

  test('axe finds nothing with the panel open, answering, and failed', async ({ page, request }) => {
    // Three scans of the whole page, which the doors and the questions made longer: past 30 s when busy.
    test.slow();
    const client = await openPage(page, request, 'cut');
    await chatControl(page).click();
    await expect(chatBox(page)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await ask(page, 'Hello');
    await expectFailure(page, messageStart(chatText.errors.cutOff));
    expect(await axeViolations(page)).toEqual([]);
    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'stall' } });
    await ask(page, 'Are you there?');
    await expect(chatReplies(page).nth(1)).toContainText(chatReplyWords[0]!.trim());
    // Mid-reply: the question in flight, its answer streaming.
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('where the chat cannot work', () => {
  test('without JavaScript the chat control and the hero’s "ask" link are absent; the call link stands', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'about pages without JavaScript');
    await page.goto(productionUrl);
    await expect(chatControl(page)).toBeHidden();
    await expect(heroLink(page)).toBeHidden();
    await expect(
      page.getByRole('link', { name: `${pageText.callUsLabel}: ${siteData.phone.display}` }).first(),
    ).toBeVisible();
  });

  test('without voice settings neither exists; the floating "call us" link stands in', async ({ page }) => {
    await page.goto(noVoiceUrl);
    await expect(page.getByTestId('floating-call-link')).toBeVisible();
    await expect(chatControl(page)).toHaveCount(0);
    await expect(heroLink(page)).toHaveCount(0);
  });
});
