/**
 * A call's rules: the voice button's press, the call's events from its SDK, and a link's request into
 * the call. They come with the voice island (call-start.ts gives them to the store), which every call
 * starts from, so the typed chat opens without them: until the voice island runs there is no call.
 */
import { inCall, isCurrentAttempt, noCall, type ConversationState } from './conversation-model';
import { only, type CallEvent, type Transition } from './conversation-events';
import { giveUpQuestion } from './leave-question';
import { conversationSoFar } from './conversation-so-far';
import { addTurn } from './transcript-rules';

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

/** The call's rules (`CallRules`): the conversation after a call's event, and what the transports must do. */
export function callRules(state: ConversationState, event: CallEvent): Transition {
  const currentCall = 'attempt' in event && isCurrentAttempt(state, event.attempt, 'voice');

  switch (event.type) {
    case 'press-voice':
      return pressVoice(state);
    case 'hang-up':
      return hangUp(state, event.announce);
    case 'request-in-call': {
      // The conversation that is on takes it, as the visitor's line (the call hears it once it is live).
      if (!inCall(state)) return only(state);
      const [next] = addTurn(state, { speaker: 'visitor', text: event.text, via: 'voice' });
      return { state: next, effects: [{ type: 'say-in-call', attempt: state.attempt, text: event.text }] };
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
  }
}
