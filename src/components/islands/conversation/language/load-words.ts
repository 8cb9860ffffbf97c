/**
 * The panel's words in the languages that have their own, each fetched once when it comes into use
 * (English is the islands' props); a failed fetch leaves English in place until the next need.
 */
import type { ConversationWords, PanelLanguage } from '~/lib/conversation-words';
import { createStore } from '~/components/islands/conversation/store/external-store';

const loaded = createStore<Readonly<Record<string, ConversationWords>>>({});
const loading = new Map<string, Promise<void>>();

/** The words of `code` if they are here. */
export const wordsLoaded = (code: string | null): ConversationWords | undefined =>
  code === null ? undefined : loaded.get()[code];

export const subscribeWords = loaded.subscribe;

/** Fetches the words of a language that has its own (once); resolves when they are here, rejects when they could not be. */
export function loadWords({ code, words: url }: PanelLanguage & { words: string }): Promise<void> {
  let load = loading.get(code);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`conversation words: HTTP ${response.status}`);
        return response.json() as Promise<ConversationWords>;
      })
      .then((words) => loaded.set({ ...loaded.get(), [code]: words }));
    load.catch(() => loading.delete(code));
    loading.set(code, load);
  }
  return load;
}
