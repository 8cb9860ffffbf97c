/**
 * What a call's start asks of the assistant for this visitor (Vapi's `assistantOverrides`): the page's
 * values, the language, the greeting, and for a language with its own, its transcriber and voice.
 */
import { languageVariable } from '~/agent/languages';
import type { ConversationContext } from '~/agent/conversation-context';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { AssistantOverrides } from './voice-types';

/** What a call's start takes from the served conversation context. */
export type CallContext = Pick<ConversationContext, 'variableValues' | 'calls'>;

/** `text` with each `{{name}}` the page has a value for filled, as the platform fills its own first message. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );

/**
 * The overrides of a call in `language` (the conversation's, null for the first listed), and the codes
 * of the languages the call hears and speaks: the page's values with the conversation so far, the
 * language and those its call speaks; the greeting in it where content gives one (else the assistant's
 * own first message); its own transcriber and voice where it has them, for this call only.
 */
export function callOverrides({
  context,
  conversationSoFar,
  language,
  languages,
  greeting,
}: {
  context: CallContext;
  conversationSoFar: string;
  language: string | null;
  languages: readonly PanelLanguage[];
  greeting: string | undefined;
}): { overrides: AssistantOverrides; speaks: readonly string[] | undefined } {
  const chosen = languages.find(({ code }) => code === language);
  const setup = context.calls[chosen?.code ?? languages[0]?.code ?? ''];
  const spoken = setup?.serves.flatMap((code) => languages.filter((listed) => listed.code === code));
  const values = {
    ...context.variableValues,
    conversationSoFar,
    ...(chosen ? { language: languageVariable(chosen) } : {}),
    ...(spoken ? { callLanguages: spoken.map(languageVariable).join(', ') } : {}),
  };
  return {
    overrides: {
      ...(setup?.transcriber && { transcriber: setup.transcriber }),
      ...(setup?.voice && { voice: setup.voice }),
      variableValues: values,
      ...(greeting ? { firstMessage: filled(greeting, values) } : {}),
    },
    speaks: setup?.serves,
  };
}
