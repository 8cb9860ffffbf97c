/**
 * The agent's tool calls in the typed chat. THIS RESTS ON THE PLATFORM'S TYPES ALONE, never seen
 * against the real `/chat/web`: `AssistantMessage.tool_calls` on an answer's messages (however the
 * stream carried them: chat-output.ts rebuilds the answer), each call's result going back, short, as
 * a `ToolMessage` with the next question (`chatInput` in chat-messages.ts).
 */
import type { OutputMessage } from './chat-output';

/** The tool calls of an answer's assistant messages, unchecked (the page guide checks each). */
export function toolCallsIn(messages: readonly OutputMessage[]): unknown[] {
  return messages
    .filter((message) => message.role === undefined || message.role === 'assistant')
    .flatMap((message) => (Array.isArray(message.tool_calls) ? (message.tool_calls as unknown[]) : []));
}
