/**
 * The shape of the visitor's one conversation, typed or spoken: its state, where it starts, and the
 * questions every rule asks of it (the events and effects: conversation-events.ts).
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
  /**
   * What the agent was told of it (an estimate's figures, in English): part of the conversation, so a
   * session or call opened later is told it again with what was said (transcript-rules.ts).
   */
  told?: string;
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
  /** `kept` only: what the agent is told of it (its figures), kept on its card. */
  told?: string | undefined;
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
  /**
   * What the page answers for each of those calls, by id, as the page guide reports it: shown (its
   * figures, where it told some) or not shown and why. Sent with the next question.
   */
  toolResults: Readonly<Record<string, string>>;
  /** The conversation's language as the session knows it (told when it opened, or since). */
  language?: string;
}

/**
 * What an open typed session has not heard when the next question goes, sent with it once (the typed
 * chat writes it in the platform's messages).
 */
export interface Unheard {
  /** The tool calls of its last answer, each carried out (or refused) by the page. */
  toolCallIds: readonly string[];
  /** What the page answers for them, by id (a call it has not reported on has none). */
  toolResults: Readonly<Record<string, string>>;
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
  /** The session it was sent to; none when it opens one. An answer from another is not its (answer-session.ts). */
  sessionId?: string;
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

export const noCall: Call = { muted: false, soundBlocked: false, assistantSpoke: false };
export const newSession: ChatSession = { sentTurns: 0, toolCallIds: [], toolResults: {} };

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

/** 429 without a usable Retry-After: wait this long. */
export const defaultBusySeconds = 10;
