/**
 * `report_emergency` (src/platform/emergency-forwarding.ts): what `--publish` declares with the owner's
 * hook, and where its calls go. The declaration and the message the hook receives, compiled against
 * the platform's server client's types (tests/fixtures/platform-types.ts); the message as the fake
 * platform posts it, by the platform's documentation, and as `--verify`'s test repair posts it.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantDefinition } from '~/agent/assistant';
import { repairChoices } from '~/agent/repair/choices';
import { platformToolNames } from '~/agent/tool-names';
import { readAgentContent } from '~/lib/content/agent-content';
import { newAssistant } from '~/platform/assistant-update';
import { publishedHook } from '~/platform/emergency-forwarding';
import { testRepairMessage } from '~/platform/verify-hook';
import { createFakePlatform } from '../fixtures/fake-vapi-platform.mjs';
import { expectUnsaid, fakeOwnerPlatform } from '../fixtures/owner-platform';
import { typeErrors } from '../fixtures/platform-types';
import { runPublish } from '../fixtures/run-assistant';

vi.setConfig({ testTimeout: 30_000 });

const platform = fakeOwnerPlatform();
const agent = readAgentContent(new URL('../../content/', import.meta.url));
const repairs = repairChoices(agent.content.repairs);
const hook = { LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/2', LEADS_WEBHOOK_SECRET: 'hook-secret-77aa' };
const publish = (settings: Parameters<typeof runPublish>[0] = {}) =>
  runPublish({ ...platform.settings(), ...settings });

type Tool = { type?: string; function?: { name?: string }; [field: string]: unknown };
const emergencyToolsOf = async () =>
  ((await platform.read()).assistants[0]!.model as { tools: Tool[] }).tools.filter(
    (tool) => tool.function?.name === platformToolNames.reportEmergency,
  );

describe('publishing with the hook', () => {
  it('declares report_emergency: async, posted to the hook with the secret’s credential, marked as an emergency; the secret in no setting', async () => {
    const result = await publish(hook);
    expect(result.status, result.stderr).toBe(0);
    expectUnsaid(result, hook.LEADS_WEBHOOK_SECRET);
    const organisation = await platform.read();
    const [tool] = await emergencyToolsOf();
    expect(tool).toEqual({
      type: 'function',
      async: true,
      function: {
        name: 'report_emergency',
        description: expect.stringContaining(
          'as soon as you know the address and what is wrong, before any other question',
        ),
        parameters: {
          type: 'object',
          properties: expect.objectContaining({
            kind: expect.objectContaining({ enum: agent.content.repairs.kinds.map(({ id }) => id) }),
            problem: expect.objectContaining({ description: expect.stringContaining('in English') }),
            address: expect.any(Object),
            name: expect.any(Object),
            phone: expect.any(Object),
          }),
          required: ['kind', 'problem', 'address'],
        },
      },
      server: {
        url: hook.LEADS_WEBHOOK_URL,
        credentialId: organisation.credentials[0]!.id,
        backoffPlan: { type: 'exponential', maxRetries: 10, baseDelaySeconds: 10 },
      },
      parameters: [
        { key: 'urgency', value: 'emergency' },
        { key: 'need', value: 'tenant repair' },
      ],
    });
    expect(JSON.stringify(organisation.assistants)).not.toContain(hook.LEADS_WEBHOOK_SECRET);
    expect(result.stdout).toContain('emergencies: posted there too while the conversation goes on');
  });

  it('publishing again replaces it, never twice; without the hook it is left as it was, like the server settings', async () => {
    await publish(hook);
    const assistantId = (await platform.read()).assistants[0]!.id;
    const moved = { ...hook, LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/3' };
    await publish({ ...moved, PUBLIC_VAPI_ASSISTANT_ID: assistantId });
    expect((await emergencyToolsOf()).map((tool) => (tool.server as { url: string }).url)).toEqual([
      moved.LEADS_WEBHOOK_URL,
    ]);
    await publish({ PUBLIC_VAPI_ASSISTANT_ID: assistantId });
    expect((await emergencyToolsOf()).map((tool) => (tool.server as { url: string }).url)).toEqual([
      moved.LEADS_WEBHOOK_URL,
    ]);
  });

  it('`npm run assistant` alone, with no hook, declares none: the page never learns of it', () => {
    const { tools } = assistantDefinition(agent.settings, agent.prompt, agent.content).model;
    expect(tools.map((tool) => (tool.type === 'function' ? tool.function?.name : tool.type))).not.toContain(
      platformToolNames.reportEmergency,
    );
  });
});

describe('where its calls go', () => {
  const received: { receivedAt: number; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const catchHook = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    received.push({ receivedAt: Date.now(), headers: request.headers, body: JSON.parse(text) });
    response.writeHead(200).end();
  });
  beforeAll(() => new Promise<void>((resolve) => catchHook.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((done) => catchHook.close(done)));

  it('the fake platform posts a call to the hook at once, as a tool-calls message the platform’s types accept; so is --verify’s test repair', async () => {
    const url = `http://127.0.0.1:${(catchHook.address() as AddressInfo).port}/catch`;
    const credential = {
      id: 'cred-1',
      provider: 'custom-credential',
      authenticationPlan: { type: 'bearer', token: 's3cret', headerName: 'X-Vapi-Secret', bearerPrefixEnabled: false },
    };
    const fake = createFakePlatform();
    const definition = assistantDefinition(agent.settings, agent.prompt, agent.content);
    fake.reset({
      assistants: [
        { id: 'asst-1', ...newAssistant(definition, publishedHook({ url, credentialId: 'cred-1' }, repairs)) },
      ],
      credentials: [credential],
    });
    const args = { kind: 'water', problem: 'A burst pipe under the sink.', address: '12 Main St, unit 3' };
    const call = { id: 'call-1', name: platformToolNames.reportEmergency, arguments: args };
    expect(fake.forwardToolCall({ assistantId: 'asst-1', sessionId: 'session-1', call, client: 'test' })).toBe(true);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [post] = received;
    const [forwarded] = fake.forwarded();
    expect(post!.receivedAt - forwarded.calledAt).toBeLessThan(1_000);
    expect(post!.headers['x-vapi-secret']).toBe('s3cret');
    const message = (post!.body as { message: { toolCallList: { function: { arguments: string } }[] } }).message;
    expect(JSON.parse(message.toolCallList[0]!.function.arguments)).toEqual({
      ...args,
      urgency: 'emergency',
      need: 'tenant repair',
    });

    // The tools' servers' backoff plans, typed by the API definition's string (platform-contract.test.ts's BackoffPlanType).
    const hookMessage = `{ message: Omit<Vapi.ServerMessageToolCalls, 'toolWithToolCallList'> & { toolWithToolCallList: (Omit<Vapi.ServerMessageToolCallsToolWithToolCallListItem.Function, 'server'> & { server?: Omit<Vapi.Server, 'backoffPlan'> & { backoffPlan?: Omit<Vapi.BackoffPlan, 'type'> & { type: 'fixed' | 'exponential' } } })[] } }`;
    const errors = typeErrors({
      'what the hook received': { type: hookMessage, value: post!.body },
      '--verify’s test repair': {
        type: hookMessage,
        value: testRepairMessage({ url, secret: 's3cret' }, repairs),
      },
    });
    expect(errors).toEqual({ 'what the hook received': [], '--verify’s test repair': [] });
  });

  it('read strictly, as the platform’s Server Message reference reads: posted only while the assistant lists tool-calls, the page’s tools’ calls to the hook too', async () => {
    const url = `http://127.0.0.1:${(catchHook.address() as AddressInfo).port}/catch`;
    const fake = createFakePlatform();
    const definition = assistantDefinition(agent.settings, agent.prompt, agent.content);
    const published = {
      id: 'asst-1',
      ...newAssistant(definition, publishedHook({ url, credentialId: undefined }, repairs)),
    };
    expect(published.serverMessages).toEqual(['end-of-call-report', 'session.updated', 'tool-calls']);
    const emergency = {
      id: 'call-2',
      name: platformToolNames.reportEmergency,
      arguments: { kind: 'water', problem: 'Flooding.', address: '12 Main St' },
    };
    const pageTool = { id: 'call-3', name: 'show_section', arguments: { section: 'services' } };
    const post = (call: typeof emergency | typeof pageTool) =>
      fake.forwardToolCall({ assistantId: 'asst-1', sessionId: 'session-2', call, client: 'strict' });

    // As --publish had it before: the leads' messages alone. The tool's server chooses where, not whether.
    fake.reset({ assistants: [{ ...published, serverMessages: ['end-of-call-report', 'session.updated'] }] });
    expect(post(emergency)).toBe(false);
    expect(post(pageTool)).toBe(false);

    // As it publishes now: the emergency posted, and a page tool's call too, to the assistant's server (the same hook).
    received.length = 0;
    fake.reset({ assistants: [published] });
    expect(post(emergency)).toBe(true);
    expect(post(pageTool)).toBe(true);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    const names = received.map(
      ({ body }) =>
        (body as { message: { toolCallList: { function: { name: string } }[] } }).message.toolCallList[0]!.function
          .name,
    );
    expect(names.toSorted()).toEqual(['report_emergency', 'show_section']);
    expect(fake.forwarded().map((entry: { url: string }) => entry.url)).toEqual([url, url]);
  });
});
