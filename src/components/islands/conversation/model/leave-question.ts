/**
 * A typed question's end, answered or not, or given up as the visitor turns away: rules of the code
 * that asks (question-rules.ts) and of a call's press (call-rules.ts), never needed before a question
 * is in flight.
 */
import { typedInFlight, type ConversationState } from './conversation-model';
import { only, type Transition } from './conversation-events';
import { updateTurn } from './transcript-rules';

/** A typed question is over, answered or not. */
export const leaveQuestion = (state: ConversationState): ConversationState => ({
  ...state,
  status: 'idle',
  attempt: state.attempt + 1,
  question: null,
});

/** A typed question given up as the visitor turns away (to a call, or off the page): a reply it had begun is cut off. */
export function giveUpQuestion(state: ConversationState): Transition {
  if (!typedInFlight(state)) return only(state);
  const replyId = state.question?.replyId;
  return {
    state: leaveQuestion(replyId ? updateTurn(state, replyId, { cutOff: true, arriving: false }) : state),
    effects: [{ type: 'abort-question' }],
  };
}
