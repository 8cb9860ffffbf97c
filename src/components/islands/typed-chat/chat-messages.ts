/**
 * The typed chat's messages to the platform: a question's `input`, with what the page answers for the
 * tools the last answer called and what was said in a call since the session last heard.
 */
import { languageSwitchNote } from '~/agent/languages';
import type { Unheard } from '~/components/islands/conversation/model/conversation-model';
import { toolUnreported } from '~/components/islands/conversation/page-guide/agent-told';

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

/**
 * A typed question's input: what the open session has not heard (the results of the tools its last
 * answer called, as the page reported each, what was said in a call since, the language the visitor turned to, as a developer
 * message), then the question; the question alone when nothing comes before it.
 */
export function chatInput(question: string, unheard?: Unheard): ChatInput {
  if (!unheard) return question;
  // What the page answered for each call (shown, its figures, or not shown and why), kept with the session.
  const results = unheard.toolCallIds.map((id): ChatInputMessage => ({
    role: 'tool',
    tool_call_id: id,
    content: Object.hasOwn(unheard.toolResults, id) ? unheard.toolResults[id]! : toolUnreported,
  }));
  const spoken = unheard.spoken.map(({ speaker, text }): ChatInputMessage => ({
    role: speaker === 'visitor' ? 'user' : 'assistant',
    content: text,
  }));
  const switched: ChatInputMessage[] = unheard.language
    ? [{ role: 'developer', content: languageSwitchNote(unheard.language) }]
    : [];
  return [...results, ...spoken, ...switched, { role: 'user', content: question }];
}
