/**
 * Fetches the conversation context the build serves (src/agent/conversation-context.ts builds it, at
 * conversationContextPath): once per page, on the visitor's intent to talk or write, by whichever
 * island needs it first; a failed fetch (offline) is tried again by the next need. Its arrival also
 * sets up the page guide, which carries out the agent's tool calls.
 */
import type { ConversationContext } from '~/agent/conversation-context';
import { setUpPageGuide } from './page-guide-setup';

let loading: Promise<ConversationContext> | undefined;

export function loadConversationContext(url: string): Promise<ConversationContext> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`conversation context: HTTP ${response.status}`);
      return response.json() as Promise<ConversationContext>;
    })
    .then((context) => {
      setUpPageGuide(context.agent);
      return context;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
