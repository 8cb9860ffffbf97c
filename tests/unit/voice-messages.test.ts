/** Reading the voice platform's server messages (src/components/islands/voice-chat/voice-messages.ts). */
import { describe, expect, it } from 'vitest';
import { isAssistantSpeech, spokenLineOf } from '~/components/islands/voice-chat/voice-messages';

describe('spokenLineOf', () => {
  it('turns final transcripts into lines, trimmed, with the speaker', () => {
    expect(
      spokenLineOf({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: ' Hello. ' }),
    ).toEqual({ speaker: 'assistant', text: 'Hello.' });
    expect(spokenLineOf({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' })).toEqual({
      speaker: 'visitor',
      text: 'Hi',
    });
  });

  it.each([
    ['a partial transcript', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Hi' }],
    ['an empty transcript', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: '  ' }],
    ['a transcript that is not text', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 7 }],
    ['another message', { type: 'speech-update', status: 'started', role: 'assistant' }],
    ['null', null],
    ['a string', 'transcript'],
  ])('gives null for %s', (_, message) => {
    expect(spokenLineOf(message)).toBeNull();
  });
});

describe('isAssistantSpeech', () => {
  it.each([
    [{ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hi' }, true],
    [{ type: 'speech-update', status: 'started', role: 'assistant' }, true],
    [{ type: 'speech-update', status: 'stopped', role: 'assistant' }, false],
    [{ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' }, false],
    [undefined, false],
  ])('%j → %s', (message, expected) => {
    expect(isAssistantSpeech(message)).toBe(expected);
  });
});
