/** The listed languages as the agent is told them: browser-safe, for the page's values and `npm run assistant` alike. */
import type { AgentLanguage } from '~/schemas/agent-speech';

/** "Français (fr)": a language as the `{{language}}` and `{{languages}}` placeholders give it. */
export const languageVariable = ({ code, name }: Pick<AgentLanguage, 'code' | 'name'>) => `${name} (${code})`;

/** What the agent is told, in the conversation, when the visitor turns to another language after it began. */
export const languageSwitchNote = (code: string) =>
  `The visitor chose the language ${code} on the website: answer in it from now on.`;
