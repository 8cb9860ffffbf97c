/**
 * `npm run assistant`: prints the AI agent (the platform's assistant) as the JSON body of Vapi's "create assistant"
 * request (`POST https://api.vapi.ai/assistant`, or paste it in the dashboard), from
 * content/agent.md (front matter: name, first message, model; body: the prompt) and the page
 * tools' choices in content/ (sections and service cards).
 *
 * The prompt keeps its `{{name}}` placeholders: the voice button fills them from content/ at every
 * call, so an edit to the site reaches the agent with the next build. Options (after `--`):
 *   --filled               the values in place of the placeholders, for trying the assistant in
 *                          Vapi's dashboard without the website
 *   --lead-output          instead of the assistant, the lead's definition alone: the body of
 *                          `POST /structured-output`, which creates it once on the platform
 *   --lead-output-id <id>  the assistant names that created lead by its id instead of carrying its
 *                          definition, so typed chats leave a lead too (see `AssistantOptions`)
 *
 * It reads only content/: no settings and no keys. Creating the assistant needs Vapi's private key,
 * which belongs in the request you send, never in this project. Only the JSON goes to stdout.
 */
import { parseArgs } from 'node:util';
import { readAgentContent } from '../src/lib/content/agent-content.ts';
import { assistantDefinition, fillPlaceholders, leadOutput, agentVariableValues } from '../src/lib/assistant.ts';
import { ContentFileError } from '../src/schemas/content-file-error.ts';

function fail(message: string): never {
  console.error(`npm run assistant: ${message}`);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        filled: { type: 'boolean', default: false },
        'lead-output': { type: 'boolean', default: false },
        'lead-output-id': { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message} (options: --filled, --lead-output, --lead-output-id <id>)`);
  }
}

/** An editor's mistake ends the script with the build's message, on stderr. */
function readContent() {
  try {
    return readAgentContent(new URL('../content/', import.meta.url));
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    return fail(error.message);
  }
}

const options = readOptions();
const leadOutputId = options['lead-output-id']?.trim();
if (leadOutputId === '') fail('--lead-output-id needs the id the platform gave the lead output.');
const { settings, prompt, content } = readContent();
const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

if (options['lead-output']) {
  print(leadOutput);
} else if (options.filled) {
  const values = agentVariableValues(content);
  const filled = { ...settings, firstMessage: fillPlaceholders(settings.firstMessage, values) };
  print(assistantDefinition(filled, fillPlaceholders(prompt, values), content, { leadOutputId }));
} else {
  print(assistantDefinition(settings, prompt, content, { leadOutputId }));
}
