/**
 * The conversation's rules: `reduce`, a pure function of state and event that returns the effects the
 * transports carry out (the typed question's rules, question-rules.ts, a call's, call-rules.ts, and
 * those of what the agent shows, shown-rules.ts, are given it once the code that asks, calls or shows
 * is loaded).
 */
import { initialState, inCall, type ConversationState } from './conversation-model';
import {
  only,
  type CallRules,
  type ConversationEvent,
  type QuestionRules,
  type ShownRules,
  type Transition,
} from './conversation-events';
import { closeSession, endSession } from './session-rules';

/** The rules that come with a channel's code, once it is loaded. */
export interface ChannelRules {
  question?: QuestionRules | undefined;
  call?: CallRules | undefined;
  shown?: ShownRules | undefined;
}

/**
 * The pure rules: the conversation after `event`, and what the transports must do. A typed question's
 * events go to the question's rules, a call's to the call's, the page guide's to the rules of what it
 * shows; without them (the asking code, the voice island or the page guide not loaded) no question can
 * have been sent, no call started, nothing shown.
 */
export function reduce(state: ConversationState, event: ConversationEvent, rules: ChannelRules = {}): Transition {
  // A question in flight is given up by its own rules, here whenever one is in flight.
  const giveUpQuestion = (from: ConversationState) =>
    rules.question ? rules.question(from, { type: 'give-up-question' }) : only(from);

  switch (event.type) {
    case 'open-chat':
      return only(inCall(state) ? state : { ...state, chatOpen: true });
    case 'close-chat':
      // What the agent showed is no longer worth showing once the panel is gone.
      return only({ ...state, chatOpen: false, shown: null });
    case 'ask':
    case 'reply-progress':
    case 'reply-done':
    case 'reply-failed':
    case 'retry-due':
      return rules.question ? rules.question(state, event) : only(state);
    case 'asking-unavailable':
      // Nothing was sent, so nothing else changes: said with the phone, in the typed chat's words; offline,
      // the connection is the cause, else the page's code is older than the site's (a redeploy): reload.
      if (state.status !== 'idle') return only(state);
      return only({
        ...state,
        channel: 'typed',
        announcement: null,
        failure: { channel: 'typed', key: event.offline ? 'connection' : 'reload', question: event.question },
      });
    case 'press-voice':
    case 'hang-up':
    case 'request-in-call':
    case 'call-started':
    case 'call-live':
    case 'call-left':
    case 'room-closed':
    case 'call-failed':
    case 'call-timed-out':
    case 'caption':
    case 'assistant-spoke':
    case 'sound-blocked':
    case 'sound-restored':
    case 'muted':
    case 'tool-calls':
      return rules.call ? rules.call(state, event) : only(state);
    case 'page-left': {
      // A call never outlives the page; a typed session ends with it, by a request that outlives it,
      // even while an answer is arriving (the answer is given up first: the page is going).
      const call = rules.call ? rules.call(state, { type: 'hang-up', announce: false }) : only(state);
      const closed = closeSession(call.state, true, giveUpQuestion);
      return { state: closed.state, effects: [...call.effects, ...closed.effects] };
    }
    case 'dismiss-failure':
      return only({ ...state, failure: null });
    case 'new-conversation': {
      if (inCall(state)) return only(state);
      // Ending the platform's session makes it write its end-of-session report (and the lead).
      const { effects } = closeSession(state, false, giveUpQuestion);
      return {
        state: {
          ...initialState,
          channel: state.channel,
          attempt: state.attempt + 1,
          chatOpen: state.chatOpen,
          busyUntil: state.busyUntil,
          nextTurn: state.nextTurn,
          // The visitor's language outlives the conversation.
          language: state.language,
        },
        effects,
      };
    }
    case 'choose-language': {
      // A choice kept across a reload (or the visitor's own) is not undone by the browser's languages.
      if ((event.by === 'browser' && state.language !== null) || event.language === state.language) return only(state);
      const next = { ...state, language: event.language };
      // A call under way is told; a typed session is told with the next question (chat-messages.ts).
      return { state: next, effects: inCall(state) ? [{ type: 'tell-language', language: event.language }] : [] };
    }

    case 'session-quiet':
      return event.sessionId === state.session.id ? endSession(state) : only(state);

    case 'agent-showed':
    case 'tool-result':
      return rules.shown ? rules.shown(state, event) : only(state);
  }
}
