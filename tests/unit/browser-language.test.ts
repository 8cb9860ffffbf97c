/**
 * The conversation's first language, chosen once from the browser's (conversation/language/panel-language.ts):
 * by language first, then region, as a person would, among every language content/agent.md lists.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelLanguage } from '~/lib/conversation-words';

/** The browser's languages in order of preference, and the listed ones; the conversation's language after the choice. */
async function chosen(browser: string[], listed: PanelLanguage[]) {
  // A fresh page each time: the conversation takes the browser's language once.
  vi.resetModules();
  vi.stubGlobal('navigator', { languages: browser, language: browser[0] });
  const { chooseBrowserLanguage } = await import('~/components/islands/conversation/language/panel-language');
  const { getConversation } = await import('~/components/islands/conversation/store/conversation-store');
  chooseBrowserLanguage(listed);
  return getConversation().language;
}

const canadian: PanelLanguage[] = [
  { code: 'en-CA', name: 'English' },
  { code: 'fr-CA', name: 'Français', words: '/conversation-words/fr-CA.json' },
];
const sample: PanelLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français', words: '/conversation-words/fr.json' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'pa', name: 'ਪੰਜਾਬੀ' },
];

afterEach(() => vi.unstubAllGlobals());

describe('the browser’s first language the agent speaks', () => {
  it('a listed en-CA serves a browser’s en-US before its fr-CA: the language first, then the region', async () => {
    expect(await chosen(['en-US', 'fr-CA'], canadian)).toBe('en-CA');
  });

  it('a listed fr-CA serves a browser’s plain fr, and a listed fr a browser’s fr-CA', async () => {
    expect(await chosen(['fr', 'en'], canadian)).toBe('fr-CA');
    expect(await chosen(['fr-CA', 'en-CA'], sample)).toBe('fr');
  });

  it('the exact tag where it is listed, else the language', async () => {
    const both: PanelLanguage[] = [...canadian, { code: 'en-GB', name: 'English (UK)' }];
    expect(await chosen(['en-GB'], both)).toBe('en-GB');
    expect(await chosen(['en-AU'], both)).toBe('en-CA');
  });

  it('a language without panel words of its own too: the agent speaks it, the panel stays English', async () => {
    expect(await chosen(['pa-IN', 'en-CA'], sample)).toBe('pa');
    expect(await chosen(['fil-PH', 'en'], sample)).toBe('tl');
  });

  it('English when the browser asks for nothing listed', async () => {
    expect(await chosen(['de-DE', 'ja'], sample)).toBe('en');
    expect(await chosen(['de'], canadian)).toBe('en-CA');
  });
});
