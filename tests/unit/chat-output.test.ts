/** The typed chat's answer built from streamed deltas or taken whole (typed-chat/chat-output.ts), and the tool calls read from it (chat-tool-calls.ts). */
import { describe, expect, it } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import { ChatOutput, parseOutputPath } from '~/components/islands/typed-chat/chat-output';
import { toolCallsIn } from '~/components/islands/typed-chat/chat-tool-calls';

describe('parseOutputPath', () => {
  it.each([
    ['chat.output[0].content', [0, 'content']],
    ['chat.output[1].tool_calls[0].function.arguments', [1, 'tool_calls', 0, 'function', 'arguments']],
  ])('%s → %j', (path, steps) => {
    expect(parseOutputPath(path)).toEqual(steps);
  });

  it.each([
    'chat.output[0]',
    'chat.output.content',
    'output[0].content',
    'chat.output[0].__proto__.polluted',
    'chat.output[0].constructor.prototype',
    'chat.output[999].content',
    'chat.output[0].content; alert(1)',
    '',
  ])('refuses %j', (path) => {
    expect(parseOutputPath(path)).toBeNull();
  });
});

describe('ChatOutput', () => {
  it('appends deltas at their path and reads the assistant’s text', () => {
    const output = new ChatOutput();
    expect(output.apply('chat.output[0].content', 'Hel')).toBe(true);
    output.apply('chat.output[0].content', 'lo!');
    expect(output.text()).toBe('Hello!');
    output.apply('chat.output[1].role', 'assistant');
    output.apply('chat.output[1].content', 'More.');
    expect(output.text()).toBe('Hello!\n\nMore.');
  });

  it('builds tool calls from their deltas, and ignores paths it refuses without harm', () => {
    const output = new ChatOutput();
    output.apply('chat.output[0].tool_calls[0].id', 'call-1');
    output.apply('chat.output[0].tool_calls[0].function.name', 'show_');
    output.apply('chat.output[0].tool_calls[0].function.name', 'section');
    output.apply('chat.output[0].tool_calls[0].function.arguments', '{"section":');
    output.apply('chat.output[0].tool_calls[0].function.arguments', '"services"}');
    expect(output.apply('chat.output[0].__proto__.x', 'y')).toBe(false);
    expect(output.messages).toEqual([
      {
        tool_calls: [
          { id: 'call-1', function: { name: agentToolNames.showSection, arguments: '{"section":"services"}' } },
        ],
      },
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(output.text()).toBe('');
  });

  it('takes a whole answer, keeping only objects, and reads only the assistant’s words', () => {
    const output = new ChatOutput();
    output.replaceWith([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello.' }, 'junk', null]);
    expect(output.messages).toHaveLength(2);
    expect(output.text()).toBe('Hello.');
    output.replaceWith('not a list');
    expect(output.messages).toEqual([]);
  });
});

describe('toolCallsIn', () => {
  it('gives the page the calls of its own tools, in order, and leaves the platform’s report_emergency to the platform', () => {
    const repair = { id: 'call-2', function: { name: agentToolNames.showRepair, arguments: '{}' } };
    const section = { id: 'call-3', function: { name: agentToolNames.showSection, arguments: '{}' } };
    const emergency = { id: 'call-1', function: { name: 'report_emergency', arguments: '{}' } };
    expect(
      toolCallsIn([
        { role: 'assistant', tool_calls: [emergency, repair] },
        { role: 'tool', tool_calls: [section] },
        { tool_calls: [section] },
      ]),
    ).toEqual([repair, section]);
  });
});
