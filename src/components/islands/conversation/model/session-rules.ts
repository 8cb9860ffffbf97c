/**
 * The typed session's rules every conversation needs, asked or not (a session kept across a reload ends
 * with the page): ending the platform's session. Giving up a question in flight is the question's own
 * rule (leave-question.ts), which comes with the code that asks, as any question in flight does.
 */
import { newSession, typedInFlight, type ConversationState } from './conversation-model';
import { only, type Transition } from './conversation-events';

/**
 * Ends the platform's session, so it writes its report and the lead (never while a question is in
 * flight); the next question opens a new one, told the conversation so far.
 */
export function endSession(state: ConversationState, keepalive = false): Transition {
  const { id } = state.session;
  if (!id || typedInFlight(state)) return only(state);
  return { state: { ...state, session: newSession }, effects: [{ type: 'end-session', sessionId: id, keepalive }] };
}

/**
 * The visitor is done with the session (starting over, leaving the page): a question in flight is given
 * up (`giveUp`, by the question's rules), the session ended.
 */
export function closeSession(
  state: ConversationState,
  keepalive: boolean,
  giveUp: (state: ConversationState) => Transition,
): Transition {
  const typing = giveUp(state);
  const ended = endSession(typing.state, keepalive);
  return { state: ended.state, effects: [...typing.effects, ...ended.effects] };
}
