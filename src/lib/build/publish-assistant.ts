/**
 * `npm run assistant -- --publish`: the owner's one command that puts the agent on the platform, with
 * the organisation's private key and the platform's own server client (Node only: the key never
 * reaches the site). The lead first (a structured output, found by its name and updated, or created),
 * then the assistant naming it by id, as a chat session's report needs (the one PUBLIC_VAPI_ASSISTANT_ID
 * names, else the one with the agent's name, updated; else a new one). Running it again changes the
 * same two and makes no third.
 */
import { VapiClient, VapiError, VapiTimeoutError, type Vapi } from '@vapi-ai/server-sdk';
import { assistantDefinition, leadOutput } from '../assistant';
import type { AgentContent } from '../content/agent-content';
import { resolveSettings, type RawSettings } from '../settings';

/** The environment the command reads: the site's settings and the key only the owner holds. */
export interface PublishEnvironment extends RawSettings {
  VAPI_PRIVATE_KEY?: string | undefined;
}

/** What the command needs, resolved from the environment. */
export interface PublishSettings {
  privateKey: string;
  apiUrl: string;
  /** The assistant to update, when the site already has one. */
  assistantId: string | undefined;
}

/** A refusal or a failure, in words for the owner (never with the private key in them). */
export class PublishError extends Error {
  override name = 'PublishError';
}

/** Reads the settings publishing needs; throws a PublishError naming what is missing. */
export function publishSettings(env: PublishEnvironment): PublishSettings {
  const privateKey = env.VAPI_PRIVATE_KEY?.trim();
  if (!privateKey) {
    throw new PublishError(
      'VAPI_PRIVATE_KEY is not set. Publishing needs the organisation’s private key (the platform’s dashboard, API Keys, Private Key), in .env or in the environment of this command. It is read by this command alone and never goes into the site.',
    );
  }
  const settings = resolveSettings(env);
  return {
    privateKey,
    apiUrl: settings.voiceApiUrl,
    assistantId: env.PUBLIC_VAPI_ASSISTANT_ID?.trim() || undefined,
  };
}

/** What publishing did, for the owner to read. */
export interface PublishReport {
  lead: { id: string; name: string; created: boolean };
  assistant: { id: string; name: string; created: boolean };
}

/** The platform's own words of a refusal: its `message`, a string or a list of them, without a closing full stop. */
function platformMessage(body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  const said = Array.isArray(message) ? message.map(String).join('; ') : typeof message === 'string' ? message : '';
  return said.trim().replace(/\.$/, '');
}

/** The innermost reason of a network failure ("connect ECONNREFUSED …" rather than "fetch failed"). */
function deepestCause(error: unknown): string {
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : '';
}

/**
 * Runs one request, turning what the client throws into a PublishError for the owner; `whenMissing`
 * is said after a 404.
 */
async function step<T>(what: string, apiUrl: string, request: () => Promise<T>, whenMissing = ''): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof VapiError && error.statusCode !== undefined) {
      const said = platformMessage(error.body);
      const answer = `HTTP ${error.statusCode}${said ? `: ${said}` : ''}`;
      if (error.statusCode === 401 || error.statusCode === 403) {
        throw new PublishError(
          `the platform refused the private key when asked to ${what} (${answer}). Set VAPI_PRIVATE_KEY to the organisation’s private key, not the public one.`,
        );
      }
      const hint = error.statusCode === 404 && whenMissing ? ` ${whenMissing}` : '';
      throw new PublishError(`could not ${what}: the platform answered ${answer}.${hint}`);
    }
    if (error instanceof VapiError || error instanceof VapiTimeoutError) {
      const cause = deepestCause(error);
      throw new PublishError(`could not reach the platform at ${apiUrl} to ${what}${cause ? ` (${cause})` : ''}.`);
    }
    throw error;
  }
}

/** The platform's server client for these settings. */
export const platformClient = ({ privateKey, apiUrl }: PublishSettings): VapiClient =>
  new VapiClient({ token: privateKey, baseUrl: apiUrl });

/** Puts the lead and the assistant on the platform; returns what it did. */
export async function publishAssistant(
  client: VapiClient,
  settings: PublishSettings,
  { settings: agent, prompt, content }: AgentContent,
): Promise<PublishReport> {
  const { apiUrl } = settings;

  const found = await step('list the structured outputs', apiUrl, () =>
    client.structuredOutputs.structuredOutputControllerFindAll({ name: leadOutput.name }),
  );
  const existingLead = found.results.find((output) => output.name === leadOutput.name);
  const lead = existingLead
    ? await step('update the lead', apiUrl, () =>
        // "false": the schema's top-level type (an object) stays as it is.
        client.structuredOutputs.structuredOutputControllerUpdate({
          id: existingLead.id,
          schemaOverride: 'false',
          ...leadOutput,
        }),
      )
    : await step('create the lead', apiUrl, () =>
        client.structuredOutputs.structuredOutputControllerCreate(leadOutput),
      );

  // The model's provider comes from content/agent.md, so TypeScript cannot narrow the model's union
  // here; tests/unit/platform-contract.test.ts checks this very JSON against CreateAssistantDto.
  const definition = assistantDefinition(agent, prompt, content, {
    leadOutputId: lead.id,
  }) as Vapi.CreateAssistantDto;
  let assistantId = settings.assistantId;
  if (assistantId) {
    const id = assistantId;
    await step(
      `find the assistant ${id} (PUBLIC_VAPI_ASSISTANT_ID)`,
      apiUrl,
      () => client.assistants.get({ id }),
      'Set PUBLIC_VAPI_ASSISTANT_ID to an assistant of this organisation, or leave it unset to have one created.',
    );
  } else {
    const all = await step('list the assistants', apiUrl, () => client.assistants.list({ limit: 1000 }));
    assistantId = all.find((assistant) => assistant.name === definition.name)?.id;
  }
  const assistant = assistantId
    ? await step('update the assistant', apiUrl, () => client.assistants.update({ id: assistantId, ...definition }))
    : await step('create the assistant', apiUrl, () => client.assistants.create(definition));

  return {
    lead: { id: lead.id, name: lead.name, created: !existingLead },
    assistant: { id: assistant.id, name: assistant.name ?? definition.name ?? '', created: !assistantId },
  };
}

/** What publishing did, in the owner's words; the line to put in `.env` when the site names another assistant or none. */
export function describePublishReport({ lead, assistant }: PublishReport, settings: PublishSettings): string {
  const did = (created: boolean) => (created ? 'created' : 'updated');
  const lines = [
    `Published to ${settings.apiUrl}:`,
    `  lead "${lead.name}" (structured output ${lead.id}): ${did(lead.created)}`,
    `  assistant "${assistant.name}" (${assistant.id}): ${did(assistant.created)}, naming the lead by id, so calls and typed chats both leave one`,
  ];
  if (settings.assistantId !== assistant.id) {
    lines.push(
      '',
      'The site must name this assistant: put this line in .env (or the host’s build settings) and build again:',
      `PUBLIC_VAPI_ASSISTANT_ID=${assistant.id}`,
    );
  }
  return lines.join('\n');
}
