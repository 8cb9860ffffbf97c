/**
 * A typed question's input (src/components/islands/typed-chat/chat-messages.ts), as the conversation's
 * rules send it: what came since the session last heard goes with the next question, once.
 */
import { describe, expect, it } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import { toolResultText } from '~/components/islands/typed-chat/chat-messages';
import { tellAgent } from '~/components/islands/conversation/page-guide/agent-told';
import { asked, asking, inACall, run, asSent } from '../fixtures/conversation-runs';

describe('a typed question’s input', () => {
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
    expect(asSent(first.effects[0])).toMatchObject({
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
    expect(asSent(asking('Thanks', answered).effects[0])).toMatchObject({ input: 'Thanks' });
  });

  it('an answer’s tool calls go to the page guide, and their results go back with the next question', () => {
    const { state, attempt } = asking('What do you offer?');
    const calls = [{ id: 'tool-1', function: { name: agentToolNames.showSection } }, { function: {} }];
    const { state: done, effects } = run(
      [{ type: 'reply-done', attempt, text: 'Here.', sessionId: 's', toolCalls: calls }],
      state,
    );
    expect(effects).toContainEqual({ type: 'show-on-page', calls, live: true, language: null, turnId: 't1' });
    expect(asSent(asking('Thanks', done).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'tool-1', content: toolResultText },
        { role: 'user', content: 'Thanks' },
      ],
    });
  });

  it('a tool that showed figures for the agent to say (an estimate) has them as its result instead', () => {
    const { state, attempt } = asking('What would my condo rent for?');
    const calls = [
      { id: 'estimate-1', function: { name: agentToolNames.showRentEstimate } },
      { id: 'section-1', function: { name: agentToolNames.showSection } },
    ];
    const { state: done } = run(
      [{ type: 'reply-done', attempt, text: 'Here.', sessionId: 's', toolCalls: calls }],
      state,
    );
    // The page guide carried the estimate out: what it tells the agent (no call is on).
    tellAgent('estimate-1', 'Average rent there for that size: $1,559 a month.');
    expect(asSent(asking('And the fee?', done).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'estimate-1', content: 'Average rent there for that size: $1,559 a month.' },
        { role: 'tool', tool_call_id: 'section-1', content: toolResultText },
        { role: 'user', content: 'And the fee?' },
      ],
    });
  });
});
