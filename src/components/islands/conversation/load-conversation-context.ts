/**
 * Fetches the conversation context the build serves (src/lib/conversation-context.ts builds it, at
 * conversationContextPath): once per page, on the visitor's intent to talk or write, by whichever
 * island needs it first; a failed fetch (offline) is tried again by the next need. Its arrival also
 * sets up the page guide, which carries out the agent's tool calls.
 */
import type { ConversationContext } from '~/lib/conversation-context';
import { setUpPageGuide } from './conversation';

let loading: Promise<ConversationContext> | undefined;
/**
 * Writes `{{today}}`. Made when the context arrives (on intent), not when a call or question starts:
 * making a formatter with a time zone takes a slow phone tens of milliseconds, which a press would
 * otherwise wait for before its loading look is painted.
 */
let todayFormat: Intl.DateTimeFormat | undefined;

export function loadConversationContext(url: string): Promise<ConversationContext> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`conversation context: HTTP ${response.status}`);
      return response.json() as Promise<ConversationContext>;
    })
    .then((context) => {
      setUpPageGuide(context.agent);
      // In English, as the prompt is: the agent reads it, the visitor never does.
      todayFormat = new Intl.DateTimeFormat('en-CA', {
        timeZone: context.timeZone,
        dateStyle: 'full',
        timeStyle: 'short',
      });
      return context;
    });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The assistant's values for a conversation starting now: the page's, and `{{today}}`, the date and
 * time on the company's clock, so the agent knows what "tomorrow" is when it books. `context` is
 * the one loadConversationContext resolved, which made the formatter first.
 */
export const valuesAtStart = ({ variableValues }: ConversationContext): Record<string, string> => ({
  ...variableValues,
  today: todayFormat!.format(),
});
