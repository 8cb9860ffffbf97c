/**
 * What the site's owner reads in the browser's console when the platform refuses the public key, or a
 * typed question for want of credit; visitors read the usual failure, with the phone.
 */
/**
 * A refused key (HTTP 401 or 403): `npm run assistant -- --publish` locks the key to SITE_URL's origin,
 * the origins in VAPI_ALLOWED_ORIGINS and the one assistant it published, so a page served from
 * anywhere else (a preview host, a local try) or built with another assistant is refused. Says which
 * origin was refused and which setting allows it.
 */
export async function explainRefusedKey(
  channel: 'typed-chat' | 'voice-chat',
  status: number,
  /** The platform's words, or its answer whose body holds them. */
  platformSays: string | Response,
): Promise<void> {
  const words =
    typeof platformSays === 'string'
      ? platformSays
      : await platformSays.json().then(
          (refusal: { message?: unknown } | null) => [refusal?.message ?? []].flat().join('; '),
          () => '',
        );
  // Read through globalThis: the transports also run in tests with no page around them.
  const origin = globalThis.location?.origin ?? 'an unknown origin';
  const said = words.trim().replace(/\.$/, '');
  console.error(
    `[${channel}] the platform refused the public key (HTTP ${status}${said ? `: ${said}` : ''}) for this page at ${origin}. ` +
      `A key locked by npm run assistant -- --publish works only from SITE_URL's origin and those in VAPI_ALLOWED_ORIGINS: add ${origin} there, ` +
      'check that PUBLIC_VAPI_ASSISTANT_ID is the assistant it published and PUBLIC_VAPI_PUBLIC_KEY its public key, then publish again.',
  );
}

/**
 * For the owner, in the console, when the platform refuses a typed question with HTTP 402 ("Purchase
 * credits to use chat"): the organisation has no credit or card on file. Visitors read the usual
 * failure, with the phone.
 */
export async function explainUnpaidChat(response: Response): Promise<void> {
  const said = await response.json().then(
    (refusal: { message?: unknown } | null) => [refusal?.message ?? []].flat().join('; '),
    () => '',
  );
  console.error(
    `[typed-chat] the platform refused the question with HTTP 402${said ? ` (${said})` : ''}: the organisation has no credit or card on file, so every typed chat is refused. Add them in the platform's dashboard (billing); npm run assistant -- --verify says when chats are answered again.`,
  );
}
