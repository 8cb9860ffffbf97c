/**
 * The conversation panel's words in other languages (content/ui/languages.json, checked by
 * src/schemas/language-words.ts and src/lib/conversation-words.ts): laid over the English, a word left
 * out staying English and said once; every slip of an editor stopping, naming the file and the key,
 * through the same reader the build's tools use.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationLanguages, describeMissingWords, type ConversationWordsContent } from '~/lib/conversation-words';
import { readContent } from '~/lib/content/read-content';
import { ContentFileError } from '~/schemas/content-file-error';
import type { LanguageWordsEntry } from '~/schemas/language-words';
import {
  booking,
  chatText,
  conversationText,
  languageWords,
  panelEnglish,
  panelLanguages,
  panelWords,
  repairs,
} from '../fixtures/sample-content';

const contentDir = new URL('../../content/', import.meta.url);
const agentLanguages = readContent(contentDir).agent.data.languages;
const french = languageWords.find(({ id }) => id === 'fr')!;
const content = (entries: LanguageWordsEntry[]): ConversationWordsContent => ({
  english: panelEnglish,
  languages: agentLanguages,
  entries,
});
const slip = (entry: Partial<LanguageWordsEntry> & { id: string }) => () =>
  conversationLanguages(content([entry as LanguageWordsEntry]));
/** The kinds of visit content/agent.md's booking declares, by label. */
const kindLabels = booking.kinds.map(({ label }) => label);

describe('the sample', () => {
  it('has every word of the panel in French and Spanish, and the other listed languages none of their own', () => {
    const { missing } = conversationLanguages(content(languageWords));
    expect(missing).toEqual(
      ['tl', 'pa', 'zh', 'hi', 'ur', 'ar', 'gu', 'uk', 'vi'].map((code) => ({
        language: expect.objectContaining({ code }),
        keys: 'all',
      })),
    );
    expect(panelLanguages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'fr', name: 'Français', words: '/conversation-words/fr.json' },
      { code: 'tl', name: 'Tagalog' },
      { code: 'pa', name: 'ਪੰਜਾਬੀ' },
      { code: 'zh', name: '中文' },
      { code: 'hi', name: 'हिन्दी' },
      // Written right to left, as Unicode's CLDR says of their scripts.
      { code: 'ur', name: 'اردو', dir: 'rtl' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
      { code: 'gu', name: 'ગુજરાતી' },
      { code: 'uk', name: 'Українська' },
      { code: 'es', name: 'Español', words: '/conversation-words/es.json' },
      { code: 'vi', name: 'Tiếng Việt' },
    ]);
  });

  it('lays the French over the English: every word French, the booking’s kinds named in French', () => {
    const words = panelWords.fr!;
    expect(words.chat.openLabel).toBe(french.chat!.openLabel);
    expect(words.chat.errors.busy).toContain('{seconds}');
    expect(words.voiceChat.idleTooltip).toContain('{brand}');
    expect(words.conversation.languageLabel).toBe('Langue de la conversation');
    expect(words.notice).toMatch(/enregistrée/);
    expect(words.firstMessage).toMatch(/^Bonjour, merci d’appeler \{\{brand\}\}/);
    expect(Object.keys(words.bookingKinds)).toEqual(kindLabels);
    expect(words.bookingKinds).toEqual(
      Object.fromEntries(french.bookingKinds!.map(({ kind, label }) => [kind, label])),
    );
    expect(words.bookingKinds['Free in-home consultation']).toBe('Consultation gratuite à domicile');
    // Nothing of the French is the English word, but the names that are the same in both.
    const same = Object.entries(words.chat).filter(
      ([key, word]) => typeof word === 'string' && word === (chatText as Record<string, unknown>)[key],
    );
    expect(same).toEqual([]);
    expect(words.conversation.assistantSpeaker).toBe(conversationText.assistantSpeaker);
  });

  it('names the repairs’ kinds and urgencies in French, by content/repairs.json’s ids; a promise left out stays English', () => {
    expect(panelWords.fr!.repairs.kinds.heat).toBe('Chauffage et fournaise');
    expect(panelWords.fr!.repairs.urgencies.routine.label).toBe('Courante');
    expect(panelEnglish.repairs.urgencies.emergency.promise).toBe(
      repairs.urgencies.find(({ urgency }) => urgency === 'emergency')!.promise,
    );
    const { words, missing } = conversationLanguages(
      content([{ ...french, repairs: { urgencies: [{ urgency: 'emergency', label: 'Urgence' }] } }]),
    );
    expect(words.fr!.repairs.urgencies.emergency).toEqual({
      label: 'Urgence',
      promise: panelEnglish.repairs.urgencies.emergency.promise,
    });
    expect(words.fr!.repairs.kinds.heat).toBe(panelEnglish.repairs.kinds.heat);
    expect(missing[0]!.keys).toEqual(
      expect.arrayContaining(['repairs.kinds.heat', 'repairs.urgencies.emergency.promise']),
    );
  });
});

describe('a language’s words left out', () => {
  it('are English, and the build says which once, by language and key', () => {
    const { words, missing } = conversationLanguages(
      content([{ ...french, chat: { ...french.chat, greeting: undefined }, bookingKinds: [] }]),
    );
    expect(words.fr!.chat.greeting).toBe(chatText.greeting);
    expect(missing[0]).toEqual({
      language: expect.objectContaining({ code: 'fr' }),
      keys: ['chat.greeting', ...kindLabels.map((label) => `bookingKinds "${label}"`)],
    });
    expect(describeMissingWords(missing)).toEqual([
      `content/ui/languages.json: Français (fr) has no words for chat.greeting, ${kindLabels.map((label) => `bookingKinds "${label}"`).join(', ')}: the conversation panel shows these in English.`,
      'content/ui/languages.json: Tagalog (tl), ਪੰਜਾਬੀ (pa), 中文 (zh), हिन्दी (hi), اردو (ur), العربية (ar), ગુજરાતી (gu), Українська (uk), Español (es), Tiếng Việt (vi) have no words of their own: the conversation panel stays English for them, the agent still speaking each.',
    ]);
  });
});

describe('a slip stops the build, naming the file, the language and the key', () => {
  it('a placeholder the English word does not have', () => {
    const busy = slip({ id: 'fr', chat: { errors: { busy: 'Réessayez dans {secondes} s ou appelez le {phone}.' } } });
    expect(busy).toThrow(ContentFileError);
    expect(busy).toThrow(
      'content/ui/languages.json: fr: chat.errors.busy uses {secondes}, which the English (content/ui/chat.json) does not have: use only {seconds}, {phone}, or the visitor reads the braces.',
    );
    expect(slip({ id: 'fr', firstMessage: 'Bonjour de {{marque}} !' })).toThrow(
      /fr: firstMessage uses \{\{marque\}\}, which the English \(content\/agent\.md\) does not have: use only \{\{brand\}\}/,
    );
    expect(slip({ id: 'fr', conversation: { typedMark: 'écrit {mode}' } })).toThrow(
      /fr: conversation\.typedMark uses \{mode\}, .* write it without placeholders/,
    );
  });

  it('words for a language the agent does not speak, for English, or twice', () => {
    expect(slip({ id: 'de' })).toThrow(
      /^content\/ui\/languages\.json: words for "de", which content\/agent\.md does not list in languages: add it there/,
    );
    expect(slip({ id: 'en-GB' })).toThrow(/words for "en-GB": English words are the panel's own files/);
    expect(() => conversationLanguages(content([french, { id: 'fr' }]))).toThrow(
      /"fr" and "fr" are the same language: give its words once/,
    );
  });

  it('a kind of repair content/repairs.json does not declare', () => {
    expect(slip({ id: 'fr', repairs: { kinds: [{ kind: 'roof', label: 'Toit' }] } })).toThrow(
      'content/ui/languages.json: fr: repairs.kinds names "roof", which is not a kind of content/repairs.json: use its id (heat, water, electrical, appliances, doors-locks-windows, pests, other).',
    );
  });

  it('a kind of visit booking does not declare', () => {
    expect(slip({ id: 'fr', bookingKinds: [{ kind: 'Free coffee', label: 'Café gratuit' }] })).toThrow(
      `fr: bookingKinds names "Free coffee", which is not a kind of visit of content/agent.md's booking: use the label it gives (${kindLabels.join(', ')})`,
    );
  });

  describe('in a copy of content/, as every tool reads it', () => {
    const copy = mkdtempSync(join(tmpdir(), 'language-words-'));
    cpSync(contentDir, copy, { recursive: true });
    const file = join(copy, 'ui/languages.json');
    const sample = readFileSync(file, 'utf8');
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const readWith = (edit: (entry: Record<string, unknown>) => void) => {
      const entries = JSON.parse(sample) as Record<string, unknown>[];
      edit(entries[0]!);
      writeFileSync(file, JSON.stringify(entries));
      return () => readContent(pathToFileURL(`${copy}/`));
    };

    it('an unknown key, at any depth', () => {
      expect(readWith((entry) => Object.assign(entry.chat as object, { sendLable: 'Envoyer' }))).toThrow(
        /^content\/ui\/languages\.json, entry 1: chat: unknown field "sendLable": check the spelling; the fields allowed here are openLabel, title, /,
      );
      expect(readWith((entry) => Object.assign(entry, { greeting: 'Bonjour' }))).toThrow(/unknown field "greeting"/);
    });

    it('an empty word', () => {
      expect(readWith((entry) => Object.assign(entry.voiceChat as object, { endLabel: '  ' }))).toThrow(
        'content/ui/languages.json, entry 1: voiceChat.endLabel: endLabel is empty: write the text visitors should read.',
      );
    });

    it('a placeholder the English word needs, left out', () => {
      expect(
        readWith((entry) =>
          Object.assign((entry.chat as { errors: object }).errors, { cutOff: 'La réponse a été interrompue.' }),
        ),
      ).toThrow(/chat\.errors\.cutOff: errors\.cutOff must contain \{phone\}/);
    });

    it('a code that is not a language tag', () => {
      expect(readWith((entry) => Object.assign(entry, { id: 'french' }))).toThrow(
        /entry 1: id: id "french" is not a language the language data knows/,
      );
      expect(readWith((entry) => Object.assign(entry, { id: 'fr_CA' }))).toThrow(
        /id: id "fr_CA" is not a language tag \(BCP 47\)/,
      );
    });
  });
});
