/**
 * The conversation control in the visitor's language (content/agent.md's languages, the panel's
 * words in content/ui/languages.json), in Chromium with a French, a Punjabi and an English browser
 * (Playwright's `locale`): before and during a conversation, typed and spoken, with and without voice
 * settings; what a call's start asks for (Punjabi's own transcriber and voice, French's none, each
 * checked against the platform's types) and a switch mid-call the call cannot speak; the visitor
 * switching in the panel; the agent switching with its page tool, and the `lang` of the turns after it;
 * the twelve languages' menu and an Urdu turn at 360 and 1280 px; axe in French at both widths. The
 * page itself stays English.
 *
 * The fake API keeps its scenario and log per browser (user agent): this spec's pages send their own.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { agentToolNames } from '~/agent/tool-names';
import { conversationWordsPath } from '../../src/lib/page-paths';
import { chatReply } from '../fixtures/fake-vapi-api.mjs';
import {
  chatText,
  conversationText,
  panelLanguages,
  panelWords,
  site,
  voiceChatText,
} from '../fixtures/sample-content';
import { typeErrors } from '../fixtures/platform-types';
import { axeViolations } from './axe';
import { ownFakeApiClient } from './chat-helpers';
import { fakeApiUrl, fakeVoiceUrl, noVoiceUrl, productionUrl, testVoiceSettings } from './servers';
import { blockVoiceThirdParties } from './voice-helpers';

test.describe.configure({ mode: 'serial' });
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const french = panelWords.fr!;
const frenchControl = (page: Page) => page.getByRole('button', { name: french.chat.openLabel });
const frenchPanel = (page: Page) => page.getByRole('dialog', { name: french.chat.title });
const frenchBox = (page: Page) => page.getByRole('textbox', { name: french.chat.inputLabel });
const turns = (page: Page, testId: string) => page.getByTestId(testId).locator('[lang]');

/** Opens `url` as this spec's own client of the fake API, its chat answering by `scenario`; returns the client. */
async function openPage(page: Page, request: APIRequestContext, url = productionUrl, scenario: object = {}) {
  const client = await ownFakeApiClient(page, request, 'languages-spec', { chatScenario: 'stream', ...scenario });
  await page.goto(url);
  return client;
}

/** What the fake SDK was asked (`window.__fakeVoice`), by method. */
const sdkCalls = (page: Page, method: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as { __fakeVoice: { instances: { calls: { method: string; args: unknown[] }[] }[] } }
      ).__fakeVoice.instances[0]!.calls.filter((call) => call.method === name),
    method,
  );

/**
 * The `/call/web` body the web SDK makes of a start (its assistant id and overrides), compiled against
 * the platform's own types: the web SDK's `CreateWebCallDTO` and the server client's `CreateWebCallDto`.
 */
const callBodyErrors = (args: unknown[]) => {
  const value = { assistantId: args[0], assistantOverrides: args[1] };
  return typeErrors(
    { 'server client': { type: 'Vapi.CreateWebCallDto', value }, 'web SDK': { type: 'CreateWebCallDTO', value } },
    "import type { CreateWebCallDTO } from '@vapi-ai/web/dist/api';",
  );
};

/** Starts a call on the fake-voice build from the voice button, in the browser's language; returns its panel. */
async function startCall(page: Page, context: BrowserContext, startLabel: string) {
  await blockVoiceThirdParties(page);
  await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
  await page.goto(fakeVoiceUrl);
  await page.getByTestId('voice-chat-button').hover();
  await page.getByRole('button', { name: startLabel, exact: true }).click();
  const callPanel = page.getByTestId('voice-chat-panel');
  await expect(callPanel).toBeVisible();
  return callPanel;
}

/** The bodies of the typed chat's questions this client sent. */
async function chatBodies(request: APIRequestContext, client: string) {
  const response = await request.get(`${fakeApiUrl}/__control/requests?client=${encodeURIComponent(client)}`);
  return ((await response.json()) as { method: string; path: string; body: Record<string, unknown> }[])
    .filter((entry) => entry.method === 'POST' && entry.path === '/chat/web')
    .map((entry) => entry.body);
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-CA' });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the conversation control needs JavaScript');

  test('the control in French before and during a typed conversation, the page English; what the agent is told', async ({
    page,
    request,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    const client = await openPage(page, request);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en\b/);
    // Intent wakes the islands; the control then speaks French, its words fetched for French alone.
    const words = page.waitForResponse(conversationWordsPath('fr'));
    await page.getByTestId('typed-chat-control').hover();
    await words;
    await expect(frenchControl(page)).toBeVisible();
    await expect(page.getByTestId('typed-chat')).toHaveAttribute('lang', 'fr');
    // The voice button wakes on its own intent, in French too.
    await page.getByTestId('voice-chat-button').focus();
    await expect(page.getByTestId('voice-chat')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: french.voiceChat.startLabel })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(french.voiceChat.idleTooltip.replace('{brand}', site.brand));

    await frenchControl(page).click();
    await expect(frenchPanel(page)).toContainText(french.chat.aiDisclosure);
    await expect(frenchPanel(page)).toContainText(french.chat.greeting);
    const notice = frenchPanel(page).getByTestId('conversation-notice');
    await expect(notice).toContainText('Cette conversation est enregistrée');
    await expect(notice.getByRole('link', { name: `${french.privacyLinkText} ${french.newTabHint}` })).toBeVisible();
    await expect(frenchPanel(page).getByRole('combobox', { name: french.conversation.languageLabel })).toHaveValue(
      'fr',
    );

    await frenchBox(page).fill('Gérez-vous des condos à Regina ?');
    await frenchBox(page).press('Enter');
    await expect(frenchPanel(page).getByTestId('chat-reply')).toContainText(chatReply);
    await expect(turns(page, 'chat-question')).toHaveAttribute('lang', 'fr');
    const [first] = await chatBodies(request, client);
    expect(first).toMatchObject({
      input: 'Gérez-vous des condos à Regina ?',
      assistantOverrides: { variableValues: { language: 'Français (fr)' } },
    });

    // A failure is said in French, with the phone.
    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'no-credit' } });
    await frenchBox(page).fill('Et à Saskatoon ?');
    // The reply's words can all be there before its stream has ended; until then Enter sends nothing.
    await expect(frenchPanel(page).getByRole('button', { name: french.chat.sendLabel })).toBeEnabled();
    await frenchBox(page).press('Enter');
    const alert = frenchPanel(page).getByRole('alert');
    await expect(alert).toContainText(french.chat.errors.unavailable.split('{phone}')[0]!.trim());
    await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(alert).toContainText(french.conversation.emailFallback.split('{email}')[0]!.trim());

    // A reload keeps the conversation, in French.
    await page.reload();
    await page.getByTestId('typed-chat-control').click();
    await expect(frenchPanel(page).getByTestId('chat-question').first()).toContainText('Gérez-vous des condos');
  });

  test('the control in French during a call: the greeting and the language sent, the call’s panel French, a switch told to the call', async ({
    page,
    context,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    await blockVoiceThirdParties(page);
    await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
    await page.goto(fakeVoiceUrl);
    await page.getByTestId('voice-chat-button').hover();
    const start = page.getByRole('button', { name: french.voiceChat.startLabel, exact: true });
    await start.click();
    const callPanel = page.getByTestId('voice-chat-panel');
    await expect(callPanel.getByRole('heading', { name: french.voiceChat.callTitle })).toBeVisible();
    await expect(callPanel).toContainText(french.voiceChat.aiDisclosure);
    await expect(page.getByRole('button', { name: french.voiceChat.endLabel, exact: true })).toBeVisible();
    const calls = () =>
      page.evaluate(
        () =>
          (window as unknown as { __fakeVoice: { instances: { calls: { method: string; args: unknown[] }[] }[] } })
            .__fakeVoice.instances[0]!.calls,
      );
    const [startCall] = (await calls()).filter((call) => call.method === 'start');
    expect(startCall!.args[1]).toMatchObject({
      variableValues: { language: 'Français (fr)' },
      firstMessage: french.firstMessage.replace('{{brand}}', site.brand),
    });
    // The assistant's own transcriber and voice speak French: the call asks for neither.
    expect(startCall!.args[1]).not.toHaveProperty('transcriber');
    expect(startCall!.args[1]).not.toHaveProperty('voice');
    expect(callBodyErrors(startCall!.args)).toEqual({ 'server client': [], 'web SDK': [] });
    await callPanel.getByRole('combobox', { name: french.conversation.languageLabel }).selectOption('tl');
    // Tagalog has no words of its own: the panel is English again, the agent told in the call.
    await expect(callPanel.getByRole('heading', { name: voiceChatText.callTitle })).toBeVisible();
    await expect(page.getByTestId('voice-chat')).toHaveAttribute('lang', 'en');
    await expect
      .poll(async () => (await calls()).filter((call) => call.method === 'send').map((call) => call.args[0]))
      .toEqual([
        { type: 'add-message', message: { role: 'system', content: expect.stringContaining('language tl ') } },
      ]);
  });

  test('without voice settings: the page’s call link, English like the page, and nothing fetched for French', async ({
    page,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    const fetched: string[] = [];
    page.on('request', (entry) => fetched.push(new URL(entry.url()).pathname));
    await page.goto(noVoiceUrl);
    await expect(page.getByTestId('floating-call-link')).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(page.getByRole('button', { name: french.chat.openLabel })).toHaveCount(0);
    await page.mouse.wheel(0, 800);
    expect(fetched.filter((path) => path.startsWith('/conversation-words/'))).toEqual([]);
  });

  test('axe finds nothing in French, the panel open with a turn and a failure', async ({ page, request }) => {
    const client = await openPage(page, request);
    await page.getByTestId('typed-chat-control').click();
    await expect(frenchPanel(page)).toBeVisible();
    await frenchBox(page).fill('Bonjour');
    await frenchBox(page).press('Enter');
    await expect(frenchPanel(page).getByTestId('chat-reply')).toContainText(chatReply);
    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'unauthorized' } });
    await frenchBox(page).fill('Encore');
    // The reply's words can all be there before its stream has ended; until then Enter sends nothing.
    await expect(frenchPanel(page).getByRole('button', { name: french.chat.sendLabel })).toBeEnabled();
    await frenchBox(page).press('Enter');
    await expect(frenchPanel(page).getByRole('alert')).toContainText(
      french.chat.errors.unavailable.split('{phone}')[0]!.trim(),
    );
    expect(await axeViolations(page, '[data-testid="conversation-control"]')).toEqual([]);
  });
});

test.describe('a Punjabi browser', () => {
  test.use({ locale: 'pa-IN' });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the conversation control needs JavaScript');

  test('the call asks for Punjabi’s own transcriber and voice, as the platform’s types take them; a switch to French is said the call cannot speak it', async ({
    page,
    context,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the request, not the width');
    // Punjabi has no panel words of its own: the panel is English, the conversation Punjabi.
    const callPanel = await startCall(page, context, voiceChatText.startLabel);
    const choice = callPanel.getByRole('combobox', { name: conversationText.languageLabel });
    await expect(choice).toHaveValue('pa');
    const [start] = await sdkCalls(page, 'start');
    expect(start!.args[0]).toBe(testVoiceSettings.PUBLIC_VAPI_ASSISTANT_ID);
    expect(start!.args[1]).toMatchObject({
      transcriber: {
        provider: 'gladia',
        model: 'solaria-1',
        languageBehaviour: 'manual',
        language: 'pa',
        languages: ['pa', 'en'],
      },
      voice: { provider: 'azure', voiceId: 'pa-IN-VaaniNeural' },
      variableValues: { language: 'ਪੰਜਾਬੀ (pa)', callLanguages: 'ਪੰਜਾਬੀ (pa), English (en)' },
    });
    expect(callBodyErrors(start!.args)).toEqual({ 'server client': [], 'web SDK': [] });

    await choice.selectOption('fr');
    await expect
      .poll(async () => (await sdkCalls(page, 'send')).map((call) => call.args[0]))
      .toEqual([
        {
          type: 'add-message',
          message: {
            role: 'system',
            content: expect.stringMatching(/language fr .*this call's voice cannot speak.*go on in writing/),
          },
        },
      ]);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-CA' });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the conversation control needs JavaScript');

  test('English, with nothing fetched for another language; the visitor switches to French in the panel, and back', async ({
    page,
    request,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    const fetched: string[] = [];
    page.on('request', (entry) => fetched.push(new URL(entry.url()).pathname));
    const client = await openPage(page, request);
    await page.getByRole('button', { name: chatText.openLabel }).click();
    const panel = page.getByRole('dialog', { name: chatText.title });
    await expect(panel).toContainText(chatText.aiDisclosure);
    await expect(page.getByTestId('typed-chat')).toHaveAttribute('lang', 'en');
    expect(fetched.filter((path) => path.startsWith('/conversation-words/'))).toEqual([]);

    const choice = panel.getByRole('combobox', { name: conversationText.languageLabel });
    await expect(choice.getByRole('option')).toHaveText(panelLanguages.map(({ name }) => name));
    await choice.selectOption('fr');
    await expect(frenchPanel(page)).toContainText(french.chat.greeting);
    await expect(page.getByTestId('typed-chat')).toHaveAttribute('lang', 'fr');
    await frenchBox(page).fill('Bonjour');
    await frenchBox(page).press('Enter');
    await expect(frenchPanel(page).getByTestId('chat-reply')).toContainText(chatReply);
    const [first] = await chatBodies(request, client);
    expect(first).toMatchObject({ assistantOverrides: { variableValues: { language: 'Français (fr)' } } });

    await frenchPanel(page).getByRole('combobox', { name: french.conversation.languageLabel }).selectOption('en');
    await expect(page.getByRole('dialog', { name: chatText.title })).toContainText(chatText.greeting);
    await page.getByRole('textbox', { name: chatText.inputLabel }).fill('Thanks');
    // The reply's words can all be there before its stream has ended; until then Enter sends nothing.
    await expect(page.getByRole('button', { name: chatText.sendLabel })).toBeEnabled();
    await page.getByRole('textbox', { name: chatText.inputLabel }).press('Enter');
    await expect(page.getByTestId('chat-reply')).toHaveCount(2);
    const [, second] = await chatBodies(request, client);
    // The session opened in French is told the switch, in the conversation itself.
    expect(second!.input).toEqual([
      { role: 'developer', content: expect.stringContaining('en') },
      { role: 'user', content: 'Thanks' },
    ]);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, the menu of twelve languages fits and works, an Urdu turn reads right, and axe finds nothing`, async ({
      page,
      request,
    }, { project }) => {
      test.skip(project.name !== 'desktop', 'the width is set here');
      await page.setViewportSize(viewport);
      await openPage(page, request);
      await page.getByRole('button', { name: chatText.openLabel }).click();
      const panel = page.getByRole('dialog', { name: chatText.title });
      const choice = panel.getByRole('combobox', { name: conversationText.languageLabel });
      await expect(choice.getByRole('option')).toHaveCount(12);
      // The menu lies within the panel and the screen, with a target of at least 44 px.
      const [menu, frame] = [await choice.boundingBox(), await panel.boundingBox()];
      expect(menu!.x).toBeGreaterThanOrEqual(frame!.x);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(Math.min(frame!.x + frame!.width, viewport.width));
      expect(menu!.height).toBeGreaterThanOrEqual(44);
      await choice.selectOption('ur');
      await expect(choice).toHaveValue('ur');
      const box = page.getByRole('textbox', { name: chatText.inputLabel });
      await box.fill('کرایہ کتنا ہے؟');
      await box.press('Enter');
      await expect(panel.getByTestId('chat-reply')).toContainText(chatReply);
      const urdu = panel.getByTestId('chat-question').locator('[lang="ur"]');
      await expect(urdu).toHaveAttribute('dir', 'rtl');
      // Right to left: it starts at the right of its bubble.
      const reads = await urdu.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        const [line, block] = [text.getBoundingClientRect(), element.getBoundingClientRect()];
        return { direction: getComputedStyle(element).direction, gapRight: block.right - line.right };
      });
      expect(reads.direction).toBe('rtl');
      expect(reads.gapRight).toBeLessThan(1);
      expect(await axeViolations(page, '[data-testid="conversation-control"]')).toEqual([]);
    });
  }

  test('right to left, whoever wrote it: an Urdu question and the first answer in Urdu (its set_language after the words), an Arabic question answered in English, a card in its turn’s language', async ({
    page,
    request,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    const urdu = { question: 'کرایہ کتنا ہے؟', answer: 'کرایہ علاقے اور سائز پر منحصر ہے۔' };
    const repair = {
      kind: 'water',
      urgency: 'routine',
      problem: 'باورچی خانے کا نل ٹپک رہا ہے',
      address: '12 Main Street, Regina',
    };
    await openPage(page, request, productionUrl, {
      chatScenario: 'script',
      script: [
        { reply: 'Hello! How can I help?' },
        { reply: urdu.answer, toolCall: { name: agentToolNames.setLanguage, arguments: { language: 'ur' } } },
        { reply: 'ٹھیک ہے۔', toolCall: { name: agentToolNames.showRepair, arguments: repair } },
      ],
    });
    await page.getByRole('button', { name: chatText.openLabel }).click();
    const box = page.getByRole('textbox', { name: chatText.inputLabel });
    const panel = page.getByRole('dialog', { name: chatText.title });
    const direction = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).direction);

    // An Arabic question in an English conversation, answered in English: the page cannot know its
    // language, but reads its direction from the text.
    await box.fill('كم الإيجار؟');
    await box.press('Enter');
    await expect(panel.getByTestId('chat-reply').last()).toContainText('Hello! How can I help?');
    const arabic = turns(page, 'chat-question').first();
    await expect(arabic).toHaveAttribute('lang', 'en');
    await expect(arabic).toHaveAttribute('dir', 'auto');
    expect(await direction(arabic)).toBe('rtl');
    await expect(turns(page, 'chat-reply').first()).toHaveAttribute('dir', 'auto');
    expect(await direction(turns(page, 'chat-reply').first())).toBe('ltr');

    // An Urdu question; the agent answers in Urdu and only then says so.
    await box.fill(urdu.question);
    await box.press('Enter');
    await expect(panel.getByTestId('chat-reply').last()).toContainText(urdu.answer);
    for (const turn of [turns(page, 'chat-question').nth(1), turns(page, 'chat-reply').nth(1)]) {
      await expect(turn).toHaveAttribute('lang', 'ur');
      await expect(turn).toHaveAttribute('dir', 'rtl');
      expect(await direction(turn)).toBe('rtl');
    }

    // A repair card, in the page's English (Urdu has no panel words): its words left to right, the
    // tenant's own read from their text.
    await box.fill('باورچی خانے کا نل');
    await box.press('Enter');
    const card = panel.getByTestId('repair-card');
    await expect(card).toContainText(repair.problem);
    const cardBlock = card.locator('xpath=..');
    await expect(cardBlock).toHaveAttribute('lang', /^en\b/);
    await expect(cardBlock).toHaveAttribute('dir', 'ltr');
    const problem = card.getByText(repair.problem);
    await expect(problem).toHaveAttribute('dir', 'auto');
    expect(await direction(problem)).toBe('rtl');
    expect(await direction(card.getByText(repair.address))).toBe('ltr');
    expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  });

  test('the agent turns the conversation to French with its page tool: the reply that carried it and the panel follow', async ({
    page,
    request,
  }, { project }) => {
    test.skip(project.name !== 'desktop', 'the words, not the width');
    await openPage(page, request, productionUrl, {
      chatScenario: 'tool-call',
      toolCall: { name: agentToolNames.setLanguage, arguments: { language: 'fr' } },
    });
    await page.getByRole('button', { name: chatText.openLabel }).click();
    const box = page.getByRole('textbox', { name: chatText.inputLabel });
    await box.fill('Parlez-vous français ?');
    await box.press('Enter');
    await expect(frenchPanel(page)).toBeVisible();
    await expect(turns(page, 'chat-reply')).toHaveAttribute('lang', 'fr');
    // The question that turned it was French too: the agent's call comes after its words.
    await expect(turns(page, 'chat-question')).toHaveAttribute('lang', 'fr');
    await expect(frenchPanel(page).getByRole('combobox', { name: french.conversation.languageLabel })).toHaveValue(
      'fr',
    );
  });
});
