/** `set_language`: the conversation turned to another listed language; the panel and the transcript follow it. */
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

export const setLanguage = pageTool<never>({
  carryOut({ language }, { setup }) {
    const listed = setup.choices.languages.find((code) => code === language);
    if (!listed) return `"${String(language)}" is not a language the page declared`;
    return { kind: 'language', language: listed };
  },
});
