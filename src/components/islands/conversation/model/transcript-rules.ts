/** The conversation's transcript: its turns added, changed and dropped (told back to the agent: conversation-so-far.ts). */
import type { ConversationState, Turn } from './conversation-model';
import { maxTurnLength, maxTurns } from './transcript-limits';

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
