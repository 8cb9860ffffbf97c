/**
 * `npm run assistant`: the AI agent (the platform's assistant) from content/agent.md (front matter:
 * name, first message, model; body: the prompt) and the page tools' choices in content/ (sections and
 * service cards), with its lead (a structured output).
 *
 *   --publish              puts both on the platform with the organisation's private key
 *                          (VAPI_PRIVATE_KEY, from .env or the environment, read by the owner's
 *                          commands alone; src/platform/publish-assistant.ts): the lead found by its
 *                          name and updated, or created; the assistant named by PUBLIC_VAPI_ASSISTANT_ID
 *                          (or by its name) updated in what content/ decides alone, or created, naming
 *                          the lead by id so typed chats leave one too, and pointed at LEADS_WEBHOOK_URL
 *                          when it is set; then the public key locked to SITE_URL's origin (and
 *                          VAPI_ALLOWED_ORIGINS') and that assistant. Says what it did on stdout, what
 *                          went wrong on stderr with a non-zero exit; a key left open or leads left in
 *                          the dashboard for want of a setting, on stderr.
 *   --verify               after --publish, with the same settings: asks the platform itself whether
 *                          what the site relies on works (src/platform/verify-platform.ts): the
 *                          assistant and its lead as content/ makes them, a typed chat from SITE_URL's
 *                          origin with the public key and its lead read back, the key's lock, booking's
 *                          calendar, the leads hook. A table of lines, ✓ or ✗; a non-zero exit on any ✗.
 *   --lead-wait <seconds>  with --verify: how long to wait for the test chat's lead (default 120)
 *
 * Without --publish or --verify it only prints JSON on stdout, for owners who paste it into the dashboard; it
 * reads content/ and no setting or key:
 *   (nothing)              the body of `POST /assistant`, the prompt keeping its `{{name}}`
 *                          placeholders (the page fills them at every call and question)
 *   --filled               the values in place of the placeholders, for trying the assistant in
 *                          the dashboard without the website
 *   --lead-output          the lead's definition alone: the body of `POST /structured-output`
 *   --lead-output-id <id>  the assistant names that created lead by its id instead of carrying it
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readAgentContent } from '../src/lib/content/agent-content.ts';
import { assistantDefinition, fillPlaceholders, agentVariableValues } from '../src/agent/assistant.ts';
import { leadOutput } from '../src/agent/lead.ts';
import { projectEnvironment } from '../src/lib/build/environment.ts';
import { forwardingAdvice } from '../src/platform/lead-forwarding.ts';
import { platformClient, PlatformError } from '../src/platform/platform-client.ts';
import { describeKeyLeftOpen, describeKeyLock, lockPublicKey } from '../src/platform/public-key-lock.ts';
import {
  assistantIdAdvice,
  describePublishReport,
  publishAssistant,
  publishSettings,
} from '../src/platform/publish-assistant.ts';
import {
  defaultTiming,
  describeVerifyReport,
  describeVerifyStart,
  verifyPlatform,
  verifySettings,
} from '../src/platform/verify-platform.ts';
import { ContentFileError } from '../src/schemas/content-file-error.ts';

const projectRoot = new URL('../', import.meta.url);

function fail(message: string): never {
  console.error(`npm run assistant: ${message}`);
  process.exit(1);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        publish: { type: 'boolean', default: false },
        verify: { type: 'boolean', default: false },
        'lead-wait': { type: 'string' },
        filled: { type: 'boolean', default: false },
        'lead-output': { type: 'boolean', default: false },
        'lead-output-id': { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(
      `${(error as Error).message} (options: --publish, --verify [--lead-wait <seconds>], or to print JSON: --filled, --lead-output, --lead-output-id <id>)`,
    );
  }
}

/** An editor's mistake ends the script with the build's message, on stderr. */
function readContent() {
  try {
    return readAgentContent(new URL('content/', projectRoot));
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    return fail(error.message);
  }
}

async function publish(agentContent: ReturnType<typeof readContent>) {
  const env = projectEnvironment('production', fileURLToPath(projectRoot));
  try {
    const settings = publishSettings(env);
    const client = platformClient(settings);
    const report = await publishAssistant(client, settings, agentContent);
    console.log(describePublishReport(report, settings));
    const forwarding = forwardingAdvice(settings.forwarding);
    if (forwarding) console.error(`npm run assistant: ${forwarding}`);
    // The assistant is published (and said) before the key is locked; the line for .env comes last,
    // whether or not the key could be locked.
    const { keyLock } = settings;
    try {
      if ('missing' in keyLock) console.error(`npm run assistant: ${describeKeyLeftOpen(keyLock.missing)}`);
      else console.log(describeKeyLock(await lockPublicKey(client, settings, keyLock, report.assistant.id)));
    } finally {
      const advice = assistantIdAdvice(report, settings);
      if (advice) console.log(advice);
    }
  } catch (error) {
    // The platform's and our own words; anything else is a bug, with its stack.
    if (error instanceof PlatformError) fail(error.message);
    throw error;
  }
}

/** The owner's check of the live platform: the table on stdout, exit 1 on any ✗. */
async function verify(agentContent: ReturnType<typeof readContent>, leadWaitSeconds: number) {
  const env = projectEnvironment('production', fileURLToPath(projectRoot));
  try {
    const settings = verifySettings(env);
    console.log(`${describeVerifyStart(settings)}\n`);
    const timing = { ...defaultTiming, leadWaitMs: leadWaitSeconds * 1000 };
    const lines = await verifyPlatform(platformClient(settings), settings, agentContent, timing);
    console.log(describeVerifyReport(lines));
    if (lines.some((line) => !line.passed)) process.exitCode = 1;
  } catch (error) {
    if (error instanceof PlatformError) fail(error.message);
    throw error;
  }
}

/** --lead-wait's seconds, or a stop saying how to write them. */
function leadWaitSeconds(value: string | undefined): number {
  if (value === undefined) return defaultTiming.leadWaitMs / 1000;
  const seconds = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || seconds < 1)
    fail(`--lead-wait "${value}" is not a number of seconds, for example 300.`);
  return seconds;
}

const options = readOptions();
const leadOutputId = options['lead-output-id']?.trim();
if (leadOutputId === '') fail('--lead-output-id needs the id the platform gave the lead output.');
if (options.publish && (options.filled || options['lead-output'] || leadOutputId !== undefined)) {
  fail('--publish goes alone: it creates the lead and names it by id itself; the other options print JSON.');
}
if (options.verify && (options.publish || options.filled || options['lead-output'] || leadOutputId !== undefined)) {
  fail('--verify goes alone (with --lead-wait): run --publish first, then --verify.');
}
if (options['lead-wait'] !== undefined && !options.verify) fail('--lead-wait goes with --verify.');
const agentContent = readContent();
const { settings, prompt, content } = agentContent;
const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

if (options.publish) {
  await publish(agentContent);
} else if (options.verify) {
  await verify(agentContent, leadWaitSeconds(options['lead-wait']));
} else if (options['lead-output']) {
  print(leadOutput);
} else if (options.filled) {
  const values = agentVariableValues(content);
  const filled = {
    ...settings,
    firstMessage: fillPlaceholders(settings.firstMessage, values),
    booking: { ...settings.booking, instructions: fillPlaceholders(settings.booking.instructions, values) },
  };
  print(assistantDefinition(filled, fillPlaceholders(prompt, values), content, { leadOutputId }));
} else {
  print(assistantDefinition(settings, prompt, content, { leadOutputId }));
}
