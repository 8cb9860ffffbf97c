/**
 * `npm run assistant -- --publish`: the owner's one command that puts the agent on the platform, with
 * the organisation's private key and the platform's own server client (Node only: the key never
 * reaches the site). The lead first (a structured output, found by its name and updated, or created),
 * then the assistant naming it by id, as a chat session's report needs (the one PUBLIC_VAPI_ASSISTANT_ID
 * names, else the one with the agent's name, updated; else a new one), then the lock on the site's
 * public key: the site's origins, that assistant alone, no transient assistants. Running it again
 * changes the same three and makes nothing new.
 */
import { VapiClient, VapiError, VapiTimeoutError, type Vapi } from '@vapi-ai/server-sdk';
import { assistantDefinition, leadOutput } from '../assistant';
import type { AgentContent } from '../content/agent-content';
import { defaultSiteUrl, resolveSettings, type RawSettings } from '../settings';

/** The environment the command reads: the site's settings and the key only the owner holds. */
export interface PublishEnvironment extends RawSettings {
  VAPI_PRIVATE_KEY?: string | undefined;
  /** Origins beyond SITE_URL's the public key works from, comma-separated (a preview host, a local try). */
  VAPI_ALLOWED_ORIGINS?: string | undefined;
}

/** The settings that lock the public key, when both are given. */
type KeyLockSetting = 'SITE_URL' | 'PUBLIC_VAPI_PUBLIC_KEY';

/** What locking the public key needs: the key and its origins, or the settings missing for it. */
export type KeyLockSettings = { publicKey: string; origins: string[] } | { missing: KeyLockSetting[] };

/** What the command needs, resolved from the environment. */
export interface PublishSettings {
  privateKey: string;
  apiUrl: string;
  /** The assistant to update, when the site already has one. */
  assistantId: string | undefined;
  keyLock: KeyLockSettings;
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
  let settings;
  try {
    settings = resolveSettings(env);
  } catch (error) {
    throw new PublishError((error as Error).message);
  }
  const extraOrigins = (env.VAPI_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => browserOrigin('VAPI_ALLOWED_ORIGINS', value));
  const publicKey = env.PUBLIC_VAPI_PUBLIC_KEY?.trim();
  // The sample's address is a placeholder, not the company's: a key locked to it would work nowhere.
  const siteUrlGiven = Boolean(env.SITE_URL?.trim()) && settings.siteUrl !== defaultSiteUrl;
  const missing: KeyLockSetting[] = [
    ...(siteUrlGiven ? [] : (['SITE_URL'] as const)),
    ...(publicKey ? [] : (['PUBLIC_VAPI_PUBLIC_KEY'] as const)),
  ];
  return {
    privateKey,
    apiUrl: settings.voiceApiUrl,
    assistantId: env.PUBLIC_VAPI_ASSISTANT_ID?.trim() || undefined,
    keyLock:
      publicKey && missing.length === 0
        ? { publicKey, origins: [...new Set([new URL(settings.siteUrl).origin, ...extraOrigins])] }
        : { missing },
  };
}

/**
 * An origin as a browser sends it in `Origin` (scheme, host and port; no path, no trailing slash),
 * from a setting; a PublishError naming the setting when the value is not one.
 */
function browserOrigin(setting: string, value: string): string {
  const wrong = (why: string) =>
    new PublishError(
      `${setting}: "${value}" is not an origin (${why}). Write each as a browser sends it, scheme, host and port only, for example "https://preview.example.ca" or "http://localhost:4321".`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw wrong('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw wrong('it must start with https:// or http://');
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw wrong('it has more than scheme, host and port');
  }
  return url.origin;
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

/**
 * A route the server client has no method for (the keys), through its `fetch` passthrough, which
 * sends it with the client's auth, retries and base URL; failures thrown as the client's own methods
 * throw them, so `step` words them alike.
 */
async function passthrough(client: VapiClient, path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await client.fetch(path, init);
  } catch (error) {
    throw new VapiError({ message: (error as Error).message, cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new VapiError({ message: response.statusText, statusCode: response.status, body });
  return body;
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

/** What publishing did, in the owner's words. */
export function describePublishReport({ lead, assistant }: PublishReport, { apiUrl }: PublishSettings): string {
  const did = (created: boolean) => (created ? 'created' : 'updated');
  return [
    `Published to ${apiUrl}:`,
    `  lead "${lead.name}" (structured output ${lead.id}): ${did(lead.created)}`,
    `  assistant "${assistant.name}" (${assistant.id}): ${did(assistant.created)}, naming the lead by id, so calls and typed chats both leave one`,
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

/** What the public key allowed before publishing, and what it allows now. */
export interface KeyLockReport {
  id: string;
  name: string | undefined;
  before: Vapi.TokenRestrictions | undefined;
  now: Vapi.TokenRestrictions;
  changed: boolean;
}

/** The same origins or assistants, in any order. */
const sameSet = (a: readonly string[] | undefined = [], b: readonly string[] = []) =>
  a.length === b.length && b.every((item) => a.includes(item));

/** Whether a key's restrictions are exactly `wanted`. */
const restrictedAs = (found: Vapi.TokenRestrictions | undefined, wanted: Required<Vapi.TokenRestrictions>) =>
  found !== undefined &&
  found.enabled !== false &&
  found.allowTransientAssistant === false &&
  sameSet(found.allowedOrigins, wanted.allowedOrigins) &&
  sameSet(found.allowedAssistantIds, wanted.allowedAssistantIds);

/** The organisation's keys: `GET /token` answers an array, or a page of them (`{ results }`). */
function tokensOf(body: unknown): Vapi.Token[] {
  const list = Array.isArray(body) ? body : (body as { results?: unknown } | undefined)?.results;
  if (!Array.isArray(list)) throw new PublishError('the platform’s list of keys (GET /token) was not a list.');
  return list.filter((token): token is Vapi.Token => typeof (token as Vapi.Token | null)?.id === 'string');
}

/**
 * Locks the site's public key to the site's origins and the published assistant, transient
 * assistants off, the key enabled; leaves it alone when it is already so. Throws a PublishError when
 * the organisation has no such public key or the platform refuses.
 */
export async function lockPublicKey(
  client: VapiClient,
  { apiUrl }: PublishSettings,
  { publicKey, origins }: { publicKey: string; origins: string[] },
  assistantId: string,
): Promise<KeyLockReport> {
  const tokens = tokensOf(await step('list the organisation’s keys', apiUrl, () => passthrough(client, '/token')));
  const token = tokens.find((candidate) => candidate.value === publicKey);
  if (!token) {
    throw new PublishError(
      'PUBLIC_VAPI_PUBLIC_KEY is not a key of the organisation VAPI_PRIVATE_KEY belongs to, so it was not locked. Set it to the public key on the same account (dashboard, API Keys, Public Key) and publish again.',
    );
  }
  if (token.tag === 'private') {
    throw new PublishError(
      'PUBLIC_VAPI_PUBLIC_KEY holds a private key, which the build would put in the page for anyone to read. Set it to the public key (dashboard, API Keys, Public Key), revoke this private key if a site was built with it, and publish again.',
    );
  }
  const wanted: Required<Vapi.TokenRestrictions> = {
    enabled: true,
    allowedOrigins: origins,
    allowedAssistantIds: [assistantId],
    allowTransientAssistant: false,
  };
  const report = { id: token.id, name: token.name, before: token.restrictions };
  if (restrictedAs(token.restrictions, wanted)) return { ...report, now: token.restrictions!, changed: false };

  const update: Vapi.UpdateTokenDto = { restrictions: wanted };
  const updated = (await step('lock the public key', apiUrl, () =>
    passthrough(client, `/token/${encodeURIComponent(token.id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(update),
    }),
  )) as Vapi.Token | undefined;
  return { ...report, now: updated?.restrictions ?? wanted, changed: true };
}

/** A key's restrictions in words: what it works from and for. */
function describeRestrictions(restrictions: Vapi.TokenRestrictions | undefined): string {
  if (restrictions?.enabled === false) return 'disabled';
  const origins = restrictions?.allowedOrigins?.length ? restrictions.allowedOrigins.join(', ') : 'any origin';
  const assistants = restrictions?.allowedAssistantIds?.length
    ? `assistant ${restrictions.allowedAssistantIds.join(', ')} only`
    : 'any assistant';
  // The platform turns transient assistants off by itself once assistants are listed.
  const transient =
    restrictions?.allowTransientAssistant === false || restrictions?.allowedAssistantIds?.length
      ? 'no transient assistants'
      : 'transient assistants (any prompt, any model) allowed';
  return `${origins}; ${assistants}; ${transient}`;
}

/** What locking did, in the owner's words. */
export function describeKeyLock({ id, name, before, now, changed }: KeyLockReport): string {
  const key = `  public key${name ? ` "${name}"` : ''} (${id})`;
  if (!changed) return `${key}: already locked: ${describeRestrictions(now)}`;
  return [
    `${key}: locked`,
    `    before: ${describeRestrictions(before)}`,
    `    now:    ${describeRestrictions(now)}`,
  ].join('\n');
}

/** What each setting that locks the key is. */
const keyLockSettingMeaning: Record<KeyLockSetting, string> = {
  SITE_URL: 'the address the site is served from; the sample’s is a placeholder',
  PUBLIC_VAPI_PUBLIC_KEY: 'the public key the site is built with',
};

/** Why the key was left as it was, and what would lock it (for stderr: publishing itself succeeded). */
export function describeKeyLeftOpen(missing: readonly KeyLockSetting[]): string {
  const settings = missing.map((setting) => `${setting} (${keyLockSettingMeaning[setting]})`).join(' and ');
  return `the public key was not locked, so it may still work from any site and for any assistant or prompt. To lock it to this site, set ${settings}, then publish again.`;
}
