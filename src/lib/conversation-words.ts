/**
 * The conversation panel's words in each language content/agent.md lists: the English files, with each
 * language's entry of content/ui/languages.json laid over them (a word left out stays English).
 */
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { AgentLanguage } from '~/schemas/agent-speech';
import type { ChatText } from '~/schemas/chat-text';
import type { CleaningRates } from '~/schemas/cleaning-rates';
import { ContentFileError } from '~/schemas/content-file-error';
import type { ConversationText } from '~/schemas/conversation-text';
import { comparableTag, isEnglishTag } from '~/schemas/language-tags';
import type { LanguageWordsEntry } from '~/schemas/language-words';
import type { RepairUrgency } from '~/schemas/repair-urgencies';
import type { Repairs } from '~/schemas/repairs';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { conversationWordsPath } from './page-paths';

/** Where the other languages' words are, as the build and the messages name it. */
const languageWordsFile = 'content/ui/languages.json';

/** Every word of the conversation panel in one language, none left out. */
export interface ConversationWords {
  /** The typed chat's (the hero's link aside: it is the page's). */
  chat: Omit<ChatText, 'heroLabel'>;
  /** The voice call's. */
  voiceChat: VoiceChatText;
  conversation: ConversationText;
  agentActions: AgentActionsText;
  notice: string;
  privacyLinkText: string;
  newTabHint: string;
  firstMessage: string;
  /** Each kind of visit booking declares, by its English label, in this language. */
  bookingKinds: Record<string, string>;
  /** content/repairs.json's words on a repair's card: each kind's name by id, each urgency's name and promise. */
  repairs: RepairWords;
  /** content/cleaning-rates.json's words on a cleaning quote's card: each kind of premises and add-on's name, by id. */
  cleaningRates: { premises: Record<string, string>; addOns: Record<string, string> };
}

/** A repair card's words of content/repairs.json, in one language. */
interface RepairWords {
  kinds: Record<string, string>;
  urgencies: Record<RepairUrgency, { label: string; promise: string }>;
}

/** A language the panel offers: its code and own name (content/agent.md), and whether it has words of its own. */
export interface PanelLanguage {
  code: string;
  name: string;
  /** Written right to left (Urdu, Arabic): its turns carry `dir="rtl"` with their `lang`. */
  dir?: 'rtl';
  /** Where its words are served (conversationWordsPath), fetched while it is in use; without, the panel shows English. */
  words?: string;
}

/** Where each group of English words is written, named in the messages. */
const englishFiles: Record<string, string> = {
  chat: 'content/ui/chat.json',
  voiceChat: 'content/ui/voice-chat.json',
  conversation: 'content/ui/conversation.json',
  agentActions: 'content/ui/agent-actions.json',
  newTabHint: 'content/ui/page.json (footer.newTabHint)',
  repairs: 'content/repairs.json',
  cleaningRates: 'content/cleaning-rates.json',
};
const englishFileOf = (key: string) => englishFiles[key.split('.')[0]!] ?? 'content/agent.md';

/** `{name}` and `{{name}}` placeholders of a text, as written (any name in braces: a slip is one too). */
const placeholders = (text: string) => new Set(text.match(/\{\{\s*[^{}\s]+\s*\}\}|\{[^{}\s]+\}/g) ?? []);

/** Every word of a group of words, by its path ("errors.busy"). */
function wordsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => wordsOf(child, path ? `${path}.${key}` : key));
}

/** `base` with every word `over` gives laid on it. */
function laidOver<T>(base: T, over: unknown): T {
  if (typeof over !== 'object' || over === null || typeof base !== 'object' || base === null) {
    return (typeof over === 'string' ? over : base) as T;
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) if (key in result) result[key] = laidOver(result[key], value);
  return result as T;
}

/** Each entry's label by its id. */
const byId = (entries: readonly { id: string; label: string }[]) =>
  Object.fromEntries(entries.map(({ id, label }) => [id, label]));

/** The panel's English words, from the files that hold them. */
export function englishWords(content: {
  chatText: ChatText;
  voiceChatText: VoiceChatText;
  conversationText: ConversationText;
  agentActionsText: AgentActionsText;
  agent: {
    notice: string;
    privacyLinkText: string;
    firstMessage: string;
    booking: { kinds: readonly { label: string }[] };
  };
  pageText: { footer: { newTabHint: string } };
  repairs: Pick<Repairs, 'kinds' | 'urgencies'>;
  cleaningRates: Pick<CleaningRates, 'premises' | 'addOns'>;
}): ConversationWords {
  const { heroLabel: _pageWords, ...chat } = content.chatText;
  const { agent } = content;
  return {
    chat,
    voiceChat: content.voiceChatText,
    conversation: content.conversationText,
    agentActions: content.agentActionsText,
    notice: agent.notice,
    privacyLinkText: agent.privacyLinkText,
    newTabHint: content.pageText.footer.newTabHint,
    firstMessage: agent.firstMessage,
    bookingKinds: Object.fromEntries(agent.booking.kinds.map(({ label }) => [label, label])),
    repairs: {
      kinds: Object.fromEntries(content.repairs.kinds.map(({ id, label }) => [id, label])),
      urgencies: Object.fromEntries(
        content.repairs.urgencies.map(({ urgency, label, promise }) => [urgency, { label, promise }]),
      ) as RepairWords['urgencies'],
    },
    cleaningRates: {
      premises: byId(content.cleaningRates.premises),
      addOns: byId(content.cleaningRates.addOns),
    },
  };
}

/** What the build reads: the English words, the languages, and the other languages' entries. */
export interface ConversationWordsContent {
  english: ConversationWords;
  languages: readonly AgentLanguage[];
  entries: readonly LanguageWordsEntry[];
}

/** The panel's languages and the words of each that has its own, with the words each leaves to English. */
export interface ConversationLanguages {
  languages: PanelLanguage[];
  /** By code, as content/agent.md writes it. */
  words: Record<string, ConversationWords>;
  /** For the build to say once: each listed language's words left to English (all of them: `[]`, none of its own). */
  missing: { language: AgentLanguage; keys: string[] | 'all' }[];
}

/**
 * Each language's words laid over the English. Throws a ContentFileError, naming the file, the
 * language and the key, at words the English does not allow: the checks no schema can make on one
 * file, run for the build and for every tool that reads content (read-content.ts): an entry for a
 * language the agent does not speak, English or a language twice, a placeholder the English word
 * does not have, a kind of visit booking does not declare.
 */
export function conversationLanguages({
  english,
  languages,
  entries,
}: ConversationWordsContent): ConversationLanguages {
  const fail = (message: string): never => {
    throw new ContentFileError(`${languageWordsFile}: ${message}`);
  };
  const englishWords = new Map(wordsOf(english));
  const kinds = Object.keys(english.bookingKinds);
  const seen = new Map<string, string>();
  const words: Record<string, ConversationWords> = {};
  const missing: ConversationLanguages['missing'] = [];
  for (const entry of entries) {
    const { id, bookingKinds = [], repairs, cleaningRates, ...rest } = entry;
    // A repair's words by id, as the English has them (a kind the English lacks is named below).
    const given = {
      ...rest,
      ...(repairs && {
        repairs: {
          kinds: Object.fromEntries((repairs.kinds ?? []).map(({ kind, label }) => [kind, label])),
          urgencies: Object.fromEntries((repairs.urgencies ?? []).map(({ urgency, ...said }) => [urgency, said])),
        },
      }),
      ...(cleaningRates && {
        cleaningRates: {
          premises: Object.fromEntries((cleaningRates.premises ?? []).map(({ premises, label }) => [premises, label])),
          addOns: Object.fromEntries((cleaningRates.addOns ?? []).map(({ addOn, label }) => [addOn, label])),
        },
      }),
    };
    const unknownKind = (repairs?.kinds ?? []).find(({ kind }) => !(kind in english.repairs.kinds));
    if (unknownKind)
      fail(
        `${id}: repairs.kinds names "${unknownKind.kind}", which is not a kind of content/repairs.json: use its id (${Object.keys(english.repairs.kinds).join(', ')}).`,
      );
    for (const list of ['premises', 'addOns'] as const) {
      const declared = english.cleaningRates[list];
      const unknown = Object.keys(given.cleaningRates?.[list] ?? {}).find((key) => !(key in declared));
      if (unknown)
        fail(
          `${id}: cleaningRates.${list} names "${unknown}", which is not in content/cleaning-rates.json's ${list}: use its id (${Object.keys(declared).join(', ')}).`,
        );
    }
    if (isEnglishTag(id)) {
      fail(
        `words for "${id}": English words are the panel's own files (content/ui/chat.json, voice-chat.json, conversation.json, agent-actions.json, content/agent.md): change them there, and remove this entry.`,
      );
    }
    const language = languages.find((listed) => comparableTag(listed.code) === comparableTag(id));
    if (!language) {
      fail(
        `words for "${id}", which content/agent.md does not list in languages: add it there (the agent must speak it: docs/languages.md), or remove these words. It lists ${languages.map(({ code }) => code).join(', ')}.`,
      );
    }
    const earlier = seen.get(comparableTag(id));
    if (earlier) fail(`"${earlier}" and "${id}" are the same language: give its words once.`);
    seen.set(comparableTag(id), id);
    for (const [key, word] of wordsOf(given)) {
      const allowed = placeholders(englishWords.get(key) ?? '');
      const unknown = [...placeholders(word)].filter((placeholder) => !allowed.has(placeholder));
      if (unknown.length > 0) {
        fail(
          `${id}: ${key} uses ${unknown.join(', ')}, which the English (${englishFileOf(key)}) does not have: ${allowed.size > 0 ? `use only ${[...allowed].join(', ')}` : 'write it without placeholders'}, or the visitor reads the braces.`,
        );
      }
    }
    const named: Record<string, string> = {};
    for (const { kind, label } of bookingKinds) {
      if (!kinds.includes(kind)) {
        fail(
          `${id}: bookingKinds names "${kind}", which is not a kind of visit of content/agent.md's booking: use the label it gives (${kinds.join(', ') || 'booking declares none'}).`,
        );
      }
      named[kind] = label;
    }
    const merged = laidOver(english, given);
    words[language!.code] = { ...merged, bookingKinds: { ...english.bookingKinds, ...named } };
    const givenKeys = new Set(wordsOf(given).map(([key]) => key));
    const left = [...englishWords.keys()].filter((key) => !givenKeys.has(key));
    const leftKinds = kinds.filter((kind) => !(kind in named)).map((kind) => `bookingKinds "${kind}"`);
    const keys = [...left.filter((key) => !key.startsWith('bookingKinds.')), ...leftKinds];
    if (keys.length > 0) missing.push({ language: language!, keys });
  }
  for (const language of languages) {
    if (!isEnglishTag(language.code) && !words[language.code]) missing.push({ language, keys: 'all' });
  }
  return {
    languages: languages.map(({ code, name }) => ({
      code,
      name,
      ...(rightToLeft(code) ? { dir: 'rtl' as const } : {}),
      ...(words[code] ? { words: conversationWordsPath(code) } : {}),
    })),
    words,
    missing,
  };
}

/** How the build's Node tells a language's direction: getTextInfo() since V8 13, the textInfo getter before. */
type WithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

/** Whether a language is written right to left, by Unicode's CLDR (the direction of its likely script). */
function rightToLeft(code: string): boolean {
  const locale = new Intl.Locale(code) as WithTextInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl';
}

/** What the build says once about words left to English. */
export function describeMissingWords(missing: ConversationLanguages['missing']): string[] {
  const none = missing
    .filter(({ keys }) => keys === 'all')
    .map(({ language }) => `${language.name} (${language.code})`);
  return [
    ...missing.flatMap(({ language, keys }) =>
      keys === 'all'
        ? []
        : [
            `${languageWordsFile}: ${language.name} (${language.code}) has no words for ${keys.join(', ')}: the conversation panel shows these in English.`,
          ],
    ),
    ...(none.length > 0
      ? [
          `${languageWordsFile}: ${none.join(', ')} ${none.length === 1 ? 'has' : 'have'} no words of ${none.length === 1 ? 'its' : 'their'} own: the conversation panel stays English for ${none.length === 1 ? 'it' : 'them'}, the agent still speaking ${none.length === 1 ? 'it' : 'each'}.`,
        ]
      : []),
  ];
}
