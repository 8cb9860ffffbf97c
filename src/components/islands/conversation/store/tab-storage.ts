/**
 * The conversation kept in the tab's `sessionStorage`: a reload or a return to the tab shows it,
 * closing the tab forgets it; nothing goes to localStorage or cookies.
 */
import type { ConversationState } from '~/components/islands/conversation/model/conversation-model';
import { restore, toStored } from './stored-conversation';

/** The tab's storage key; the name says whose it is when someone looks in the browser's tools. */
export const conversationStorageKey = 'conversation-with-agent';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the conversation lasts as long as the page.
    return undefined;
  }
}

/** The conversation the tab kept, restored (checked: what storage gives back is not trusted). */
export function readConversation(): ConversationState {
  let stored: unknown;
  try {
    const raw = storage()?.getItem(conversationStorageKey);
    stored = raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    // Unreadable: a new conversation.
  }
  return restore(stored);
}

/** The conversation to store; a change waiting for its moment is the latest one. */
let latest: ConversationState | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function save(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  if (!latest) return;
  try {
    storage()?.setItem(conversationStorageKey, JSON.stringify(toStored(latest)));
  } catch {
    // Full or blocked: the page still shows the conversation.
  }
}

/**
 * Stores a change at once, or (`soon`: the many small changes of a streaming reply) a moment later,
 * so painting a delta never waits for the whole transcript to be written. A page being left stores
 * what is pending.
 */
export function keepConversation(state: ConversationState, { soon }: { soon: boolean }): void {
  latest = state;
  if (!soon) return save();
  if (saveTimer !== undefined) return;
  saveTimer = setTimeout(save, 250);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', save, { once: true });
}
