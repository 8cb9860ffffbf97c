/**
 * The voice call's English words, split by when they can show. The page carries what the button, its
 * tooltip, the loading look and a start that fails say (a failure may come with no network left to
 * fetch anything); the words only a call that is on shows (its panel, its "end call" name, "connected",
 * the microphone's refusals, which only the in-call part's check finds) come with the in-call part
 * (./call-words-english.ts, loaded on intent beside the SDK), so the page does not carry them. A
 * language with its own words (../conversation/language/panel-language.ts) fetches them all.
 */
import type { VoiceChatText } from '~/schemas/voice-chat-text';

/** The words only a call that is on shows. `ended` stays in the page: hanging up while the in-call part still loads announces it. */
const CALL_WORD_KEYS = [
  'endLabel',
  'connected',
  'callTitle',
  'captionsTitle',
  'hideCaptions',
  'showCaptions',
  'captionsEmpty',
  'muteLabel',
  'soundBlocked',
  'enableSound',
] as const satisfies readonly (keyof VoiceChatText)[];

/** The failures only the in-call part finds (its microphone check, the SDK's refusals). */
const MICROPHONE_ERROR_KEYS = [
  'microphoneBlocked',
  'microphoneNotFound',
  'microphoneInUse',
] as const satisfies readonly (keyof VoiceChatText['errors'])[];

type CallWordKey = (typeof CALL_WORD_KEYS)[number];
type MicrophoneErrorKey = (typeof MICROPHONE_ERROR_KEYS)[number];

/** The words the in-call part brings. */
export type CallWords = Pick<VoiceChatText, CallWordKey> & {
  errors: Pick<VoiceChatText['errors'], MicrophoneErrorKey>;
};

/** The voice island's words as the page carries them: all but the in-call part's. */
export type VoicePageText = Omit<VoiceChatText, CallWordKey | 'errors'> & {
  errors: Omit<VoiceChatText['errors'], MicrophoneErrorKey>;
};

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

const omit = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key))) as Omit<
    T,
    K
  >;

/** What the page carries of `text` (components/layout/ConversationControl.astro). */
export function pageWords(text: VoiceChatText): VoicePageText {
  return { ...omit(text, [...CALL_WORD_KEYS, 'errors']), errors: omit(text.errors, MICROPHONE_ERROR_KEYS) };
}

/** What the in-call part brings of `text`. */
export function callWords(text: VoiceChatText): CallWords {
  return { ...pick(text, CALL_WORD_KEYS), errors: pick(text.errors, MICROPHONE_ERROR_KEYS) };
}

/** The page's words and the in-call part's, whole again. */
export function withCallWords(page: VoicePageText, call: CallWords): VoiceChatText {
  return { ...page, ...call, errors: { ...page.errors, ...call.errors } };
}

/** The words whole: once the in-call part has brought its own (a language's own words are whole). */
export function wholeWords(text: VoiceChatText | VoicePageText): VoiceChatText | undefined {
  return 'callTitle' in text ? text : undefined;
}

/** A failure's message. A microphone's comes with the in-call part, the only one to find it. */
export function failureMessage(text: VoiceChatText | VoicePageText, key: keyof VoiceChatText['errors']): string {
  return (text.errors as Partial<VoiceChatText['errors']>)[key] ?? text.errors.generic;
}
