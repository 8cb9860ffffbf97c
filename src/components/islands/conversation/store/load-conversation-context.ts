/**
 * Fetches the conversation context the build serves (src/agent/conversation-context.ts) once per page, on
 * the first intent to talk or write; a failed fetch (offline) is tried again at the next need.
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
      // The page guide is set up with it, and with the phone and email the island that asked has from the page.
      setUpPageGuide(withIslandContact(context.agent, island));
      return context;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
