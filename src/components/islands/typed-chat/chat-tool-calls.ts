/**
 * The agent's tool calls in the typed chat, `AssistantMessage.tool_calls` on an answer's messages: this
 * rests on the platform's types alone, never seen against the real `/chat/web`.
 */
import { platformToolNames } from '~/agent/tool-names';
import type { OutputMessage } from './chat-output';

const platformTools: readonly unknown[] = Object.values(platformToolNames);

/**
 * The tool calls of an answer's assistant messages, however the stream carried them (chat-output.ts
 * rebuilds the answer), unchecked: the page guide checks each, and each call's result goes back,
 * short, with the next question (chat-messages.ts). A call of a tool the platform runs itself
 * (`report_emergency`, posted to the company's hook) is the platform's: the page neither carries it
 * out nor answers for it.
 */
export function toolCallsIn(messages: readonly OutputMessage[]): unknown[] {
  return messages
    .filter((message) => message.role === undefined || message.role === 'assistant')
    .flatMap((message) => (Array.isArray(message.tool_calls) ? (message.tool_calls as unknown[]) : []))
    .filter((call) => !platformTools.includes((call as { function?: { name?: unknown } } | null)?.function?.name));
}
