/**
 * The call's `endedReason` read against the platform's own list: the installed server SDK's
 * `CallEndedReason` enum (generated from the platform's API definition), not a list of ours.
 */
import { Vapi } from '@vapi-ai/server-sdk';
import { describe, expect, it } from 'vitest';
import {
  endedReasonOf,
  endedReasonVerdict,
  microphoneReasons,
  ordinaryReasons,
  unnamedFailureReasons,
} from '~/components/islands/voice-chat/ended-reasons';

const platformReasons: string[] = Object.values(Vapi.CallEndedReason);

describe('endedReasonVerdict, against the platform’s CallEndedReason', () => {
  it('reads the whole enum (hundreds of reasons)', () => {
    expect(platformReasons.length).toBeGreaterThan(500);
  });

  it('names no reason the platform does not have', () => {
    const named = [...ordinaryReasons, ...microphoneReasons, ...unnamedFailureReasons];
    expect(named.filter((reason) => !platformReasons.includes(reason))).toEqual([]);
  });

  it('reads every reason that says "failed" or "error" as a failure of the call service', () => {
    const saysFailure = platformReasons.filter((reason) => /failed|error/.test(reason));
    expect(saysFailure.length).toBeGreaterThan(400);
    expect(saysFailure.filter((reason) => endedReasonVerdict(reason).kind !== 'failed')).toEqual([]);
    // Among them the telephony ones an earlier list read as ordinary ends.
    expect(endedReasonVerdict('twilio-failed-to-connect-call')).toEqual({ kind: 'failed', key: 'unavailable' });
    expect(endedReasonVerdict('vonage-failed-to-connect-call')).toEqual({ kind: 'failed', key: 'unavailable' });
  });

  it.each([...unnamedFailureReasons])('"%s" is a failure, though its name does not say so', (reason) => {
    expect(endedReasonVerdict(reason)).toEqual({ kind: 'failed', key: 'unavailable' });
  });

  it.each([...ordinaryReasons, 'customer-busy', 'call-deleted'])('"%s" is an ordinary end', (reason) => {
    expect(endedReasonVerdict(reason)).toEqual({ kind: 'ordinary' });
  });

  it('a refused microphone is the microphone message', () => {
    expect(endedReasonVerdict('customer-did-not-give-microphone-permission')).toEqual({
      kind: 'failed',
      key: 'microphoneBlocked',
    });
  });

  it('a reason newer than the installed SDK is read by its words', () => {
    expect(endedReasonVerdict('pipeline-error-some-new-provider-failed')).toMatchObject({ kind: 'failed' });
    expect(endedReasonVerdict('call.in-progress.some-new-ordinary-end')).toEqual({ kind: 'ordinary' });
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
