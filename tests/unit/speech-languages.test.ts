/**
 * Which languages a call hears and speaks (src/agent/speech-languages.ts, call-speech.ts): the
 * transcribers and voices content/agent.md may choose, matched by language tag as their documentation
 * lists them; each listed language's call, the shared pair's or its own; and the stop at a language
 * nothing serves.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wordErrors } from '../fixtures/platform-types';
import { assistantDefinition } from '~/agent/assistant';
import { assertSpeechCoverage, callSetups, describeLanguageCalls, languageCalls } from '~/agent/call-speech';
import {
  azureVoices,
  describeLanguage,
  ownTranscriber,
  serves,
  transcribers,
  voiceCoverage,
  voiceModels,
} from '~/agent/speech-languages';
import { readAgentContent } from '~/lib/content/agent-content';
import { ContentFileError } from '~/schemas/content-file-error';

const contentDir = new URL('../../content/', import.meta.url);
const sample = readAgentContent(contentDir);
const { settings } = sample;
const withoutOwnCalls = settings.languages.map(({ call: _own, ...language }) => language);
const punjabi = withoutOwnCalls.find(({ code }) => code === 'pa')!;

describe('a language tag is served', () => {
  it('by itself or by a shorter tag of it, case aside (RFC 4647 lookup)', () => {
    expect(serves(['fr'], 'fr')).toBe(true);
    expect(serves(['fr'], 'fr-CA')).toBe(true);
    expect(serves(['zh'], 'zh-Hant-TW')).toBe(true);
    expect(serves(['zh-Hans'], 'zh-hans')).toBe(true);
    expect(serves(['fr-CA'], 'fr')).toBe(false);
    expect(serves(['en'], 'pa')).toBe(false);
  });

  it('by the tag Unicode’s CLDR makes it an alias of: Tagalog (tl) is Filipino (fil), as ElevenLabs writes it', () => {
    expect(serves(['fil'], 'tl')).toBe(true);
    expect(serves(['tl'], 'fil')).toBe(true);
    expect(serves(voiceModels.eleven_flash_v2_5.languages, 'tl')).toBe(true);
    expect(serves(['he'], 'iw')).toBe(true);
  });
});

describe('the choices', () => {
  it('each name where its languages are documented, and set what the platform takes', () => {
    for (const choice of [...Object.values(transcribers), ...Object.values(voiceModels), azureVoices]) {
      expect(choice.source).toMatch(/^https:\/\//);
      expect(choice.languages.length).toBeGreaterThan(0);
    }
    expect(transcribers['deepgram-nova-3'].transcriber).toEqual({
      provider: 'deepgram',
      model: 'nova-3',
      language: 'multi',
    });
    // Deepgram's Nova-3 multilingual model: 55 languages, Cantonese (zh-HK) and Flemish (nl-BE) by region.
    expect(new Set(transcribers['deepgram-nova-3'].languages.map((code) => code.split('-')[0])).size).toBe(53);
    expect(transcribers['gladia-solaria'].transcriber).toMatchObject({
      languageBehaviour: 'automatic multiple languages',
    });
  });

  it('Punjabi and Urdu: heard by Gladia, not by Deepgram’s multilingual model; spoken by Eleven v3 and Azure alone', () => {
    for (const code of ['pa', 'ur']) {
      expect(serves(transcribers['gladia-solaria'].languages, code), code).toBe(true);
      expect(serves(transcribers['deepgram-nova-3'].languages, code), code).toBe(false);
      expect(
        Object.entries(voiceModels)
          .filter(([, model]) => serves(model.languages, code))
          .map(([name]) => name),
        code,
      ).toEqual(['eleven_v3']);
      expect(serves(azureVoices.languages, code), code).toBe(true);
    }
    // Gujarati: Deepgram hears it, Flash v2.5 does not speak it.
    expect(serves(transcribers['deepgram-nova-3'].languages, 'gu')).toBe(true);
    expect(serves(voiceModels.eleven_flash_v2_5.languages, 'gu')).toBe(false);
  });

  it('as a language’s own, Gladia is told to expect it and English; a language it does not hear leaves English', () => {
    expect(ownTranscriber('gladia-solaria', 'pa')).toMatchObject({
      label: 'Gladia Solaria, Punjabi and English',
      transcriber: {
        provider: 'gladia',
        model: 'solaria-1',
        languageBehaviour: 'manual',
        language: 'pa',
        languages: ['pa', 'en'],
      },
      languages: ['pa', 'en'],
    });
    expect(ownTranscriber('gladia-solaria', 'pa-IN').languages).toEqual(['pa', 'en']);
    expect(ownTranscriber('gladia-solaria', 'en').languages).toEqual(['en']);
    expect(ownTranscriber('gladia-solaria', 'cr').transcriber).toMatchObject({ language: 'en', languages: ['en'] });
    expect(ownTranscriber('deepgram-nova-3', 'gu')).toBe(transcribers['deepgram-nova-3']);
  });

  it('an Azure voice speaks its locale’s language and English, sent as the platform takes it', () => {
    expect(voiceCoverage({ provider: 'azure', voiceId: 'pa-IN-VaaniNeural' })).toMatchObject({
      label: 'Azure pa-IN-VaaniNeural',
      languages: ['pa', 'en'],
      voice: { provider: 'azure', voiceId: 'pa-IN-VaaniNeural' },
    });
    expect(voiceCoverage({ provider: 'azure', voiceId: 'fil-PH-BlessicaNeural' }).languages).toEqual(['fil', 'en']);
    expect(voiceCoverage({ provider: 'azure', voiceId: 'en-US-Ava:DragonHDLatestNeural' }).languages).toEqual(['en']);
    // A locale Microsoft lists no voice for speaks nothing the site would count on.
    expect(voiceCoverage({ provider: 'azure', voiceId: 'cr-CA-NobodyNeural' }).languages).toEqual([]);
    expect(voiceCoverage({ provider: '11labs', model: 'eleven_flash_v2_5', voiceId: 'sarah' })).toMatchObject({
      label: 'ElevenLabs Flash v2.5, voice sarah',
      voice: { provider: '11labs', model: 'eleven_flash_v2_5', voiceId: 'sarah' },
    });
  });
});

describe('the sample’s twelve languages', () => {
  it('each heard and spoken by its call: the shared pair for nine, Punjabi, Urdu and Gujarati their own', () => {
    const served = Object.fromEntries(
      languageCalls(settings).map((call) => [
        call.language.code,
        {
          transcriber: call.transcriber.own ? call.transcriber.label : 'shared',
          voice: call.voice.own ? call.voice.label : 'shared',
          serves: call.serves.map(({ code }) => code).join(' '),
        },
      ]),
    );
    const shared = { transcriber: 'shared', voice: 'shared' };
    const sharedServes = (first: string) =>
      [first, ...['en', 'fr', 'tl', 'zh', 'hi', 'ar', 'uk', 'es', 'vi'].filter((code) => code !== first)].join(' ');
    expect(served).toEqual({
      en: { ...shared, serves: sharedServes('en') },
      fr: { ...shared, serves: sharedServes('fr') },
      tl: { ...shared, serves: sharedServes('tl') },
      pa: { transcriber: 'Gladia Solaria, Punjabi and English', voice: 'Azure pa-IN-VaaniNeural', serves: 'pa en' },
      zh: { ...shared, serves: sharedServes('zh') },
      hi: { ...shared, serves: sharedServes('hi') },
      ur: { transcriber: 'Gladia Solaria, Urdu and English', voice: 'Azure ur-PK-UzmaNeural', serves: 'ur en' },
      ar: { ...shared, serves: sharedServes('ar') },
      gu: { transcriber: 'shared', voice: 'Azure gu-IN-DhwaniNeural', serves: 'gu en' },
      uk: { ...shared, serves: sharedServes('uk') },
      es: { ...shared, serves: sharedServes('es') },
      vi: { ...shared, serves: sharedServes('vi') },
    });
    expect(() => assertSpeechCoverage(settings)).not.toThrow();
  });

  it('what a call’s start asks for: Punjabi’s own transcriber and voice, French’s nothing but what it speaks', () => {
    const setups = callSetups(settings);
    expect(setups.pa).toEqual({
      transcriber: {
        provider: 'gladia',
        model: 'solaria-1',
        languageBehaviour: 'manual',
        language: 'pa',
        languages: ['pa', 'en'],
      },
      voice: { provider: 'azure', voiceId: 'pa-IN-VaaniNeural' },
      serves: ['pa', 'en'],
    });
    expect(setups.gu).toEqual({ voice: { provider: 'azure', voiceId: 'gu-IN-DhwaniNeural' }, serves: ['gu', 'en'] });
    expect(setups.fr).toEqual({ serves: ['fr', 'en', 'tl', 'zh', 'hi', 'ar', 'uk', 'es', 'vi'] });
    expect(Object.keys(setups)).toEqual(settings.languages.map(({ code }) => code));
    // What the platform's types require in words alone: a manual Gladia names its language as well as its list.
    expect(Object.fromEntries(Object.entries(setups).map(([code, setup]) => [code, wordErrors(setup)]))).toEqual(
      Object.fromEntries(Object.keys(setups).map((code) => [code, []])),
    );
  });

  it('as --verify prints them, per language', () => {
    const lines = describeLanguageCalls(languageCalls(settings));
    expect(lines.find(({ code }) => code === 'pa')!.said).toBe(
      'a call in ਪੰਜਾਬੀ (Punjabi, pa) gets Gladia Solaria, Punjabi and English (its own); Azure pa-IN-VaaniNeural (its own): it hears and speaks ਪੰਜਾਬੀ, English',
    );
    expect(lines.find(({ code }) => code === 'vi')!.said).toMatch(
      /^a call in Tiếng Việt \(Vietnamese, vi\) gets Deepgram Nova-3, language "multi"; ElevenLabs Flash v2\.5, voice sarah: it hears and speaks Tiếng Việt, English, Français/,
    );
  });

  it('Punjabi without its own call stops publishing, naming it, each part that fails it, and what would serve it', () => {
    const bare = {
      ...settings,
      languages: settings.languages.map((language) => (language.code === 'pa' ? punjabi : language)),
    };
    let message = '';
    try {
      assistantDefinition(bare, sample.prompt, sample.content);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentFileError);
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^content\/agent\.md: languages lists ਪੰਜਾਬੀ \(Punjabi, pa\), but transcriber deepgram-nova-3/,
    );
    expect(message).toContain('gladia-solaria would');
    expect(message).toMatch(/voice \(ElevenLabs Flash v2\.5, voice sarah\) does not speak it/);
    expect(message).toMatch(/eleven_v3 \(but ElevenLabs makes v3 for expressive, pre-rendered speech/);
    expect(message).toContain('an Azure neural voice of its locale (https://learn.microsoft.com/');
    expect(message).toContain('Give such a language a call of its own (languages[].call');
    // Only Punjabi: Urdu and Gujarati keep theirs.
    expect(message).not.toMatch(/اردو|ગુજરાતી/);
  });

  it('a language’s own call that does not serve it is named as its own', () => {
    const wrongVoice = settings.languages.map((language) =>
      language.code === 'ur'
        ? {
            ...language,
            call: { ...language.call, voice: { provider: 'azure' as const, voiceId: 'hi-IN-SwaraNeural' } },
          }
        : language,
    );
    expect(() => assertSpeechCoverage({ ...settings, languages: wrongVoice })).toThrow(
      /languages lists اردو \(Urdu, ur\), but languages\[\]\.call\.voice \(Azure hi-IN-SwaraNeural\) does not speak it/,
    );
  });

  it('a language nothing serves stops publishing, saying so', () => {
    const cree = { code: 'cr', name: 'nēhiyawēwin' };
    expect(() => assertSpeechCoverage({ ...settings, languages: [...settings.languages, cree] })).toThrow(
      /languages lists nēhiyawēwin \(Cree, cr\), but transcriber deepgram-nova-3 .* no choice this site knows of would; voice .* no choice this site knows of would/,
    );
  });

  it('a copy of content/ whose Punjabi has no call of its own stops the reader of the owner’s commands', () => {
    const copy = mkdtempSync(join(tmpdir(), 'agent-languages-'));
    try {
      cpSync(contentDir, copy, { recursive: true });
      const file = join(copy, 'agent.md');
      const text = readFileSync(file, 'utf8');
      const own = /( {2}- code: pa\n {4}name: .+\n)( {4}call:\n(?: {6}.*\n)+)/;
      expect(text).toMatch(own);
      writeFileSync(file, text.replace(own, '$1'));
      expect(() => readAgentContent(pathToFileURL(`${copy}/`))).toThrow(/languages lists ਪੰਜਾਬੀ \(Punjabi, pa\)/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('are named for the owner by their own name, their English one and their code', () => {
    expect(describeLanguage({ code: 'fr', name: 'Français' })).toBe('Français (French, fr)');
    expect(describeLanguage({ code: 'en', name: 'English' })).toBe('English (en)');
  });
});
