/**
 * The typed session's rules every conversation needs, asked or not (a session kept across a reload ends
 * with the page): giving up a question in flight and ending the platform's session.
 */
import { newSession, typedInFlight, type ConversationState } from './conversation-model';
import { only, type Transition } from './conversation-events';
import { updateTurn } from './transcript-rules';

/** A typed question is over, answered or not. */
export const leaveQuestion = (state: ConversationState): ConversationState => ({
  ...state,
  status: 'idle',
  attempt: state.attempt + 1,
  question: null,
});

/**
 * Ends the platform's session, so it writes its report and the lead (never while a question is in
 * flight); the next question opens a new one, told the conversation so far.
 */
export function endSession(state: ConversationState, keepalive = false): Transition {
  const { id } = state.session;
  if (!id || typedInFlight(state)) return only(state);
  return { state: { ...state, session: newSession }, effects: [{ type: 'end-session', sessionId: id, keepalive }] };
}

/** A typed question given up as the visitor turns away (to a call, or off the page): a reply it had begun is cut off. */
export function giveUpQuestion(state: ConversationState): Transition {
  if (!typedInFlight(state)) return only(state);
  const replyId = state.question?.replyId;
  return {
    state: leaveQuestion(replyId ? updateTurn(state, replyId, { cutOff: true, arriving: false }) : state),
    effects: [{ type: 'abort-question' }],
  };
}

/** The visitor is done with the session (starting over, leaving the page): a question in flight is given up, the session ended. */
export function closeSession(state: ConversationState, keepalive: boolean): Transition {
  const typing = giveUpQuestion(state);
  const ended = endSession(typing.state, keepalive);
  return { state: ended.state, effects: [...typing.effects, ...ended.effects] };
}
