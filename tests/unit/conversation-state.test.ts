/**
 * The conversation's rules on their own (src/components/islands/conversation/conversation-state.ts):
 * a pure function of state and event, read here without React, an SDK, a network or a timer. Who may
 * start, taking turns, what each failure does, which events are stale, and what a reload restores.
 */
import { describe, expect, it } from 'vitest';
import { sessionLifetimeSeconds } from '~/agent/typed-chat-body';
import {
  conversationSoFar,
  initialState,
  maxTurns,
  reduce,
  restore,
  sessionQuietMs,
  toolResultText,
  toStored,
  type AgentShown,
  type ConversationEffect,
  type ConversationEvent,
  type ConversationState,
} from '~/components/islands/conversation/conversation-state';

/** Runs events in order; returns the last state and every effect on the way. */
function run(events: ConversationEvent[], from: ConversationState = initialState) {
  let state = from;
  const effects: ConversationEffect[] = [];
  for (const event of events) {
    const next = reduce(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const turnsOf = (state: ConversationState) =>
  state.turns.map(({ speaker, text, via, cutOff }) => `${speaker}/${via}${cutOff ? '/cut' : ''}: ${text}`);

/** A call started from idle, and its attempt. */
function calling(from: ConversationState = initialState) {
  const { state } = run([{ type: 'press-voice' }], from);
  return { state, attempt: state.attempt };
}

/** A live call. */
function inACall(from: ConversationState = initialState) {
  const { state, attempt } = calling(from);
  return { attempt, state: run([{ type: 'call-live', attempt }], state).state };
}

/** A typed question sent, and its attempt. */
function asking(question = 'Do you manage rentals?', from: ConversationState = initialState) {
  const { state, effects } = run([{ type: 'ask', question, now: 0 }], from);
  return { state, effects, attempt: state.attempt };
}

const shown: AgentShown = { kind: 'contact', method: 'phone', announcement: 'Here is our phone.', serial: 1 };

describe('a call', () => {
  it('starts from idle: loading at once, the chat steps aside, and the transport is told what was said so far', () => {
    const typed = run([{ type: 'open-chat' }], asked('Hi', 'Hello! How can I help?')).state;
    const { state, effects } = run([{ type: 'press-voice' }], typed);
    expect(state).toMatchObject({ channel: 'voice', status: 'connecting', chatOpen: false, failure: null });
    expect(state.announcement).toEqual({ kind: 'connecting' });
    expect(effects).toEqual([
      {
        type: 'start-call',
        attempt: state.attempt,
        conversationSoFar: 'Visitor: Hi\nAssistant: Hello! How can I help?',
      },
    ]);
  });

  it('presses while it is being set up change nothing; a press once it is live hangs up and says so', () => {
    const { state, attempt } = calling();
    expect(run([{ type: 'press-voice' }, { type: 'press-voice' }], state)).toEqual({ state, effects: [] });
    const live = run([{ type: 'call-live', attempt }], state).state;
    expect(live).toMatchObject({ status: 'in-call', announcement: { kind: 'connected' } });
    const { state: after, effects } = run([{ type: 'press-voice' }], live);
    expect(after).toMatchObject({ status: 'idle', announcement: { kind: 'ended' }, failure: null });
    expect(effects).toEqual([{ type: 'end-call', attempt, live: true }]);
  });

  it('the page or the island going ends it without a word; a start under way is stopped, not hung up', () => {
    const { state, attempt } = calling();
    const { state: after, effects } = run([{ type: 'hang-up', announce: false }], state);
    expect(after).toMatchObject({ status: 'idle', announcement: null });
    expect(effects).toEqual([{ type: 'end-call', attempt, live: false }]);
    expect(run([{ type: 'hang-up', announce: false }], after).effects).toEqual([]);
  });

  it('its captions are turns of the conversation, said in a call', () => {
    const { state, attempt } = inACall();
    const after = run(
      [
        { type: 'caption', attempt, speaker: 'assistant', text: 'Hi! How can I help?' },
        { type: 'caption', attempt, speaker: 'visitor', text: 'Do you clean offices?' },
      ],
      state,
    ).state;
    expect(turnsOf(after)).toEqual(['assistant/voice: Hi! How can I help?', 'visitor/voice: Do you clean offices?']);
  });

  it('the other side hanging up ends it ("Call ended"); before it was live, the same is a lost connection', () => {
    const { state, attempt } = inACall();
    expect(run([{ type: 'call-left', attempt }], state).state).toMatchObject({
      status: 'idle',
      announcement: { kind: 'ended' },
      failure: null,
    });
    const connecting = calling();
    expect(run([{ type: 'call-left', attempt: connecting.attempt }], connecting.state).state).toMatchObject({
      status: 'idle',
      failure: { channel: 'voice', key: 'connection' },
    });
  });

  it('the room closing is an ordinary end once the assistant has spoken, and the service failing before', () => {
    const { state, attempt } = inACall();
    const spoken = run([{ type: 'assistant-spoke', attempt }], state).state;
    expect(run([{ type: 'room-closed', attempt }], spoken)).toEqual({
      state: expect.objectContaining({ announcement: { kind: 'ended' }, failure: null }),
      effects: [{ type: 'stop-call' }],
    });
    expect(run([{ type: 'room-closed', attempt }], state).state.failure).toEqual({
      channel: 'voice',
      key: 'unavailable',
    });
  });

  it('a failure in a live call stops it; one while starting is left to the SDK, whose late connection is stopped', () => {
    const live = inACall();
    expect(run([{ type: 'call-failed', attempt: live.attempt, key: 'connection' }], live.state)).toEqual({
      state: expect.objectContaining({ status: 'idle', failure: { channel: 'voice', key: 'connection' } }),
      effects: [{ type: 'stop-call' }],
    });
    const starting = calling();
    const failed = run([{ type: 'call-failed', attempt: starting.attempt, key: 'microphoneInUse' }], starting.state);
    expect(failed.effects).toEqual([]);
    // The start it abandoned connects after all: stopped, never shown.
    const late = run(
      [
        { type: 'call-started', attempt: starting.attempt, connected: true },
        { type: 'call-live', attempt: starting.attempt },
      ],
      failed.state,
    );
    expect(late.state.status).toBe('idle');
    expect(late.effects).toEqual([{ type: 'stop-call' }, { type: 'stop-call' }]);
  });

  it('a start that resolves with no call and no word why: the generic message, and what the SDK has is stopped', () => {
    const { state, attempt } = calling();
    expect(run([{ type: 'call-started', attempt, connected: false }], state)).toEqual({
      state: expect.objectContaining({ status: 'idle', failure: { channel: 'voice', key: 'generic' } }),
      effects: [{ type: 'stop-call' }],
    });
  });

  it('our connect limit gives a start up with its message, and stops it; it means nothing once live', () => {
    const { state, attempt } = calling();
    expect(run([{ type: 'call-timed-out', attempt }], state)).toEqual({
      state: expect.objectContaining({ status: 'idle', failure: { channel: 'voice', key: 'timeout' } }),
      effects: [{ type: 'stop-call' }],
    });
    const live = inACall();
    expect(run([{ type: 'call-timed-out', attempt: live.attempt }], live.state).state).toBe(live.state);
  });

  it('no event of an earlier attempt changes the next call', () => {
    const first = inACall();
    const ended = run([{ type: 'press-voice' }], first.state).state;
    const second = calling(ended);
    const stale = run(
      [
        { type: 'caption', attempt: first.attempt, speaker: 'visitor', text: 'late words' },
        { type: 'call-failed', attempt: first.attempt, key: 'connection' },
        { type: 'call-left', attempt: first.attempt },
        { type: 'sound-blocked', attempt: first.attempt },
      ],
      second.state,
    );
    expect(stale.state).toEqual(second.state);
  });

  it('mute and sound follow what the transport reports, during the live call only', () => {
    const { state, attempt } = inACall();
    const after = run(
      [
        { type: 'muted', attempt, muted: true },
        { type: 'sound-blocked', attempt },
      ],
      state,
    ).state;
    expect(after.call).toEqual({ muted: true, soundBlocked: true, assistantSpoke: false });
    expect(run([{ type: 'press-voice' }], after).state.call).toEqual({
      muted: false,
      soundBlocked: false,
      assistantSpoke: false,
    });
  });

  it('its tool calls go to the page guide, marked live only while the call is', () => {
    const { state, attempt } = inACall();
    const calls = [{ id: 'c1' }];
    expect(run([{ type: 'tool-calls', attempt, calls }], state).effects).toEqual([
      { type: 'show-on-page', calls, live: true },
    ]);
    const ended = run([{ type: 'press-voice' }], state).state;
    expect(run([{ type: 'tool-calls', attempt, calls }], ended).effects).toEqual([
      { type: 'show-on-page', calls, live: false },
    ]);
  });
});

/** A question answered, in one go. */
function asked(question: string, reply: string, from: ConversationState = initialState) {
  const { state, attempt } = asking(question, from);
  return run([{ type: 'reply-done', attempt, text: reply, sessionId: 'chat-session-1', toolCalls: [] }], state).state;
}

describe('a typed question', () => {
  it('is a turn at once, "sending" is said, and the transport is asked to send it', () => {
    const { state, effects, attempt } = asking('  Do you manage rentals in Regina?  ');
    expect(turnsOf(state)).toEqual(['visitor/typed: Do you manage rentals in Regina?']);
    expect(state).toMatchObject({ channel: 'typed', status: 'sending', announcement: { kind: 'sending' } });
    expect(effects).toEqual([
      { type: 'send-question', attempt, input: 'Do you manage rentals in Regina?', sessionId: undefined },
    ]);
  });

  it('nothing empty, and one question at a time', () => {
    expect(run([{ type: 'ask', question: '   ', now: 0 }])).toEqual({ state: initialState, effects: [] });
    const { state } = asking('One');
    expect(run([{ type: 'ask', question: 'Two', now: 0 }], state)).toEqual({ state, effects: [] });
  });

  it('its reply grows as it streams, is said once whole, and the next question continues the session', () => {
    const { state, attempt } = asking('Hello');
    const streaming = run(
      [
        { type: 'reply-progress', attempt, text: 'Yes, ' },
        { type: 'reply-progress', attempt, text: 'Yes, we do.' },
      ],
      state,
    ).state;
    expect(streaming.status).toBe('answering');
    expect(streaming.announcement).toEqual({ kind: 'sending' });
    expect(streaming.turns[1]).toMatchObject({ text: 'Yes, we do.', arriving: true });
    const done = run(
      [{ type: 'reply-done', attempt, text: 'Yes, we do.', sessionId: 'chat-session-7', toolCalls: [] }],
      streaming,
    ).state;
    expect(done).toMatchObject({ status: 'idle', announcement: { kind: 'reply', text: 'Yes, we do.' } });
    expect(done.turns[1]).not.toHaveProperty('arriving');
    expect(asking('More', done).effects).toEqual([
      { type: 'send-question', attempt: done.attempt + 1, input: 'More', sessionId: 'chat-session-7' },
    ]);
  });

  it('what was said in a call since the session last heard goes with the next question, once', () => {
    let state = asked('Hi', 'Hello!');
    const call = inACall(state);
    state = run(
      [
        { type: 'caption', attempt: call.attempt, speaker: 'assistant', text: 'How can I help?' },
        { type: 'caption', attempt: call.attempt, speaker: 'visitor', text: 'I own a duplex.' },
        { type: 'press-voice' },
      ],
      call.state,
    ).state;
    const first = asking('What would it cost?', state);
    expect(first.effects[0]).toMatchObject({
      input: [
        { role: 'assistant', content: 'How can I help?' },
        { role: 'user', content: 'I own a duplex.' },
        { role: 'user', content: 'What would it cost?' },
      ],
    });
    const answered = run(
      [{ type: 'reply-done', attempt: first.attempt, text: 'It depends.', toolCalls: [] }],
      first.state,
    ).state;
    expect(asking('Thanks', answered).effects[0]).toMatchObject({ input: 'Thanks' });
  });

  it('an answer’s tool calls go to the page guide, and their results go back with the next question', () => {
    const { state, attempt } = asking('What do you offer?');
    const calls = [{ id: 'tool-1', function: { name: 'show_section' } }, { function: {} }];
    const { state: done, effects } = run(
      [{ type: 'reply-done', attempt, text: 'Here.', sessionId: 's', toolCalls: calls }],
      state,
    );
    expect(effects).toContainEqual({ type: 'show-on-page', calls, live: true });
    expect(asking('Thanks', done).effects[0]).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'tool-1', content: toolResultText },
        { role: 'user', content: 'Thanks' },
      ],
    });
  });

  it('a server failure or a lost connection before any reply is tried once more, a moment later', () => {
    const { state, attempt } = asking('Hello');
    const failed = {
      type: 'reply-failed',
      attempt,
      key: 'unavailable',
      retryable: true,
      pageVisible: true,
      now: 0,
    } as const;
    const first = run([failed], state);
    expect(first.effects).toEqual([{ type: 'retry-question', attempt, delayMs: 1_000 }]);
    expect(first.state.status).toBe('sending');
    const due = run([{ type: 'retry-due', attempt, pageVisible: true }], first.state);
    expect(due.effects).toEqual([{ type: 'send-question', attempt, input: 'Hello', sessionId: undefined }]);
    // A second failure is said: no loop. The question leaves the transcript for the text box.
    const second = run([failed], due.state);
    expect(second.effects).toEqual([]);
    expect(second.state).toMatchObject({
      status: 'idle',
      failure: { channel: 'typed', key: 'unavailable', question: 'Hello' },
    });
    expect(second.state.turns).toEqual([]);
  });

  it('a hidden tab never sends a question again by itself', () => {
    const { state, attempt } = asking('Hello');
    const hidden = run(
      [{ type: 'reply-failed', attempt, key: 'connection', retryable: true, pageVisible: false, now: 0 }],
      state,
    );
    expect(hidden.effects).toEqual([]);
    expect(hidden.state.failure).toMatchObject({ key: 'connection' });
    const hiddenLater = run(
      [
        { type: 'reply-failed', attempt, key: 'connection', retryable: true, pageVisible: true, now: 0 },
        { type: 'retry-due', attempt, pageVisible: false },
      ],
      state,
    );
    expect(hiddenLater.effects).toEqual([{ type: 'retry-question', attempt, delayMs: 1_000 }]);
    expect(hiddenLater.state.failure).toMatchObject({ key: 'connection', question: 'Hello' });
  });

  it('a refusal is said at once: trying again would be refused again', () => {
    const { state, attempt } = asking('Hello');
    const refused = run(
      [{ type: 'reply-failed', attempt, key: 'unavailable', retryable: false, pageVisible: true, now: 0 }],
      state,
    );
    expect(refused.effects).toEqual([]);
    expect(refused.state.failure).toMatchObject({ key: 'unavailable', question: 'Hello' });
  });

  it('429 says when to ask again, and holds questions until then', () => {
    const { state, attempt } = asking('Hello');
    const busy = run(
      [
        {
          type: 'reply-failed',
          attempt,
          key: 'busy',
          retryable: false,
          retryAfterSeconds: 7,
          pageVisible: true,
          now: 1_000,
        },
      ],
      state,
    ).state;
    expect(busy.failure).toEqual({ channel: 'typed', key: 'busy', retryAfterSeconds: 7, question: 'Hello' });
    const early = run([{ type: 'ask', question: 'Hello again', now: 4_000 }], busy);
    expect(early.effects).toEqual([]);
    expect(early.state.failure).toEqual({
      channel: 'typed',
      key: 'busy',
      retryAfterSeconds: 4,
      question: 'Hello again',
    });
    expect(run([{ type: 'ask', question: 'Hello again', now: 8_000 }], busy).effects).toHaveLength(1);
  });

  it('a reply cut part-way keeps its part, marked, and is never sent again by itself', () => {
    const { state, attempt } = asking('Hello');
    const cut = run(
      [
        { type: 'reply-progress', attempt, text: 'Yes, we' },
        { type: 'reply-failed', attempt, key: 'cutOff', retryable: false, pageVisible: true, now: 0 },
      ],
      state,
    ).state;
    expect(turnsOf(cut)).toEqual(['visitor/typed: Hello', 'assistant/typed/cut: Yes, we']);
    expect(cut.failure).toEqual({ channel: 'typed', key: 'cutOff' });
    // The platform has the question and this much of the reply.
    expect(cut.session.sentTurns).toBe(2);
    const stalled = run(
      [
        { type: 'reply-progress', attempt, text: 'Yes' },
        { type: 'reply-failed', attempt, key: 'stalled', retryable: false, pageVisible: true, now: 0 },
      ],
      state,
    ).state;
    expect(stalled.failure).toEqual({ channel: 'typed', key: 'stalled' });
  });

  it('an answer with nothing to show or do is a cut reply: the question goes back to the box', () => {
    const { state, attempt } = asking('Hello');
    const empty = run([{ type: 'reply-done', attempt, text: '', toolCalls: [] }], state).state;
    expect(empty.failure).toEqual({ channel: 'typed', key: 'cutOff', question: 'Hello' });
    expect(empty.turns).toEqual([]);
  });

  it('turning to talking mid-answer ends the question: the part is kept, cut off, and the call hears it', () => {
    const { state, attempt } = asking('Hello');
    const streaming = run([{ type: 'reply-progress', attempt, text: 'Yes, we' }], state).state;
    const { state: calling, effects } = run([{ type: 'press-voice' }], streaming);
    expect(effects).toEqual([
      { type: 'abort-question' },
      { type: 'start-call', attempt: calling.attempt, conversationSoFar: 'Visitor: Hello\nAssistant: Yes, we' },
    ]);
    expect(turnsOf(calling)).toEqual(['visitor/typed: Hello', 'assistant/typed/cut: Yes, we']);
    // Its late answer belongs to an attempt that is over.
    expect(run([{ type: 'reply-done', attempt, text: 'Yes, we do.', toolCalls: [] }], calling).state).toBe(calling);
  });
});

describe('the typed session on the platform', () => {
  const refusal = (attempt: number) =>
    ({
      type: 'reply-failed',
      attempt,
      key: 'unavailable',
      retryable: false,
      refused: true,
      pageVisible: true,
      now: 0,
    }) as const;

  it('counts its quiet time from each answer', () => {
    const { state, attempt } = asking('Hello');
    const done = run([{ type: 'reply-done', attempt, text: 'Hi!', sessionId: 'chat-session-3', toolCalls: [] }], state);
    expect(done.effects).toEqual([{ type: 'watch-session', sessionId: 'chat-session-3', afterMs: sessionQuietMs }]);
    expect(sessionQuietMs).toBe(15 * 60_000);
  });

  it('is ended once after 15 quiet minutes, never while a question is answered, and the next question opens a new one told the conversation so far', () => {
    const answered = asked('Do you clean offices?', 'Yes, across Regina.');
    const asking2 = asking('And schools?', answered);
    expect(run([{ type: 'session-quiet', sessionId: 'chat-session-1' }], asking2.state).effects).toEqual([]);
    const quiet = run([{ type: 'session-quiet', sessionId: 'chat-session-1' }], answered);
    expect(quiet.effects).toEqual([{ type: 'end-session', sessionId: 'chat-session-1', keepalive: false }]);
    expect(quiet.state.session).toEqual({ sentTurns: 0, toolCallIds: [] });
    // A late quiet time of the ended session changes nothing.
    expect(run([{ type: 'session-quiet', sessionId: 'chat-session-1' }], quiet.state).effects).toEqual([]);
    expect(asking('And schools?', quiet.state).effects).toEqual([
      {
        type: 'send-question',
        attempt: quiet.state.attempt + 1,
        input: 'And schools?',
        sessionId: undefined,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
      },
    ]);
  });

  it('leaving the page ends it by a request that outlives the page, and a reload goes on with a new one', () => {
    const answered = asked('Hi', 'Hello!');
    const left = run([{ type: 'page-left' }], answered);
    expect(left.effects).toEqual([{ type: 'end-session', sessionId: 'chat-session-1', keepalive: true }]);
    const reloaded = restore(JSON.parse(JSON.stringify(toStored(left.state))));
    expect(turnsOf(reloaded)).toEqual(['visitor/typed: Hi', 'assistant/typed: Hello!']);
    expect(asking('More', reloaded).effects[0]).toMatchObject({
      input: 'More',
      sessionId: undefined,
      conversationSoFar: 'Visitor: Hi\nAssistant: Hello!',
    });
  });

  it('leaving while an answer arrives gives the answer up (cut off, kept) and ends its session all the same', () => {
    const followUp = asking('More', asked('Hi', 'Hello!'));
    const streaming = run([{ type: 'reply-progress', attempt: followUp.attempt, text: 'Sure' }], followUp.state);
    const left = run([{ type: 'page-left' }], streaming.state);
    expect(left.effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-1', keepalive: true },
    ]);
    expect(turnsOf(left.state).at(-1)).toBe('assistant/typed/cut: Sure');
    expect(left.state).toMatchObject({ status: 'idle', question: null, session: { sentTurns: 0, toolCallIds: [] } });
  });

  it('the first answer names its session with its first words; before them there is none to end (its lifetime ends it)', () => {
    const { state, attempt } = asking('Hi');
    expect(run([{ type: 'page-left' }], state).effects).toEqual([{ type: 'abort-question' }]);
    const named = run([{ type: 'reply-progress', attempt, text: 'Hel', sessionId: 'chat-session-7' }], state).state;
    expect(named.session).toEqual({ id: 'chat-session-7', openedAt: 0, sentTurns: 0, toolCallIds: [] });
    expect(run([{ type: 'page-left' }], named).effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-7', keepalive: true },
    ]);
  });

  it('is ended by the page before its lifetime runs out: the next question opens a new one, told the conversation so far', () => {
    expect(sessionLifetimeSeconds).toBe(30 * 60);
    const answered = asked('Do you clean offices?', 'Yes, across Regina.');
    expect(answered.session.openedAt).toBe(0);
    const ask = (now: number) => run([{ type: 'ask', question: 'And schools?', now }], answered);
    // 27 minutes in, it goes on.
    expect(ask(27 * 60_000).effects).toEqual([
      expect.objectContaining({ type: 'send-question', sessionId: 'chat-session-1' }),
    ]);
    // 29 minutes in, too close to the platform's end for a question and its answer.
    const late = ask(29 * 60_000);
    expect(late.effects).toEqual([
      { type: 'end-session', sessionId: 'chat-session-1', keepalive: false },
      {
        type: 'send-question',
        attempt: late.state.attempt,
        input: 'And schools?',
        sessionId: undefined,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
      },
    ]);
    // The new session counts its life from its own first question.
    const renewed = run(
      [{ type: 'reply-done', attempt: late.state.attempt, text: 'Yes.', sessionId: 'chat-session-2', toolCalls: [] }],
      late.state,
    ).state;
    expect(renewed.session).toMatchObject({ id: 'chat-session-2', openedAt: 29 * 60_000 });
  });

  it('leaving the page hangs up a call, without a word', () => {
    const { state, attempt } = inACall();
    const left = run([{ type: 'page-left' }], state);
    expect(left.effects).toEqual([{ type: 'end-call', attempt, live: true }]);
    expect(left.state).toMatchObject({ status: 'idle', announcement: null });
  });

  it('a refused question is said, back in the box, never sent again: its session is ended and the next goes as plain text', () => {
    const answered = asked('Hi', 'Hello!');
    const call = inACall(answered);
    const afterCall = run(
      [
        { type: 'caption', attempt: call.attempt, speaker: 'visitor', text: 'I own a duplex.' },
        { type: 'press-voice' },
      ],
      call.state,
    ).state;
    const { state, attempt, effects } = asking('What would it cost?', afterCall);
    expect(effects[0]).toMatchObject({
      input: [
        { role: 'user', content: 'I own a duplex.' },
        { role: 'user', content: 'What would it cost?' },
      ],
    });
    const refused = run([refusal(attempt)], state);
    expect(refused.state.failure).toEqual({ channel: 'typed', key: 'unavailable', question: 'What would it cost?' });
    expect(refused.effects).toEqual([{ type: 'end-session', sessionId: 'chat-session-1', keepalive: false }]);
    expect(asking('What would it cost?', refused.state).effects[0]).toEqual({
      type: 'send-question',
      attempt: refused.state.attempt + 1,
      input: 'What would it cost?',
      sessionId: undefined,
      conversationSoFar: 'Visitor: Hi\nAssistant: Hello!\nVisitor: I own a duplex.',
    });
  });
});

describe('the panel and the conversation', () => {
  it('the chat does not open while a call is set up or on', () => {
    expect(run([{ type: 'open-chat' }]).state.chatOpen).toBe(true);
    const { state } = calling();
    expect(run([{ type: 'open-chat' }], state).state.chatOpen).toBe(false);
  });

  it('what the agent showed is said, and goes when the panel closes or the call ends', () => {
    const open = run([{ type: 'open-chat' }, { type: 'agent-showed', shown }]).state;
    expect(open).toMatchObject({ shown, announcement: { kind: 'shown', text: 'Here is our phone.' } });
    expect(run([{ type: 'close-chat' }], open).state.shown).toBeNull();
    const call = inACall();
    const showing = run([{ type: 'agent-showed', shown }], call.state).state;
    expect(run([{ type: 'press-voice' }], showing).state.shown).toBeNull();
  });

  it('a failure is dismissed; the next press or question clears it too', () => {
    const { state, attempt } = calling();
    const failed = run([{ type: 'call-failed', attempt, key: 'timeout' }], state).state;
    expect(run([{ type: 'dismiss-failure' }], failed).state.failure).toBeNull();
    expect(run([{ type: 'press-voice' }], failed).state.failure).toBeNull();
  });

  it('"New conversation" forgets everything, stops a question in flight and ends the platform’s session', () => {
    const answered = asked('Hi', 'Hello!');
    const { state, effects } = asking('More', answered);
    const fresh = run([{ type: 'new-conversation' }], state);
    expect(fresh.state.turns).toEqual([]);
    expect(fresh.state.session).toEqual({ sentTurns: 0, toolCallIds: [] });
    expect(fresh.state.status).toBe('idle');
    expect(fresh.effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-1', keepalive: false },
    ]);
    expect(effects).toHaveLength(1);
  });

  it('keeps the latest turns: the oldest drop off, and what the session has follows', () => {
    let state = asked('first', 'reply');
    for (let index = 0; index < maxTurns; index++) {
      const call = inACall(state);
      state = run(
        [
          { type: 'caption', attempt: call.attempt, speaker: 'visitor', text: `said ${index}` },
          { type: 'press-voice' },
        ],
        call.state,
      ).state;
    }
    expect(state.turns).toHaveLength(maxTurns);
    expect(state.turns[0]!.text).toBe('said 0');
    expect(state.session.sentTurns).toBe(0);
  });
});

describe('what a reload restores', () => {
  it('the turns and the typed session, idle, with no call, failure or panel', () => {
    const { state, attempt } = asking('Hello');
    const streaming = run([{ type: 'reply-progress', attempt, text: 'Yes, we' }], state).state;
    const reloaded = restore(JSON.parse(JSON.stringify(toStored(streaming))));
    expect(turnsOf(reloaded)).toEqual(['visitor/typed: Hello', 'assistant/typed/cut: Yes, we']);
    expect(reloaded).toMatchObject({ status: 'idle', failure: null, chatOpen: false, question: null });
    // The session, but not its age: a tab the phone discarded may come back past its end.
    const answered = asked('Hi', 'Hello!');
    const { openedAt, ...kept } = answered.session;
    expect(openedAt).toBe(0);
    expect(restore(toStored(answered)).session).toEqual(kept);
  });

  it('reads defensively: a turn of the wrong shape is dropped, the session kept within bounds', () => {
    const reloaded = restore({
      session: { id: 'chat-session-5', sentTurns: 9, toolCallIds: ['t1', 3, ''] },
      turns: [
        { id: 'a', speaker: 'visitor', text: 'Hi', via: 'typed' },
        { id: 'b', speaker: 'hacker', text: '<script>', via: 'typed' },
        'junk',
        { id: 'c', speaker: 'assistant', text: 'Hello', via: 'voice' },
      ],
    });
    expect(turnsOf(reloaded)).toEqual(['visitor/typed: Hi', 'assistant/voice: Hello']);
    // Of unknown age, it is ended at the next question, which opens a new one.
    expect(reloaded.session).toEqual({ id: 'chat-session-5', sentTurns: 2, toolCallIds: ['t1'] });
    expect(run([{ type: 'ask', question: 'Hi', now: Date.now() }], reloaded).effects).toEqual([
      { type: 'end-session', sessionId: 'chat-session-5', keepalive: false },
      expect.objectContaining({ type: 'send-question', sessionId: undefined }),
    ]);
    expect(restore('{not json')).toBe(initialState);
    expect(restore(undefined)).toBe(initialState);
  });
});

describe('conversationSoFar', () => {
  it('keeps the latest turns within its length, for the agent', () => {
    const turns = Array.from({ length: 50 }, (_, index) => ({
      id: String(index),
      speaker: index % 2 ? ('assistant' as const) : ('visitor' as const),
      text: `line ${index} ${'x'.repeat(80)}`,
      via: 'typed' as const,
    }));
    const text = conversationSoFar(turns, 500);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text.endsWith(`Assistant: line 49 ${'x'.repeat(80)}`)).toBe(true);
    expect(text.split('\n')[0]).toMatch(/^(Visitor|Assistant): line \d+/);
  });
});
