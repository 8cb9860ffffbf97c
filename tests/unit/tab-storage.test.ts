/**
 * What a reload restores (src/components/islands/conversation/store/tab-storage.ts): the turns and
 * the typed session, read back defensively.
 */
import { describe, expect, it } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import { initialState } from '~/components/islands/conversation/model/conversation-model';
import { restore, toStored } from '~/components/islands/conversation/store/tab-storage';
import { asked, asking, run, turnsOf } from '../fixtures/conversation-runs';

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
    expect(reloaded.session).toEqual({ id: 'chat-session-5', sentTurns: 2, toolCallIds: ['t1'], toolResults: {} });
    expect(run([{ type: 'ask', question: 'Hi', now: Date.now() }], reloaded).effects).toEqual([
      { type: 'end-session', sessionId: 'chat-session-5', keepalive: false },
      expect.objectContaining({ type: 'send-question', sessionId: undefined }),
    ]);
    expect(restore('{not json')).toBe(initialState);
    expect(restore(undefined)).toBe(initialState);
  });

  it('what the agent was told: a kept card’s figures, and the answers waiting for the next question', () => {
    const { state, attempt } = asking('What would my condo rent for?');
    const calls = [
      { id: 'estimate-1', function: { name: agentToolNames.showRentEstimate } },
      { id: 'section-1', function: { name: agentToolNames.showSection } },
    ];
    const figures = 'Average rent there for that size: $1,559 a month.';
    const told = run(
      [
        { type: 'reply-done', attempt, text: 'Here.', sessionId: 'chat-session-2', toolCalls: calls },
        {
          type: 'agent-showed',
          shown: {
            kind: 'kept',
            tool: agentToolNames.showRentEstimate,
            data: { rows: [], notes: ['x'] },
            announcement: 'Rent estimate: condo, 2 bedrooms, Saskatoon.',
            serial: 1,
            told: figures,
          },
        },
        { type: 'tool-result', callId: 'estimate-1', via: 'typed', text: figures, sayInCall: true },
      ],
      state,
    ).state;
    const reloaded = restore(JSON.parse(JSON.stringify(toStored(told))));
    expect(reloaded.turns.at(-1)!.card).toEqual({
      tool: agentToolNames.showRentEstimate,
      data: { rows: [], notes: ['x'] },
      told: figures,
    });
    expect(reloaded.session.toolResults).toEqual({ 'estimate-1': figures });
    // Read defensively: an answer for a call the session does not wait on, or not text, is dropped;
    // a card whose figures are not text is not kept.
    const forged = restore({
      session: { id: 's', sentTurns: 0, toolCallIds: ['a', 'b'], toolResults: { a: 'Done.', b: 7, c: 'Hi' } },
      turns: [
        { speaker: 'assistant', text: 'x', via: 'typed', card: { tool: 'show_rent_estimate', data: {}, told: 9 } },
      ],
    });
    expect(forged.session.toolResults).toEqual({ a: 'Done.' });
    expect(forged.turns).toEqual([]);
  });
});
