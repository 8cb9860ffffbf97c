/** The conversation's transcript: its turns added, changed and dropped, and told back to the agent. */
import type { ConversationState, Turn } from './conversation-model';

/** Turns kept: a longer conversation drops its oldest. */
export const maxTurns = 200;
export const maxTurnLength = 4_000;

/** Adds a turn, in the conversation's language unless it says (dropping the oldest beyond `maxTurns`); returns the new state and the turn's id. */
export function addTurn(state: ConversationState, turn: Omit<Turn, 'id'>): [ConversationState, string] {
  const id = `t${state.nextTurn}`;
  const lang = turn.lang ?? state.language;
  const kept = [...state.turns, { ...turn, id, text: turn.text.slice(0, maxTurnLength), ...(lang ? { lang } : {}) }];
  const dropped = Math.max(0, kept.length - maxTurns);
  return [
    {
      ...state,
      turns: kept.slice(dropped),
      nextTurn: state.nextTurn + 1,
      session: { ...state.session, sentTurns: Math.max(0, state.session.sentTurns - dropped) },
    },
    id,
  ];
}

/** A turn without the flags that are off (stored and compared as written). */
const withFlags = ({ cutOff, arriving, ...turn }: Turn): Turn => ({
  ...turn,
  ...(cutOff ? { cutOff } : {}),
  ...(arriving ? { arriving } : {}),
});

export function updateTurn(state: ConversationState, id: string, patch: Partial<Omit<Turn, 'id'>>): ConversationState {
  if (!state.turns.some((turn) => turn.id === id)) return state;
  const turns = state.turns.map((turn) =>
    turn.id === id ? withFlags({ ...turn, ...patch, text: (patch.text ?? turn.text).slice(0, maxTurnLength) }) : turn,
  );
  return { ...state, turns };
}

export function removeTurn(state: ConversationState, id: string): ConversationState {
  const turns = state.turns.filter((turn) => turn.id !== id);
  return { ...state, turns, session: { ...state.session, sentTurns: Math.min(state.session.sentTurns, turns.length) } };
}

/**
 * The conversation as plain lines for the agent ("Visitor: …", "Assistant: …"), the newest last, cut
 * from the front to at most `maxLength` characters so a long chat never crowds the agent's prompt. A
 * kept card's line carries what the page told the agent of it (an estimate's figures), so a session
 * or call opened later has the figures the agent was given, not only the card's title. The names are
 * for the agent's model; visitors never see this text.
 */
export function conversationSoFar(turns: readonly Turn[], maxLength = 2_000): string {
  let text = '';
  for (const turn of [...turns].reverse()) {
    const told = turn.card?.told ? ` [What the page told you of it: ${turn.card.told}]` : '';
    const next = `${turn.speaker === 'visitor' ? 'Visitor' : 'Assistant'}: ${turn.text}${told}`;
    if (text.length + next.length + 1 > maxLength) break;
    text = text ? `${next}\n${text}` : next;
  }
  return text;
}
