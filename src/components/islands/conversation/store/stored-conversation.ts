/**
 * What a reload restores: the conversation the tab keeps in sessionStorage (its turns and typed
 * session), and the checks of what is read back from there, which is not trusted.
 */
import {
  initialState,
  type ChatSession,
  type ConversationState,
  type Turn,
} from '~/components/islands/conversation/model/conversation-model';
import { maxTurnLength, maxTurns } from '~/components/islands/conversation/model/transcript-rules';

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
  const { speaker, text, via, cutOff, arriving, booking, lang } = value;
  return (
    (lang === undefined || isLanguage(lang)) &&
    (speaker === 'visitor' || speaker === 'assistant') &&
    typeof text === 'string' &&
    (via === 'typed' || via === 'voice') &&
    (cutOff === undefined || typeof cutOff === 'boolean') &&
    (arriving === undefined || typeof arriving === 'boolean') &&
    // Its fields are checked again by the page guide before it makes a file of them.
    (booking === undefined || isObject(booking))
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
    .map(({ speaker, text, via, cutOff, arriving, booking, lang }, index): Turn => ({
      id: `t${index}`,
      speaker,
      text: text.slice(0, maxTurnLength),
      via,
      ...(cutOff || arriving ? { cutOff: true } : {}),
      ...(booking ? { booking } : {}),
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
  return {
    ...initialState,
    turns,
    nextTurn: turns.length,
    session: {
      ...(typeof session.id === 'string' && session.id ? { id: session.id } : {}),
      sentTurns,
      toolCallIds,
      ...(isLanguage(session.language) ? { language: session.language } : {}),
    },
    language: isLanguage(stored.language) ? stored.language : null,
  };
}
