/**
 * The conversation control in the visitor's language (content/agent.md's languages, the panel's
 * words in content/ui/languages.json), in Chromium with a French and an English browser (Playwright's
 * `locale`): before and during a conversation, typed and spoken, with and without voice settings; the
 * visitor switching in the panel; the agent switching with its page tool, and the `lang` of the turns
 * after it; axe in French at both widths. The page itself stays English.
 *
 * The fake API keeps its scenario and log per browser (user agent): this spec's pages send their own.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
import { axeViolations } from './axe';
import { fakeApiUrl, fakeVoiceUrl, noVoiceUrl, productionUrl } from './servers';
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
  const client = `${await page.evaluate(() => navigator.userAgent).catch(() => '')} languages-spec`;
  await page.setExtraHTTPHeaders({ 'user-agent': client });
  await request.post(`${fakeApiUrl}/__control/reset`, { data: { client } });
  await request.post(`${fakeApiUrl}/__control/scenario`, { data: { client, chatScenario: 'stream', ...scenario } });
  await page.goto(url);
  return client;
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
    await frenchBox(page).press('Enter');
    await expect(frenchPanel(page).getByRole('alert')).toContainText(
      french.chat.errors.unavailable.split('{phone}')[0]!.trim(),
    );
    expect(await axeViolations(page, '[data-testid="conversation-control"]')).toEqual([]);
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
    await page.getByRole('textbox', { name: chatText.inputLabel }).press('Enter');
    await expect(page.getByTestId('chat-reply')).toHaveCount(2);
    const [, second] = await chatBodies(request, client);
    // The session opened in French is told the switch, in the conversation itself.
    expect(second!.input).toEqual([
      { role: 'developer', content: expect.stringContaining('en') },
      { role: 'user', content: 'Thanks' },
    ]);
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
    await expect(turns(page, 'chat-question')).toHaveAttribute('lang', 'en');
    await expect(frenchPanel(page).getByRole('combobox', { name: french.conversation.languageLabel })).toHaveValue(
      'fr',
    );
  });
});
