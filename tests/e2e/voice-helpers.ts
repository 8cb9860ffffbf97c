/**
 * Shared by the voice-chat browser tests: the island's words (from content, so tests follow edits)
 * and the routes every voice test needs so no request leaves the machine or hangs.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SiteFile } from '~/schemas/site';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { agentVariableValues } from '../../src/lib/assistant';

/** content/ui/voice-chat.json */
export const voiceText = JSON.parse(
  readFileSync(new URL('../../content/ui/voice-chat.json', import.meta.url), 'utf8'),
) as VoiceChatText;

/** content/site.json, as written (picture fields are paths here, not processed images). */
export const siteData = JSON.parse(
  readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8'),
) as SiteFile;

const contentJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8'));

/** What a call started in a fresh tab tells the agent: the page's own facts, from content/, and no conversation yet. */
export const agentVariables = agentVariableValues({
  site: contentJson('site.json'),
  propertyServices: contentJson('property-services.json'),
  commercialCleaning: contentJson('commercial-cleaning.json'),
  propertyDevelopment: contentJson('property-development.json'),
  contact: contentJson('contact.json'),
});

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
