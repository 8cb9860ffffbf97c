/**
 * A typed question's input (src/components/islands/typed-chat/chat-messages.ts), as the conversation's
 * rules send it: what came since the session last heard goes with the next question, once.
 */
import { describe, expect, it } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import { toolDone, toolRefused, toolUnreported } from '~/components/islands/conversation/page-guide/agent-told';
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

  it('an answer’s tool calls go to the page guide, and what it answered for each goes back with the next question', () => {
    const { state, attempt } = asking('What do you offer?');
    const calls = [
      { id: 'tool-1', function: { name: agentToolNames.showSection } },
      { id: 'tool-2', function: { name: agentToolNames.showSection } },
      { function: {} },
    ];
    const { state: done, effects } = run(
      [{ type: 'reply-done', attempt, text: 'Here.', sessionId: 's', toolCalls: calls }],
      state,
    );
    expect(effects).toContainEqual({
      type: 'show-on-page',
      calls,
      via: 'typed',
      live: true,
      language: null,
      turnId: 't1',
    });
    // The page guide's reports, as its effect handler dispatches them.
    const reported = run(
      [
        { type: 'tool-result', callId: 'tool-1', via: 'typed', text: toolDone, sayInCall: false },
        {
          type: 'tool-result',
          callId: 'tool-2',
          via: 'typed',
          text: toolRefused('"secret" is not one of the sections the page declared'),
          sayInCall: true,
        },
      ],
      done,
    ).state;
    expect(asSent(asking('Thanks', reported).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'tool-1', content: 'Done: shown to the visitor on the page.' },
        {
          role: 'tool',
          tool_call_id: 'tool-2',
          content:
            'Not shown to the visitor: "secret" is not one of the sections the page declared. Nothing of it is on their screen, so do not say it is; if you said it would be, tell them it is not, and go on without it.',
        },
        { role: 'user', content: 'Thanks' },
      ],
    });
    // Before the page reported (its code had not come), the call is not said to be shown.
    expect(asSent(asking('Thanks', done).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'tool-1', content: toolUnreported },
        { role: 'tool', tool_call_id: 'tool-2', content: toolUnreported },
        { role: 'user', content: 'Thanks' },
      ],
    });
  });

  it('a tool that showed figures for the agent to say (an estimate) has them as its result', () => {
    const { state, attempt } = asking('What would my condo rent for?');
    const calls = [{ id: 'estimate-1', function: { name: agentToolNames.showRentEstimate } }];
    const { state: done } = run(
      [
        { type: 'reply-done', attempt, text: 'Here.', sessionId: 's', toolCalls: calls },
        {
          type: 'tool-result',
          callId: 'estimate-1',
          via: 'typed',
          text: 'Average rent there for that size: $1,559 a month.',
          sayInCall: true,
        },
      ],
      state,
    );
    expect(asSent(asking('And the fee?', done).effects[0])).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'estimate-1', content: 'Average rent there for that size: $1,559 a month.' },
        { role: 'user', content: 'And the fee?' },
      ],
    });
  });

  it('a report of a call the session no longer waits on changes nothing', () => {
    const { state } = asking('What do you offer?');
    const late = run([{ type: 'tool-result', callId: 'gone', via: 'typed', text: toolDone, sayInCall: false }], state);
    expect(late.state).toBe(state);
    expect(late.effects).toEqual([]);
  });
});
