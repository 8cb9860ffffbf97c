/** The languages the assistant speaks in content/agent.md, and the transcriber and voice of its calls. */
import { z } from 'astro/zod';
import { languageTag, strictObject, text } from './shared';

/** A language the assistant speaks: its tag, its name in its own words, and a question in it for `--verify`. */
export const agentLanguageSchema = strictObject({
  /** The BCP 47 tag, for example "fr"; the page's `lang` attributes and the agent's page tool use it. */
  code: languageTag('languages[].code'),
  /** Its name in its own words, for example "Français": what the conversation panel offers. */
  name: text('languages[].name').max(40, {
    error: 'languages[].name must be at most 40 characters: it is a choice in a list.',
  }),
  /** A short question in the language, which `npm run assistant -- --verify` asks of the second one listed. */
  question: text('languages[].question').optional(),
});

/** A language the assistant speaks, as content/agent.md lists it. */
export type AgentLanguage = z.infer<typeof agentLanguageSchema>;

/** The transcribers publishing can set, each named for its provider and model (src/agent/speech-languages.ts lists their languages). */
export const transcriberChoices = ['deepgram-nova-3', 'gladia-solaria'] as const;
export type TranscriberChoice = (typeof transcriberChoices)[number];

/** The voice models publishing can set, all the platform's ElevenLabs ones (their languages: src/agent/speech-languages.ts). */
const voiceModelChoices = ['eleven_flash_v2_5', 'eleven_multilingual_v2', 'eleven_v3', 'eleven_flash_v2'] as const;

/** The assistant's voice in calls: the platform's ElevenLabs, a model that speaks every listed language, and a voice. */
export const voiceSchema = strictObject({
  provider: z.enum(['11labs'], {
    error:
      'voice.provider must be "11labs": the site knows which languages the platform’s ElevenLabs models speak (docs/languages.md).',
  }),
  model: z.enum(voiceModelChoices, {
    error: `voice.model must be one of ${voiceModelChoices.join(', ')}: each speaks the languages docs/languages.md lists for it.`,
  }),
  /** An ElevenLabs voice of the platform's library (for example "sarah") or of the owner's ElevenLabs account. */
  voiceId: text('voice.voiceId'),
});

/** The voice of content/agent.md. */
export type VoiceChoice = z.infer<typeof voiceSchema>;
