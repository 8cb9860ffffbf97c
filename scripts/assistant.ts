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
import { load } from 'js-yaml';
import { assistantDefinition, unknownPlaceholders, voiceAgentVariables } from '../src/lib/voice-agent.ts';
import { voiceAgentSchema } from '../src/schemas/voice-agent.ts';

const contentFile = (path: string) => new URL(`../content/${path}`, import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(contentFile(path), 'utf8'));

function fail(message: string): never {
  console.error(`npm run assistant: ${message}`);
  process.exit(1);
}

// Front matter between the first two `---` lines, YAML as Astro reads it (Astro parses it with js-yaml too).
const source = readFileSync(contentFile('voice-agent.md'), 'utf8');
const parts = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
if (!parts) fail('content/voice-agent.md must start with front matter between two "---" lines.');
const parsed = voiceAgentSchema.safeParse(load(parts[1]!));
if (!parsed.success) {
  fail(`content/voice-agent.md: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
}
const prompt = parts[2]!;
const unknown = unknownPlaceholders(prompt);
if (unknown.length > 0) {
  fail(
    `content/voice-agent.md: the prompt uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, which the page does not provide.`,
  );
}

let assistant = assistantDefinition(parsed.data, prompt);
if (process.argv.includes('--filled')) {
  const values: Record<string, string> = voiceAgentVariables({
    site: readJson('site.json'),
    propertyServices: readJson('property-services.json'),
    commercialCleaning: readJson('commercial-cleaning.json'),
    propertyDevelopment: readJson('property-development.json'),
    contact: readJson('contact.json'),
  });
  assistant = JSON.parse(
    JSON.stringify(assistant).replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_, name: string) =>
      JSON.stringify(values[name]).slice(1, -1),
    ),
  );
}
console.log(JSON.stringify(assistant, null, 2));
