/**
 * The platform refusing the public key (HTTP 401 or 403). The owner is told why in the console by
 * refused-key-words.ts, which each channel imports only when it happens: no visitor downloads those
 * words with the conversation's code.
 */

/** Whether an HTTP status is the platform refusing the key. */
export const refusesKey = (status: number | undefined): status is number => status === 401 || status === 403;
