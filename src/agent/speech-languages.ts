/**
 * Which languages each transcriber and voice content/agent.md may choose hears or speaks, by its
 * provider's documentation, and what the platform is sent for each. No Node module.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import {
  azureVoicePattern,
  type AgentLanguage,
  type TranscriberChoice,
  type VoiceChoice,
  type VoiceModelChoice,
} from '~/schemas/agent-speech';
import { lookupTag } from '~/schemas/language-tags';

/** What a transcriber or voice serves: its name for the owner, its languages, where they are documented. */
export interface Coverage {
  /** What the owner reads: the provider and model (or voice). */
  label: string;
  /** BCP 47 tags, matched as RFC 4647 lookup does ("fr-CA" is served by "fr"). */
  languages: readonly string[];
  /** Where the provider (or the platform) documents those languages. */
  source: string;
  /** Said when it is suggested: what else to know before choosing it. */
  caveat?: string;
}

/** A transcriber as the platform is sent it, and the languages it hears in one conversation, switching between them. */
export interface TranscriberCoverage extends Coverage {
  transcriber: Vapi.AssistantOverridesTranscriber;
}

/** A voice as the platform is sent it, and the languages it speaks. */
export interface VoiceCoverage extends Coverage {
  voice: Vapi.AssistantOverridesVoice;
}

/**
 * Deepgram Nova-3 with `language: "multi"` (the platform's multilingual guide recommends it): one model
 * that detects the language and follows a switch mid-conversation. Its 55 languages, from Deepgram's
 * "Models & Languages Overview" (Nova-3 multilingual) and "Nova-3 Language Prompting", since its
 * changelog of 2026-10-23. Neither Punjabi nor Urdu is among them (Deepgram's models for those hear one language).
 */
const deepgramNova3Languages = [
  'af', 'ar', 'be', 'bn', 'bs', 'bg', 'ca', 'zh', 'zh-CN', 'zh-Hans', 'zh-HK', 'hr', 'cs', 'da', 'nl', 'nl-BE',
  'en', 'et', 'fi', 'fr', 'gl', 'de', 'el', 'gu', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'kn', 'ko', 'lv', 'lt',
  'mk', 'ms', 'mr', 'no', 'fa', 'pl', 'pt', 'ro', 'ru', 'sr', 'sk', 'sl', 'es', 'sv', 'tl', 'ta', 'te', 'th',
  'tr', 'uk', 'vi', 'xh', 'zu',
] as const; // prettier-ignore

/**
 * Gladia's languages marked "Auto-discovery and code-switch: Yes" in its "Supported languages", as the
 * platform's Gladia page accepts their codes (it has no Cantonese; Javanese is `jv`, Gladia's `jw`).
 */
const gladiaLanguages = [
  'af', 'sq', 'am', 'ar', 'hy', 'as', 'az', 'ba', 'eu', 'be', 'bn', 'bs', 'br', 'bg', 'ca', 'zh', 'hr', 'cs',
  'da', 'nl', 'en', 'et', 'fo', 'fi', 'fr', 'gl', 'ka', 'de', 'el', 'gu', 'ht', 'ha', 'haw', 'he', 'hi', 'hu',
  'is', 'id', 'it', 'ja', 'jv', 'kn', 'kk', 'km', 'ko', 'lo', 'la', 'lv', 'ln', 'lt', 'lb', 'mk', 'mg', 'ms',
  'ml', 'mt', 'mi', 'mr', 'mn', 'my', 'ne', 'no', 'nn', 'oc', 'ps', 'fa', 'pl', 'pt', 'pa', 'ro', 'ru', 'sa',
  'sr', 'sn', 'sd', 'si', 'sk', 'sl', 'so', 'es', 'su', 'sw', 'sv', 'tl', 'tg', 'ta', 'tt', 'te', 'th', 'bo',
  'tr', 'tk', 'uk', 'ur', 'uz', 'vi', 'cy', 'yi', 'yo',
] as const; // prettier-ignore

type GladiaLanguage = (typeof gladiaLanguages)[number];

const gladiaSource =
  'https://docs.gladia.io/chapters/language/supported-languages; https://docs.vapi.ai/providers/transcriber/gladia';

/** The transcribers content/agent.md may choose for every call (`transcriber`), by the name it gives. */
export const transcribers = {
  'deepgram-nova-3': {
    label: 'Deepgram Nova-3, language "multi"',
    transcriber: { provider: 'deepgram', model: 'nova-3', language: 'multi' },
    languages: deepgramNova3Languages,
    source:
      'https://developers.deepgram.com/docs/models-languages-overview (Nova-3 multilingual); https://docs.vapi.ai/customization/multilingual',
  },
  'gladia-solaria': {
    label: 'Gladia Solaria, automatic multiple languages',
    transcriber: { provider: 'gladia', model: 'solaria-1', languageBehaviour: 'automatic multiple languages' },
    languages: gladiaLanguages,
    source: gladiaSource,
  },
} as const satisfies Record<TranscriberChoice, TranscriberCoverage>;

/**
 * The transcriber of a call in `code`, a language's own (`languages[].call.transcriber`). Gladia is told
 * to expect that language and English, mixed, as a visitor here speaks them (Gladia's code-switching
 * guide: "provide a small set of expected languages"; left to choose among all, it mistakes similar
 * ones, Punjabi, Hindi and Urdu among them); the platform's Gladia page: `manual` with `languages`.
 * The server client's `GladiaTranscriber` says both `language` and `languages` are "required when
 * languageBehaviour is 'manual'": both go, `language` the call's own (English when Gladia does not
 * hear it), so the platform has no reason to refuse the call as it starts.
 */
export function ownTranscriber(choice: TranscriberChoice, code: string): TranscriberCoverage {
  if (choice !== 'gladia-solaria') return transcribers[choice];
  const heard = lookupTag(gladiaLanguages, code) as GladiaLanguage | undefined;
  const language = heard ?? 'en';
  const languages = [...new Set<GladiaLanguage>([language, 'en'])];
  return {
    label: `Gladia Solaria, ${languages.map((spoken) => englishName(spoken)).join(' and ')}`,
    transcriber: { provider: 'gladia', model: 'solaria-1', languageBehaviour: 'manual', language, languages },
    languages,
    source: `https://docs.gladia.io/chapters/language/code-switching; ${gladiaSource}`,
  };
}

/**
 * ElevenLabs' models by the languages the platform's ElevenLabs page tables for each (they infer the
 * language from the text). ElevenLabs writes Filipino (`fil`) where the transcribers write Tagalog
 * (`tl`): Unicode's CLDR makes `tl` an alias of `fil`, and `serves` compares tags in that canonical form.
 */
const flashV25Languages = [
  'ar', 'bg', 'hr', 'cs', 'da', 'nl', 'en', 'fil', 'fi', 'fr', 'de', 'el', 'hi', 'hu', 'id', 'it', 'ja',
  'ko', 'ms', 'zh', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'es', 'sv', 'ta', 'tr', 'uk', 'vi',
] as const; // prettier-ignore

/** Eleven v3 adds these (Punjabi, Urdu and Gujarati among them). */
const v3OnlyLanguages = [
  'af', 'hy', 'as', 'az', 'be', 'bn', 'bs', 'ca', 'ny', 'et', 'gl', 'ka', 'gu', 'ha', 'he', 'is', 'ga', 'jv',
  'kn', 'kk', 'ky', 'lv', 'ln', 'lt', 'lb', 'mk', 'ml', 'mr', 'ne', 'ps', 'fa', 'pa', 'sr', 'sd', 'sl', 'so',
  'sw', 'te', 'th', 'ur', 'cy',
] as const; // prettier-ignore

const elevenLabsSource = 'https://docs.vapi.ai/providers/voice/elevenlabs; https://elevenlabs.io/docs/overview/models';

/** The ElevenLabs models content/agent.md may choose (`voice.model` with `provider: 11labs`). */
export const voiceModels = {
  eleven_flash_v2_5: {
    label: 'ElevenLabs Flash v2.5',
    languages: flashV25Languages,
    source: elevenLabsSource,
  },
  eleven_multilingual_v2: {
    label: 'ElevenLabs Multilingual v2',
    languages: flashV25Languages.filter((code) => !['hu', 'no', 'vi'].includes(code)),
    source: elevenLabsSource,
  },
  eleven_v3: {
    label: 'ElevenLabs v3',
    languages: [...flashV25Languages, ...v3OnlyLanguages],
    source: elevenLabsSource,
    caveat:
      'ElevenLabs makes v3 for expressive, pre-rendered speech and recommends Flash v2.5 for real-time agents, so a call answers more slowly',
  },
  eleven_flash_v2: { label: 'ElevenLabs Flash v2', languages: ['en'], source: elevenLabsSource },
} as const satisfies Record<VoiceModelChoice, Coverage>;

/**
 * Azure's neural voices: each speaks its locale's language, and English ("all neural voices are
 * multilingual and fluent in their own language and English", Microsoft's SSML guide); the platform's
 * Azure voice takes any of them by its full name. The languages of the locales Microsoft's voice list
 * ("Language and voice support", text to speech) gives voices for.
 */
export const azureVoices: Coverage = {
  label: 'an Azure neural voice of its locale',
  languages: [
    'af', 'am', 'ar', 'as', 'az', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'es', 'et', 'eu',
    'fa', 'fi', 'fil', 'fr', 'ga', 'gl', 'gu', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'iu', 'ja', 'jv',
    'ka', 'kk', 'km', 'kn', 'ko', 'lo', 'lt', 'lv', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'nb', 'ne', 'nl',
    'or', 'pa', 'pl', 'ps', 'pt', 'ro', 'ru', 'si', 'sk', 'sl', 'so', 'sq', 'sr', 'su', 'sv', 'sw', 'ta', 'te',
    'th', 'tr', 'uk', 'ur', 'uz', 'vi', 'wuu', 'yue', 'zh', 'zu',
  ], // prettier-ignore
  source:
    'https://learn.microsoft.com/azure/ai-services/speech-service/language-support?tabs=tts; https://learn.microsoft.com/azure/ai-services/speech-service/speech-synthesis-markup-voice#adjust-speaking-languages; https://docs.vapi.ai/providers/voice/azure',
};

/** A voice of content/agent.md as the platform is sent it, and the languages it speaks. */
export function voiceCoverage(voice: VoiceChoice): VoiceCoverage {
  if (voice.provider === 'azure') {
    // Its locale's language where Microsoft lists voices for it (a misspelt locale speaks nothing), and English.
    const language = lookupTag(azureVoices.languages, azureVoicePattern.exec(voice.voiceId)?.[1] ?? '');
    return {
      ...azureVoices,
      label: `Azure ${voice.voiceId}`,
      languages: language ? [...new Set([language, 'en'])] : [],
      voice: { provider: 'azure', voiceId: voice.voiceId },
    };
  }
  // The schema requires a model of an ElevenLabs voice.
  const model = voice.model ?? 'eleven_flash_v2_5';
  return {
    ...voiceModels[model],
    label: `${voiceModels[model].label}, voice ${voice.voiceId}`,
    voice: { provider: '11labs', model, voiceId: voice.voiceId },
  };
}

/**
 * Whether `languages` serves the BCP 47 tag `tag`: the tag itself, or the tag with its last subtags
 * taken off one by one (RFC 4647 lookup: "zh-Hant-TW", "zh-Hant", "zh"), both in canonical form.
 */
export const serves = (languages: readonly string[], tag: string): boolean => lookupTag(languages, tag) !== undefined;

/** A language's English name, for the owner's messages ("Punjabi"), from the tag. */
const englishName = (tag: string) =>
  new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(tag) ?? tag;

/** "Français (French, fr)": a listed language as the owner's messages name it. */
export const describeLanguage = ({ code, name }: Pick<AgentLanguage, 'code' | 'name'>) => {
  const english = englishName(code);
  return english === name ? `${name} (${code})` : `${name} (${english}, ${code})`;
};
