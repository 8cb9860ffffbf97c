/**
 * `npm run assistant -- --verify` (Node only): after `--publish`, asks the platform itself whether what the
 * site relies on works, each a line, ✓ or ✗.
 */
import type { VapiClient } from '@vapi-ai/server-sdk';
import { agentVariableValues } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import type { AgentContent } from '~/lib/content/agent-content';
import type { AgentLanguage } from '~/schemas/agent-speech';
import { resolveSettings } from '~/lib/settings';
import type { LeadForwarding } from './lead-forwarding';
import { PlatformError, step, type OwnerEnvironment } from './platform-client';
import { publishSettings } from './publish-assistant';
import { refusesKey } from '~/agent/refused-key';
import { refusalLines } from './verify-lock';
import type { CheckLine } from './check-line';
import { assistantChecks, bookingChecks } from './verify-assistant';
import {
  askChat,
  endSessionBody,
  questionBody,
  testQuestions,
  testSessionName,
  waitForLead,
  type ChatSender,
  type LeadWait,
} from './verify-chat';
import { emergencyHookLine, hookLine } from './verify-hook';
import { repairChoices } from '~/agent/repair/choices';

/** The first words of an answer, for the report. */
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** What verifying needs: publishing's settings, with the site's assistant, public key and origin all given. */
export interface VerifySettings {
  apiUrl: string;
  privateKey: string;
  assistantId: string;
  publicKey: string;
  /** SITE_URL's origin, as a browser on the site sends it. */
  siteOrigin: string;
  forwarding: LeadForwarding | undefined;
}

/** Reads the settings; a PlatformError names those missing (verifying checks the site as it is built). */
export function verifySettings(env: OwnerEnvironment): VerifySettings {
  const { privateKey, apiUrl, assistantId, keyLock, forwarding } = publishSettings(env, 'Verifying (--verify)');
  const missing = [
    ...(assistantId ? [] : ['PUBLIC_VAPI_ASSISTANT_ID (publish prints its line)']),
    ...('missing' in keyLock ? keyLock.missing : []),
  ];
  if (!assistantId || 'missing' in keyLock) {
    throw new PlatformError(
      `--verify checks the site as it is built, so it needs ${missing.join(' and ')}: set them as the site has them, publish, then verify.`,
    );
  }
  const siteOrigin = new URL(resolveSettings(env).siteUrl).origin;
  return { apiUrl, privateKey, assistantId, publicKey: keyLock.publicKey, siteOrigin, forwarding };
}

/** How long each wait may last; a test gives short ones and its own clock. */
export interface VerifyTiming extends LeadWait {
  /** A question's whole answer, or the hook's. */
  requestTimeoutMs: number;
}

export const defaultTiming: VerifyTiming = {
  leadWaitMs: 120_000,
  pollMs: 5_000,
  requestTimeoutMs: 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: Date.now,
};

/** What the owner reads before anything is sent: what it checks, what it costs, how to tell its chat apart. */
export function describeVerifyStart({ apiUrl, siteOrigin, forwarding }: VerifySettings): string {
  return [
    `Checking the platform at ${apiUrl} as the site at ${siteOrigin} uses it.`,
    `It holds a short typed chat with the agent (two questions), which costs what a short chat costs; its session is named "${testSessionName}" in the dashboard, and npm run leads leaves it out.`,
    ...(forwarding
      ? [
          'Its lead reaches the leads hook too, as does a sample lead marked as a test: a filter on the session’s name keeps both out of the office’s inbox.',
        ]
      : []),
  ].join('\n');
}

/**
 * A typed conversation from the site's origin: two questions, the session named as a test and ended,
 * its lead read back; and whether the platform refused the key from the site's origin itself.
 */
async function conversationLines(
  client: VapiClient,
  settings: VerifySettings,
  sender: ChatSender,
  timing: LeadWait,
  secondLanguage: AgentLanguage | undefined,
) {
  const { siteOrigin, apiUrl } = settings;
  const lines: CheckLine[] = [];
  const notTried = (...checks: string[]) =>
    checks.map((check) => ({ passed: false, check, said: 'not tried: the first question was not answered' }));
  const first = await askChat(sender, siteOrigin, questionBody(sender, testQuestions[0]));
  const keyRefused = !first.answered && refusesKey(first.status);
  if (!first.answered || !first.text || !first.sessionId) {
    const said = !first.answered
      ? `${first.said}. ${keyRefused ? 'The platform refused the public key from the site’s own origin: PUBLIC_VAPI_PUBLIC_KEY and PUBLIC_VAPI_ASSISTANT_ID must be what publish locked, SITE_URL the address the site is served from; publish again' : 'Visitors’ typed chats fail alike'}`
      : `answered ${first.text ? 'without a session id' : 'with no words'}: the page could not hold a conversation`;
    lines.push({ passed: false, check: 'typed chat', said: `a question from ${siteOrigin}: ${said}` });
    lines.push(...notTried('test session named', 'second question', 'session ended', 'typed chat’s lead'));
    return { lines, keyRefused };
  }
  const sessionId = first.sessionId;
  lines.push({
    passed: true,
    check: 'typed chat',
    said: `a question from ${siteOrigin} was answered with the public key (session ${sessionId}): "${excerpt(first.text)}"`,
  });
  try {
    await step('name the test session', apiUrl, () => client.sessions.update({ id: sessionId, name: testSessionName }));
    lines.push({
      passed: true,
      check: 'test session named',
      said: `"${testSessionName}": npm run leads leaves it out`,
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    lines.push({
      passed: false,
      check: 'test session named',
      said: `${error.message} Its lead will be listed by npm run leads.`,
    });
  }
  // The second question in the second listed language: the agent must answer a visitor who writes in it.
  const language = secondLanguage;
  const asked = language?.question ?? testQuestions[1];
  const second = await askChat(sender, siteOrigin, questionBody(sender, asked, sessionId));
  const continued = second.answered && second.text && (second.sessionId ?? sessionId) === sessionId;
  const inLanguage = language ? ` in ${language.name} ("${asked}")` : '';
  lines.push({
    passed: Boolean(continued),
    check: 'second question',
    said: continued
      ? `asked${inLanguage}, answered in the same session: "${excerpt(second.text)}"`
      : !second.answered
        ? `asked${inLanguage}: ${second.said}: visitors’ second questions fail alike`
        : `asked${inLanguage}, answered ${second.text ? `in another session (${second.sessionId})` : 'with no words'}, not in the first’s`,
  });
  const end = await askChat(sender, siteOrigin, endSessionBody(sender, sessionId));
  lines.push(
    end.answered
      ? { passed: true, check: 'session ended', said: 'the platform took the end of the session, as the page sends it' }
      : {
          passed: false,
          check: 'session ended',
          said: `${end.said}: the page’s sessions would end only when they expire`,
        },
  );
  lines.push(await leadLine(client, apiUrl, sessionId, timing));
  return { lines, keyRefused };
}

/** The ended session read back until its artifact holds the lead, or the time limit passes. */
async function leadLine(client: VapiClient, apiUrl: string, sessionId: string, timing: LeadWait): Promise<CheckLine> {
  const check = 'typed chat’s lead';
  try {
    const found = await step(`read the session ${sessionId}`, apiUrl, () => waitForLead(client, sessionId, timing));
    const seconds = Math.round(found.afterMs / 1000);
    if (found.found) {
      return {
        passed: true,
        check,
        said: `the ended session’s artifact holds the lead after ${seconds} s (need: ${String(found.lead.need ?? '?')})`,
      };
    }
    return {
      passed: false,
      check,
      said: `no lead in the session’s artifact after ${seconds} s (status ${found.status ?? 'unknown'}): typed chats leave no lead. Check the lead line above; if the platform is only slow, run again with a longer --lead-wait <seconds>`,
    };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return { passed: false, check, said: error.message };
  }
}

/**
 * Every check, in the report's order; none stops the others.
 *
 * With the same settings as publishing: the assistant and its lead as content/ makes them
 * (verify-assistant.ts), a typed chat from the site's origin with the public key, its session read back
 * until it holds the lead (verify-chat.ts), the key's lock refusing another origin and an inline
 * assistant (verify-lock.ts), booking's calendar, and the leads hook (verify-hook.ts).
 */
export async function verifyPlatform(
  client: VapiClient,
  settings: VerifySettings,
  agentContent: AgentContent,
  timing: VerifyTiming = defaultTiming,
): Promise<CheckLine[]> {
  const { apiUrl, forwarding } = settings;
  const { lines, assistant, leadId } = await assistantChecks(client, settings, agentContent);
  if (agentContent.settings.booking.enabled) lines.push(...(await bookingChecks(client, apiUrl, assistant)));
  const sender: ChatSender = {
    apiUrl,
    publicKey: settings.publicKey,
    assistantId: settings.assistantId,
    variableValues: agentVariableValues(agentContent.content),
    timeoutMs: timing.requestTimeoutMs,
  };
  const conversation = await conversationLines(client, settings, sender, timing, agentContent.settings.languages[1]);
  lines.push(...conversation.lines);
  lines.push(...(await refusalLines(client, settings.siteOrigin, sender, conversation.keyRefused)));
  if (forwarding) {
    lines.push(await hookLine(forwarding, leadId ?? leadOutput.name, timing.requestTimeoutMs));
    lines.push(
      await emergencyHookLine(forwarding, repairChoices(agentContent.content.repairs), timing.requestTimeoutMs),
    );
  }
  return lines;
}

/** The report: a table of lines, ✓ or ✗, then how many failed. */
export function describeVerifyReport(lines: readonly CheckLine[]): string {
  const width = Math.max(...lines.map((line) => line.check.length));
  const failed = lines.filter((line) => !line.passed).length;
  return [
    ...lines.map((line) => `${line.passed ? '✓' : '✗'} ${line.check.padEnd(width)}  ${line.said}`),
    '',
    failed === 0
      ? `All ${lines.length} checks passed: the site’s agent works on the platform as the site uses it.`
      : `${failed} of ${lines.length} checks failed (✗ above).`,
  ].join('\n');
}
