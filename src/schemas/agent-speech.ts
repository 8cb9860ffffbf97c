/** The languages the assistant speaks in content/agent.md, and the transcriber and voice of its calls. */
import { z } from 'astro/zod';
import { languageTag, strictObject, text } from './shared';

/** The transcribers publishing can set, each named for its provider and model (src/agent/speech-languages.ts lists their languages). */
export const transcriberChoices = ['deepgram-nova-3', 'gladia-solaria'] as const;
export type TranscriberChoice = (typeof transcriberChoices)[number];

/** The platform's voice providers whose languages the site knows: ElevenLabs' models, Azure's voices. */
const voiceProviders = ['11labs', 'azure'] as const;

/** The voice models publishing can set, all the platform's ElevenLabs ones (their languages: src/agent/speech-languages.ts). */
const voiceModelChoices = ['eleven_flash_v2_5', 'eleven_multilingual_v2', 'eleven_v3', 'eleven_flash_v2'] as const;
export type VoiceModelChoice = (typeof voiceModelChoices)[number];

/**
 * An Azure neural voice by its full name, its locale first ("pa-IN-VaaniNeural", "en-US-Ava:DragonHDLatestNeural"):
 * group 1 is the language it speaks.
 */
export const azureVoicePattern = /^([a-z]{2,3})(?:-[A-Za-z0-9]+)+(?::[A-Za-z0-9]+)?Neural$/;

/** A transcriber choice, its message naming `field`. */
const transcriberAt = (field: string) =>
  z.enum(transcriberChoices, {
    error: `${field} must be one of ${transcriberChoices.join(', ')}: each hears the languages docs/languages.md lists for it.`,
  });

/** A voice of the platform's ElevenLabs (a model and a voice) or Azure (a voice, its locale its language), at `field`. */
function voiceAt(field: string) {
  return strictObject({
    provider: z.enum(voiceProviders, {
      error: `${field}.provider must be "11labs" or "azure": the site knows which languages the platform’s ElevenLabs models and Azure voices speak (docs/languages.md).`,
    }),
    /** ElevenLabs only: the model, which decides the languages the voice speaks. */
    model: z
      .enum(voiceModelChoices, {
        error: `${field}.model must be one of ${voiceModelChoices.join(', ')}: each speaks the languages docs/languages.md lists for it.`,
      })
      .optional()
      .meta({ description: 'ElevenLabs only: the model, which decides the languages it speaks.' }),
    /**
     * An ElevenLabs voice of the platform's library (for example "sarah") or of the owner's account; an
     * Azure neural voice by its full name (for example "pa-IN-VaaniNeural").
     */
    voiceId: text(`${field}.voiceId`),
  }).check((context) => {
    const { provider, model, voiceId } = context.value;
    const issue = (path: string, message: string) =>
      context.issues.push({ code: 'custom', input: context.value, path: [path], message });
    if (provider === '11labs' && !model) {
      issue(
        'model',
        `${field}.model is required for an ElevenLabs voice: one of ${voiceModelChoices.join(', ')}, which decides the languages it speaks.`,
      );
    }
    if (provider === 'azure' && model) {
      issue(
        'model',
        `${field}.model is for ElevenLabs voices: an Azure voice speaks the language of its locale, so leave the model out.`,
      );
    }
    if (provider === 'azure' && !azureVoicePattern.test(voiceId)) {
      issue(
        'voiceId',
        `${field}.voiceId "${voiceId}" is not an Azure neural voice's full name: write it as Azure lists it, its locale first, for example "pa-IN-VaaniNeural" (the locale is the language it speaks).`,
      );
    }
  });
}

/** The assistant's voice in calls: one that speaks every listed language without a call of its own. */
export const voiceSchema = voiceAt('voice');

/** The voice of content/agent.md (or of a language's own calls). */
export type VoiceChoice = z.infer<typeof voiceSchema>;

/**
 * What hears and speaks a call in one language where the transcriber and voice every call shares do
 * not: either or both, for that call only (the page asks the platform for them when the call starts).
 */
const ownCallSchema = strictObject({
  /** A transcriber for calls in this language; Gladia then hears this language and English, mixed. */
  transcriber: transcriberAt('languages[].call.transcriber').optional(),
  voice: voiceAt('languages[].call.voice').optional(),
}).check((context) => {
  if (!context.value.transcriber && !context.value.voice) {
    context.issues.push({
      code: 'custom',
      input: context.value,
      message:
        'languages[].call needs a transcriber, a voice or both (what a call in this language gets instead of the shared ones); without either, leave call out.',
    });
  }
});

/** A language the assistant speaks: its tag, its name in its own words, a question in it for `--verify`, and its own call. */
export const agentLanguageSchema = strictObject({
  /** The BCP 47 tag, for example "fr"; the page's `lang` attributes and the agent's page tool use it. */
  code: languageTag('languages[].code'),
  /** Its name in its own words and script, for example "Français" or "ਪੰਜਾਬੀ": what the conversation panel offers. */
  name: text('languages[].name').max(40, {
    error: 'languages[].name must be at most 40 characters: it is a choice in a list.',
  }),
  /** A short question in the language, which `npm run assistant -- --verify` asks of the second one listed. */
  question: text('languages[].question').optional(),
  /** The transcriber or voice of a call in this language, where the shared ones do not serve it. */
  call: ownCallSchema.optional(),
});

/** A language the assistant speaks, as content/agent.md lists it. */
export type AgentLanguage = z.infer<typeof agentLanguageSchema>;

/** The transcriber of content/agent.md's calls, its message naming the field. */
export const transcriberSchema = transcriberAt('transcriber');
