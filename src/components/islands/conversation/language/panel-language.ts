/**
 * The conversation's language in the islands: chosen once by the browser's languages, changed in the
 * panel or by the agent, and the panel's words in it where it has them, else English.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ConversationWords, PanelLanguage } from '~/lib/conversation-words';
import { dispatch, getConversation } from '~/components/islands/conversation/store/conversation-store';
import { closestTag, isEnglishTag } from '~/schemas/language-tags';
import { loadWords, subscribeWords, wordsLoaded } from './load-words';

/** The listed English (the panel's own words), whatever its region. */
const englishOf = (languages: readonly PanelLanguage[]) =>
  languages.find(({ code }) => isEnglishTag(code))?.code ?? 'en';

/**
 * The first of the browser's languages the agent speaks, by language then region ("fr-CA" finds "fr",
 * "en-US" finds "en-CA"), whether or not the panel has words in it; else English.
 */
function browserChoice(languages: readonly PanelLanguage[]): string {
  const listed = languages.map(({ code }) => code);
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = closestTag(listed, tag);
    if (found !== undefined) return found;
  }
  return englishOf(languages);
}

/** Once per page: a conversation with no language yet (none kept by the tab) takes the browser's. */
export function chooseBrowserLanguage(languages: readonly PanelLanguage[]): void {
  if (getConversation().language === null) {
    dispatch({ type: 'choose-language', language: browserChoice(languages), by: 'browser' });
  }
}

/**
 * The panel's words for the conversation's `language` (undefined: English, the islands' props) and
 * the language they are in, for `lang`; fetches them when the language has its own.
 */
export function usePanelWords(
  languages: readonly PanelLanguage[],
  language: string | null,
): { words: ConversationWords | undefined; lang: string } {
  const own = languages.find(({ code, words }) => code === language && words);
  const words = useSyncExternalStore(
    subscribeWords,
    () => wordsLoaded(own?.code ?? null),
    () => undefined,
  );
  useEffect(() => {
    if (own?.words) {
      loadWords({ ...own, words: own.words }).catch(() =>
        console.warn(`[conversation] the words of "${own.code}" could not be loaded`),
      );
    }
  }, [own]);
  return { words, lang: words ? own!.code : englishOf(languages) };
}
