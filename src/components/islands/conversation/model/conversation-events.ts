/**
 * What changes the visitor's one conversation and what it asks of the transports: the events, the
 * effects, and the transitions the rules make of them (conversation-model.ts holds the state).
 */
import type {
  AgentShown,
  Channel,
  ConversationState,
  Speaker,
  TypedFailureKey,
  Unheard,
  VoiceFailureKey,
} from './conversation-model';

export type ConversationEvent =
  // The visitor.
  | { type: 'open-chat' }
  | { type: 'close-chat' }
  | { type: 'ask'; question: string; now: number }
  /** The code that asks did not load (`offline`: the browser knows it is): the question stays with the visitor. */
  | { type: 'asking-unavailable'; question: string; offline: boolean }
  | { type: 'press-voice' }
  /** The page is being left (`pagehide`: closed, navigated away, reloaded). */
  | { type: 'page-left' }
  /** The call ends from our side: `announce` when the visitor hung up, not when the page or island went. */
  | { type: 'hang-up'; announce: boolean }
  | { type: 'dismiss-failure' }
  /** A link's request (a home's showing, to be told of a home) pressed while a call is set up or on: it goes into the call. */
  | { type: 'request-in-call'; text: string }
  | { type: 'new-conversation' }
  /** The visitor chose a language in the panel, or the islands chose it by the browser's (which a kept choice wins over). */
  | { type: 'choose-language'; language: string; by: 'visitor' | 'browser' }
  // The voice call (its SDK's events, numbered by the attempt that started the call).
  | { type: 'call-started'; attempt: number; connected: boolean }
  | { type: 'call-live'; attempt: number }
  | { type: 'call-left'; attempt: number }
  | { type: 'room-closed'; attempt: number }
  | { type: 'call-failed'; attempt: number; key: VoiceFailureKey }
  | { type: 'call-timed-out'; attempt: number }
  | { type: 'caption'; attempt: number; speaker: Speaker; text: string }
  | { type: 'assistant-spoke'; attempt: number }
  | { type: 'sound-blocked'; attempt: number }
  | { type: 'sound-restored'; attempt: number }
  | { type: 'muted'; attempt: number; muted: boolean }
  | { type: 'tool-calls'; attempt: number; calls: unknown[] }
  // The typed chat (its answer as it streams, numbered by the question's attempt).
  | { type: 'reply-progress'; attempt: number; text: string; sessionId?: string | undefined; now?: number }
  | {
      type: 'reply-done';
      attempt: number;
      text: string;
      sessionId?: string | undefined;
      toolCalls: unknown[];
      now?: number;
    }
  | {
      type: 'reply-failed';
      attempt: number;
      key: TypedFailureKey;
      /** A server failure or a lost connection: worth one more try. */
      retryable: boolean;
      /** The platform refused what was sent (400, 404, 422): never to be sent again. */
      refused?: boolean | undefined;
      retryAfterSeconds?: number | undefined;
      pageVisible: boolean;
      now: number;
    }
  | { type: 'retry-due'; attempt: number; pageVisible: boolean }
  /** `sessionQuietMs` passed since the session last heard from the visitor. */
  | { type: 'session-quiet'; sessionId: string }
  // The page guide: `turnId`, the reply whose answer carried the tool call.
  | { type: 'agent-showed'; shown: AgentShown; turnId?: string | undefined }
  /**
   * What the page answers the agent for its tool call `callId`, made in `via`: in a call, said into it
   * when `sayInCall` (a refusal, figures; not a plain "done"); in the typed chat, sent with the next question.
   */
  | { type: 'tool-result'; callId: string; via: Channel; text: string; sayInCall: boolean };

export type ConversationEffect =
  | { type: 'start-call'; attempt: number; conversationSoFar: string; language: string | null }
  /** Ends the call of `attempt`: `live`, hang up a call that is on; else stop a start under way. */
  | { type: 'end-call'; attempt: number; live: boolean }
  /** Stops whatever call the SDK has (a failed or abandoned one). */
  | { type: 'stop-call' }
  | {
      type: 'send-question';
      attempt: number;
      question: string;
      unheard?: Unheard | undefined;
      sessionId?: string | undefined;
      conversationSoFar?: string | undefined;
      language: string | null;
    }
  | { type: 'retry-question'; attempt: number; delayMs: number }
  | { type: 'abort-question' }
  /** Ends the platform's session, which then writes its report and the lead; `keepalive`: outliving the page. */
  | { type: 'end-session'; sessionId: string; keepalive: boolean }
  /** Start (again) the wait after which a quiet session is ended. */
  | { type: 'watch-session'; sessionId: string; afterMs: number }
  /**
   * The agent's tool calls, made in `via`; `language` the conversation's (the words of what is shown),
   * `turnId` the reply that carried them.
   */
  | {
      type: 'show-on-page';
      calls: unknown[];
      via: Channel;
      live: boolean;
      language: string | null;
      turnId?: string | undefined;
    }
  /** A line for the agent of the call that is on (what the page did with its tool call), as a system line of the call. */
  | { type: 'tell-call'; attempt: number; text: string }
  /** The visitor chose another language during a call: the call's agent is told. */
  | { type: 'tell-language'; language: string }
  /** A line of the visitor's, written rather than spoken (a link's request), into the call of `attempt` once it is live. */
  | { type: 'say-in-call'; attempt: number; text: string };

type EffectType = ConversationEffect['type'];
export type EffectHandler<T extends EffectType> = (effect: Extract<ConversationEffect, { type: T }>) => void;
/** What a transport (or the page guide) carries out, by effect. */
export type EffectHandlers = { [T in EffectType]?: EffectHandler<T> };

export interface Transition {
  state: ConversationState;
  effects: ConversationEffect[];
}

/** The effect-free transition. */
export const only = (state: ConversationState): Transition => ({ state, effects: [] });

/**
 * The typed question's own rules (question-rules.ts), which come with the asking code: its events, and
 * `give-up-question`, which the conversation's rules ask of them as the visitor starts over or leaves.
 */
export type QuestionRules = (
  state: ConversationState,
  event:
    | Extract<ConversationEvent, { type: 'ask' | 'reply-progress' | 'reply-done' | 'reply-failed' | 'retry-due' }>
    | { type: 'give-up-question' },
) => Transition;

/** A call's events: the voice button's, its SDK's, and a link's request into the call. */
export type CallEvent = Extract<
  ConversationEvent,
  {
    type:
      | 'press-voice'
      | 'hang-up'
      | 'request-in-call'
      | 'call-started'
      | 'call-live'
      | 'call-left'
      | 'room-closed'
      | 'call-failed'
      | 'call-timed-out'
      | 'caption'
      | 'assistant-spoke'
      | 'sound-blocked'
      | 'sound-restored'
      | 'muted'
      | 'tool-calls';
  }
>;

/** A call's own rules (call-rules.ts), which come with the voice island. */
export type CallRules = (state: ConversationState, event: CallEvent) => Transition;

/** The page guide's reports: what the agent showed, and what each of its tool calls is answered. */
export type ShownEvent = Extract<ConversationEvent, { type: 'agent-showed' | 'tool-result' }>;

/** The rules of what the agent shows (shown-rules.ts), which come with the page guide. */
export type ShownRules = (state: ConversationState, event: ShownEvent) => Transition;
