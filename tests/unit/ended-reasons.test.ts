import { describe, expect, it } from 'vitest';
import { endedReasonOf, endedReasonVerdict } from '~/components/islands/voice-chat/ended-reasons';

describe('endedReasonVerdict', () => {
  it.each([
    'assistant-error',
    'assistant-not-found',
    'assistant-join-timed-out',
    'assistant-request-returned-error',
    'pipeline-error-openai-llm-failed',
    'pipeline-error-eleven-labs-voice-failed',
    'pipeline-error-first-message-failed',
    'call.start.error-get-assistant',
    'call-start-error-neither-assistant-nor-server-set',
    'call.in-progress.error-vapifault-openai-llm-failed',
    'db-error',
    'no-server-available',
    'some-provider-transport-failed',
  ])('"%s" is a failure of the call service', (reason) => {
    expect(endedReasonVerdict(reason)).toEqual({ kind: 'failed', key: 'unavailable' });
  });

  it.each([
    'customer-ended-call',
    'assistant-ended-call',
    'assistant-said-end-call-phrase',
    'assistant-forwarded-call',
    'exceeded-max-duration',
    'silence-timed-out',
    'a-new-ordinary-reason',
  ])('"%s" is an ordinary end', (reason) => {
    expect(endedReasonVerdict(reason)).toEqual({ kind: 'ordinary' });
  });

  it('a refused microphone is the microphone message', () => {
    expect(endedReasonVerdict('customer-did-not-give-microphone-permission')).toEqual({
      kind: 'failed',
      key: 'microphoneBlocked',
    });
  });
});

describe('endedReasonOf', () => {
  it('reads status-update messages that say the call ended, and nothing else', () => {
    expect(endedReasonOf({ type: 'status-update', status: 'ended', endedReason: 'assistant-error' })).toBe(
      'assistant-error',
    );
    expect(endedReasonOf({ type: 'status-update', status: 'in-progress' })).toBeUndefined();
    expect(endedReasonOf({ type: 'transcript', endedReason: 'x' })).toBeUndefined();
    expect(endedReasonOf(null)).toBeUndefined();
  });
});
