/**
 * `npm run assistant`: prints the voice assistant as the JSON body of Vapi's "create assistant"
 * request (`POST https://api.vapi.ai/assistant`, or paste it in the dashboard), from
 * content/voice-agent.md (front matter: name, first message, model; body: the prompt).
 *
 * The prompt keeps its `{{name}}` placeholders: the voice button fills them from content/ at every
 * call, so an edit to the site reaches the agent with the next build. `--filled` prints the values in
 * place instead, for trying the assistant in Vapi's dashboard without the website.
 *
 * It reads only content/: no settings and no keys. Creating the assistant needs Vapi's private key,
 * which belongs in the request you send, never in this project.
 */
import { readFileSync } from 'node:fs';
import { readFrontMatter } from '../src/lib/front-matter.ts';
import { assistantDefinition, fillPlaceholders, voiceAgentVariables } from '../src/lib/voice-agent.ts';
import { ContentFileError } from '../src/schemas/shared.ts';
import { assertKnownPlaceholders, voiceAgentSchema } from '../src/schemas/voice-agent.ts';

const agentFile = 'content/voice-agent.md';
const contentFile = (path: string) => new URL(`../content/${path}`, import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(contentFile(path), 'utf8'));

function fail(message: string): never {
  console.error(`npm run assistant: ${message}`);
  process.exit(1);
}

/** The assistant's settings and prompt, checked as the build checks them; an editor's mistake ends the script. */
function readAgent() {
  try {
    const { data, body } = readFrontMatter(readFileSync(contentFile('voice-agent.md'), 'utf8'), agentFile);
    const settings = voiceAgentSchema.safeParse(data);
    if (!settings.success) fail(`${agentFile}: ${settings.error.issues.map((issue) => issue.message).join(' ')}`);
    assertKnownPlaceholders(body, `${agentFile}: the prompt (the text under the front matter)`);
    return { settings: settings.data, prompt: body };
  } catch (error) {
    if (error instanceof ContentFileError) fail(error.message);
    throw error;
  }
}

const { settings, prompt } = readAgent();
if (process.argv.includes('--filled')) {
  const values = voiceAgentVariables({
    site: readJson('site.json'),
    propertyServices: readJson('property-services.json'),
    commercialCleaning: readJson('commercial-cleaning.json'),
    propertyDevelopment: readJson('property-development.json'),
    contact: readJson('contact.json'),
  });
  const filled = { ...settings, firstMessage: fillPlaceholders(settings.firstMessage, values) };
  console.log(JSON.stringify(assistantDefinition(filled, fillPlaceholders(prompt, values)), null, 2));
} else {
  console.log(JSON.stringify(assistantDefinition(settings, prompt), null, 2));
}
