/** The voice-chat words editors write in content/ui/voice-chat.json, and the errors they get. */
import { describe, expect, it } from 'vitest';
import { voiceChatTextSchema } from '~/schemas/voice-chat-text';
import voiceChatJson from '../../content/ui/voice-chat.json';

const messages = (input: unknown) => {
  const result = voiceChatTextSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('voiceChatTextSchema', () => {
  it('accepts the shipped content', () => {
    expect(messages(voiceChatJson)).toEqual([]);
  });

  // The words are the editors' to change: what is checked is that the island gets them as written.
  it('hands the island the words of content/ui/voice-chat.json as written', () => {
    expect(voiceChatTextSchema.parse(voiceChatJson)).toEqual(voiceChatJson);
  });

  it('requires {brand} in the tooltip, naming the field', () => {
    expect(messages({ ...voiceChatJson, idleTooltip: 'Talk with our AI Agent' })).toEqual([
      'idleTooltip: idleTooltip must contain {brand}, which is replaced on the page (for example "Get Instant Answers - Talk with {brand} AI Agent").',
    ]);
  });

  it('requires every failure message to offer {phone}', () => {
    const errors = { ...voiceChatJson.errors, timeout: 'Too slow, sorry.' };
    const [message] = messages({ ...voiceChatJson, errors });
    expect(message).toMatch(/^errors\.timeout: errors\.timeout must contain \{phone\}/);
  });

  it('says which text is missing or empty', () => {
    const { muteLabel: _, ...withoutMute } = voiceChatJson;
    expect(messages(withoutMute)).toEqual(['muteLabel: muteLabel is required: write the text visitors should read.']);
    expect(messages({ ...voiceChatJson, aiDisclosure: '  ' })).toEqual([
      'aiDisclosure: aiDisclosure is empty: write the text visitors should read.',
    ]);
  });
});
