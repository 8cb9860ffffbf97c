/**
 * What the platform's `endedReason` (a `status-update` message with status "ended") means for the
 * visitor: an ordinary end, or a failure to explain.
 */
import type { VoiceFailureKey } from '~/components/islands/conversation/model/conversation-model';

type EndedReasonVerdict = { kind: 'ordinary' } | { kind: 'failed'; key: VoiceFailureKey };

/** Ends that are nobody's fault: someone hung up, a limit was reached, the call was forwarded. */
export const ordinaryReasons = new Set([
  'customer-ended-call',
  'assistant-ended-call',
  'assistant-ended-call-after-message-spoken',
  'assistant-ended-call-with-hangup-task',
  'assistant-said-end-call-phrase',
  'assistant-forwarded-call',
  'exceeded-max-duration',
  'silence-timed-out',
  'manually-canceled',
  'voicemail',
]);

/** The visitor's browser would not give the assistant the microphone. */
export const microphoneReasons = new Set(['customer-did-not-give-microphone-permission']);

/** Failures of the call service whose names do not say so. */
export const unnamedFailureReasons = new Set([
  'assistant-not-found',
  'assistant-not-valid',
  'assistant-join-timed-out',
  'assistant-request-returned-invalid-assistant',
  'assistant-request-returned-no-assistant',
  'worker-shutdown',
]);

/**
 * Reads an `endedReason`; one that is none of the above and says no failure is ordinary.
 *
 * The reasons named here are values of the platform's `CallEndedReason` (its server SDK's enum;
 * tests/unit/ended-reasons.test.ts checks them against the installed one). New provider-specific
 * reasons appear often, so failures are also read by their words: every reason that says "failed" or
 * "error" is one.
 */
export function endedReasonVerdict(reason: string): EndedReasonVerdict {
  if (ordinaryReasons.has(reason)) return { kind: 'ordinary' };
  if (microphoneReasons.has(reason)) return { kind: 'failed', key: 'microphoneBlocked' };
  if (unnamedFailureReasons.has(reason) || /failed|error/.test(reason)) return { kind: 'failed', key: 'unavailable' };
  return { kind: 'ordinary' };
}

/** The `endedReason` of a server message, when it is a `status-update` saying the call has ended. */
export function endedReasonOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, status, endedReason } = message as Record<string, unknown>;
  return type === 'status-update' && status === 'ended' && typeof endedReason === 'string' ? endedReason : undefined;
}
