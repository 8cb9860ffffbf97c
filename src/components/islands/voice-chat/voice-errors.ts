/**
 * Turns what the voice SDK, Daily and the browser throw or emit into one of the messages visitors read.
 */
import type { VoiceFailureKey } from '~/components/islands/conversation/model/conversation-model';
import { refusesKey } from '~/agent/refused-key';

/** What the island does with an SDK `error` event. */
type ErrorVerdict =
  /** Logged; the call goes on (noise cancellation lost, recording failed, ...). */
  | { kind: 'non-fatal' }
  /** The call ended for an ordinary reason (the room closed after the assistant hung up). */
  | { kind: 'ended' }
  /** The start or the call failed: back to idle with this message. */
  | { kind: 'failed'; key: VoiceFailureKey };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** Fields that carry human-readable text, in the order the SDK and Daily fill them. */
const messageFields = ['message', 'msg', 'errorMsg', 'error', 'reason', 'details'] as const;

/**
 * The first human-readable text found in an error of any shape, or '' when there is none.
 * Never throws, never returns "[object Object]".
 *
 * Payload shapes are loose on purpose: `error.error.message` may be a string, an object with `msg`, or
 * the parsed JSON body of an HTTP error (the SDK passes the fetch Response's parsed body where its types
 * promise a string). tests/fixtures/fake-voice-sdk.ts replays the real shapes.
 */
export function extractMessage(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isObject(value) || depth > 4) return '';
  for (const field of messageFields) {
    // Reading a getter of an exotic object could throw; a message is never worth a crash.
    try {
      const found = extractMessage(value[field], depth + 1);
      if (found) return found;
    } catch {
      /* keep looking */
    }
  }
  return '';
}

/** The first value stored under `key` anywhere in a (small) nested object. */
function findValue(value: unknown, key: string, depth = 0): unknown {
  if (!isObject(value) || depth > 4) return undefined;
  if (key in value && value[key] !== undefined) return value[key];
  for (const child of Object.values(value)) {
    const found = findValue(child, key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** HTTP status of a failed `POST /call/web`, when the payload tells it. */
export function httpStatus(payload: unknown): number | undefined {
  const status = findValue(payload, 'statusCode') ?? findValue(payload, 'status');
  return typeof status === 'number' && status >= 100 && status < 600 ? status : undefined;
}

/** Texts of a request that never got an answer, or of Daily failing to load or reach its servers. */
const networkFailure =
  /failed to fetch|networkerror|network request failed|load failed|network error|err_|bundle|call machine|daily\.co|join|meeting|signal|websocket|timed? ?out/i;
const webRtcMissing = /webrtc not supported|suppressed|getusermedia|mediadevices/i;

/** Message for a failed `start()` (the SDK's `start-method-error`). */
function startFailureKey(error: unknown): VoiceFailureKey {
  // On an HTTP error the SDK throws the fetch Response with `data`/`error` own fields and the parsed
  // body in `message`; a body we could not parse still leaves that shape behind.
  if (httpStatus(error) !== undefined || (isObject(error) && 'data' in error && 'error' in error)) return 'unavailable';
  const message = extractMessage(error);
  if (networkFailure.test(message)) return 'connection';
  if (webRtcMissing.test(message)) return 'unsupported';
  return 'generic';
}

/** The platform's status and words when an SDK `error` event is its refusal of the key (401, 403) at the call's start. */
export function keyRefusal(payload: unknown): { status: number; said: string } | undefined {
  if (!isObject(payload) || payload.type !== 'start-method-error') return undefined;
  const status = httpStatus(payload.error);
  return refusesKey(status) ? { status, said: extractMessage(payload.error) } : undefined;
}

/** Error types after which the SDK carries on with the call. */
const nonFatalTypes = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  'audio-start-failed',
  'local-audio-level-observer-error',
]);

/** Daily error types that mean the meeting is over rather than broken. */
const dailyEndedTypes = new Set(['ejected', 'exp-room', 'exp-token', 'end-of-life']);

/** Decides what an SDK `error` event means for the visitor. */
export function classifySdkError(payload: unknown): ErrorVerdict {
  const type = isObject(payload) && typeof payload.type === 'string' ? payload.type : '';
  const inner = isObject(payload) ? payload.error : undefined;
  if (nonFatalTypes.has(type)) return { kind: 'non-fatal' };
  switch (type) {
    case 'start-method-error':
      return { kind: 'failed', key: startFailureKey(inner) };
    case 'daily-call-object-creation-error':
      return { kind: 'failed', key: webRtcMissing.test(extractMessage(inner)) ? 'unsupported' : 'generic' };
    case 'daily-call-join-error':
    case 'reconnect-error':
      return { kind: 'failed', key: 'connection' };
    case 'daily-error': {
      const dailyType = findValue(inner, 'type');
      const message = extractMessage(inner);
      if ((typeof dailyType === 'string' && dailyEndedTypes.has(dailyType)) || /meeting has ended/i.test(message)) {
        return { kind: 'ended' };
      }
      return { kind: 'failed', key: 'connection' };
    }
    case 'validation-error':
      return { kind: 'failed', key: 'generic' };
    default:
      // Unknown types are logged only: every failed start still ends in `start-method-error`.
      return { kind: 'non-fatal' };
  }
}

/** Message for a `getUserMedia` rejection (a DOMException, identified by its name). */
export function microphoneErrorKey(error: unknown): VoiceFailureKey {
  const name = isObject(error) && typeof error.name === 'string' ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'microphoneBlocked';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'microphoneNotFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'microphoneInUse';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'generic';
  }
}

/** Daily's media error types (the `camera-error` event covers the microphone too). */
const dailyMediaKeys: Record<string, VoiceFailureKey> = {
  permissions: 'microphoneBlocked',
  'not-found': 'microphoneNotFound',
  constraints: 'microphoneNotFound',
  'mic-in-use': 'microphoneInUse',
  'cam-mic-in-use': 'microphoneInUse',
  'cam-in-use': 'microphoneInUse',
  'undefined-mediadevices': 'unsupported',
};

/** Message for the SDK's `camera-error` event: how a blocked or busy microphone shows up mid-start. */
export function cameraErrorKey(payload: unknown): VoiceFailureKey {
  const inner = isObject(payload) ? payload.error : undefined;
  const candidates = [
    isObject(inner) && isObject(inner.error) ? inner.error.type : undefined,
    isObject(inner) && isObject(inner.message) ? inner.message.type : undefined,
    isObject(inner) ? inner.type : undefined,
  ];
  for (const type of candidates) {
    if (typeof type === 'string' && type in dailyMediaKeys) return dailyMediaKeys[type]!;
  }
  return 'generic';
}

/** Whether an SDK `error` event is the browser refusing to autoplay the assistant (non-fatal: offer "Turn on sound"). */
export function isAudioStartFailure(payload: unknown): boolean {
  return isObject(payload) && payload.type === 'audio-start-failed';
}
