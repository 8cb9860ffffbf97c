import { z } from 'astro/zod';
import { unknownPlaceholders, voiceAgentVariableNames } from '../lib/voice-agent.ts';
import { strictObject, text } from './shared.ts';

/**
 * The front matter of content/voice-agent.md: the voice assistant as `npm run assistant` prints it for
 * Vapi. The file's body is the assistant's prompt. Both may use `{{name}}` placeholders for the
 * page's own facts (see src/lib/voice-agent.ts); an unknown name stops the build.
 */

const knownNames = voiceAgentVariableNames.map((name) => `{{${name}}}`).join(', ');

/** A text whose `{{placeholders}}` are all variables the page provides. */
const withKnownPlaceholders = (field: string) =>
  text(field).refine((value) => unknownPlaceholders(value).length === 0, {
    error: (issue) =>
      `${field} uses ${unknownPlaceholders(String(issue.input))
        .map((name) => `{{${name}}}`)
        .join(', ')}, which the page does not provide: use only ${knownNames}.`,
  });

export const voiceAgentSchema = strictObject({
  /** The assistant's name in Vapi's dashboard (Vapi allows at most 40 characters). */
  name: text('name').max(40, { error: 'name must be at most 40 characters (Vapi’s limit).' }),
  /** What the assistant says first, for example "Hi, thanks for calling {{brand}}!". */
  firstMessage: withKnownPlaceholders('firstMessage'),
  /** The language model: Vapi's provider name and model id, for example "openai" and "gpt-4o". */
  model: strictObject({ provider: text('model.provider'), model: text('model.model') }),
  /** Optional voice: Vapi's provider name and that provider's voice id. */
  voice: strictObject({ provider: text('voice.provider'), voiceId: text('voice.voiceId') }).optional(),
});

/** The voice agent's settings as the build and `npm run assistant` read them. */
export type VoiceAgent = z.infer<typeof voiceAgentSchema>;
