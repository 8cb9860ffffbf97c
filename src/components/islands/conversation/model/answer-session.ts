/**
 * Which session a typed answer comes from, for the question's rules (question-rules.ts): the one its
 * question named, one the question opened, or another the platform opened in the named one's place.
 */
import { newSession, type ChatSession, type ConversationState } from './conversation-model';
import type { Transition } from './conversation-events';
import { conversationSoFar } from './conversation-so-far';
import { removeTurn } from './transcript-rules';

/** The session an answer names, once the question opened one (a question that named one keeps it). */
export function namedSession(state: ConversationState, id: string | undefined): ChatSession {
  const { session } = state;
  return id && !session.id ? { ...session, id } : session;
}

/**
 * Whether an answer comes from another session than the one its question named: the platform had
 * ended or expired that one (another tab ended it, its life ran out) and answered in a new one, which
 * has neither the page's values (they go only with a session's first question) nor the conversation.
 */
export const fromAnotherSession = (state: ConversationState, id: string | undefined): boolean => {
  const named = state.question?.sessionId;
  return Boolean(id && named && id !== named);
};

/**
 * Such an answer is never shown: what of it arrived is taken back, its stream stopped, and the session
 * it came from ended (it holds the question alone); the question is asked again at once, as a new
 * attempt, in a new session opened with the page's values and told the conversation before it (what
 * the page told the agent included). The visitor sees one answer, from an agent that knows the page.
 * A question that opens a session names none, so this happens once.
 */
export function askAgainInNewSession(state: ConversationState, strayId: string, now: number | undefined): Transition {
  const question = state.question!;
  const withoutReply = question.replyId ? removeTurn(state, question.replyId) : state;
  const before = withoutReply.turns.slice(
    0,
    Math.max(
      0,
      withoutReply.turns.findIndex((turn) => turn.id === question.turnId),
    ),
  );
  const recap = before.length > 0 ? conversationSoFar(before) : undefined;
  const attempt = state.attempt + 1;
  const { language } = state;
  const { replyId: _taken, unheard: _unheard, sessionId: _named, conversationSoFar: _old, ...kept } = question;
  // Its life counts from now; without a clock, from the old session's opening: renewed early, never late.
  const openedAt = now ?? state.session.openedAt;
  return {
    state: {
      ...withoutReply,
      status: 'sending',
      attempt,
      announcement: { kind: 'sending' },
      session: {
        ...newSession,
        ...(openedAt !== undefined ? { openedAt } : {}),
        ...(language ? { language } : {}),
      },
      question: { ...kept, ...(recap ? { conversationSoFar: recap } : {}) },
    },
    effects: [
      { type: 'abort-question' },
      { type: 'end-session', sessionId: strayId, keepalive: false },
      {
        type: 'send-question',
        attempt,
        question: question.text,
        sessionId: undefined,
        conversationSoFar: recap,
        language,
      },
    ],
  };
}
