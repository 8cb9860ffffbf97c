/**
 * The conversation's rules: `reduce`, a pure function of state and event that returns the effects the
 * transports carry out (the typed question's rules, question-rules.ts, are given it once they are loaded).
 */
import { initialState, inCall, isCurrentAttempt, noCall, type ConversationState } from './conversation-model';
import { only, type ConversationEvent, type QuestionRules, type Transition } from './conversation-events';
import { closeSession, endSession, giveUpQuestion } from './session-rules';
import { addTurn, conversationSoFar } from './transcript-rules';

/** A call is over: idle, its attempt closed, what the agent showed gone with it. */
function leaveCall(state: ConversationState, outcome: Pick<ConversationState, 'announcement' | 'failure'>) {
  return { ...state, ...outcome, status: 'idle' as const, attempt: state.attempt + 1, shown: null, call: noCall };
}

/** The voice island's press: start from idle (a typed question in flight gives way), hang up a live call. */
function pressVoice(state: ConversationState): Transition {
  if (state.status === 'in-call') return hangUp(state, true);
  if (inCall(state)) return only(state);
  // The visitor turned to talking: a typed question ends here. The platform may have it, so it stays
  // in the transcript (and in what the call is told).
  const { state: typing, effects } = giveUpQuestion(state);
  const attempt = typing.attempt + 1;
  const next: ConversationState = {
    ...typing,
    channel: 'voice',
    status: 'connecting',
    attempt,
    failure: null,
    announcement: { kind: 'connecting' },
    // Typing and talking take turns: the chat's panel closes for the call.
    chatOpen: false,
    shown: null,
    question: null,
    call: noCall,
  };
  return {
    state: next,
    effects: [
      ...effects,
      { type: 'start-call', attempt, conversationSoFar: conversationSoFar(next.turns), language: next.language },
    ],
  };
}

function hangUp(state: ConversationState, announce: boolean): Transition {
  if (!inCall(state)) return only(state);
  return {
    state: leaveCall(state, { announcement: announce ? { kind: 'ended' } : null, failure: null }),
    effects: [{ type: 'end-call', attempt: state.attempt, live: state.status === 'in-call' }],
  };
}

/**
 * The turns said in `language` before the agent said it turned to it (a model streams its words first
 * and its tool calls after): the visitor's words that turned to it and the agent's since, up to the
 * typed reply that carried the call (`turnId`), or, in a call, to the last caption. A kept card keeps
 * its words' language.
 */
function saidBeforeSwitch(state: ConversationState, language: string, turnId: string | undefined): ConversationState {
  const { turns } = state;
  const end = turnId === undefined ? turns.length - 1 : turns.findIndex((turn) => turn.id === turnId);
  if (end < 0) return state;
  const start = turns.findLastIndex((turn, index) => index <= end && turn.speaker === 'visitor');
  const said = new Set(
    turns
      .slice(Math.max(start, 0), end + 1)
      .filter((turn) => !turn.card)
      .map((turn) => turn.id),
  );
  return { ...state, turns: turns.map((turn) => (said.has(turn.id) ? { ...turn, lang: language } : turn)) };
}

/**
 * What the page answers the agent for a tool call. A call's, into the call that is on, when there is
 * something to say (a refusal, figures); a typed answer's, kept with the session until the next
 * question carries it, for a call of the session's last answer only (a late report of an answer since
 * given up, or of a session since ended, has no question to go with).
 */
function toolResult(state: ConversationState, event: Extract<ConversationEvent, { type: 'tool-result' }>): Transition {
  if (event.via === 'voice') {
    const live = state.channel === 'voice' && state.status === 'in-call';
    return {
      state,
      effects: live && event.sayInCall ? [{ type: 'tell-call', attempt: state.attempt, text: event.text }] : [],
    };
  }
  const { session } = state;
  if (!session.toolCallIds.includes(event.callId)) return only(state);
  return only({
    ...state,
    session: { ...session, toolResults: { ...session.toolResults, [event.callId]: event.text } },
  });
}

/**
 * The pure rules: the conversation after `event`, and what the transports must do. A typed question's
 * events go to `questionRules`; without them (the asking code not loaded) none can have been sent.
 */
export function reduce(state: ConversationState, event: ConversationEvent, questionRules?: QuestionRules): Transition {
  const currentCall = 'attempt' in event && isCurrentAttempt(state, event.attempt, 'voice');

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
      return questionRules ? questionRules(state, event) : only(state);
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
      return pressVoice(state);
    case 'hang-up':
      return hangUp(state, event.announce);
    case 'page-left': {
      // A call never outlives the page; a typed session ends with it, by a request that outlives it,
      // even while an answer is arriving (the answer is given up first: the page is going).
      const call = hangUp(state, false);
      const closed = closeSession(call.state, true);
      return { state: closed.state, effects: [...call.effects, ...closed.effects] };
    }
    case 'dismiss-failure':
      return only({ ...state, failure: null });
    case 'request-in-call': {
      // The conversation that is on takes it, as the visitor's line (the call hears it once it is live).
      if (!inCall(state)) return only(state);
      const [next] = addTurn(state, { speaker: 'visitor', text: event.text, via: 'voice' });
      return { state: next, effects: [{ type: 'say-in-call', attempt: state.attempt, text: event.text }] };
    }
    case 'new-conversation': {
      if (inCall(state)) return only(state);
      // Ending the platform's session makes it write its end-of-session report (and the lead).
      const { effects } = closeSession(state, false);
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

    case 'call-started':
      if (!currentCall) return { state, effects: event.connected ? [{ type: 'stop-call' }] : [] };
      // start() resolved with no call and no failure event said why.
      if (!event.connected && state.status === 'connecting') {
        return {
          state: leaveCall(state, { announcement: null, failure: { channel: 'voice', key: 'generic' } }),
          effects: [{ type: 'stop-call' }],
        };
      }
      return only(state);
    case 'call-live':
      // A start that was abandoned (timed out, hung up, failed) connected after all: stop it.
      if (!currentCall) return { state, effects: [{ type: 'stop-call' }] };
      if (state.status !== 'connecting') return only(state);
      return only({ ...state, status: 'in-call', announcement: { kind: 'connected' } });
    case 'call-left':
      if (!currentCall) return only(state);
      return only(
        state.status === 'in-call'
          ? leaveCall(state, { announcement: { kind: 'ended' }, failure: null })
          : // Gone before it was live (after a failed start the SDK may still say so: by then it is stale).
            leaveCall(state, { announcement: null, failure: { channel: 'voice', key: 'connection' } }),
      );
    case 'room-closed': {
      if (!currentCall) return only(state);
      const live = state.status === 'in-call';
      // An ordinary end once the assistant has spoken; before that, the service failed.
      const outcome =
        live && state.call.assistantSpoke
          ? { announcement: { kind: 'ended' as const }, failure: null }
          : { announcement: null, failure: { channel: 'voice' as const, key: 'unavailable' as const } };
      return { state: leaveCall(state, outcome), effects: live ? [{ type: 'stop-call' }] : [] };
    }
    case 'call-failed':
      if (!currentCall) return only(state);
      // A live call is stopped now; a start still under way is left to the SDK, which cleans up its
      // own failed start (should it connect after all, `call-started` or `call-live` stop it).
      return {
        state: leaveCall(state, { announcement: null, failure: { channel: 'voice', key: event.key } }),
        effects: state.status === 'in-call' ? [{ type: 'stop-call' }] : [],
      };
    case 'call-timed-out':
      if (!currentCall || state.status !== 'connecting') return only(state);
      return {
        state: leaveCall(state, { announcement: null, failure: { channel: 'voice', key: 'timeout' } }),
        effects: [{ type: 'stop-call' }],
      };
    case 'caption':
      return only(currentCall ? addTurn(state, { speaker: event.speaker, text: event.text, via: 'voice' })[0] : state);
    case 'assistant-spoke':
      return only(currentCall ? { ...state, call: { ...state.call, assistantSpoke: true } } : state);
    case 'sound-blocked':
    case 'sound-restored':
      return only(
        currentCall ? { ...state, call: { ...state.call, soundBlocked: event.type === 'sound-blocked' } } : state,
      );
    case 'muted':
      return only(
        currentCall && state.status === 'in-call' ? { ...state, call: { ...state.call, muted: event.muted } } : state,
      );
    case 'tool-calls':
      // Handed to the page guide either way: it carries out live calls and warns about the rest.
      return {
        state,
        effects: [
          { type: 'show-on-page', calls: event.calls, via: 'voice', live: currentCall, language: state.language },
        ],
      };

    case 'tool-result':
      return toolResult(state, event);

    case 'session-quiet':
      return event.sessionId === state.session.id ? endSession(state) : only(state);

    case 'agent-showed': {
      const { shown } = event;
      if (shown.kind === 'language') {
        // The agent answers in it from now on; what was said in it before the call came (the visitor's
        // words that turned to it, the agent's first answer) is marked so too. A typed session whose
        // agent said so knows it.
        const relabelled = saidBeforeSwitch(state, shown.language, event.turnId);
        // The reply that carried it is said in it; without one (a call), the change itself is said.
        const { announcement } = state;
        return only({
          ...relabelled,
          language: shown.language,
          announcement:
            event.turnId && announcement?.kind === 'reply'
              ? { ...announcement, lang: shown.language }
              : { kind: 'language' },
          session: state.channel === 'typed' ? { ...state.session, language: shown.language } : state.session,
        });
      }
      const announcement = { kind: 'shown', text: shown.announcement, lang: shown.lang } as const;
      if (shown.kind === 'shown') return only({ ...state, shown, announcement });
      // What a tool keeps (a booking, an estimate) is part of the conversation: its line stays in the
      // transcript, with what the agent was told of it, and a reload keeps both.
      const [next] = addTurn(state, {
        speaker: 'assistant',
        text: shown.announcement,
        via: state.channel ?? 'typed',
        card: { tool: shown.tool, data: shown.data, ...(shown.told ? { told: shown.told } : {}) },
        ...(shown.lang ? { lang: shown.lang } : {}),
      });
      return only({ ...next, announcement });
    }
  }
}
