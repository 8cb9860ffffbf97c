/** What a call's start asks of the assistant for this visitor (Vapi's `assistantOverrides`): the page's values and the greeting. */
import { languageVariable } from '~/agent/languages';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { AssistantOverrides } from './voice-types';

/** `text` with each `{{name}}` the page has a value for filled, as the platform fills its own first message. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : placeholder,
  );

/**
 * The overrides of a call in `chosen` (the conversation's language, undefined for the first listed):
 * the page's values with the conversation so far and the language, and the greeting in that language
 * where content gives one (else the assistant's own first message).
 */
export function callOverrides({
  variableValues,
  conversationSoFar,
  chosen,
  greeting,
}: {
  variableValues: Record<string, string>;
  conversationSoFar: string;
  chosen: PanelLanguage | undefined;
  greeting: string | undefined;
}): AssistantOverrides {
  const values = {
    ...variableValues,
    conversationSoFar,
    ...(chosen ? { language: languageVariable(chosen) } : {}),
  };
  return { variableValues: values, ...(greeting ? { firstMessage: filled(greeting, values) } : {}) };
}
