/** The listed languages as the agent is told them: browser-safe, for the page's values and `npm run assistant` alike. */
import type { AgentLanguage } from '../schemas/agent.ts';

/** "Français (fr)": a language as the `{{language}}` and `{{languages}}` placeholders give it. */
export const languageVariable = ({ code, name }: Pick<AgentLanguage, 'code' | 'name'>) => `${name} (${code})`;
