/**
 * The typed chat's messages to the platform: a question's `input`, with what the page answers for the
 * tools the last answer called and what was said in a call since the session last heard.
 */
import { languageSwitchNote } from '~/agent/languages';
import type { ConversationState } from '~/components/islands/conversation/model/conversation-model';

/**
 * A message of a typed question's `input` (the platform's `CreateWebChatDto.input`). Its `assistant`
 * and `tool` items are the platform's types; `{ role: 'user', content }` is not (their user item is a
 * transcript entry) but is what the platform's own widget sends: the one departure, named and
 * checked in tests/unit/platform-contract.test.ts.
 */
type ChatInputMessage =
  | { role: 'user' | 'assistant' | 'developer'; content: string }
  | { role: 'tool'; tool_call_id: string; content: string };
export type ChatInput = string | ChatInputMessage[];

/** What the page answers for every tool it carried out (or ignored): the model needs no more. */
export const toolResultText = 'Done: shown to the visitor on the page.';

/**
 * A typed question's input: the results of the tools the last answer called, what was said in a call
 * since the session last heard, the language the visitor turned to since (a developer message: the
 * session's values are fixed when it opens), then the question; the question alone when nothing
 * comes before it.
 */
export function chatInput(state: ConversationState, question: string): ChatInput {
  const results = state.session.toolCallIds.map((id): ChatInputMessage => ({
    role: 'tool',
    tool_call_id: id,
    content: toolResultText,
  }));
  const spoken = state.turns
    .slice(state.session.sentTurns)
    .filter((turn) => turn.via === 'voice')
    .map((turn): ChatInputMessage => ({ role: turn.speaker === 'visitor' ? 'user' : 'assistant', content: turn.text }));
  const { language, session } = state;
  const switched: ChatInputMessage[] =
    language && session.language !== language ? [{ role: 'developer', content: languageSwitchNote(language) }] : [];
  const before = [...results, ...spoken, ...switched];
  return before.length === 0 ? question : [...before, { role: 'user', content: question }];
}
