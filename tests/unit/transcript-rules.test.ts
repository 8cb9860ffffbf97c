/**
 * The conversation's transcript (src/components/islands/conversation/model/transcript-rules.ts): the latest turns kept,
 * and told back to the agent within a length.
 */
import { describe, expect, it } from 'vitest';
import { conversationSoFar, maxTurns } from '~/components/islands/conversation/model/transcript-rules';
import { asked, inACall, run } from '../fixtures/conversation-runs';

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
