/**
 * The owner's side of the platform (Node only): its server client with the organisation's private
 * key, and what the owner's commands (`npm run assistant -- --publish`, `npm run leads`) say when a
 * request fails, in words for the owner and never with the key in them.
 */
import { VapiClient, VapiError, VapiTimeoutError } from '@vapi-ai/server-sdk';
import type { RawSettings } from '~/lib/settings';

/** The environment the owner's commands read: the site's settings and the settings only the owner holds. */
export interface OwnerEnvironment extends RawSettings {
  VAPI_PRIVATE_KEY?: string | undefined;
  /** Origins beyond SITE_URL's the public key works from, comma-separated (a preview host, a local try). */
  VAPI_ALLOWED_ORIGINS?: string | undefined;
  /** The owner's catch hook, where the platform posts each conversation's lead. */
  LEADS_WEBHOOK_URL?: string | undefined;
  /** Sent to the hook with each lead (LeadForwarding), so the hook can tell the platform from anyone else. */
  LEADS_WEBHOOK_SECRET?: string | undefined;
}

/** A refusal or a failure, in words for the owner (never with the private key in them). */
export class PlatformError extends Error {
  override name = 'PlatformError';
}

/** The organisation's private key, or a PlatformError saying where to find it. */
export function privateKeyOf(env: OwnerEnvironment, needs: string): string {
  const privateKey = env.VAPI_PRIVATE_KEY?.trim();
  if (privateKey) return privateKey;
  throw new PlatformError(
    `VAPI_PRIVATE_KEY is not set. ${needs} needs the organisation’s private key (the platform’s dashboard, API Keys, Private Key), in .env or in the environment of this command. It is read by the owner’s commands alone and never goes into the site.`,
  );
}

/** The platform's server client, with the private key, at the API the site uses. */
export const platformClient = ({ privateKey, apiUrl }: { privateKey: string; apiUrl: string }): VapiClient =>
  new VapiClient({ token: privateKey, baseUrl: apiUrl });

/** The platform's own words of a refusal: its `message`, a string or a list of them, without a closing full stop. */
export function platformMessage(body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  const said = Array.isArray(message) ? message.map(String).join('; ') : typeof message === 'string' ? message : '';
  return said.trim().replace(/\.$/, '');
}

/** The innermost reason of a network failure ("connect ECONNREFUSED …" rather than "fetch failed"). */
export function deepestCause(error: unknown): string {
  let reason: unknown = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : '';
}

/**
 * Runs one request, turning what the client throws into a PlatformError for the owner; `whenMissing`
 * is said after a 404.
 */
export async function step<T>(what: string, apiUrl: string, request: () => Promise<T>, whenMissing = ''): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof VapiError && error.statusCode !== undefined) {
      const said = platformMessage(error.body);
      const answer = `HTTP ${error.statusCode}${said ? `: ${said}` : ''}`;
      if (error.statusCode === 401 || error.statusCode === 403) {
        throw new PlatformError(
          `the platform refused the private key when asked to ${what} (${answer}). Set VAPI_PRIVATE_KEY to the organisation’s private key, not the public one.`,
        );
      }
      const hint = error.statusCode === 404 && whenMissing ? ` ${whenMissing}` : '';
      throw new PlatformError(`could not ${what}: the platform answered ${answer}.${hint}`);
    }
    if (error instanceof VapiError || error instanceof VapiTimeoutError) {
      const cause = deepestCause(error);
      throw new PlatformError(`could not reach the platform at ${apiUrl} to ${what}${cause ? ` (${cause})` : ''}.`);
    }
    throw error;
  }
}

/**
 * A route the server client has no method for (the keys), through its `fetch` passthrough, which
 * sends it with the client's auth, retries and base URL; failures thrown as the client's own methods
 * throw them, so `step` words them alike.
 */
export async function passthrough(client: VapiClient, path: string, init: RequestInit = {}): Promise<unknown> {
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
