/**
 * `npm run assistant`: prints the voice assistant as the JSON body of Vapi's "create assistant"
 * request (`POST https://api.vapi.ai/assistant`, or paste it in the dashboard), from
 * content/voice-agent.md (front matter: name, first message, model; body: the prompt) and the page
 * tools' choices in content/ (sections and service cards).
 *
 * The prompt keeps its `{{name}}` placeholders: the voice button fills them from content/ at every
 * call, so an edit to the site reaches the agent with the next build. `--filled` prints the values in
 * place instead, for trying the assistant in Vapi's dashboard without the website.
 *
 * It reads only content/: no settings and no keys. Creating the assistant needs Vapi's private key,
 * which belongs in the request you send, never in this project. Only the JSON goes to stdout.
 */
import { readAgentContent } from '../src/lib/agent-content.ts';
import { assistantDefinition, fillPlaceholders, voiceAgentVariables } from '../src/lib/voice-agent.ts';
import { ContentFileError } from '../src/schemas/content-file-error.ts';

/** An editor's mistake ends the script with the build's message, on stderr. */
function readContent() {
  try {
    return readAgentContent(new URL('../content/', import.meta.url));
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    console.error(`npm run assistant: ${error.message}`);
    process.exit(1);
  }
}

const { settings, prompt, content } = readContent();
if (process.argv.includes('--filled')) {
  const values = voiceAgentVariables(content);
  const filled = { ...settings, firstMessage: fillPlaceholders(settings.firstMessage, values) };
  console.log(JSON.stringify(assistantDefinition(filled, fillPlaceholders(prompt, values), content), null, 2));
} else {
  console.log(JSON.stringify(assistantDefinition(settings, prompt, content), null, 2));
}
