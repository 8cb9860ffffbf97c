/**
 * The conversation kept in the tab's `sessionStorage`: a reload or a return to the tab shows it, closing
 * the tab forgets it, nothing goes to localStorage or cookies; what is read back is checked, not trusted.
 */
import { maxTurnLength, maxTurns } from '~/components/islands/conversation/model/transcript-limits';
import {
  initialState,
  type ChatSession,
  type ConversationState,
  type Turn,
} from '~/components/islands/conversation/model/conversation-model';

/** What the tab keeps (sessionStorage): the turns, the typed session and the language; never a call or a failure. */
interface StoredConversation {
  turns: Turn[];
  session: ChatSession;
  language: string | null;
}

export function toStored(state: ConversationState): StoredConversation {
  return { turns: [...state.turns], session: state.session, language: state.language };
}

/** A language code as the tab kept it: letters, digits and hyphens (it becomes a `lang` attribute). */
const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTurn(value: unknown): value is Turn {
  if (!isObject(value)) return false;
  const { speaker, text, via, cutOff, arriving, card, lang } = value;
  return (
    (lang === undefined || isLanguage(lang)) &&
    (speaker === 'visitor' || speaker === 'assistant') &&
    typeof text === 'string' &&
    (via === 'typed' || via === 'voice') &&
    (cutOff === undefined || typeof cutOff === 'boolean') &&
    (arriving === undefined || typeof arriving === 'boolean') &&
    // Its data is checked again by its tool's module before it is drawn.
    (card === undefined ||
      (isObject(card) && typeof card.tool === 'string' && (card.told === undefined || typeof card.told === 'string')))
  );
}

/**
 * The conversation a tab kept, read defensively (a turn of the wrong shape is dropped, not trusted):
 * its turns and typed session, idle; a reply that was still arriving is shown cut off.
 */
export function restore(stored: unknown): ConversationState {
  if (!isObject(stored)) return initialState;
  const turns = (Array.isArray(stored.turns) ? stored.turns.filter(isTurn) : [])
    .slice(-maxTurns)
    .map(({ speaker, text, via, cutOff, arriving, card, lang }, index): Turn => ({
      id: `t${index}`,
      speaker,
      text: text.slice(0, maxTurnLength),
      via,
      ...(cutOff || arriving ? { cutOff: true } : {}),
      ...(card ? { card } : {}),
      ...(lang ? { lang } : {}),
    }));
  const session = isObject(stored.session) ? stored.session : {};
  const sentTurns =
    typeof session.sentTurns === 'number' && Number.isInteger(session.sentTurns)
      ? Math.min(Math.max(session.sentTurns, 0), turns.length)
      : 0;
  const toolCallIds = Array.isArray(session.toolCallIds)
    ? session.toolCallIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  // What the page answered for those calls: text, and only for them.
  const results = isObject(session.toolResults) ? session.toolResults : {};
  const toolResults = Object.fromEntries(
    toolCallIds.flatMap((id) => {
      const result = Object.hasOwn(results, id) ? results[id] : undefined;
      return typeof result === 'string' ? [[id, result.slice(0, maxTurnLength)]] : [];
    }),
  );
  return {
    ...initialState,
    turns,
    nextTurn: turns.length,
    session: {
      ...(typeof session.id === 'string' && session.id ? { id: session.id } : {}),
      sentTurns,
      toolCallIds,
      toolResults,
      ...(isLanguage(session.language) ? { language: session.language } : {}),
    },
    language: isLanguage(stored.language) ? stored.language : null,
  };
}

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
