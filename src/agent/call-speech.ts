/**
 * What a call in each listed language hears and speaks: the transcriber and voice every call shares,
 * or the language's own (content/agent.md `languages[].call`), asked for when the call starts; and the
 * check that every listed language is served. No Node module.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { AgentLanguage, TranscriberChoice } from '~/schemas/agent-speech';
import type { AgentSettings } from '~/schemas/agent';
import { ContentFileError } from '~/schemas/content-file-error';
import {
  azureVoices,
  describeLanguage,
  ownTranscriber,
  serves,
  transcribers,
  voiceCoverage,
  voiceModels,
  type Coverage,
  type TranscriberCoverage,
  type VoiceCoverage,
} from './speech-languages';

/** What the calls are made of in content/agent.md: the languages (each perhaps with its own), the shared pair. */
export type SpeechSettings = Pick<AgentSettings, 'languages' | 'transcriber' | 'voice'>;

/** A call in one listed language: its transcriber and voice (`own`: the language's, asked for at the start), what it serves. */
export interface LanguageCall {
  language: AgentLanguage;
  /** `choice`: its name in content/agent.md. */
  transcriber: TranscriberCoverage & { own: boolean; choice: TranscriberChoice };
  voice: VoiceCoverage & { own: boolean };
  /** The listed languages the call hears and speaks, its own first when it serves it. */
  serves: AgentLanguage[];
}

/** Each listed language's call, in the order content lists them. */
export function languageCalls({ languages, transcriber, voice }: SpeechSettings): LanguageCall[] {
  const shared = { transcriber: transcribers[transcriber], voice: voiceCoverage(voice) };
  return languages.map((language) => {
    const own = language.call ?? {};
    const heard = own.transcriber ? ownTranscriber(own.transcriber, language.code) : shared.transcriber;
    const spoken = own.voice ? voiceCoverage(own.voice) : shared.voice;
    const served = languages.filter(({ code }) => serves(heard.languages, code) && serves(spoken.languages, code));
    return {
      language,
      transcriber: { ...heard, own: Boolean(own.transcriber), choice: own.transcriber ?? transcriber },
      voice: { ...spoken, own: Boolean(own.voice) },
      serves: [...served.filter((other) => other === language), ...served.filter((other) => other !== language)],
    };
  });
}

/**
 * A call's start in one language as the page makes it (served in the conversation context): the
 * transcriber and voice it asks for instead of the assistant's own (`assistantOverrides`), where the
 * language has its own, and the codes of the listed languages the call hears and speaks.
 */
export interface CallSetup {
  transcriber?: Vapi.AssistantOverridesTranscriber;
  voice?: Vapi.AssistantOverridesVoice;
  serves: string[];
}

/** Each listed language's call start, by its code. */
export function callSetups(settings: SpeechSettings): Record<string, CallSetup> {
  return Object.fromEntries(
    languageCalls(settings).map(({ language, transcriber, voice, serves: served }) => [
      language.code,
      {
        ...(transcriber.own && { transcriber: transcriber.transcriber }),
        ...(voice.own && { voice: voice.voice }),
        serves: served.map(({ code }) => code),
      },
    ]),
  );
}

/** "Gladia Solaria, Punjabi and English (its own); Azure pa-IN-VaaniNeural (its own)": a call as the owner reads it. */
const describeCall = ({ transcriber, voice }: Pick<LanguageCall, 'transcriber' | 'voice'>) =>
  [transcriber, voice].map(({ label, own }) => (own ? `${label} (its own)` : label)).join('; ');

/** What `--verify` prints of each language: the call it would get. */
export function describeLanguageCalls(calls: readonly LanguageCall[]): { code: string; said: string }[] {
  return calls.map((call) => ({
    code: call.language.code,
    said: `a call in ${describeLanguage(call.language)} gets ${describeCall(call)}: it hears and speaks ${call.serves.map(({ name }) => name).join(', ') || 'none of the listed languages'}${call.serves.includes(call.language) ? '' : `, not ${call.language.name}: ${whyNotServed(call)}`}`,
  }));
}

/** The choices a language could take instead, for a field that fails it. */
function wouldServe(field: 'transcriber' | 'voice', code: string): string {
  const table: Record<string, Coverage> =
    field === 'transcriber'
      ? Object.fromEntries(
          Object.keys(transcribers).map((name) => [name, ownTranscriber(name as keyof typeof transcribers, code)]),
        )
      : { ...voiceModels };
  const would = Object.entries(table)
    .filter(([, other]) => serves(other.languages, code))
    .map(([name, other]) => (other.caveat ? `${name} (but ${other.caveat})` : name));
  if (field === 'voice' && serves(azureVoices.languages, code))
    would.push(`${azureVoices.label} (${azureVoices.source.split('; ')[0]})`);
  return would.length > 0 ? `${would.join(' or ')} would` : 'no choice this site knows of would';
}

/** Why a call in `language` does not serve it, naming each part that fails and what would serve it. */
function whyNotServed({ language, transcriber, voice }: LanguageCall): string {
  const { code } = language;
  const field = (part: 'transcriber' | 'voice', own: boolean) => (own ? `languages[].call.${part}` : part);
  return [
    ...(serves(transcriber.languages, code)
      ? []
      : [
          `${field('transcriber', transcriber.own)} ${transcriber.choice} (${transcriber.label}) does not hear it by its documentation (${transcriber.source}): ${wouldServe('transcriber', code)}`,
        ]),
    ...(serves(voice.languages, code)
      ? []
      : [
          `${field('voice', voice.own)} (${voice.label}) does not speak it by its documentation (${voice.source}): ${wouldServe('voice', code)}`,
        ]),
  ].join('; ');
}

/**
 * Throws a ContentFileError naming each listed language its call cannot hear or speak, and what would,
 * so nothing publishes an assistant (or builds a page) whose call would hear a visitor's language as noise.
 */
export function assertSpeechCoverage(settings: SpeechSettings): void {
  const unserved = languageCalls(settings).filter((call) => !call.serves.includes(call.language));
  if (unserved.length === 0) return;
  throw new ContentFileError(
    `content/agent.md: languages lists ${unserved.map((call) => `${describeLanguage(call.language)}, but ${whyNotServed(call)}`).join('. It lists ')}. Give such a language a call of its own (languages[].call: a transcriber, a voice or both that serve it), or choose a transcriber and voice that serve it, or take it off the list (docs/languages.md).`,
  );
}
