/**
 * `npm run assistant -- --publish`: the owner's one command that puts the agent on the platform, with the
 * organisation's private key and the platform's own server client (Node only: the key never reaches the site).
 */
import type { Vapi, VapiClient } from '@vapi-ai/server-sdk';
import { isDeepStrictEqual } from 'node:util';
import { assistantDefinition } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import type { AgentContent } from '~/lib/content/agent-content';
import { resolveSettings } from '~/lib/settings';
import { alreadyPublished, assistantUpdate, newAssistant } from './assistant-update';
import { repairChoices } from '~/agent/repair/choices';
import { publishedHook } from './emergency-forwarding';
import { publishHookCredential, type HookCredential } from './hook-credential';
import { describeForwarding, leadForwarding, type LeadForwarding } from './lead-forwarding';
import { PlatformError, privateKeyOf, step, type OwnerEnvironment } from './platform-client';
import { keyLockSettings, type KeyLockSettings } from './public-key-lock';

/** What the command needs, resolved from the environment. */
export interface PublishSettings {
  privateKey: string;
  apiUrl: string;
  /** The assistant to update, when the site already has one. */
  assistantId: string | undefined;
  keyLock: KeyLockSettings;
  /** The owner's catch hook, or undefined: the assistant's server settings are then left as they are. */
  forwarding: LeadForwarding | undefined;
}

/**
 * Reads the settings publishing needs; throws a PlatformError naming what is missing or malformed.
 * `command`: what the owner asked for, as a missing private key's message names it (`--verify` reads
 * the same settings).
 */
export function publishSettings(env: OwnerEnvironment, command = 'Publishing (--publish)'): PublishSettings {
  const privateKey = privateKeyOf(env, command);
  let settings;
  try {
    settings = resolveSettings(env);
  } catch (error) {
    throw new PlatformError((error as Error).message);
  }
  return {
    privateKey,
    apiUrl: settings.voiceApiUrl,
    assistantId: env.PUBLIC_VAPI_ASSISTANT_ID?.trim() || undefined,
    keyLock: keyLockSettings(env, settings),
    forwarding: leadForwarding(env),
  };
}

/** What publishing did to each: made it, changed it, or found it already so. */
type Outcome = 'created' | 'updated' | 'unchanged';

/** What publishing did, for the owner to read. */
export interface PublishReport {
  lead: { id: string; name: string; outcome: Outcome };
  assistant: { id: string; name: string; outcome: Outcome };
  forwarding: LeadForwarding | undefined;
  /** The platform's credential of LEADS_WEBHOOK_SECRET, with a hook and a secret. */
  credential: HookCredential | undefined;
}

/** Whether a structured output on the platform already is the site's lead (leadOutput), field by field. */
export const leadIsCurrent = (existing: Vapi.StructuredOutput) =>
  (['type', 'name', 'description', 'schema'] as const).every((field) =>
    isDeepStrictEqual(existing[field], leadOutput[field]),
  );

/** The lead: found by its name and brought in line with leadOutput (when it differs), or created. */
async function publishLead(client: VapiClient, apiUrl: string): Promise<PublishReport['lead']> {
  const found = await step('list the structured outputs', apiUrl, () =>
    client.structuredOutputs.structuredOutputControllerFindAll({ name: leadOutput.name }),
  );
  const existing = found.results.find((output) => output.name === leadOutput.name);
  if (!existing) {
    const created = await step('create the lead', apiUrl, () =>
      client.structuredOutputs.structuredOutputControllerCreate(leadOutput),
    );
    return { id: created.id, name: created.name, outcome: 'created' };
  }
  const same = leadIsCurrent(existing);
  if (!same) {
    await step('update the lead', apiUrl, () =>
      // "false": the schema's top-level type (an object) stays as it is.
      client.structuredOutputs.structuredOutputControllerUpdate({
        id: existing.id,
        schemaOverride: 'false',
        ...leadOutput,
      }),
    );
  }
  return { id: existing.id, name: existing.name, outcome: same ? 'unchanged' : 'updated' };
}

/** The assistant to update: PUBLIC_VAPI_ASSISTANT_ID's, else the organisation's one with the agent's name. */
async function existingAssistant(client: VapiClient, settings: PublishSettings, name: string) {
  const { apiUrl, assistantId } = settings;
  if (assistantId) {
    return step(
      `find the assistant ${assistantId} (PUBLIC_VAPI_ASSISTANT_ID)`,
      apiUrl,
      () => client.assistants.get({ id: assistantId }),
      'Set PUBLIC_VAPI_ASSISTANT_ID to an assistant of this organisation, or leave it unset to have one created.',
    );
  }
  const all = await step('list the assistants', apiUrl, () => client.assistants.list({ limit: 1000 }));
  const id = all.find((assistant) => assistant.name === name)?.id;
  return id && step('read the assistant', apiUrl, () => client.assistants.get({ id }));
}

/**
 * Puts the lead and the assistant on the platform; returns what it did.
 *
 * The lead first (a structured output, found by its name and updated, or created), then the assistant
 * naming it by id, as a chat session's report needs (the one PUBLIC_VAPI_ASSISTANT_ID names, else the one
 * with the agent's name, updated with what publishing owns and nothing else, assistant-update.ts; else a
 * new one), pointed at the owner's catch hook when LEADS_WEBHOOK_URL is set (lead-forwarding.ts, its
 * secret in the platform's credential, hook-credential.ts), then
 * the lock on the site's public key (public-key-lock.ts). Running it again changes nothing that is
 * already so, and makes nothing new.
 */
export async function publishAssistant(
  client: VapiClient,
  settings: PublishSettings,
  { settings: agent, prompt, content }: AgentContent,
): Promise<PublishReport> {
  const { apiUrl, forwarding } = settings;
  const lead = await publishLead(client, apiUrl);
  // The secret goes into the platform's credential before any server names it.
  const credential = forwarding?.secret ? await publishHookCredential(client, apiUrl, forwarding.secret) : undefined;
  const hook =
    forwarding && publishedHook({ url: forwarding.url, credentialId: credential?.id }, repairChoices(content.repairs));
  const definition = assistantDefinition(agent, prompt, content, { leadOutputId: lead.id });
  const existing = await existingAssistant(client, settings, definition.name);
  let assistant: Vapi.Assistant;
  let outcome: Outcome = 'created';
  // Not checked by TypeScript here: the model's provider comes from content/agent.md and the rest of
  // the model from the dashboard, and the backoff plan's type is the platform's string, not its
  // client's object. tests/unit/platform-contract.test.ts checks these very bodies against the
  // platform's types instead, that departure named.
  if (!existing) {
    const body = newAssistant(definition, hook) as unknown as Vapi.CreateAssistantDto;
    assistant = await step('create the assistant', apiUrl, () => client.assistants.create(body));
  } else {
    const body = assistantUpdate(existing, definition, hook) as unknown as Omit<Vapi.UpdateAssistantDto, 'id'>;
    outcome = alreadyPublished(existing, body) ? 'unchanged' : 'updated';
    assistant =
      outcome === 'unchanged'
        ? existing
        : await step('update the assistant', apiUrl, () => client.assistants.update({ id: existing.id, ...body }));
  }
  return {
    lead,
    assistant: { id: assistant.id, name: assistant.name ?? definition.name, outcome },
    forwarding,
    credential,
  };
}

/** What publishing did, in the owner's words. */
export function describePublishReport(
  { lead, assistant, forwarding, credential }: PublishReport,
  { apiUrl }: PublishSettings,
) {
  return [
    `Published to ${apiUrl}:`,
    `  lead "${lead.name}" (structured output ${lead.id}): ${lead.outcome}`,
    `  assistant "${assistant.name}" (${assistant.id}): ${assistant.outcome}, naming the lead by id, so calls and typed chats both leave one`,
    ...(forwarding ? [describeForwarding(forwarding, lead.id, credential)] : []),
  ].join('\n');
}

/** The line to put in `.env` when the site names another assistant or none; undefined when it names this one. */
export function assistantIdAdvice({ assistant }: PublishReport, settings: PublishSettings): string | undefined {
  if (settings.assistantId === assistant.id) return undefined;
  return [
    '',
    'The site must name this assistant: put this line in .env (or the host’s build settings) and build again:',
    `PUBLIC_VAPI_ASSISTANT_ID=${assistant.id}`,
  ].join('\n');
}
