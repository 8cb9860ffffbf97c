/**
 * The platform's credential that holds LEADS_WEBHOOK_SECRET (Node only): the platform sends it to the
 * hook in the X-Vapi-Secret header, and no assistant or tool configuration holds the secret itself.
 */
import { createHash } from 'node:crypto';
import type { Vapi, VapiClient } from '@vapi-ai/server-sdk';
import { leadsSecretHeader } from './lead-forwarding';
import { passthrough, PlatformError, step } from './platform-client';

/** A credential as `GET /credential` lists it: the fields read here. */
interface ListedCredential {
  id?: unknown;
  provider?: unknown;
  name?: unknown;
}

/** The organisation's credentials (`GET /credential`, which the server client has no method for): a list, or a page of one. */
export async function listCredentials(client: VapiClient, apiUrl: string): Promise<ListedCredential[]> {
  const body = await step('list the organisation’s connections', apiUrl, () => passthrough(client, '/credential'));
  const list = Array.isArray(body) ? body : (body as { results?: unknown } | undefined)?.results;
  if (!Array.isArray(list))
    throw new PlatformError('the platform’s list of connections (GET /credential) was not a list.');
  return list as ListedCredential[];
}

/**
 * The credential's name: the secret's fingerprint (the start of its SHA-256, which tells nothing of a
 * long random secret), so a new secret makes a new credential and an unchanged one finds its own: the
 * platform never shows a credential's secret again.
 */
const hookCredentialName = (secret: string) =>
  `Website leads hook ${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;

/**
 * The body of `POST /credential`: a custom credential whose bearer token is the secret, sent in
 * X-Vapi-Secret with no "Bearer " before it, as the platform's documentation gives the hook's secret.
 */
const hookCredentialBody = (secret: string) => ({
  provider: 'custom-credential' as const,
  name: hookCredentialName(secret),
  authenticationPlan: {
    type: 'bearer' as const,
    token: secret,
    headerName: leadsSecretHeader,
    bearerPrefixEnabled: false,
  } satisfies Vapi.CreateCustomCredentialDtoAuthenticationPlan,
});

/** The credential of this secret, if the organisation holds it. */
export async function findHookCredential(client: VapiClient, apiUrl: string, secret: string) {
  const name = hookCredentialName(secret);
  const found = (await listCredentials(client, apiUrl)).find(
    (credential) => credential.provider === 'custom-credential' && credential.name === name,
  );
  return typeof found?.id === 'string' ? { id: found.id, name } : undefined;
}

/** The credential publishing made or found: its id (the servers name it), its name and what was done. */
export interface HookCredential {
  id: string;
  name: string;
  outcome: 'created' | 'unchanged';
}

/** Finds the secret's credential, or creates it; a PlatformError when the platform refuses. */
export async function publishHookCredential(
  client: VapiClient,
  apiUrl: string,
  secret: string,
): Promise<HookCredential> {
  const found = await findHookCredential(client, apiUrl, secret);
  if (found) return { ...found, outcome: 'unchanged' };
  const created = (await step('create the credential of LEADS_WEBHOOK_SECRET', apiUrl, () =>
    passthrough(client, '/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(hookCredentialBody(secret)),
    }),
  )) as { id?: unknown } | undefined;
  if (typeof created?.id !== 'string')
    throw new PlatformError('the platform made the credential of LEADS_WEBHOOK_SECRET but gave no id for it.');
  return { id: created.id, name: hookCredentialName(secret), outcome: 'created' };
}
