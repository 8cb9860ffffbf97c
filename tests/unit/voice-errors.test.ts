/** Error extraction and mapping, with the payload shapes @vapi-ai/web 2.7 and Daily really send. */
import { describe, expect, it } from 'vitest';
import {
  cameraErrorKey,
  classifySdkError,
  extractMessage,
  httpStatus,
  keyRefusal,
  microphoneErrorKey,
} from '~/components/islands/voice-chat/voice-errors';
import { sequences, type FakeEvent } from '../fixtures/fake-voice-sdk';

/** The payloads of the `error` events in a sequence. */
const errorPayloads = (events: FakeEvent[]) =>
  events.filter(([name]) => name === 'error').map(([, payload]) => payload);

describe('extractMessage', () => {
  it.each([
    ['a string', 'boom', 'boom'],
    ['an Error', new Error('broke'), 'broke'],
    ['{ message: string }', { message: 'plain' }, 'plain'],
    ['{ message: { msg } }', { message: { msg: 'nested msg' } }, 'nested msg'],
    ['{ errorMsg } beside an object message', { message: {}, errorMsg: 'daily said' }, 'daily said'],
    ['{ error: { message } }', { error: { message: 'deep' } }, 'deep'],
    ['an HTTP body as message', { message: { message: 'Invalid Key', statusCode: 401 } }, 'Invalid Key'],
    ['a number', 42, '42'],
  ])('reads %s', (_, input, expected) => {
    expect(extractMessage(input)).toBe(expected);
  });

  it.each([null, undefined, {}, { message: {} }, { message: [] }, Symbol('x')])(
    'gives "" for %s, never "[object Object]"',
    (input) => {
      expect(extractMessage(input)).toBe('');
    },
  );

  it('survives cycles and throwing getters', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.error = cyclic;
    expect(extractMessage(cyclic)).toBe('');
    const hostile = Object.defineProperty({}, 'message', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(extractMessage(hostile)).toBe('');
  });
});

describe('classifySdkError', () => {
  it('an HTTP error from POST /call/web is an API failure, with its status read from the body', () => {
    const [payload] = errorPayloads(
      sequences.httpFailure({ message: 'Invalid Key', error: 'Unauthorized', statusCode: 401 }),
    );
    expect(classifySdkError(payload)).toEqual({ kind: 'failed', key: 'unavailable' });
    expect(httpStatus(payload)).toBe(401);
  });

  it('the platform refusing the key (401, 403) at the start is told apart, with its words, for the owner’s console', () => {
    for (const statusCode of [401, 403]) {
      const [payload] = errorPayloads(
        sequences.httpFailure({
          message: 'Origin https://x.example is not allowed.',
          error: 'Unauthorized',
          statusCode,
        }),
      );
      expect(keyRefusal(payload)).toEqual({ status: statusCode, said: 'Origin https://x.example is not allowed.' });
    }
    const [serverError] = errorPayloads(sequences.httpFailure({ message: 'boom', statusCode: 500 }));
    expect(keyRefusal(serverError)).toBeUndefined();
    expect(keyRefusal({ type: 'daily-error', error: { statusCode: 401 } })).toBeUndefined();
    expect(keyRefusal(errorPayloads(sequences.networkFailure())[0])).toBeUndefined();
  });

  it('an HTTP error whose body could not be parsed is still an API failure', () => {
    const unparsable = new SyntaxError('Unexpected token < in JSON');
    const payload = { type: 'start-method-error', error: { message: unparsable, data: null, error: unparsable } };
    expect(classifySdkError(payload)).toEqual({ kind: 'failed', key: 'unavailable' });
  });

  it('a fetch that never answered is a connection failure', () => {
    const [payload] = errorPayloads(sequences.networkFailure());
    expect(classifySdkError(payload)).toEqual({ kind: 'failed', key: 'connection' });
  });

  it('join, reconnect and Daily errors are connection failures; their start-method-error too', () => {
    for (const payload of errorPayloads(sequences.joinFailure())) {
      expect(classifySdkError(payload)).toEqual({ kind: 'failed', key: 'connection' });
    }
    expect(classifySdkError({ type: 'reconnect-error', error: { message: 'x' } })).toEqual({
      kind: 'failed',
      key: 'connection',
    });
    const [daily] = errorPayloads(sequences.dailyError('connection-error', 'network connection lost'));
    expect(classifySdkError(daily)).toEqual({ kind: 'failed', key: 'connection' });
  });

  it('a meeting that ended or expired is an ordinary end', () => {
    for (const [type, msg] of [
      ['ejected', 'Meeting has ended'],
      ['exp-room', 'Meeting has ended'],
      ['something-new', 'Meeting has ended'],
    ]) {
      const [payload] = errorPayloads(sequences.dailyError(type!, msg!));
      expect(classifySdkError(payload)).toEqual({ kind: 'ended' });
    }
  });

  it('Daily refusing its call object: unsupported without WebRTC, generic for a duplicate', () => {
    const [unsupported] = errorPayloads(sequences.objectCreationFailure('WebRTC not supported or suppressed'));
    expect(classifySdkError(unsupported)).toEqual({ kind: 'failed', key: 'unsupported' });
    const [duplicate] = errorPayloads(sequences.objectCreationFailure());
    expect(classifySdkError(duplicate)).toEqual({ kind: 'failed', key: 'generic' });
  });

  it('validation errors are generic failures', () => {
    expect(
      classifySdkError({
        type: 'validation-error',
        error: { message: 'Assistant or Squad or Workflow must be provided.' },
      }),
    ).toEqual({
      kind: 'failed',
      key: 'generic',
    });
  });

  it('noise cancellation, observers, recording and autoplay errors are non-fatal; so are unknown types', () => {
    for (const payload of errorPayloads([...sequences.nonFatal(), ...sequences.audioStartFailed()])) {
      expect(classifySdkError(payload)).toEqual({ kind: 'non-fatal' });
    }
    expect(classifySdkError({ type: 'brand-new-error' })).toEqual({ kind: 'non-fatal' });
    expect(classifySdkError(undefined)).toEqual({ kind: 'non-fatal' });
    expect(classifySdkError('text')).toEqual({ kind: 'non-fatal' });
  });
});

describe('microphone errors', () => {
  it.each([
    ['NotAllowedError', 'microphoneBlocked'],
    ['PermissionDeniedError', 'microphoneBlocked'],
    ['SecurityError', 'microphoneBlocked'],
    ['NotFoundError', 'microphoneNotFound'],
    ['DevicesNotFoundError', 'microphoneNotFound'],
    ['OverconstrainedError', 'microphoneNotFound'],
    ['NotReadableError', 'microphoneInUse'],
    ['TrackStartError', 'microphoneInUse'],
    ['AbortError', 'microphoneInUse'],
    ['TypeError', 'unsupported'],
    ['Whatever', 'generic'],
  ])('getUserMedia %s → %s', (name, key) => {
    expect(microphoneErrorKey(new DOMException('x', name))).toBe(key);
  });

  it('maps anything else to generic', () => {
    expect(microphoneErrorKey(undefined)).toBe('generic');
    expect(microphoneErrorKey('NotAllowedError')).toBe('generic');
  });

  it.each([
    ['permissions', 'microphoneBlocked'],
    ['not-found', 'microphoneNotFound'],
    ['mic-in-use', 'microphoneInUse'],
    ['cam-mic-in-use', 'microphoneInUse'],
    ['undefined-mediadevices', 'unsupported'],
    ['unknown', 'generic'],
  ] as const)('Daily camera-error %s → %s', (type, key) => {
    const [[, payload]] = sequences.cameraError(type) as [FakeEvent];
    expect(cameraErrorKey(payload)).toBe(key);
  });

  it('reads a camera-error whose type sits directly on the error', () => {
    expect(cameraErrorKey({ type: 'camera-error', error: { type: 'permissions' } })).toBe('microphoneBlocked');
    expect(cameraErrorKey(null)).toBe('generic');
  });
});
