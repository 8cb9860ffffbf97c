/**
 * The shape of the visitor's one conversation, typed or spoken: its state, the events that change it and
 * the effects the transports carry out.
 */
import type { PageToolName } from '~/agent/tool-names';
import type { ChatText } from '~/schemas/chat-text';
import type { VoiceChatText } from '~/schemas/voice-chat-text';

export type Channel = 'typed' | 'voice';
export type Speaker = 'visitor' | 'assistant';

/** A typed question or reply, or a call's caption. */
export interface Turn {
  id: string;
  speaker: Speaker;
  text: string;
  via: Channel;
  /** A reply that stopped part-way. */
  cutOff?: boolean;
  /** A typed reply still arriving: a reload meanwhile restores it as cut off. */
  arriving?: boolean;
  /** The assistant's line for what a page tool kept (a booked visit): the tool's module draws its card under it. */
  card?: KeptCard;
  /** The language it is in (a code content/agent.md lists), for its `lang`. */
  lang?: string;
}

/** A call being set up or live; a typed question sent or being answered. */
export type Status = 'idle' | 'connecting' | 'in-call' | 'sending' | 'answering';

export type VoiceFailureKey = keyof VoiceChatText['errors'];
export type TypedFailureKey = keyof ChatText['errors'];

/** The one vocabulary of failures, each said in the words of the channel it happened in. */
type Failure =
  | { channel: 'voice'; key: VoiceFailureKey }
  | {
      channel: 'typed';
      key: TypedFailureKey;
      /** `busy`: when to ask again. */
      retryAfterSeconds?: number;
      /** A question that failed before any reply, for the text box to take back. */
      question?: string;
    };

/** What the conversation's live region says (once), in the channel in use. */
export type Announcement =
  | { kind: 'connecting' | 'connected' | 'ended' | 'sending' | 'language' }
  | { kind: 'reply' | 'shown'; text: string; lang?: string | undefined };

/**
 * A page tool's record kept in the transcript (a booked visit): drawn by that tool's module
 * (page-guide/page-tools.ts), which checks `data` again, as a reload brings it back from storage.
 */
export interface KeptCard {
  tool: PageToolName;
  data: unknown;
}

/** What a page tool showed (page-guide/carry-out-tool-calls.ts carries the agent's tool calls out). */
export interface ShownOnPage {
  /** `shown`: said under the transcript until the next; `kept`: a turn of the transcript, with its card. */
  kind: 'shown' | 'kept';
  tool: PageToolName;
  /** What the tool's module draws from it, in its own shape. */
  data: unknown;
  /** The line that says it, in the live region too. */
  announcement: string;
  /** Tells one showing from the next, even of the same thing. */
  serial: number;
  /** The language of its words. */
  lang?: string | undefined;
}

/** What the agent last showed on the page; a change of language is not shown, but followed. */
export type AgentShown = ShownOnPage | { kind: 'language'; language: string; serial: number };

/**
 * The typed chat's session on the platform: how many turns it has (typed, or sent with a question),
 * and the tool calls whose results go with the next question.
 */
export interface ChatSession {
  id?: string;
  /**
   * When the question that opened it was asked (ms since the epoch): its lifetime counts from then.
   * Not restored: a tab the phone discarded may come back past the session's end.
   */
  openedAt?: number;
  sentTurns: number;
  toolCallIds: readonly string[];
  /** The conversation's language as the session knows it (told when it opened, or since). */
  language?: string;
}

/**
 * What an open typed session has not heard when the next question goes, sent with it once (the typed
 * chat writes it in the platform's messages).
 */
export interface Unheard {
  /** The tool calls of its last answer, each carried out (or ignored) by the page. */
  toolCallIds: readonly string[];
  /** What was said in a call since it last heard. */
  spoken: readonly { speaker: Speaker; text: string }[];
  /** The language the visitor turned to since it was told: a session's values are fixed when it opens. */
  language?: string;
}

/** The typed question in flight; `retriedAfter`: the failure its one retry followed. */
interface Question {
  turnId: string;
  text: string;
  unheard?: Unheard | undefined;
  /** For a new session after turns it never saw: them, as the agent's `{{conversationSoFar}}`. */
  conversationSoFar?: string;
  replyId?: string;
  retriedAfter?: TypedFailureKey;
}

/** A call's panel state; a room closed before the assistant spoke is the service failing. */
interface Call {
  muted: boolean;
  soundBlocked: boolean;
  assistantSpoke: boolean;
}

export interface ConversationState {
  turns: readonly Turn[];
  /** The channel last used: its words say a failure and its live region speaks. */
  channel: Channel | null;
  status: Status;
  attempt: number;
  failure: Failure | null;
  announcement: Announcement | null;
  shown: AgentShown | null;
  /** The typed chat's panel is open. */
  chatOpen: boolean;
  session: ChatSession;
  question: Question | null;
  /** 429: no question before this time (ms since the epoch). */
  busyUntil: number;
  call: Call;
  /** The next turn's number: turn ids are `t<number>`. */
  nextTurn: number;
  /**
   * The conversation's language, a code content/agent.md lists: the panel's words (where it has them),
   * the turns' `lang`, and what the agent is told. Null until the islands choose by the browser's languages.
   */
  language: string | null;
}

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
  | { type: 'reply-progress'; attempt: number; text: string; sessionId?: string | undefined }
  | { type: 'reply-done'; attempt: number; text: string; sessionId?: string | undefined; toolCalls: unknown[] }
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
  | { type: 'agent-showed'; shown: AgentShown; turnId?: string | undefined };

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
  /** The agent's tool calls, `language` the conversation's (the words of what is shown), `turnId` the reply that carried them. */
  | { type: 'show-on-page'; calls: unknown[]; live: boolean; language: string | null; turnId?: string | undefined }
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

export const noCall: Call = { muted: false, soundBlocked: false, assistantSpoke: false };
export const newSession: ChatSession = { sentTurns: 0, toolCallIds: [] };

export const initialState: ConversationState = {
  turns: [],
  channel: null,
  status: 'idle',
  attempt: 0,
  failure: null,
  announcement: null,
  shown: null,
  chatOpen: false,
  session: newSession,
  question: null,
  busyUntil: 0,
  call: noCall,
  nextTurn: 0,
  language: null,
};

/** A call is being set up or is on. */
export const inCall = (state: ConversationState): boolean =>
  state.channel === 'voice' && (state.status === 'connecting' || state.status === 'in-call');

export const typedInFlight = (state: ConversationState): boolean =>
  state.status === 'sending' || state.status === 'answering';

/**
 * The one "current attempt" rule: an event (or a transport's work) of `attempt` still belongs to the
 * conversation's call or typed question under way; once that is over, its late events change nothing.
 */
export const isCurrentAttempt = (state: ConversationState, attempt: number, channel: Channel): boolean =>
  attempt === state.attempt && (channel === 'voice' ? inCall(state) : typedInFlight(state));

/** The effect-free transition. */
export const only = (state: ConversationState): Transition => ({ state, effects: [] });

/** 429 without a usable Retry-After: wait this long. */
export const defaultBusySeconds = 10;

/** The typed question's own rules (question-rules.ts), which come with the asking code. */
export type QuestionRules = (
  state: ConversationState,
  event: Extract<ConversationEvent, { type: 'ask' | 'reply-progress' | 'reply-done' | 'reply-failed' | 'retry-due' }>,
) => Transition;
