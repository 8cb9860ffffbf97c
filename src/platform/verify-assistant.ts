/**
 * What `npm run assistant -- --verify` reads back with the private key (Node only): the assistant, the
 * lead, the hook it posts leads and emergencies to, and for booking, the calendar tools and the
 * calendar connection.
 */
import type { Vapi, VapiClient } from '@vapi-ai/server-sdk';
import { isDeepStrictEqual } from 'node:util';
import { assistantDefinition, calendarTools } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import { transcribers, voiceCoverage, voiceModels } from '~/agent/speech-languages';
import { describeLanguageCalls, languageCalls, type SpeechSettings } from '~/agent/call-speech';
import type { AgentContent } from '~/lib/content/agent-content';
import { azureVoicePattern, type TranscriberChoice, type VoiceChoice } from '~/schemas/agent-speech';
import { assistantUpdate } from './assistant-update';
import { repairChoices } from '~/agent/repair/choices';
import { publishedHook } from './emergency-forwarding';
import { findHookCredential, listCredentials } from './hook-credential';
import type { LeadForwarding } from './lead-forwarding';
import { PlatformError, step } from './platform-client';
import { leadIsCurrent } from './publish-assistant';
import { publishAgain, type CheckLine } from './check-line';
import { emergencyPostingLine, hookSettingLine } from './verify-hook';

/** The fields of `body` the assistant on the platform does not hold as such. */
const differing = (existing: object, body: object) =>
  Object.entries(body)
    .filter(([field, value]) => !isDeepStrictEqual((existing as Record<string, unknown>)[field], value))
    .map(([field]) => field);

/** The fields the hook's line checks, not the assistant's. */
const forwardingFields = new Set(['server', 'serverMessages']);

/**
 * The assistant, its lead and its hook, as publishing made them; `assistant` is undefined when it could
 * not be read. It is compared with what publishing would make of it (assistant-update.ts: the same
 * merge, so a field set in the dashboard beside ours is no difference).
 */
export async function assistantChecks(
  client: VapiClient,
  { apiUrl, assistantId, forwarding }: { apiUrl: string; assistantId: string; forwarding: LeadForwarding | undefined },
  { settings: agent, prompt, content }: AgentContent,
): Promise<{ lines: CheckLine[]; assistant: Vapi.Assistant | undefined; leadId: string | undefined }> {
  let assistant: Vapi.Assistant;
  try {
    assistant = await step(
      `read the assistant ${assistantId} (PUBLIC_VAPI_ASSISTANT_ID)`,
      apiUrl,
      () => client.assistants.get({ id: assistantId }),
      'PUBLIC_VAPI_ASSISTANT_ID must be the assistant npm run assistant -- --publish made; it prints the line for .env.',
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return {
      lines: [{ passed: false, check: 'assistant', said: error.message }],
      assistant: undefined,
      leadId: undefined,
    };
  }
  const found = await step('list the structured outputs', apiUrl, () =>
    client.structuredOutputs.structuredOutputControllerFindAll({ name: leadOutput.name }),
  );
  const lead = found.results.find((output) => output.name === leadOutput.name);
  const definition = assistantDefinition(agent, prompt, content, { leadOutputId: lead?.id ?? '' });
  // Unreadable credentials leave the secret unconfirmed: the hook's line says so.
  const credential = forwarding?.secret
    ? await findHookCredential(client, apiUrl, forwarding.secret).catch((error: unknown) => {
        if (error instanceof PlatformError) return undefined;
        throw error;
      })
    : undefined;
  const hook =
    forwarding && publishedHook({ url: forwarding.url, credentialId: credential?.id }, repairChoices(content.repairs));
  const changes = differing(assistant, assistantUpdate(assistant, definition, hook));
  const ownChanges = changes.filter((field) => !forwardingFields.has(field));
  const named = `"${assistant.name ?? assistantId}" (${assistant.id})`;
  const lines: CheckLine[] = [
    ownChanges.length === 0
      ? {
          passed: true,
          check: 'assistant',
          said: `${named} is as content/ makes it: prompt, first message, model, tools`,
        }
      : {
          passed: false,
          check: 'assistant',
          said: `${named} differs from content/ in ${ownChanges.join(', ')}. ${publishAgain}`,
        },
  ];
  lines.push(...languagesLines(assistant, agent.languages));
  const namesLead = lead !== undefined && (assistant.artifactPlan?.structuredOutputIds ?? []).includes(lead.id);
  if (!lead) {
    lines.push({ passed: false, check: 'lead', said: `no structured output "${leadOutput.name}". ${publishAgain}` });
  } else if (!leadIsCurrent(lead) || !namesLead) {
    const why = !namesLead ? 'the assistant does not name it by id' : 'its fields differ from the site’s lead';
    lines.push({ passed: false, check: 'lead', said: `"${lead.name}" (${lead.id}): ${why}. ${publishAgain}` });
  } else {
    lines.push({
      passed: true,
      check: 'lead',
      said: `"${lead.name}" (${lead.id}) is current, and the assistant names it by id`,
    });
  }
  if (forwarding && hook)
    lines.push(
      hookSettingLine(assistant, forwarding, hook.target),
      emergencyPostingLine(assistant, forwarding, hook.target),
    );
  return { lines, assistant, leadId: lead?.id };
}

/** Whether every field publishing sets in a transcriber is so on the platform (the dashboard may add others). */
const setAsPublished = (published: unknown, ours: object) =>
  typeof published === 'object' &&
  published !== null &&
  Object.entries(ours).every(([field, value]) =>
    isDeepStrictEqual((published as Record<string, unknown>)[field], value),
  );

/** The published assistant's voice as content/agent.md would choose it, when the site knows its languages. */
function voiceOf(voice: unknown): VoiceChoice | undefined {
  const { provider, model, voiceId } = (voice ?? {}) as { provider?: unknown; model?: unknown; voiceId?: unknown };
  if (typeof voiceId !== 'string') return undefined;
  if (provider === '11labs' && typeof model === 'string' && Object.hasOwn(voiceModels, model))
    return { provider, model: model as VoiceChoice['model'], voiceId };
  if (provider === 'azure' && azureVoicePattern.test(voiceId)) return { provider, voiceId };
  return undefined;
}

/**
 * Which listed languages a call hears and speaks: the published assistant's transcriber and voice read
 * back, each language's own from content/agent.md (the page asks for them when a call starts), their
 * languages as src/agent/speech-languages.ts documents them; then, per language, what its call gets.
 */
function languagesLines(assistant: Vapi.Assistant, languages: SpeechSettings['languages']): CheckLine[] {
  const check = 'languages';
  const heard = (Object.entries(transcribers) as [TranscriberChoice, (typeof transcribers)[TranscriberChoice]][]).find(
    ([, known]) => setAsPublished(assistant.transcriber, known.transcriber),
  );
  const voice = voiceOf(assistant.voice);
  const unknown = [
    ...(heard
      ? []
      : [
          `its transcriber (${JSON.stringify(assistant.transcriber ?? 'the platform’s default')}) is not one whose languages the site knows (${Object.keys(transcribers).join(', ')})`,
        ]),
    ...(voice
      ? []
      : [
          `its voice (${JSON.stringify(assistant.voice ?? 'the platform’s default')}) is not an ElevenLabs model (${Object.keys(voiceModels).join(', ')}) or Azure voice whose languages the site knows`,
        ]),
  ];
  if (!heard || !voice)
    return [
      {
        passed: false,
        check,
        said: `${unknown.join('; ')}, so a call may not hear or answer every listed language. ${publishAgain}`,
      },
    ];
  const calls = languageCalls({ languages, transcriber: heard[0], voice });
  const missed = calls.filter((call) => !call.serves.includes(call.language));
  const own = calls.filter((call) => call.transcriber.own || call.voice.own);
  const shared = `${transcribers[heard[0]].label}; ${voiceCoverage(voice).label}`;
  const perLanguage = describeLanguageCalls(calls).map(({ code, said }, index) => ({
    passed: !missed.includes(calls[index]!),
    check: `call in ${code}`,
    said,
  }));
  const summary: CheckLine =
    missed.length > 0
      ? {
          passed: false,
          check,
          said: `a call would not hear or speak ${missed.map(({ language }) => `${language.name} (${language.code})`).join(', ')} (the lines below say what each gets). ${publishAgain}`,
        }
      : {
          passed: true,
          check,
          said: `a call hears and speaks every listed language: ${calls.length - own.length} with the assistant’s own (${shared}), ${own.length} with ${own.length === 1 ? 'its' : 'their'} own (${own.map(({ language }) => language.name).join(', ') || 'none'})`,
        };
  return [summary, ...perLanguage];
}

/**
 * The providers of a Google Calendar connection, as the server client's types name them: the
 * dashboard's Connect makes an authorisation; a client is the owner's own OAuth app.
 */
const calendarProviders: readonly string[] = [
  'google.calendar.oauth2-authorization',
  'google.calendar.oauth2-client',
] satisfies (
  Vapi.GoogleCalendarOAuth2AuthorizationCredentialProvider | Vapi.GoogleCalendarOAuth2ClientCredentialProvider
)[];

/** Booking's two lines: the calendar tools declared on the assistant, and a calendar connection held by the organisation. */
export async function bookingChecks(client: VapiClient, apiUrl: string, assistant: Vapi.Assistant | undefined) {
  const tools = ((assistant?.model as { tools?: { type?: unknown }[] } | undefined)?.tools ?? []).map(
    (tool) => tool.type,
  );
  const missing = calendarTools.map((tool) => tool.type).filter((type) => !tools.includes(type));
  const lines: CheckLine[] = [
    missing.length === 0
      ? { passed: true, check: 'booking tools', said: `declared: ${calendarTools.map((tool) => tool.type).join(', ')}` }
      : { passed: false, check: 'booking tools', said: `the assistant lacks ${missing.join(', ')}. ${publishAgain}` },
  ];
  try {
    const credentials = await listCredentials(client, apiUrl);
    const calendar = credentials.find((credential) => calendarProviders.includes(String(credential.provider)));
    lines.push(
      calendar
        ? {
            passed: true,
            check: 'booking calendar',
            said: `a Google Calendar connection is held (${String(calendar.name ?? calendar.id)}, ${String(calendar.provider)}), as far as the platform’s API says: whether Google still accepts it shows only when the agent books`,
          }
        : {
            passed: false,
            check: 'booking calendar',
            said: 'the platform holds no Google Calendar connection, so the agent cannot book: in its dashboard, Integrations > Tools Provider > Google Calendar > Connect; or set booking.enabled: false in content/agent.md and publish again',
          },
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    lines.push({ passed: false, check: 'booking calendar', said: error.message });
  }
  return lines;
}
