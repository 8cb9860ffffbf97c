/**
 * Shared by the voice-chat browser tests: the island's words (from content, so tests follow edits)
 * and the routes every voice test needs so no request leaves the machine or hangs.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { conversationContext, site, voiceChatText } from '../fixtures/sample-content';
import { fakeVoiceUrl } from './servers';

/** content/ui/voice-chat.json */
export const voiceText = voiceChatText;

/** content/site.json (picture fields are the paths it gives). */
export const siteData = site;

/**
 * What a call started in a fresh tab tells the agent: the page's own facts, from content/, and no
 * conversation yet; no clock (`{{today}}` is the platform's own).
 */
export const agentVariables = conversationContext.variableValues;

/** The words of a message before its phone link: enough to recognise it on the page. */
export const messageStart = (message: string) => message.split('{phone}')[0]!.trim();

/**
 * Daily's call machine (c.daily.co), its other hosts and its Sentry reports are blocked: failing
 * fast, never hanging (a hanging call machine takes 66 s to give up).
 */
export async function blockVoiceThirdParties(page: Page) {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*daily\.co\//, (route) => route.abort('internetdisconnected'));
  await page.route(/^https:\/\/([a-z0-9-]+\.)*pluot\.blue\//, (route) => route.abort('internetdisconnected'));
  await page.route('**/*.ingest.sentry.io/**', (route) => route.abort('internetdisconnected'));
}

/** Whether the page has asked for the voice SDK (its lazily loaded chunk) or the Vapi API. */
export const isSdkRequest = (url: string) => /\/_astro\/vapi\.[^/]*\.js$/.test(url) || /daily/i.test(url);

/**
 * Whether the page has asked for the voice island's in-call part (./voice-call.tsx: controller, error
 * mapping, microphone check, panel), which must load on intent only.
 */
export const isCallPartRequest = (url: string) => /\/_astro\/voice-call\.[^/]*\.js$/.test(url);

/** The floating voice button, idle. */
export const startButton = (page: Page) => page.getByRole('button', { name: voiceText.startLabel, exact: true });
/** What the voice button says went wrong. */
export const voiceAlert = (page: Page) => page.getByTestId('voice-chat').getByRole('alert');

/**
 * Plays, in the fake SDK's call (its first client), the platform's `tool-calls` message with these
 * calls, as the agent would make them: `[id, tool name, arguments]` each. The message goes into the page
 * as an argument, since the function runs there, apart from this file.
 */
export async function playToolCalls(page: Page, ...calls: [id: string, name: string, args: unknown][]) {
  const message = {
    type: 'tool-calls',
    toolCallList: calls.map(([id, name, args]) => ({ id, type: 'function', function: { name, arguments: args } })),
  };
  await page.evaluate(
    (event) =>
      (
        window as unknown as { __fakeVoice: { instances: { play(events: unknown[]): void }[] } }
      ).__fakeVoice.instances[0]!.play([['message', event]]),
    message,
  );
}

/** A call started in the fake-voice build, the microphone allowed, and on (its end button shown). */
export async function startFakeCall(page: Page, context: BrowserContext) {
  await blockVoiceThirdParties(page);
  await context.grantPermissions(['microphone'], { origin: fakeVoiceUrl });
  await page.goto(fakeVoiceUrl);
  await startButton(page).click();
  await expect(page.getByRole('button', { name: voiceText.endLabel, exact: true })).toBeVisible();
}

/** What the page sent into the fake SDK's call (its first client) with `send`, in order. */
export const sentIntoCall = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __fakeVoice: { instances: { calls: { method: string; args: unknown[] }[] }[] } }
    ).__fakeVoice.instances[0]!.calls.filter(({ method }) => method === 'send').map(({ args }) => args[0]),
  );
