/**
 * For the site's owner, in the browser's console, when the platform refuses the public key (HTTP
 * 401 or 403): `npm run assistant -- --publish` locks the key to SITE_URL's origin, the origins in
 * VAPI_ALLOWED_ORIGINS and the one assistant it published, so a page served from anywhere else (a
 * preview host, a local try) or built with another assistant is refused. Visitors read the usual
 * failure, with the phone; this says which origin was refused and which setting allows it.
 */
export function explainRefusedKey(channel: 'typed-chat' | 'voice-chat', status: number, platformSays: string): void {
  // Read through globalThis: the transports also run in tests with no page around them.
  const origin = globalThis.location?.origin ?? 'an unknown origin';
  const said = platformSays.trim().replace(/\.$/, '');
  console.error(
    `[${channel}] the platform refused the public key (HTTP ${status}${said ? `: ${said}` : ''}) for this page at ${origin}. ` +
      `A key locked by npm run assistant -- --publish works only from SITE_URL's origin and those in VAPI_ALLOWED_ORIGINS: add ${origin} there, ` +
      'check that PUBLIC_VAPI_ASSISTANT_ID is the assistant it published and PUBLIC_VAPI_PUBLIC_KEY its public key, then publish again.',
  );
}

/** Whether an HTTP status is the platform refusing the key. */
export const refusesKey = (status: number | undefined): status is number => status === 401 || status === 403;
