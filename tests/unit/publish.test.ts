/**
 * `npm run assistant -- --publish` end to end: the real script and the platform's own server client,
 * against the tests' fake API (tests/fixtures/fake-vapi-platform.mjs), which keeps an organisation in
 * memory and wants the private key on every route as the platform does.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantDefinition, leadOutput } from '~/lib/assistant';
import { readAgentContent } from '~/lib/content/agent-content';
import { startFakeVapiApi } from '../fixtures/fake-vapi-api.mjs';
import { fakePrivateKey, fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { runPublish } from '../fixtures/run-assistant';

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = await startFakeVapiApi();
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

interface Stored {
  id: string;
  name: string;
  [field: string]: unknown;
}
interface Organisation {
  structuredOutputs: Stored[];
  assistants: Stored[];
}

/** Resets the fake organisation to `seed` (by default: no lead, no assistant). */
const seedPlatform = async (seed: object = {}) => {
  await fetch(`${apiUrl}/__control/platform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seed),
  });
};
const readPlatform = async () => (await (await fetch(`${apiUrl}/__control/platform`)).json()) as Organisation;

beforeEach(() => seedPlatform());

const agent = readAgentContent(new URL('../../content/', import.meta.url));
/** What the assistant should be on the platform once the lead has `leadId`. */
const expectedAssistant = (leadId: string) =>
  assistantDefinition(agent.settings, agent.prompt, agent.content, { leadOutputId: leadId });

/** Publishes with the private key and the fake API, plus `settings`. */
const publish = (settings: Parameters<typeof runPublish>[0] = {}, ...args: string[]) =>
  runPublish({ VAPI_PRIVATE_KEY: fakePrivateKey, PUBLIC_VAPI_API_URL: apiUrl, ...settings }, ...args);

/** The private key appears in nothing the command says. */
const expectKeyUnsaid = ({ stdout, stderr }: { stdout: string; stderr: string }) => {
  expect(stdout).not.toContain(fakePrivateKey);
  expect(stderr).not.toContain(fakePrivateKey);
};

describe('publishing the assistant and its lead', () => {
  it('creates the lead, then the assistant naming it by id, and prints the line for .env', async () => {
    const result = await publish();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expectKeyUnsaid(result);

    const { structuredOutputs, assistants } = await readPlatform();
    expect(structuredOutputs).toHaveLength(1);
    expect(assistants).toHaveLength(1);
    const [lead] = structuredOutputs;
    const [assistant] = assistants;
    expect(lead).toMatchObject(leadOutput);
    // Everything the assistant definition says, the lead by id (so chat sessions' reports make it).
    expect(assistant).toMatchObject(expectedAssistant(lead!.id));
    expect(assistant!.artifactPlan).toEqual(expect.objectContaining({ structuredOutputIds: [lead!.id] }));
    expect(assistant!.artifactPlan).not.toHaveProperty('structuredOutputs');

    expect(result.stdout).toContain(`lead "${leadOutput.name}" (structured output ${lead!.id}): created`);
    expect(result.stdout).toContain(`assistant "${agent.settings.name}" (${assistant!.id}): created`);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(`PUBLIC_VAPI_ASSISTANT_ID=${assistant!.id}`);
  });

  it('run again with the id in the settings, updates the same two and makes no third', async () => {
    await publish();
    const first = await readPlatform();
    const [assistantId, leadId] = [first.assistants[0]!.id, first.structuredOutputs[0]!.id];
    // Someone changed both in the dashboard: publishing puts content/ back.
    await seedPlatform({
      structuredOutputs: [{ ...first.structuredOutputs[0], description: 'edited by hand' }],
      assistants: [{ ...first.assistants[0], firstMessage: 'edited by hand' }],
    });

    const again = await publish({ PUBLIC_VAPI_ASSISTANT_ID: assistantId });
    expect(again.status).toBe(0);
    expectKeyUnsaid(again);
    const { structuredOutputs, assistants } = await readPlatform();
    expect(structuredOutputs.map(({ id }) => id)).toEqual([leadId]);
    expect(assistants.map(({ id }) => id)).toEqual([assistantId]);
    expect(structuredOutputs[0]).toMatchObject(leadOutput);
    expect(assistants[0]).toMatchObject(expectedAssistant(leadId));
    expect(again.stdout).toContain(`(structured output ${leadId}): updated`);
    expect(again.stdout).toContain(`(${assistantId}): updated`);
    // The site already names it: nothing to put in .env.
    expect(again.stdout).not.toContain('PUBLIC_VAPI_ASSISTANT_ID=');
  });

  it('without the id in the settings, updates the assistant with the agent’s name rather than making another', async () => {
    await seedPlatform({
      assistants: [
        { id: 'asst-other', name: 'Someone else’s assistant' },
        { id: 'asst-ours', name: agent.settings.name, firstMessage: 'old' },
      ],
    });
    const result = await publish();
    expect(result.status).toBe(0);
    const { assistants } = await readPlatform();
    expect(assistants.map(({ id }) => id)).toEqual(['asst-other', 'asst-ours']);
    expect(assistants[1]!.firstMessage).toBe(agent.settings.firstMessage);
    expect(assistants[0]).toEqual({ id: 'asst-other', name: 'Someone else’s assistant' });
    expect(result.stdout).toContain('(asst-ours): updated');
    // The site does not name it yet.
    expect(result.stdout).toContain('PUBLIC_VAPI_ASSISTANT_ID=asst-ours');
  });
});

describe('what stops publishing, said on stderr with a non-zero exit', () => {
  /** Runs it expecting failure: the message, after the command's name; nothing on stdout. */
  const failure = async (settings: Parameters<typeof runPublish>[0], ...args: string[]) => {
    const result = await publish(settings, ...args);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe('');
    expectKeyUnsaid(result);
    expect(result.stderr).toMatch(/^npm run assistant: /);
    return result.stderr;
  };

  it('no private key: names the setting and says where it stays', async () => {
    expect(await failure({ VAPI_PRIVATE_KEY: ' ' })).toMatch(/VAPI_PRIVATE_KEY is not set.*never goes into the site/);
  });

  it('a key the platform refuses (the public one, say): HTTP 401, the platform’s words, which key to use', async () => {
    const said = await failure({ VAPI_PRIVATE_KEY: fakePublicKey });
    expect(said).toContain('refused the private key');
    expect(said).toContain('HTTP 401: Invalid Key');
    expect(said).toContain('Set VAPI_PRIVATE_KEY to the organisation’s private key');
    expect(said).not.toContain(fakePublicKey);
    expect(await readPlatform()).toMatchObject({ structuredOutputs: [], assistants: [] });
  });

  it('a platform it cannot reach: says where it tried and why', async () => {
    // A port nothing listens on: the fake's own, once closed.
    const closed = await startFakeVapiApi();
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((done) => closed.close(() => done()));
    expect(await failure({ PUBLIC_VAPI_API_URL: closedUrl })).toMatch(
      new RegExp(`could not reach the platform at ${closedUrl} to list the structured outputs \\(connect ECONNREFUSED`),
    );
  });

  it('a refusal of the assistant: the platform’s own message, after the lead it did make', async () => {
    await seedPlatform({
      refuse: {
        method: 'POST',
        path: '/assistant',
        status: 400,
        message: ['model.provider must be a valid enum value'],
      },
    });
    expect(await failure({})).toContain(
      'could not create the assistant: the platform answered HTTP 400: model.provider must be a valid enum value.',
    );
    // The lead stands, and the next run (once the refusal is fixed) updates it rather than making another.
    const { structuredOutputs, assistants } = await readPlatform();
    expect(structuredOutputs.map(({ name }) => name)).toEqual([leadOutput.name]);
    expect(assistants).toEqual([]);
  });

  it('an assistant id the organisation does not have: says which setting to fix', async () => {
    expect(await failure({ PUBLIC_VAPI_ASSISTANT_ID: 'asst-missing' })).toMatch(
      /could not find the assistant asst-missing \(PUBLIC_VAPI_ASSISTANT_ID\): the platform answered HTTP 404.*Set PUBLIC_VAPI_ASSISTANT_ID/,
    );
    expect((await readPlatform()).assistants).toEqual([]);
  });

  it('--publish with a printing option: refused before anything is sent', async () => {
    expect(await failure({}, '--filled')).toContain('--publish goes alone');
    expect(await readPlatform()).toMatchObject({ structuredOutputs: [], assistants: [] });
  });
});
