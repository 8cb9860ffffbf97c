/**
 * Which languages a call hears and speaks (src/agent/speech-languages.ts): the transcribers and voice
 * models content/agent.md may choose, matched by language tag as their documentation lists them, and
 * the stop at a listed language they cannot serve.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assistantDefinition } from '~/agent/assistant';
import {
  assertSpeechCoverage,
  describeLanguage,
  serves,
  speechCoverage,
  transcribers,
  voiceModels,
} from '~/agent/speech-languages';
import { readAgentContent } from '~/lib/content/agent-content';
import { ContentFileError } from '~/schemas/content-file-error';

const contentDir = new URL('../../content/', import.meta.url);
const sample = readAgentContent(contentDir);
const punjabi = { code: 'pa', name: 'ਪੰਜਾਬੀ' };

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
    for (const choice of [...Object.values(transcribers), ...Object.values(voiceModels)]) {
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

  it('Punjabi is heard by Gladia and spoken only by ElevenLabs v3; Deepgram’s multilingual model and the real-time voices have none', () => {
    expect(serves(transcribers['gladia-solaria'].languages, 'pa')).toBe(true);
    expect(serves(transcribers['deepgram-nova-3'].languages, 'pa')).toBe(false);
    expect(
      Object.entries(voiceModels)
        .filter(([, model]) => serves(model.languages, 'pa'))
        .map(([name]) => name),
    ).toEqual(['eleven_v3']);
  });
});

describe('the sample’s languages', () => {
  it('are all heard by its transcriber and spoken by its voice', () => {
    const { settings } = sample;
    expect(settings.languages.map(({ code }) => code)).toEqual(['en', 'fr', 'tl', 'zh', 'uk', 'es']);
    expect(speechCoverage(settings.languages, settings.transcriber, settings.voice).unserved).toEqual([]);
    expect(() => assertSpeechCoverage(settings)).not.toThrow();
  });

  it('with Punjabi added, stop every command that reads them, naming the language, both choices and what would serve it', () => {
    const { settings } = sample;
    const withPunjabi = { ...settings, languages: [...settings.languages, punjabi] };
    const { unserved } = speechCoverage(withPunjabi.languages, settings.transcriber, settings.voice);
    expect(unserved.map(({ language }) => language.code)).toEqual(['pa']);
    expect(() => assertSpeechCoverage(withPunjabi)).toThrow(ContentFileError);
    let message = '';
    try {
      assistantDefinition(withPunjabi, sample.prompt, sample.content);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^content\/agent\.md: languages lists ਪੰਜਾਬੀ \(Punjabi, pa\), but transcriber deepgram-nova-3/,
    );
    expect(message).toContain('gladia-solaria would');
    expect(message).toMatch(/voice\.model eleven_flash_v2_5 \(ElevenLabs Flash v2\.5\) does not speak it/);
    expect(message).toMatch(/eleven_v3 \(but ElevenLabs makes v3 for expressive, pre-rendered speech/);
    expect(message).toContain('https://docs.vapi.ai/providers/voice/elevenlabs');
    // Served by both, it passes.
    expect(() =>
      assertSpeechCoverage({
        ...withPunjabi,
        transcriber: 'gladia-solaria',
        voice: { ...settings.voice, model: 'eleven_v3' },
      }),
    ).not.toThrow();
  });

  it('a copy of content/ listing Punjabi stops the reader of the owner’s commands, as npm run assistant reads it', () => {
    const copy = mkdtempSync(join(tmpdir(), 'agent-languages-'));
    try {
      cpSync(contentDir, copy, { recursive: true });
      const file = join(copy, 'agent.md');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('  - code: es\n', `  - code: pa\n    name: ${punjabi.name}\n  - code: es\n`),
      );
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
