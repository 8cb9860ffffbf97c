/**
 * `npm run assistant -- --publish` against an assistant someone changed in the dashboard, and with the
 * owner's catch hook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET): it replaces what content/ decides and
 * keeps the rest (src/platform/assistant-update.ts), points the assistant's server at the hook with
 * the messages that carry calls' and typed chats' leads (lead-forwarding.ts), and run twice changes
 * nothing. The real script and server client, against the fake platform.
 */
import { describe, expect, it, vi } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import { agentTools } from '~/agent/tools';
import { assistantDefinition } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import { assistantUpdate } from '~/platform/assistant-update';
import { leadsBackoffPlan } from '~/platform/lead-forwarding';
import { readAgentContent } from '~/lib/content/agent-content';
import { expectUnsaid, fakeOwnerPlatform } from '../fixtures/owner-platform';
import type { Stored } from '../fixtures/fake-vapi-server';
import { runPublish } from '../fixtures/run-assistant';

vi.setConfig({ testTimeout: 30_000 });

const platform = fakeOwnerPlatform();
const agent = readAgentContent(new URL('../../content/', import.meta.url));
const definition = (leadOutputId: string) =>
  assistantDefinition(agent.settings, agent.prompt, agent.content, { leadOutputId });

const hook = {
  LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/1/leads',
  LEADS_WEBHOOK_SECRET: 'hook-secret-5d1e',
};
const publish = (settings: Parameters<typeof runPublish>[0] = {}) =>
  runPublish({ ...platform.settings(), ...settings });
const theAssistant = async () => (await platform.read()).assistants[0]!;
const theLeadId = async () => (await platform.read()).structuredOutputs[0]!.id;

/** An assistant as the dashboard left it: content's old words, and what someone added there. */
const dashboardAssistant: Stored = {
  id: 'asst-dash',
  name: agent.settings.name,
  firstMessage: 'Old words.',
  // A transcriber that hears English alone, and the platform's own voice: content decides both.
  transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  model: {
    provider: 'openai',
    model: 'gpt-4o-mini',
    temperature: 0.3,
    toolIds: ['tool-crm'],
    messages: [{ role: 'system', content: 'An old prompt.' }],
    tools: [
      {
        type: 'function',
        function: { name: 'lookup_unit', description: 'Finds a unit.' },
        server: { url: 'https://crm.example.test/tools' },
      },
      {
        type: 'function',
        async: true,
        function: { name: agentToolNames.showSection, description: 'An old description.' },
      },
      { type: 'endCall' },
    ],
  },
  artifactPlan: {
    recordingEnabled: false,
    structuredOutputIds: ['so-scoring'],
    scorecardIds: ['sc-1'],
    // The lead pasted inline from an old `npm run assistant` print: publishing names it by id instead.
    structuredOutputs: [leadOutput],
  },
  server: {
    url: 'https://owner.example.test/vapi',
    timeoutSeconds: 30,
    headers: { 'X-Owner': 'kept', 'x-vapi-secret': 'old-secret' },
  },
  serverMessages: ['status-update', 'end-of-call-report'],
  clientMessages: ['transcript', 'tool-calls', 'status-update', 'speech-update'],
  maxDurationSeconds: 900,
};
const ownersTools = (dashboardAssistant.model as { tools: { type: string }[] }).tools.filter(
  (tool) =>
    !('function' in tool) || (tool as { function: { name: string } }).function.name !== agentToolNames.showSection,
);

describe('what publishing owns, and what it keeps', () => {
  it('replaces only what content/ decides (the transcriber and voice among it); the dashboard’s tools, toolIds, model settings, server and messages stay', async () => {
    await platform.seed({ assistants: [dashboardAssistant] });
    const result = await publish({ PUBLIC_VAPI_ASSISTANT_ID: 'asst-dash' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('(asst-dash): updated');
    expect(result.stderr).toMatch(/^npm run assistant: LEADS_WEBHOOK_URL is not set, .*leads stay in the dashboard/m);
    const leadId = await theLeadId();
    const ours = definition(leadId);
    expect(await theAssistant()).toEqual({
      ...dashboardAssistant,
      updatedAt: expect.any(String),
      name: ours.name,
      firstMessage: ours.firstMessage,
      transcriber: ours.transcriber,
      voice: ours.voice,
      model: {
        ...(dashboardAssistant.model as object),
        provider: ours.model.provider,
        model: ours.model.model,
        messages: ours.model.messages,
        tools: [...ours.model.tools, ...ownersTools],
      },
      artifactPlan: {
        recordingEnabled: agent.settings.recording,
        videoRecordingEnabled: false,
        structuredOutputIds: [leadId, 'so-scoring'],
        scorecardIds: ['sc-1'],
      },
    });
  });

  it('twice changes nothing: the second run sends no update and says so', async () => {
    await platform.seed({ assistants: [dashboardAssistant] });
    await publish({ ...hook, PUBLIC_VAPI_ASSISTANT_ID: 'asst-dash' });
    const first = await platform.read();
    await platform.seed(first);
    const again = await publish({ ...hook, PUBLIC_VAPI_ASSISTANT_ID: 'asst-dash' });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`(structured output ${first.structuredOutputs[0]!.id}): unchanged`);
    expect(again.stdout).toContain('(asst-dash): unchanged');
    expect(await platform.read()).toEqual(first);
    expect((await platform.requests()).filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it('booking switched off: its tools go, the owner’s stay', () => {
    const off = { ...agent.settings, booking: { ...agent.settings.booking, enabled: false } };
    const withoutBooking = assistantDefinition(off, agent.prompt, agent.content, { leadOutputId: 'so-1' });
    const existing = {
      ...dashboardAssistant,
      model: { ...(dashboardAssistant.model as object), tools: [...definition('so-1').model.tools, ...ownersTools] },
    } as unknown as Parameters<typeof assistantUpdate>[0];
    const names = (
      assistantUpdate(existing, withoutBooking, undefined).model.tools as {
        type: string;
        function?: { name: string };
      }[]
    ).map((tool) => tool.function?.name ?? tool.type);
    expect(names).toEqual([
      ...agentTools({ ...agent.content, booking: off.booking }).map((tool) => tool.function!.name),
      'lookup_unit',
      'endCall',
    ]);
  });
});

describe('forwarding every lead to the owner’s catch hook', () => {
  it('points the assistant’s server at the hook, its secret in a credential of the platform’s, with a retry plan and the messages of both channels’ leads', async () => {
    const result = await publish(hook);
    expect(result.status).toBe(0);
    expectUnsaid(result, hook.LEADS_WEBHOOK_SECRET);
    const leadId = await theLeadId();
    const assistant = await theAssistant();
    // The secret is in the credential alone, never in the assistant's configuration.
    const [credential] = (await platform.requests()).filter(
      ({ method, path }) => method === 'POST' && path === '/credential',
    );
    const credentialId = (await platform.read()).credentials.at(-1)!.id;
    expect(credential!.body).toEqual({
      provider: 'custom-credential',
      name: expect.stringMatching(/^Website leads hook [0-9a-f]{12}$/),
      authenticationPlan: {
        type: 'bearer',
        token: hook.LEADS_WEBHOOK_SECRET,
        headerName: 'X-Vapi-Secret',
        bearerPrefixEnabled: false,
      },
    });
    expect(assistant.server).toEqual({
      url: hook.LEADS_WEBHOOK_URL,
      credentialId,
      backoffPlan: { type: 'exponential', maxRetries: 10, baseDelaySeconds: 10 },
    });
    expect(JSON.stringify(assistant)).not.toContain(hook.LEADS_WEBHOOK_SECRET);
    expect(result.stdout).toContain(
      `with LEADS_WEBHOOK_SECRET in the X-Vapi-Secret header (the platform's credential "${String((credential!.body as { name: string }).name)}": created)`,
    );
    // Published again with the same secret: the credential is found, not made twice.
    await publish({ ...hook, PUBLIC_VAPI_ASSISTANT_ID: assistant.id });
    expect((await platform.read()).credentials).toHaveLength(1);
    // The leads' messages, and tool-calls: the platform sends servers only the messages listed, so
    // without it no emergency would leave the platform, its tool's own server notwithstanding.
    expect(assistant.serverMessages).toEqual(['end-of-call-report', 'session.updated', 'tool-calls']);
    // Where the hook finds the lead in each message, with the lead's own id; the hook's path unsaid.
    expect(result.stdout).toContain('leads: posted to https://hooks.example.test/… (LEADS_WEBHOOK_URL)');
    expect(result.stdout).toContain(`message.artifact.structuredOutputs.${leadId}.result`);
    expect(result.stdout).toContain(`message.session.artifact.structuredOutputs.${leadId}.result`);
    expect(result.stdout).not.toContain('/catch/1/leads');
    expect(result.stdout).toContain(
      `the page's tools' calls arrive there too (message.type "tool-calls", function.name show_section, point_to …): nothing to do with them, the recipes keep only report_emergency`,
    );
    expect(result.stderr).not.toMatch(/LEADS_WEBHOOK/);
  });

  it('over the dashboard’s server: the hook and its secret’s credential replace its address and old secret header; its other settings and messages stay', async () => {
    await platform.seed({ assistants: [dashboardAssistant] });
    await publish({ ...hook, PUBLIC_VAPI_ASSISTANT_ID: 'asst-dash' });
    const assistant = await theAssistant();
    expect(assistant.server).toEqual({
      url: hook.LEADS_WEBHOOK_URL,
      timeoutSeconds: 30,
      headers: { 'X-Owner': 'kept' },
      credentialId: (await platform.read()).credentials[0]!.id,
      backoffPlan: leadsBackoffPlan,
    });
    expect(assistant.serverMessages).toEqual(['status-update', 'end-of-call-report', 'session.updated', 'tool-calls']);

    // The secret taken out of the settings comes out of the header; stderr says the hook is now open.
    const unsecured = await publish({
      LEADS_WEBHOOK_URL: hook.LEADS_WEBHOOK_URL,
      PUBLIC_VAPI_ASSISTANT_ID: 'asst-dash',
    });
    expect(unsecured.stderr).toMatch(/LEADS_WEBHOOK_SECRET is not set, so the hook cannot tell the platform’s posts/);
    expect((await theAssistant()).server).toMatchObject({ headers: { 'X-Owner': 'kept' } });
    expect((await theAssistant()).server).not.toHaveProperty('credentialId');
  });

  it.each([
    [{ LEADS_WEBHOOK_SECRET: hook.LEADS_WEBHOOK_SECRET }, /LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not/],
    [
      { ...hook, LEADS_WEBHOOK_URL: 'http://hooks.example.test/catch/1' },
      /LEADS_WEBHOOK_URL \(http:\/\/hooks\.example\.test\/…\) must start with https:\/\//,
    ],
    [{ ...hook, LEADS_WEBHOOK_URL: 'hooks.example.test/catch/1' }, /LEADS_WEBHOOK_URL is not a URL/],
  ])('a setting that cannot work (%o) stops it before anything is sent, the secret unsaid', async (settings, said) => {
    const result = await publish(settings);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(said);
    expectUnsaid(result, hook.LEADS_WEBHOOK_SECRET);
    expect(await platform.requests()).toEqual([]);
  });
});
