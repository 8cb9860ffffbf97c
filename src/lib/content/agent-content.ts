/**
 * The content `npm run assistant` builds the assistant from: content/agent.md and the facts and
 * choices the assistant is given (src/agent/assistant.ts, src/agent/tool-choices.ts), read and checked
 * with the rest of content/ as the build checks it (read-content.ts).
 */
import type { AgentToolContent } from '~/agent/tool-choices';
import type { AgentVariablesContent } from '~/agent/assistant';
import type { AgentSettings } from '~/schemas/agent';
import { assertSpeechCoverage } from '~/agent/call-speech';
import { dayIn } from '~/lib/homes';
import { readContent } from './read-content';

/** What the assistant is made of. */
export interface AgentContent {
  settings: AgentSettings;
  prompt: string;
  content: AgentVariablesContent & AgentToolContent;
}

/**
 * Reads the assistant's content from `contentDir` (a folder URL ending in `/`, such as the project's
 * content/); throws a ContentFileError at a slip, a listed language the calls could not serve among them.
 */
export function readAgentContent(contentDir: URL): AgentContent {
  const content = readContent(contentDir);
  assertSpeechCoverage(content.agent.data);
  return {
    settings: content.agent.data,
    prompt: content.agent.body,
    content: {
      ...content,
      sections: content.sections.map(({ data }) => data),
      booking: content.agent.data.booking,
      languages: content.agent.data.languages,
      transcriber: content.agent.data.transcriber,
      voice: content.agent.data.voice,
      knowledge: { ...content, today: dayIn(content.agent.data.booking.timeZone) },
    },
  };
}
