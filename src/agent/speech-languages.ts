/**
 * Which languages a call can be heard and spoken in, by each transcriber and voice content/agent.md may
 * choose, and the check that both serve every listed language (typing needs neither). No Node module.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { AgentLanguage, TranscriberChoice, VoiceChoice } from '~/schemas/agent-speech';
import { ContentFileError } from '~/schemas/content-file-error';
import { lookupTag } from '~/schemas/language-tags';

/** A transcriber as publishing sets it, and the languages it hears in one conversation, switching between them. */
interface TranscriberCoverage {
  /** What the owner reads: the provider and model. */
  label: string;
  transcriber: Vapi.AssistantTranscriber;
  /** BCP 47 tags, matched as RFC 4647 lookup does ("fr-CA" is served by "fr"). */
  languages: readonly string[];
  /** Where the provider (or the platform) documents those languages. */
  source: string;
}

/**
 * Deepgram Nova-3 with `language: "multi"` (the platform's multilingual guide recommends it): one model
 * that detects the language and follows a switch mid-conversation. Its 55 languages, from Deepgram's
 * "Models & Languages Overview" (Nova-3 multilingual) and "Nova-3 Language Prompting", since its
 * changelog of 2026-10-23. Punjabi is not among them (Deepgram has a Punjabi model of one language only).
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

/** The transcribers content/agent.md may choose (`transcriber`), by the name it gives. */
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
    source:
      'https://docs.gladia.io/chapters/language/supported-languages; https://docs.vapi.ai/providers/transcriber/gladia',
  },
} as const satisfies Record<TranscriberChoice, TranscriberCoverage>;

/**
 * ElevenLabs' models by the languages the platform's ElevenLabs page tables for each (they infer the
 * language from the text). ElevenLabs writes Filipino (`fil`) where the transcribers write Tagalog
 * (`tl`): Unicode's CLDR makes `tl` an alias of `fil`, and `serves` compares tags in that canonical form.
 */
const flashV25Languages = [
  'ar', 'bg', 'hr', 'cs', 'da', 'nl', 'en', 'fil', 'fi', 'fr', 'de', 'el', 'hi', 'hu', 'id', 'it', 'ja',
  'ko', 'ms', 'zh', 'no', 'pl', 'pt', 'ro', 'ru', 'sk', 'es', 'sv', 'ta', 'tr', 'uk', 'vi',
] as const; // prettier-ignore

/** Eleven v3 adds these (Punjabi among them). */
const v3OnlyLanguages = [
  'af', 'hy', 'as', 'az', 'be', 'bn', 'bs', 'ca', 'ny', 'et', 'gl', 'ka', 'gu', 'ha', 'he', 'is', 'ga', 'jv',
  'kn', 'kk', 'ky', 'lv', 'ln', 'lt', 'lb', 'mk', 'ml', 'mr', 'ne', 'ps', 'fa', 'pa', 'sr', 'sd', 'sl', 'so',
  'sw', 'te', 'th', 'ur', 'cy',
] as const; // prettier-ignore

const elevenLabsSource = 'https://docs.vapi.ai/providers/voice/elevenlabs; https://elevenlabs.io/docs/overview/models';

/** A voice model and the languages it speaks. */
interface VoiceCoverage {
  label: string;
  languages: readonly string[];
  source: string;
  /** Said when it is suggested: what else to know before choosing it. */
  caveat?: string;
}

/** The voice models content/agent.md may choose (`voice.model`), all the platform's ElevenLabs (`11labs`). */
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
} as const satisfies Record<VoiceChoice['model'], VoiceCoverage>;

/**
 * Whether `languages` serves the BCP 47 tag `tag`: the tag itself, or the tag with its last subtags
 * taken off one by one (RFC 4647 lookup: "zh-Hant-TW", "zh-Hant", "zh"), both in canonical form.
 */
export const serves = (languages: readonly string[], tag: string): boolean => lookupTag(languages, tag) !== undefined;

/** A language's English name, for the owner's messages ("Punjabi"), from the tag. */
const englishName = (tag: string) =>
  new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' }).of(tag) ?? tag;

/** "Français (French, fr)": a listed language as the owner's messages name it. */
export const describeLanguage = ({ code, name }: AgentLanguage) => {
  const english = englishName(code);
  return english === name ? `${name} (${code})` : `${name} (${english}, ${code})`;
};

/** What a call can do with the listed languages, as the chosen transcriber and voice document them. */
export interface SpeechCoverage {
  transcriber: TranscriberCoverage;
  voice: VoiceCoverage;
  /** Each listed language one of them cannot serve, with why. */
  unserved: { language: AgentLanguage; reason: string }[];
}

/** The listed languages against the chosen transcriber and voice model. */
export function speechCoverage(
  languages: readonly AgentLanguage[],
  transcriber: TranscriberChoice,
  voice: Pick<VoiceChoice, 'model'>,
): SpeechCoverage {
  const heard = transcribers[transcriber];
  const spoken = voiceModels[voice.model];
  const unserved = languages.flatMap((language) => {
    const reasons = [
      ...(serves(heard.languages, language.code)
        ? []
        : [notServed('transcriber', transcriber, transcribers, language.code)]),
      ...(serves(spoken.languages, language.code)
        ? []
        : [notServed('voice.model', voice.model, voiceModels, language.code)]),
    ];
    return reasons.length > 0 ? [{ language, reason: reasons.join('; ') }] : [];
  });
  return { transcriber: heard, voice: spoken, unserved };
}

/** Why one choice does not serve a language, and the choices that would. */
function notServed(
  field: 'transcriber' | 'voice.model',
  chosen: string,
  table: Record<string, TranscriberCoverage | VoiceCoverage>,
  code: string,
) {
  const coverage = table[chosen]!;
  const would = Object.entries(table)
    .filter(([, other]) => serves(other.languages, code))
    .map(([name, other]) => ('caveat' in other && other.caveat ? `${name} (but ${other.caveat})` : name));
  const instead = would.length > 0 ? `${would.join(' or ')} would` : 'no choice this site knows of would';
  const verb = field === 'transcriber' ? 'hear' : 'speak';
  return `${field} ${chosen} (${coverage.label}) does not ${verb} it by its documentation (${coverage.source}): ${instead}`;
}

/**
 * Throws a ContentFileError naming each listed language the chosen transcriber or voice cannot serve,
 * so nothing publishes an assistant that would hear a visitor's language as noise.
 */
export function assertSpeechCoverage(settings: {
  languages: readonly AgentLanguage[];
  transcriber: TranscriberChoice;
  voice: Pick<VoiceChoice, 'model'>;
}): void {
  const { unserved } = speechCoverage(settings.languages, settings.transcriber, settings.voice);
  if (unserved.length === 0) return;
  throw new ContentFileError(
    `content/agent.md: languages lists ${unserved.map(({ language, reason }) => `${describeLanguage(language)}, but ${reason}`).join('. It lists ')}. Choose a transcriber and voice.model that serve it (docs/languages.md), or take the language off the list.`,
  );
}
