/**
 * The conversation's transcript (src/components/islands/conversation/model/transcript-rules.ts): the latest turns kept,
 * and told back to the agent within a length.
 */
import { describe, expect, it } from 'vitest';
import { conversationSoFar } from '~/components/islands/conversation/model/conversation-so-far';
import { maxTurns } from '~/components/islands/conversation/model/transcript-limits';
import { agentToolNames } from '~/agent/tool-names';
import { asked, asking, inACall, run } from '../fixtures/conversation-runs';

describe('the turns', () => {
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

describe('what the page told the agent, in the recap', () => {
  const figures =
    'The page showed the visitor a rent estimate for a condo with 2 bedrooms in Saskatoon. Average rent there for that size: $1,559 a month.';
  /** A typed estimate, its figures told, then the session gone (a reload, the quiet time, its renewal). */
  function estimateThenNewSession() {
    const { state, attempt } = asking('What would my condo in Saskatoon rent for?');
    return run(
      [
        { type: 'reply-done', attempt, text: 'Here it is.', sessionId: 'chat-session-1', toolCalls: [{ id: 'e-1' }] },
        {
          type: 'agent-showed',
          shown: {
            kind: 'kept',
            tool: agentToolNames.showRentEstimate,
            data: {},
            announcement: 'Rent estimate: condo, 2 bedrooms, Saskatoon.',
            serial: 1,
            told: figures,
          },
          turnId: 't1',
        },
        { type: 'tool-result', callId: 'e-1', via: 'typed', text: figures, sayInCall: true },
        { type: 'session-quiet', sessionId: 'chat-session-1' },
      ],
      state,
    ).state;
  }

  it('a kept card’s line carries the figures it gave the agent, not only its title', () => {
    const recap = conversationSoFar(estimateThenNewSession().turns);
    expect(recap.split('\n').at(-1)).toBe(
      `Assistant: Rent estimate: condo, 2 bedrooms, Saskatoon. [What the page told you of it: ${figures}]`,
    );
  });

  it('so the next session, and a call, open told the figures', () => {
    const state = estimateThenNewSession();
    const question = asking('And the fee?', state).effects.find((effect) => effect.type === 'send-question');
    expect(question).toMatchObject({ sessionId: undefined, conversationSoFar: expect.stringContaining(figures) });
    const call = run([{ type: 'press-voice' }], state).effects.find((effect) => effect.type === 'start-call');
    expect(call).toMatchObject({ conversationSoFar: expect.stringContaining(figures) });
  });

  it('"New conversation" forgets them with the rest', () => {
    const fresh = run([{ type: 'new-conversation' }], estimateThenNewSession()).state;
    expect(fresh.turns).toEqual([]);
    expect(fresh.session.toolResults).toEqual({});
  });
});
