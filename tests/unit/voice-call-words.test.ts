/**
 * The voice island's words split by when they show (islands/voice-chat/call-words.ts): the page carries
 * what the button and a failed start say, the in-call part brings what only a call that is on shows.
 */
import { describe, expect, it } from 'vitest';
import { voiceChatTextSchema } from '~/schemas/voice-chat-text';
import {
  callWords,
  failureMessage,
  pageWords,
  wholeWords,
  withCallWords,
} from '~/components/islands/voice-chat/call-words';
import { englishCallWords } from '~/components/islands/voice-chat/call-words-english';
import voiceChatJson from '../../content/ui/voice-chat.json';

const text = voiceChatTextSchema.parse(voiceChatJson);

describe('the voice island’s words', () => {
  it('leave the in-call words and the microphone’s failures out of the page', () => {
    const page = pageWords(text);
    expect(Object.keys(page).sort()).toEqual(
      ['aiDisclosure', 'connecting', 'ended', 'errors', 'idleTooltip', 'startLabel'].sort(),
    );
    expect(Object.keys(page.errors).sort()).toEqual(
      ['connection', 'generic', 'timeout', 'unavailable', 'unsupported'].sort(),
    );
    expect(wholeWords(page)).toBeUndefined();
  });

  it('are whole again with the in-call part’s', () => {
    expect(withCallWords(pageWords(text), callWords(text))).toEqual(text);
    expect(wholeWords(withCallWords(pageWords(text), callWords(text)))).toEqual(text);
  });

  it('bring the in-call part the English of content/ui/voice-chat.json as the build reads it', () => {
    expect(englishCallWords).toEqual(callWords(text));
  });

  it('say a failure the page has no words for yet as the generic one', () => {
    expect(failureMessage(pageWords(text), 'microphoneBlocked')).toBe(text.errors.generic);
    expect(failureMessage(text, 'microphoneBlocked')).toBe(text.errors.microphoneBlocked);
    expect(failureMessage(pageWords(text), 'timeout')).toBe(text.errors.timeout);
  });
});
