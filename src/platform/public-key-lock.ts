/**
 * The lock on the site's public key, the last step of `npm run assistant -- --publish`: the key is in
 * the page by design, so the platform is told to accept it only from the site's origins (SITE_URL's
 * and VAPI_ALLOWED_ORIGINS'), for the one published assistant, with no transient assistants.
 */
import type { VapiClient, Vapi } from '@vapi-ai/server-sdk';
import { defaultSiteUrl, type Settings } from '~/lib/settings';
import { passthrough, PlatformError, step, type OwnerEnvironment } from './platform-client';

/** The settings that lock the public key, when both are given. */
type KeyLockSetting = 'SITE_URL' | 'PUBLIC_VAPI_PUBLIC_KEY';

/** What locking the public key needs: the key and its origins, or the settings missing for it. */
export type KeyLockSettings = { publicKey: string; origins: string[] } | { missing: KeyLockSetting[] };

/** What locking needs, from the environment and the site's resolved settings; a PlatformError names a malformed origin. */
export function keyLockSettings(env: OwnerEnvironment, { siteUrl }: Pick<Settings, 'siteUrl'>): KeyLockSettings {
  const extraOrigins = (env.VAPI_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => browserOrigin('VAPI_ALLOWED_ORIGINS', value));
  const publicKey = env.PUBLIC_VAPI_PUBLIC_KEY?.trim();
  // The sample's address is a placeholder, not the company's: a key locked to it would work nowhere.
  const siteUrlGiven = Boolean(env.SITE_URL?.trim()) && siteUrl !== defaultSiteUrl;
  const missing: KeyLockSetting[] = [
    ...(siteUrlGiven ? [] : (['SITE_URL'] as const)),
    ...(publicKey ? [] : (['PUBLIC_VAPI_PUBLIC_KEY'] as const)),
  ];
  return publicKey && missing.length === 0
    ? { publicKey, origins: [...new Set([new URL(siteUrl).origin, ...extraOrigins])] }
    : { missing };
}

/**
 * An origin as a browser sends it in `Origin` (scheme, host and port; no path, no trailing slash),
 * from a setting; a PlatformError naming the setting when the value is not one.
 */
function browserOrigin(setting: string, value: string): string {
  const wrong = (why: string) =>
    new PlatformError(
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
  if (!Array.isArray(list)) throw new PlatformError('the platform’s list of keys (GET /token) was not a list.');
  return list.filter((token): token is Vapi.Token => typeof (token as Vapi.Token | null)?.id === 'string');
}

/**
 * Locks the site's public key to the site's origins and the published assistant, transient
 * assistants off, the key enabled; leaves it alone when it is already so. Throws a PlatformError when
 * the organisation has no such public key or the platform refuses.
 */
export async function lockPublicKey(
  client: VapiClient,
  { apiUrl }: { apiUrl: string },
  { publicKey, origins }: { publicKey: string; origins: string[] },
  assistantId: string,
): Promise<KeyLockReport> {
  const tokens = tokensOf(await step('list the organisation’s keys', apiUrl, () => passthrough(client, '/token')));
  const token = tokens.find((candidate) => candidate.value === publicKey);
  if (!token) {
    throw new PlatformError(
      'PUBLIC_VAPI_PUBLIC_KEY is not a key of the organisation VAPI_PRIVATE_KEY belongs to, so it was not locked. Set it to the public key on the same account (dashboard, API Keys, Public Key) and publish again.',
    );
  }
  if (token.tag === 'private') {
    throw new PlatformError(
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
