/**
 * The typed question's rules, for the conversation's (conversation-rules.ts): asking, its answer as it
 * streams, its one retry and its failures, and the platform's session it belongs to. They come with the
 * asking code (typed-chat/chat-ask.ts), not with the panel: no question is asked before it is here.
 */
import { sessionLifetimeSeconds } from '~/agent/typed-chat-body';
import {
  defaultBusySeconds,
  isCurrentAttempt,
  type ConversationState,
  type TypedFailureKey,
  type Unheard,
} from './conversation-model';
import {
  only,
  type ConversationEffect,
  type ConversationEvent,
  type QuestionRules,
  type Transition,
} from './conversation-events';
import { askAgainInNewSession, fromAnotherSession, namedSession } from './answer-session';
import { giveUpQuestion, leaveQuestion } from './leave-question';
import { endSession } from './session-rules';
import { conversationSoFar } from './conversation-so-far';
import { addTurn, removeTurn, updateTurn } from './transcript-rules';

/** The wait before a typed question's one automatic retry. */
const retryDelayMs = 1_000;
/** A session this long without a question is ended, so its report and lead are written. */
export const sessionQuietMs = 15 * 60_000;
/** The page ends a session this long after it opened, two minutes before the platform would: no question reaches it expired. */
const sessionRenewAfterMs = (sessionLifetimeSeconds - 120) * 1000;

/** What the open session has not heard since its last answer (Unheard); undefined when nothing. */
function unheardBy(state: ConversationState): Unheard | undefined {
  const { session, language } = state;
  const spoken = state.turns
    .slice(session.sentTurns)
    .filter((turn) => turn.via === 'voice')
    .map(({ speaker, text }) => ({ speaker, text }));
  const switched = language && session.language !== language ? language : undefined;
  if (session.toolCallIds.length === 0 && spoken.length === 0 && !switched) return undefined;
  return {
    toolCallIds: session.toolCallIds,
    toolResults: session.toolResults,
    spoken,
    ...(switched ? { language: switched } : {}),
  };
}

/** While a session is open, its quiet time counts from its last answer. */
const watchSession = (state: ConversationState): ConversationEffect[] =>
  state.session.id ? [{ type: 'watch-session', sessionId: state.session.id, afterMs: sessionQuietMs }] : [];

/**
 * A typed question failed for good. A reply that had begun keeps its part, marked cut off (the
 * platform has the question: it is never sent again by itself); else the question leaves the
 * transcript for the text box.
 */
function failQuestion(
  state: ConversationState,
  key: TypedFailureKey,
  { retryAfterSeconds, now }: { retryAfterSeconds?: number | undefined; now?: number } = {},
): ConversationState {
  const question = state.question;
  if (!question) return state;
  let next = leaveQuestion({ ...state, announcement: null });
  if (key === 'busy') {
    const seconds = retryAfterSeconds ?? defaultBusySeconds;
    next = { ...next, busyUntil: (now ?? 0) + seconds * 1000 };
  }
  if (question.replyId) {
    next = updateTurn(next, question.replyId, { cutOff: true, arriving: false });
    return {
      ...next,
      session: { ...next.session, sentTurns: next.turns.length, toolCallIds: [], toolResults: {} },
      failure: { channel: 'typed', key: key === 'stalled' ? 'stalled' : 'cutOff' },
    };
  }
  next = removeTurn(next, question.turnId);
  return {
    ...next,
    failure: {
      channel: 'typed',
      key,
      question: question.text,
      ...(key === 'busy' ? { retryAfterSeconds: retryAfterSeconds ?? defaultBusySeconds } : {}),
    },
  };
}

function ask(before: ConversationState, rawQuestion: string, now: number): Transition {
  const question = rawQuestion.trim();
  if (!question || before.status !== 'idle') return only(before);
  const waitSeconds = Math.ceil((before.busyUntil - now) / 1000);
  if (waitSeconds > 0) {
    return only({
      ...before,
      channel: 'typed',
      failure: { channel: 'typed', key: 'busy', retryAfterSeconds: waitSeconds, question },
    });
  }
  // A session near the end of its life (or of unknown age) is ended here, and the question opens a new one.
  const age = now - (before.session.openedAt ?? 0);
  const { state, effects } = age > sessionRenewAfterMs ? endSession(before) : only(before);
  const sessionId = state.session.id;
  // A new session is told what came before it (a call, an ended session) the way a call is.
  const recap = !sessionId && state.turns.length > 0 ? conversationSoFar(state.turns) : undefined;
  const unheard = sessionId ? unheardBy(state) : undefined;
  const { language } = state;
  const [withTurn, turnId] = addTurn(state, { speaker: 'visitor', text: question, via: 'typed' });
  const attempt = state.attempt + 1;
  return {
    state: {
      ...withTurn,
      channel: 'typed',
      status: 'sending',
      attempt,
      failure: null,
      announcement: { kind: 'sending' },
      // A question that opens a session starts its life; either way the session is told the language.
      session: {
        ...withTurn.session,
        ...(sessionId ? {} : { openedAt: now }),
        ...(language ? { language } : {}),
      },
      question: {
        turnId,
        text: question,
        unheard,
        ...(sessionId ? { sessionId } : {}),
        ...(recap ? { conversationSoFar: recap } : {}),
      },
    },
    effects: [
      ...effects,
      { type: 'send-question', attempt, question, unheard, sessionId, conversationSoFar: recap, language },
    ],
  };
}

function replyDone(state: ConversationState, event: Extract<ConversationEvent, { type: 'reply-done' }>): Transition {
  // An answer from a session that knows nothing is never shown, nor are its tool calls carried out.
  if (fromAnotherSession(state, event.sessionId)) return askAgainInNewSession(state, event.sessionId!, event.now);
  const question = state.question!;
  // A success with nothing to show or do: the platform has the question, the reply did not come.
  if (!event.text && event.toolCalls.length === 0) return failed(state, 'cutOff');
  let next = state;
  let replyId = question.replyId;
  if (event.text && !replyId) [next, replyId] = addTurn(next, { speaker: 'assistant', text: event.text, via: 'typed' });
  if (replyId) next = updateTurn(next, replyId, { ...(event.text ? { text: event.text } : {}), arriving: false });
  const toolCallIds = event.toolCalls.flatMap((call) => {
    const id = typeof call === 'object' && call !== null && 'id' in call ? call.id : undefined;
    return typeof id === 'string' && id ? [id] : [];
  });
  next = {
    ...leaveQuestion(next),
    session: { ...namedSession(next, event.sessionId), sentTurns: next.turns.length, toolCallIds, toolResults: {} },
    announcement: event.text ? { kind: 'reply', text: event.text, lang: next.language ?? undefined } : null,
  };
  return {
    state: next,
    effects: [
      ...watchSession(next),
      ...(event.toolCalls.length > 0
        ? [
            {
              type: 'show-on-page' as const,
              calls: event.toolCalls,
              via: 'typed' as const,
              live: true,
              language: next.language,
              turnId: replyId,
            },
          ]
        : []),
    ],
  };
}

/**
 * A question failed for good (failQuestion). What the platform refused is never sent again: its
 * session is ended and the next question opens a new one, told the conversation so far.
 */
function failed(
  state: ConversationState,
  key: TypedFailureKey,
  details: { retryAfterSeconds?: number | undefined; now?: number; refused?: boolean | undefined } = {},
): Transition {
  const next = failQuestion(state, key, details);
  if (details.refused) return endSession(next);
  return { state: next, effects: watchSession(next) };
}

function replyFailed(
  state: ConversationState,
  event: Extract<ConversationEvent, { type: 'reply-failed' }>,
): Transition {
  const question = state.question!;
  // A server failure or a lost connection before any reply is tried once more, a moment later, and
  // only while the page is visible: never a loop, never a question re-sent from a hidden tab.
  if (event.retryable && !question.replyId && !question.retriedAfter && event.pageVisible) {
    return {
      state: { ...state, question: { ...question, retriedAfter: event.key } },
      effects: [{ type: 'retry-question', attempt: state.attempt, delayMs: retryDelayMs }],
    };
  }
  return failed(state, event.key, event);
}

/** The typed question's events; those of a question no longer under way change nothing. */
export const questionRules: QuestionRules = (state, event) => {
  if (event.type === 'give-up-question') return giveUpQuestion(state);
  if (event.type === 'ask') return ask(state, event.question, event.now);
  if (!isCurrentAttempt(state, event.attempt, 'typed')) return only(state);
  switch (event.type) {
    case 'reply-progress': {
      if (fromAnotherSession(state, event.sessionId)) return askAgainInNewSession(state, event.sessionId!, event.now);
      if (!event.text) return only(state);
      // Known from the first words, so leaving mid-answer can end the session.
      const named = { ...state, session: namedSession(state, event.sessionId) };
      const { replyId } = state.question!;
      if (replyId) return only(updateTurn(named, replyId, { text: event.text }));
      const [next, id] = addTurn(named, { speaker: 'assistant', text: event.text, via: 'typed', arriving: true });
      return only({ ...next, status: 'answering', question: { ...state.question!, replyId: id } });
    }
    case 'reply-done':
      return replyDone(state, event);
    case 'reply-failed':
      return replyFailed(state, event);
    case 'retry-due': {
      const question = state.question;
      if (!question?.retriedAfter) return only(state);
      if (!event.pageVisible) return failed(state, question.retriedAfter);
      const { text, unheard, conversationSoFar } = question;
      const { attempt, session, language } = state;
      return {
        state,
        effects: [
          {
            type: 'send-question',
            attempt,
            question: text,
            unheard,
            sessionId: session.id,
            conversationSoFar,
            language,
          },
        ],
      };
    }
  }
};
