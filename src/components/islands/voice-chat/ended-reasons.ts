/**
 * What Vapi's `endedReason` (sent in a `status-update` message with status "ended") means for the
 * visitor: an ordinary end, or a failure to explain. The one list of these codes in the project.
 *
 * Source: Vapi's "Call ended reasons" guide (https://docs.vapi.ai/calls/call-ended-reason) and the
 * `endedReason` enum of its API reference for calls (`GET /call`), as of @vapi-ai/web 2.7.1. Vapi adds
 * provider-specific codes often (`pipeline-error-<provider>-…`, `call.in-progress.error-…`), so the
 * failure classes are matched by their shape, not listed one by one.
 */
import type { VoiceFailureKey } from '../conversation/conversation-state';

/** How a call's end reads to the visitor. */
type EndedReasonVerdict = { kind: 'ordinary' } | { kind: 'failed'; key: VoiceFailureKey };

/** Ends that are nobody's fault: someone hung up, a limit was reached, the call was forwarded. */
const ordinaryReasons = new Set([
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
const microphoneReasons = new Set(['customer-did-not-give-microphone-permission']);

/** Failures of the call service: the assistant, its configuration, a provider or Vapi itself. */
const failureReasons = new Set([
  'assistant-error',
  'assistant-not-found',
  'assistant-not-valid',
  'assistant-not-invalid',
  'assistant-not-provided',
  'assistant-join-timed-out',
  'db-error',
  'database-error',
  'no-server-available',
  'license-check-failed',
  'unknown-error',
  'worker-shutdown',
]);

/**
 * Classes of failure codes: `pipeline-error-*` (a model, voice or transcriber provider failed),
 * `call.start.error-*` / `call-start-error-*` / `call.in-progress.error-*` (Vapi's own faults, by
 * call stage), `assistant-request-*` (the assistant could not be fetched), and anything ending in
 * `-failed` or containing `error`.
 */
const failureClasses = [
  /^pipeline-error-/,
  /^call[.-]start[.-]error-/,
  /^call\.[a-z-]+\.error-/,
  /^assistant-request-/,
  /-failed$/,
  /error/,
];

/** Reads an `endedReason`; an unknown code that looks like none of the failure classes is ordinary. */
export function endedReasonVerdict(reason: string): EndedReasonVerdict {
  if (ordinaryReasons.has(reason)) return { kind: 'ordinary' };
  if (microphoneReasons.has(reason)) return { kind: 'failed', key: 'microphoneBlocked' };
  if (failureReasons.has(reason) || failureClasses.some((pattern) => pattern.test(reason))) {
    return { kind: 'failed', key: 'unavailable' };
  }
  return { kind: 'ordinary' };
}

/** The `endedReason` of a server message, when it is a `status-update` saying the call has ended. */
export function endedReasonOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, status, endedReason } = message as Record<string, unknown>;
  return type === 'status-update' && status === 'ended' && typeof endedReason === 'string' ? endedReason : undefined;
}
