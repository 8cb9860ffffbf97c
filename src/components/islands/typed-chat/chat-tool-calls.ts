/**
 * The agent's tool calls in the typed chat. THIS PART RESTS ON THE PLATFORM'S TYPES ALONE: nothing
 * here has been seen working against the real `/chat/web`. The types (`WebChat.output`,
 * `AssistantMessage.tool_calls: ToolCall[]`, `ToolMessage` in @vapi-ai/web's api.d.ts) put tool calls
 * on the assistant's messages of an answer, and a tool's result in a `{ role: 'tool', tool_call_id,
 * content }` message of the next question's `input`; how the stream carries them is not documented,
 * so the answer is rebuilt from its paths whatever they are (chat-output.ts) and read here once it is
 * whole. The page's tools return nothing (the assistant declares them `async`), but a model that
 * called a tool expects its result before the next turn, so each call's result goes back, short, with
 * the next question (`chatInput` in conversation/conversation-state.ts).
 */
import type { OutputMessage } from './chat-output';

/** The tool calls of an answer's assistant messages, unchecked (the page guide checks each). */
export function toolCallsIn(messages: readonly OutputMessage[]): unknown[] {
  return messages
    .filter((message) => message.role === undefined || message.role === 'assistant')
    .flatMap((message) => (Array.isArray(message.tool_calls) ? (message.tool_calls as unknown[]) : []));
}
