/**
 * The typed question's rules (src/components/islands/conversation/model/question-rules.ts), through the
 * conversation's reducer: sending, streaming, the one retry, failures, and the platform's session.
 */
import { describe, expect, it } from 'vitest';
import { sessionLifetimeSeconds } from '~/agent/typed-chat-body';
import { initialState } from '~/components/islands/conversation/model/conversation-model';
import { sessionQuietMs } from '~/components/islands/conversation/model/question-rules';
import { restore, toStored } from '~/components/islands/conversation/store/tab-storage';
import { asked, asking, inACall, run, turnsOf, asSent } from '../fixtures/conversation-runs';

describe('a typed question', () => {
  it('is a turn at once, "sending" is said, and the transport is asked to send it', () => {
    const { state, effects, attempt } = asking('  Do you manage rentals in Regina?  ');
    expect(turnsOf(state)).toEqual(['visitor/typed: Do you manage rentals in Regina?']);
    expect(state).toMatchObject({ channel: 'typed', status: 'sending', announcement: { kind: 'sending' } });
    expect(effects).toEqual([
      {
        type: 'send-question',
        attempt,
        question: 'Do you manage rentals in Regina?',
        sessionId: undefined,
        language: null,
      },
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
      {
        type: 'send-question',
        attempt: done.attempt + 1,
        question: 'More',
        sessionId: 'chat-session-7',
        language: null,
      },
    ]);
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
    expect(due.effects).toEqual([
      { type: 'send-question', attempt, question: 'Hello', sessionId: undefined, language: null },
    ]);
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
      {
        type: 'start-call',
        attempt: calling.attempt,
        conversationSoFar: 'Visitor: Hello\nAssistant: Yes, we',
        language: null,
      },
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
    expect(quiet.state.session).toEqual({ sentTurns: 0, toolCallIds: [], toolResults: {} });
    // A late quiet time of the ended session changes nothing.
    expect(run([{ type: 'session-quiet', sessionId: 'chat-session-1' }], quiet.state).effects).toEqual([]);
    expect(asking('And schools?', quiet.state).effects).toEqual([
      {
        type: 'send-question',
        attempt: quiet.state.attempt + 1,
        question: 'And schools?',
        sessionId: undefined,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
        language: null,
      },
    ]);
  });

  it('leaving the page ends it by a request that outlives the page, and a reload goes on with a new one', () => {
    const answered = asked('Hi', 'Hello!');
    const left = run([{ type: 'page-left' }], answered);
    expect(left.effects).toEqual([{ type: 'end-session', sessionId: 'chat-session-1', keepalive: true }]);
    const reloaded = restore(JSON.parse(JSON.stringify(toStored(left.state))));
    expect(turnsOf(reloaded)).toEqual(['visitor/typed: Hi', 'assistant/typed: Hello!']);
    expect(asSent(asking('More', reloaded).effects[0])).toMatchObject({
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
    expect(named.session).toEqual({
      id: 'chat-session-7',
      openedAt: 0,
      sentTurns: 0,
      toolCallIds: [],
      toolResults: {},
    });
    expect(run([{ type: 'page-left' }], named).effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-7', keepalive: true },
    ]);
  });

  it('an answer from another session than the one named is never shown: taken back, its session ended, the question asked again at once in a new one told the conversation', () => {
    const answered = asked('Do you clean offices?', 'Yes, across Regina.');
    const { state, attempt } = asking('And schools?', answered);
    expect(state.question).toMatchObject({ sessionId: 'chat-session-1' });
    // Streamed with its session named from the first words: stopped before any is shown.
    const early = run(
      [{ type: 'reply-progress', attempt, text: 'Hel', sessionId: 'chat-session-9', now: 60_000 }],
      state,
    );
    expect(turnsOf(early.state)).toEqual([
      'visitor/typed: Do you clean offices?',
      'assistant/typed: Yes, across Regina.',
      'visitor/typed: And schools?',
    ]);
    const again = early.state.attempt;
    expect(again).toBeGreaterThan(attempt);
    expect(early.effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-9', keepalive: false },
      {
        type: 'send-question',
        attempt: again,
        question: 'And schools?',
        sessionId: undefined,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
        language: null,
      },
    ]);
    expect(early.state).toMatchObject({
      status: 'sending',
      failure: null,
      session: { sentTurns: 0, openedAt: 60_000 },
    });
    expect(early.state.session.id).toBeUndefined();
    // The stray stream's late words change nothing; the answer asked again is shown, in its session.
    const done = run(
      [
        { type: 'reply-progress', attempt, text: 'Hello from nowhere', sessionId: 'chat-session-9' },
        { type: 'reply-done', attempt: again, text: 'Schools too.', sessionId: 'chat-session-10', toolCalls: [] },
      ],
      early.state,
    ).state;
    expect(turnsOf(done).at(-1)).toBe('assistant/typed: Schools too.');
    expect(done.turns).toHaveLength(4);
    expect(done.session).toMatchObject({ id: 'chat-session-10', openedAt: 60_000 });

    // A stream that names its session only at the end: the words shown meanwhile are taken back, its
    // tool calls never carried out.
    const shown = run([{ type: 'reply-progress', attempt, text: 'Hello from nowhere' }], state).state;
    expect(turnsOf(shown).at(-1)).toBe('assistant/typed: Hello from nowhere');
    const late = run(
      [
        {
          type: 'reply-done',
          attempt,
          text: 'Hello from nowhere.',
          sessionId: 'chat-session-9',
          toolCalls: [{ id: 'tool-1', function: { name: 'show_section', arguments: '{"section":"services"}' } }],
        },
      ],
      shown,
    );
    expect(turnsOf(late.state).at(-1)).toBe('visitor/typed: And schools?');
    expect(late.effects.map((effect) => effect.type)).toEqual(['abort-question', 'end-session', 'send-question']);
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
        question: 'And schools?',
        sessionId: undefined,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
        language: null,
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
    expect(asSent(effects[0])).toMatchObject({
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
      question: 'What would it cost?',
      sessionId: undefined,
      conversationSoFar: 'Visitor: Hi\nAssistant: Hello!\nVisitor: I own a duplex.',
      language: null,
    });
  });
});
