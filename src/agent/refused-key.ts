/**
 * The platform refusing the public key (HTTP 401 or 403): in the page, each channel then imports
 * conversation/explain-refusal.ts, which tells the owner why in the console (no visitor downloads
 * those words with the conversation's code); `npm run assistant -- --verify` reads its lock by it.
 */

/** Whether an HTTP status is the platform refusing the key. */
export const refusesKey = (status: number | undefined): status is number => status === 401 || status === 403;
