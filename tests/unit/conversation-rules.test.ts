/**
 * The conversation's rules on their own (src/components/islands/conversation/model/conversation-rules.ts):
 * a pure function of state and event. Who may start a call, taking turns, what each failure does,
 * which events are stale; the typed question's rules are in question-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  initialState,
  isCurrentAttempt,
  type AgentShown,
} from '~/components/islands/conversation/model/conversation-model';
import { asked, asking, calling, inACall, run, turnsOf } from '../fixtures/conversation-runs';

const shown: AgentShown = {
  kind: 'shown',
  tool: 'show_contact',
  data: 'phone',
  announcement: 'Here is our phone.',
  serial: 1,
};

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
        language: null,
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

  it("a link's request goes into the call, set up or on, as the visitor's line; without a call it is the chat's", () => {
    const request = "I'd like to book a showing of 1152 Redland Avenue, Moose Jaw.";
    for (const { state, attempt } of [calling(), inACall()]) {
      const said = run([{ type: 'request-in-call', text: request }], state);
      expect(turnsOf(said.state)).toEqual([`visitor/voice: ${request}`]);
      // The transport says it into the call of `attempt` once that is live.
      expect(said.effects).toEqual([{ type: 'say-in-call', attempt, text: request }]);
    }
    expect(run([{ type: 'request-in-call', text: request }])).toEqual({ state: initialState, effects: [] });
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

  it('an attempt is current (the rule the reducer and the voice transport share) only while its own call or question is under way', () => {
    const first = inACall();
    expect(isCurrentAttempt(first.state, first.attempt, 'voice')).toBe(true);
    expect(isCurrentAttempt(first.state, first.attempt, 'typed')).toBe(false);
    expect(isCurrentAttempt(first.state, first.attempt - 1, 'voice')).toBe(false);
    const ended = run([{ type: 'press-voice' }], first.state).state;
    expect(isCurrentAttempt(ended, first.attempt, 'voice')).toBe(false);
    expect(isCurrentAttempt(ended, ended.attempt, 'voice')).toBe(false);
    const question = asking('Hi', ended);
    expect(isCurrentAttempt(question.state, question.attempt, 'typed')).toBe(true);
    expect(isCurrentAttempt(question.state, question.attempt, 'voice')).toBe(false);
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
      { type: 'show-on-page', calls, via: 'voice', live: true, language: null },
    ]);
    const ended = run([{ type: 'press-voice' }], state).state;
    expect(run([{ type: 'tool-calls', attempt, calls }], ended).effects).toEqual([
      { type: 'show-on-page', calls, via: 'voice', live: false, language: null },
    ]);
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
    expect(fresh.state.session).toEqual({ sentTurns: 0, toolCallIds: [], toolResults: {} });
    expect(fresh.state.status).toBe('idle');
    expect(fresh.effects).toEqual([
      { type: 'abort-question' },
      { type: 'end-session', sessionId: 'chat-session-1', keepalive: false },
    ]);
    expect(effects).toHaveLength(1);
  });
});
