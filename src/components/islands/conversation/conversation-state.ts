/**
 * The visitor's one conversation with the agent, typed or spoken, and its rules: `reduce` is a pure
 * function of state and event that returns the effects the transports (voice-chat/voice-transport.ts,
 * typed-chat/chat-transport.ts) carry out; conversation.ts runs it for the page. Each call or typed
 * question is a numbered attempt: once it is over, its late events change nothing.
 */
import { sessionLifetimeSeconds } from '~/agent/typed-chat-body';
import type { ContactMethod, PlaceToolName } from '~/agent/tools';
import type { Booking } from '~/agent/booking';
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
  /** The assistant's line for a visit it booked (the page guide checked it): the panel adds its calendar file. */
  booking?: Booking;
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
  { kind: 'connecting' | 'connected' | 'ended' | 'sending' } | { kind: 'reply' | 'shown'; text: string };

/** What the agent last showed on the page (page-guide.ts carries its tool calls out). */
export type AgentShown =
  | {
      kind: 'place';
      tool: PlaceToolName;
      id: string;
      label: string;
      /** False: the visitor was reading elsewhere (or the page had just moved); the panel offers to go. */
      moved: boolean;
      announcement: string;
      /** Tells one showing from the next, even of the same thing. */
      serial: number;
    }
  | { kind: 'contact'; method: ContactMethod; announcement: string; serial: number }
  /** Kept as a turn of the transcript, not beside it. */
  | { kind: 'booking'; booking: Booking; announcement: string; serial: number };

/**
 * A message of a typed question's `input` (the platform's `CreateWebChatDto.input`). Its `assistant`
 * and `tool` items are the platform's types; `{ role: 'user', content }` is not (their user item is a
 * transcript entry) but is what the platform's own widget sends: the one departure, named and
 * checked in tests/unit/platform-contract.test.ts.
 */
type ChatInputMessage =
  { role: 'user' | 'assistant'; content: string } | { role: 'tool'; tool_call_id: string; content: string };
export type ChatInput = string | ChatInputMessage[];

/**
 * The typed chat's session on the platform: how many turns it has (typed, or sent with a question),
 * and the tool calls whose results go with the next question.
 */
interface ChatSession {
  id?: string;
  /**
   * When the question that opened it was asked (ms since the epoch): its lifetime counts from then.
   * Not restored: a tab the phone discarded may come back past the session's end.
   */
  openedAt?: number;
  sentTurns: number;
  toolCallIds: readonly string[];
}

/** The typed question in flight; `retriedAfter`: the failure its one retry followed. */
interface Question {
  turnId: string;
  text: string;
  input: ChatInput;
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
}

export type ConversationEvent =
  // The visitor.
  | { type: 'open-chat' }
  | { type: 'close-chat' }
  | { type: 'ask'; question: string; now: number }
  | { type: 'press-voice' }
  /** The page is being left (`pagehide`: closed, navigated away, reloaded). */
  | { type: 'page-left' }
  /** The call ends from our side: `announce` when the visitor hung up, not when the page or island went. */
  | { type: 'hang-up'; announce: boolean }
  | { type: 'dismiss-failure' }
  | { type: 'new-conversation' }
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
  // The page guide.
  | { type: 'agent-showed'; shown: AgentShown };

export type ConversationEffect =
  | { type: 'start-call'; attempt: number; conversationSoFar: string }
  /** Ends the call of `attempt`: `live`, hang up a call that is on; else stop a start under way. */
  | { type: 'end-call'; attempt: number; live: boolean }
  /** Stops whatever call the SDK has (a failed or abandoned one). */
  | { type: 'stop-call' }
  | {
      type: 'send-question';
      attempt: number;
      input: ChatInput;
      sessionId?: string | undefined;
      conversationSoFar?: string | undefined;
    }
  | { type: 'retry-question'; attempt: number; delayMs: number }
  | { type: 'abort-question' }
  /** Ends the platform's session, which then writes its report and the lead; `keepalive`: outliving the page. */
  | { type: 'end-session'; sessionId: string; keepalive: boolean }
  /** Start (again) the wait after which a quiet session is ended. */
  | { type: 'watch-session'; sessionId: string; afterMs: number }
  | { type: 'show-on-page'; calls: unknown[]; live: boolean };

interface Transition {
  state: ConversationState;
  effects: ConversationEffect[];
}

/** Turns kept: a longer conversation drops its oldest. */
export const maxTurns = 200;
const maxTurnLength = 4_000;
/** 429 without a usable Retry-After: wait this long. */
export const defaultBusySeconds = 10;
/** The wait before a typed question's one automatic retry. */
const retryDelayMs = 1_000;
/** A session this long without a question is ended, so its report and lead are written. */
export const sessionQuietMs = 15 * 60_000;
/** The page ends a session this long after it opened, two minutes before the platform would: no question reaches it expired. */
const sessionRenewAfterMs = (sessionLifetimeSeconds - 120) * 1000;

const noCall: Call = { muted: false, soundBlocked: false, assistantSpoke: false };
const newSession: ChatSession = { sentTurns: 0, toolCallIds: [] };

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
};

/** A call is being set up or is on. */
export const inCall = (state: ConversationState): boolean =>
  state.channel === 'voice' && (state.status === 'connecting' || state.status === 'in-call');

const typedInFlight = (state: ConversationState): boolean => state.status === 'sending' || state.status === 'answering';

// ── what a reload restores ───────────────────────────────────────────────────────────────────

/** What the tab keeps (sessionStorage): the turns and the typed session; never a call or a failure. */
interface StoredConversation {
  turns: Turn[];
  session: ChatSession;
}

export function toStored(state: ConversationState): StoredConversation {
  return { turns: [...state.turns], session: state.session };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTurn(value: unknown): value is Turn {
  if (!isObject(value)) return false;
  const { speaker, text, via, cutOff, arriving, booking } = value;
  return (
    (speaker === 'visitor' || speaker === 'assistant') &&
    typeof text === 'string' &&
    (via === 'typed' || via === 'voice') &&
    (cutOff === undefined || typeof cutOff === 'boolean') &&
    (arriving === undefined || typeof arriving === 'boolean') &&
    // Its fields are checked again by the page guide before it makes a file of them.
    (booking === undefined || isObject(booking))
  );
}

/**
 * The conversation a tab kept, read defensively (a turn of the wrong shape is dropped, not trusted):
 * its turns and typed session, idle; a reply that was still arriving is shown cut off.
 */
export function restore(stored: unknown): ConversationState {
  if (!isObject(stored)) return initialState;
  const turns = (Array.isArray(stored.turns) ? stored.turns.filter(isTurn) : [])
    .slice(-maxTurns)
    .map(({ speaker, text, via, cutOff, arriving, booking }, index): Turn => ({
      id: `t${index}`,
      speaker,
      text: text.slice(0, maxTurnLength),
      via,
      ...(cutOff || arriving ? { cutOff: true } : {}),
      ...(booking ? { booking } : {}),
    }));
  const session = isObject(stored.session) ? stored.session : {};
  const sentTurns =
    typeof session.sentTurns === 'number' && Number.isInteger(session.sentTurns)
      ? Math.min(Math.max(session.sentTurns, 0), turns.length)
      : 0;
  const toolCallIds = Array.isArray(session.toolCallIds)
    ? session.toolCallIds.filter((id): id is string => typeof id === 'string' && id !== '')
    : [];
  return {
    ...initialState,
    turns,
    nextTurn: turns.length,
    session: {
      ...(typeof session.id === 'string' && session.id ? { id: session.id } : {}),
      sentTurns,
      toolCallIds,
    },
  };
}

// ── helpers of the rules ─────────────────────────────────────────────────────────────────────

/** Adds a turn (dropping the oldest beyond `maxTurns`); returns the new state and the turn's id. */
function addTurn(state: ConversationState, turn: Omit<Turn, 'id'>): [ConversationState, string] {
  const id = `t${state.nextTurn}`;
  const kept = [...state.turns, { ...turn, id, text: turn.text.slice(0, maxTurnLength) }];
  const dropped = Math.max(0, kept.length - maxTurns);
  return [
    {
      ...state,
      turns: kept.slice(dropped),
      nextTurn: state.nextTurn + 1,
      session: { ...state.session, sentTurns: Math.max(0, state.session.sentTurns - dropped) },
    },
    id,
  ];
}

/** A turn without the flags that are off (stored and compared as written). */
const withFlags = ({ cutOff, arriving, ...turn }: Turn): Turn => ({
  ...turn,
  ...(cutOff ? { cutOff } : {}),
  ...(arriving ? { arriving } : {}),
});

function updateTurn(state: ConversationState, id: string, patch: Partial<Omit<Turn, 'id'>>): ConversationState {
  if (!state.turns.some((turn) => turn.id === id)) return state;
  const turns = state.turns.map((turn) =>
    turn.id === id ? withFlags({ ...turn, ...patch, text: (patch.text ?? turn.text).slice(0, maxTurnLength) }) : turn,
  );
  return { ...state, turns };
}

function removeTurn(state: ConversationState, id: string): ConversationState {
  const turns = state.turns.filter((turn) => turn.id !== id);
  return { ...state, turns, session: { ...state.session, sentTurns: Math.min(state.session.sentTurns, turns.length) } };
}

/**
 * The conversation as plain lines for the agent ("Visitor: …", "Assistant: …"), the newest last, cut
 * from the front to at most `maxLength` characters so a long chat never crowds the agent's prompt.
 * The names are for the agent's model; visitors never see this text.
 */
export function conversationSoFar(turns: readonly Turn[], maxLength = 2_000): string {
  let text = '';
  for (const turn of [...turns].reverse()) {
    const next = `${turn.speaker === 'visitor' ? 'Visitor' : 'Assistant'}: ${turn.text}`;
    if (text.length + next.length + 1 > maxLength) break;
    text = text ? `${next}\n${text}` : next;
  }
  return text;
}

/** What the page answers for every tool it carried out (or ignored): the model needs no more. */
export const toolResultText = 'Done: shown to the visitor on the page.';

/**
 * A typed question's input: the results of the tools the last answer called, what was said in a call
 * since the session last heard, then the question; the question alone when nothing comes before it.
 */
export function chatInput(state: ConversationState, question: string): ChatInput {
  const results = state.session.toolCallIds.map((id): ChatInputMessage => ({
    role: 'tool',
    tool_call_id: id,
    content: toolResultText,
  }));
  const spoken = state.turns
    .slice(state.session.sentTurns)
    .filter((turn) => turn.via === 'voice')
    .map((turn): ChatInputMessage => ({ role: turn.speaker === 'visitor' ? 'user' : 'assistant', content: turn.text }));
  const before = [...results, ...spoken];
  return before.length === 0 ? question : [...before, { role: 'user', content: question }];
}

/** The effect-free transition. */
const only = (state: ConversationState): Transition => ({ state, effects: [] });

/** A call is over: idle, its attempt closed, what the agent showed gone with it. */
function leaveCall(state: ConversationState, outcome: Pick<ConversationState, 'announcement' | 'failure'>) {
  return { ...state, ...outcome, status: 'idle' as const, attempt: state.attempt + 1, shown: null, call: noCall };
}

/** A typed question is over, answered or not. */
const leaveQuestion = (state: ConversationState): ConversationState => ({
  ...state,
  status: 'idle',
  attempt: state.attempt + 1,
  question: null,
});

/**
 * Ends the platform's session, so it writes its report and the lead (never while a question is in
 * flight); the next question opens a new one, told the conversation so far.
 */
function endSession(state: ConversationState, keepalive = false): Transition {
  const { id } = state.session;
  if (!id || typedInFlight(state)) return only(state);
  return { state: { ...state, session: newSession }, effects: [{ type: 'end-session', sessionId: id, keepalive }] };
}

/** The session an answer names: the conversation's first, or one the platform opened in its place. */
const namedSession = (state: ConversationState, id: string | undefined): ChatSession =>
  !id || id === state.session.id ? state.session : { ...state.session, id };

/** A typed question given up as the visitor turns away (to a call, or off the page): a reply it had begun is cut off. */
function giveUpQuestion(state: ConversationState): Transition {
  if (!typedInFlight(state)) return only(state);
  const replyId = state.question?.replyId;
  return {
    state: leaveQuestion(replyId ? updateTurn(state, replyId, { cutOff: true, arriving: false }) : state),
    effects: [{ type: 'abort-question' }],
  };
}

/** The visitor is done with the session (starting over, leaving the page): a question in flight is given up, the session ended. */
function closeSession(state: ConversationState, keepalive: boolean): Transition {
  const typing = giveUpQuestion(state);
  const ended = endSession(typing.state, keepalive);
  return { state: ended.state, effects: [...typing.effects, ...ended.effects] };
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
      session: { ...next.session, sentTurns: next.turns.length, toolCallIds: [] },
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
    effects: [...effects, { type: 'start-call', attempt, conversationSoFar: conversationSoFar(next.turns) }],
  };
}

function hangUp(state: ConversationState, announce: boolean): Transition {
  if (!inCall(state)) return only(state);
  return {
    state: leaveCall(state, { announcement: announce ? { kind: 'ended' } : null, failure: null }),
    effects: [{ type: 'end-call', attempt: state.attempt, live: state.status === 'in-call' }],
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
  const input = sessionId ? chatInput(state, question) : question;
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
      // A question that opens a session starts its life.
      session: sessionId ? withTurn.session : { ...withTurn.session, openedAt: now },
      question: { turnId, text: question, input, ...(recap ? { conversationSoFar: recap } : {}) },
    },
    effects: [...effects, { type: 'send-question', attempt, input, sessionId, conversationSoFar: recap }],
  };
}

function replyDone(state: ConversationState, event: Extract<ConversationEvent, { type: 'reply-done' }>): Transition {
  const question = state.question!;
  // A success with nothing to show or do: the platform has the question, the reply did not come.
  if (!event.text && event.toolCalls.length === 0) return failed(state, 'cutOff');
  let next = state;
  let replyId = question.replyId;
  if (event.text && !replyId) [next, replyId] = addTurn(next, { speaker: 'assistant', text: event.text, via: 'typed' });
  if (replyId) next = updateTurn(next, replyId, { ...(event.text ? { text: event.text } : {}), arriving: false });
  const toolCallIds = event.toolCalls.flatMap((call) => {
    const id = isObject(call) ? call.id : undefined;
    return typeof id === 'string' && id ? [id] : [];
  });
  next = {
    ...leaveQuestion(next),
    session: { ...namedSession(next, event.sessionId), sentTurns: next.turns.length, toolCallIds },
    announcement: event.text ? { kind: 'reply', text: event.text } : null,
  };
  return {
    state: next,
    effects: [
      ...watchSession(next),
      ...(event.toolCalls.length > 0 ? [{ type: 'show-on-page' as const, calls: event.toolCalls, live: true }] : []),
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

/** The pure rules: the conversation after `event`, and what the transports must do. */
export function reduce(state: ConversationState, event: ConversationEvent): Transition {
  const currentCall = 'attempt' in event && event.attempt === state.attempt && inCall(state);
  const currentQuestion = 'attempt' in event && event.attempt === state.attempt && typedInFlight(state);

  switch (event.type) {
    case 'open-chat':
      return only(inCall(state) ? state : { ...state, chatOpen: true });
    case 'close-chat':
      // What the agent showed is no longer worth showing once the panel is gone.
      return only({ ...state, chatOpen: false, shown: null });
    case 'ask':
      return ask(state, event.question, event.now);
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
        },
        effects,
      };
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
      return { state, effects: [{ type: 'show-on-page', calls: event.calls, live: currentCall }] };

    case 'reply-progress': {
      if (!currentQuestion || !event.text) return only(state);
      // Known from the first words, so leaving mid-answer can end the session.
      const named = { ...state, session: namedSession(state, event.sessionId) };
      const { replyId } = state.question!;
      if (replyId) return only(updateTurn(named, replyId, { text: event.text }));
      const [next, id] = addTurn(named, { speaker: 'assistant', text: event.text, via: 'typed', arriving: true });
      return only({ ...next, status: 'answering', question: { ...state.question!, replyId: id } });
    }
    case 'reply-done':
      return currentQuestion ? replyDone(state, event) : only(state);
    case 'reply-failed':
      return currentQuestion ? replyFailed(state, event) : only(state);
    case 'retry-due': {
      const question = state.question;
      if (!currentQuestion || !question?.retriedAfter) return only(state);
      if (!event.pageVisible) return failed(state, question.retriedAfter);
      const { input, conversationSoFar } = question;
      return {
        state,
        effects: [
          { type: 'send-question', attempt: state.attempt, input, sessionId: state.session.id, conversationSoFar },
        ],
      };
    }
    case 'session-quiet':
      return event.sessionId === state.session.id ? endSession(state) : only(state);

    case 'agent-showed': {
      const { shown } = event;
      const announcement = { kind: 'shown', text: shown.announcement } as const;
      if (shown.kind !== 'booking') return only({ ...state, shown, announcement });
      // A booking is part of the conversation: its line stays in the transcript, and a reload keeps it.
      const [next] = addTurn(state, {
        speaker: 'assistant',
        text: shown.announcement,
        via: state.channel ?? 'typed',
        booking: shown.booking,
      });
      return only({ ...next, announcement });
    }
  }
}
