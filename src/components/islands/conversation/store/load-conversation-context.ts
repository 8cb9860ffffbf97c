/**
 * Fetches the conversation context the build serves (src/agent/conversation-context.ts builds it, at
 * conversationContextPath): once per page, on the visitor's intent to talk or write, by whichever
 * island needs it first; a failed fetch (offline) is tried again by the next need. Its arrival also
 * sets up the page guide, which carries out the agent's tool calls, with the phone and email the
 * island that asked has from the page.
 */
import type { AgentPageContext, ConversationContext, IslandContact } from '~/agent/conversation-context';
import { setUpPageGuide } from '~/components/islands/conversation/page-guide/page-guide-setup';

/** The page guide's context: the served one, with the phone and email the islands have from the page. */
export function withIslandContact(
  agent: ConversationContext['agent'],
  { phone, email }: IslandContact,
): AgentPageContext {
  return { ...agent, contact: { ...agent.contact, phone, email } };
}

let loading: Promise<ConversationContext> | undefined;

export function loadConversationContext(island: IslandContact & { contextUrl: string }): Promise<ConversationContext> {
  loading ??= fetch(island.contextUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`conversation context: HTTP ${response.status}`);
      return response.json() as Promise<ConversationContext>;
    })
    .then((context) => {
      setUpPageGuide(withIslandContact(context.agent, island));
      return context;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
