/**
 * `npm run assistant -- --verify` against the fake platform: published first by the real publish code,
 * then checked by the real verify code through the platform's server client and the page's own chat
 * body. A working platform passes every line; a failing chat, an open key, a refused key, a session
 * whose lead never appears and a hook answering 500 each fail their line, in plain words. Time is
 * faked: the lead's wait passes in no time. The command itself: its exit status, and neither the
 * private key nor the hook's secret in anything it prints.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentVariableValues } from '~/agent/assistant';
import { readLeads } from '~/platform/leads';
import { hookOrigin, type LeadForwarding } from '~/platform/lead-forwarding';
import { platformClient } from '~/platform/platform-client';
import { lockPublicKey } from '~/platform/public-key-lock';
import { publishAssistant, publishSettings } from '~/platform/publish-assistant';
import type { CheckLine } from '~/platform/check-line';
import { testSessionName } from '~/platform/verify-chat';
import { foreignOrigin } from '~/platform/verify-lock';
import { describeVerifyReport, verifyPlatform, verifySettings, type VerifyTiming } from '~/platform/verify-platform';
import { readAgentContent } from '~/lib/content/agent-content';
import { fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { expectUnsaid, fakeOwnerPlatform } from '../fixtures/owner-platform';
import type { Stored } from '../fixtures/fake-vapi-server';
import { runPublish, runVerify } from '../fixtures/run-assistant';

vi.setConfig({ testTimeout: 60_000 });

const platform = fakeOwnerPlatform();
const agent = readAgentContent(new URL('../../content/', import.meta.url));
const siteUrl = 'https://www.prairie-example.ca';
const calendarConnection = {
  id: 'cred-1',
  provider: 'google.calendar.oauth2-authorization',
  name: 'Office calendar',
  authorizationId: 'auth-1',
};

/** A clock that moves only when the check waits: a two-minute wait takes no time. */
function fakeTiming(): VerifyTiming & { waits: number[] } {
  let clock = 0;
  const waits: number[] = [];
  return {
    leadWaitMs: 120_000,
    pollMs: 5_000,
    requestTimeoutMs: 10_000,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    waits,
  };
}

/** The owner's settings here, as the site has them. */
const siteSettings = (extra: Record<string, string> = {}) => ({
  ...platform.settings(),
  PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey,
  SITE_URL: siteUrl,
  ...extra,
});

/**
 * Publishes as `--publish` does (the key locked to `lockOrigins`, none: left open), then verifies;
 * `between` changes the platform in between, as the dashboard or time might.
 */
async function publishThenVerify({
  seed = { credentials: [calendarConnection] },
  forwarding,
  lockOrigins = [new URL(siteUrl).origin],
  between,
}: {
  seed?: object;
  forwarding?: LeadForwarding;
  lockOrigins?: string[] | null;
  between?: (client: ReturnType<typeof platformClient>) => Promise<void>;
} = {}) {
  await platform.seed(seed);
  const publishing = { ...publishSettings(siteSettings()), forwarding };
  const client = platformClient(publishing);
  const { assistant } = await publishAssistant(client, publishing, agent);
  if (lockOrigins)
    await lockPublicKey(client, publishing, { publicKey: fakePublicKey, origins: lockOrigins }, assistant.id);
  await between?.(client);
  const settings = { ...verifySettings(siteSettings({ PUBLIC_VAPI_ASSISTANT_ID: assistant.id })), forwarding };
  const timing = fakeTiming();
  const lines = await verifyPlatform(client, settings, agent, timing);
  return { lines, timing, client, assistantId: assistant.id };
}

const lineOf = (lines: CheckLine[], check: string) => {
  const line = lines.find((candidate) => candidate.check === check);
  expect(line, `a line "${check}"`).toBeDefined();
  return line!;
};

/** A catch hook on this machine answering `status`, keeping what it was sent. */
const hooks: Server[] = [];
afterEach(async () => {
  await Promise.all(hooks.splice(0).map((hook) => new Promise((done) => hook.close(done))));
});
async function catchHook(status: number, secret = 'hook-secret-5d1e', answer = '') {
  const received: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    received.push({ headers: request.headers, body: JSON.parse(text) });
    response.writeHead(status).end(answer);
  });
  hooks.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catch/leads`;
  return { forwarding: { url, secret }, received };
}

describe('a working platform', () => {
  it('passes every line: the assistant, its lead and hook, booking, a typed chat and its lead, the lock, the hook', async () => {
    const hook = await catchHook(200);
    const { lines } = await publishThenVerify({ forwarding: hook.forwarding });
    expect(lines.map((line) => line.check)).toEqual([
      'assistant',
      'languages',
      ...agent.settings.languages.map(({ code }) => `call in ${code}`),
      'lead',
      'leads hook setting',
      'emergency posting',
      'booking tools',
      'booking calendar',
      'typed chat',
      'test session named',
      'second question',
      'session ended',
      'typed chat’s lead',
      'lock: another origin',
      'lock: inline assistant',
      'leads hook',
      'emergency to the hook',
    ]);
    expect(lines.filter((line) => !line.passed)).toEqual([]);
    expect(lineOf(lines, 'lock: another origin').said).toBe(
      `refused: HTTP 401: Origin ${foreignOrigin} is not allowed for this key`,
    );
    expect(lineOf(lines, 'lock: inline assistant').said).toBe(
      'refused: HTTP 401: Transient assistants are not allowed for this key',
    );
    expect(lineOf(lines, 'booking calendar').said).toContain('Office calendar, google.calendar.oauth2-authorization');
    expect(lineOf(lines, 'languages').said).toBe(
      'a call hears and speaks every listed language: 9 with the assistant’s own (Deepgram Nova-3, language "multi"; ElevenLabs Flash v2.5, voice sarah), 3 with their own (ਪੰਜਾਬੀ, اردو, ગુજરાતી)',
    );
    expect(lineOf(lines, 'call in pa').said).toBe(
      'a call in ਪੰਜਾਬੀ (Punjabi, pa) gets Gladia Solaria, Punjabi and English (its own); Azure pa-IN-VaaniNeural (its own): it hears and speaks ਪੰਜਾਬੀ, English',
    );
    expect(lineOf(lines, 'call in gu').said).toBe(
      'a call in ગુજરાતી (Gujarati, gu) gets Deepgram Nova-3, language "multi"; Azure gu-IN-DhwaniNeural (its own): it hears and speaks ગુજરાતી, English',
    );
    // The second question in the second listed language, answered in the session.
    const [, french] = agent.settings.languages;
    expect(lineOf(lines, 'second question').said).toMatch(
      new RegExp(
        `^asked in ${french!.name} \\("${french!.question!.replace('?', '\\?')}"\\), answered in the same session: "`,
      ),
    );
    expect(lineOf(lines, 'emergency posting').said).toBe(
      `an emergency would be posted to ${hookOrigin(hook.forwarding.url)} (LEADS_WEBHOOK_URL) while the conversation goes on: report_emergency's server is the hook, with the secret in X-Vapi-Secret, and the assistant sends tool-calls`,
    );
    expect(describeVerifyReport(lines)).toMatch(/\n\nAll 28 checks passed/);
  });

  it('asks as the page does: its body and values, the public key, SITE_URL’s origin; the session named as a test, ended with its lead, and left out by npm run leads', async () => {
    const { client, assistantId } = await publishThenVerify();
    const questions = (await platform.requests()).filter((request) => request.path === '/chat/web');
    const fromSite = questions.filter((request) => request.headers.origin === new URL(siteUrl).origin);
    for (const request of questions) expect(request.headers.authorization).toBe(`Bearer ${fakePublicKey}`);
    // The first question opens the session with its life and the page's values; a later one names it only.
    expect(fromSite[0]!.body).toEqual({
      assistantId,
      input: expect.any(String),
      stream: true,
      sessionExpirationSeconds: 1800,
      assistantOverrides: { variableValues: agentVariableValues(agent.content) },
    });
    const sessions = (await platform.read()).sessions as (Stored & { status: string })[];
    expect(sessions).toEqual([expect.objectContaining({ name: testSessionName, status: 'completed' })]);
    expect(fromSite[1]!.body).toEqual({
      assistantId,
      sessionId: sessions[0]!.id,
      stream: true,
      input: agent.settings.languages[1]!.question,
    });
    expect(fromSite[2]!.body).toMatchObject({ sessionId: sessions[0]!.id, sessionEnd: true });
    const leads = await readLeads(client, platform.apiUrl(), { since: new Date(0), assistantId });
    expect(leads).toMatchObject({ leads: [], tests: 1 });
  });
});

describe('each failure fails its line, in plain words', () => {
  it('a failing chat: the platform’s status and words, and the chat’s other lines not tried', async () => {
    const { lines } = await publishThenVerify({
      between: async () => {
        await platform.setChatScenario('server-error');
      },
    });
    expect(lineOf(lines, 'typed chat')).toEqual({
      passed: false,
      check: 'typed chat',
      said: `a question from ${new URL(siteUrl).origin}: HTTP 500: Internal server error. Visitors’ typed chats fail alike`,
    });
    for (const check of ['test session named', 'second question', 'session ended', 'typed chat’s lead']) {
      expect(lineOf(lines, check)).toMatchObject({
        passed: false,
        said: 'not tried: the first question was not answered',
      });
    }
    expect(describeVerifyReport(lines)).toMatch(/\n✗ typed chat +a question from/);
  });

  it('no credit or card on file (HTTP 402): said in plain words, with where to add them', async () => {
    const { lines } = await publishThenVerify({
      between: async () => {
        await platform.setChatScenario('no-credit');
      },
    });
    expect(lineOf(lines, 'typed chat')).toMatchObject({
      passed: false,
      said: `a question from ${new URL(siteUrl).origin}: HTTP 402: Purchase credits to use chat, which means the organisation has no credit or card on file, so the platform refuses every typed chat: add credit or a card in the platform’s dashboard (billing), then verify again. Visitors’ typed chats fail alike`,
    });
  });

  it('a transcriber or voice changed in the dashboard: the languages a call would miss, named', async () => {
    const { lines } = await publishThenVerify({
      between: async (client) => {
        const { assistants } = await platform.read();
        await client.assistants.update({
          id: assistants[0]!.id,
          transcriber: { provider: 'deepgram', model: 'nova-3', language: 'en' },
          voice: { provider: '11labs', model: 'eleven_flash_v2', voiceId: 'sarah' },
        });
      },
    });
    expect(lineOf(lines, 'assistant')).toMatchObject({
      passed: false,
      said: expect.stringContaining('transcriber, voice'),
    });
    expect(lineOf(lines, 'languages')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /^its transcriber \(\{"provider":"deepgram","model":"nova-3","language":"en"\}\) is not one whose languages the site knows/,
      ),
    });
    const flash = await publishThenVerify({
      between: async (client) => {
        const { assistants } = await platform.read();
        await client.assistants.update({
          id: assistants[0]!.id,
          voice: { provider: '11labs', model: 'eleven_flash_v2', voiceId: 'sarah' },
        });
      },
    });
    expect(lineOf(flash.lines, 'languages')).toMatchObject({
      passed: false,
      said: 'a call would not hear or speak Français (fr), Tagalog (tl), 中文 (zh), हिन्दी (hi), العربية (ar), Українська (uk), Español (es), Tiếng Việt (vi) (the lines below say what each gets). Run npm run assistant -- --publish.',
    });
    expect(lineOf(flash.lines, 'call in fr')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /^a call in Français \(French, fr\) gets Deepgram Nova-3, language "multi"; ElevenLabs Flash v2, voice sarah: it hears and speaks English, not Français: voice \(ElevenLabs Flash v2, voice sarah\) does not speak it/,
      ),
    });
    // Punjabi's own call does not depend on the assistant's voice.
    expect(lineOf(flash.lines, 'call in pa').passed).toBe(true);
  });

  it('an open key: another origin and an inline assistant answered, each line naming the settings that lock it; their sessions ended as tests', async () => {
    const { lines } = await publishThenVerify({ lockOrigins: null });
    expect(lineOf(lines, 'lock: another origin')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /^answered: the public key works from https:\/\/another-site\.invalid, so from any website that copies it\. Lock it: set SITE_URL .* npm run assistant -- --publish\.$/,
      ) as unknown as string,
    });
    expect(lineOf(lines, 'lock: inline assistant')).toMatchObject({
      passed: false,
      said: expect.stringContaining('runs an inline assistant') as unknown as string,
    });
    const sessions = (await platform.read()).sessions as (Stored & { status: string })[];
    expect(sessions).toHaveLength(3);
    for (const session of sessions) expect(session).toMatchObject({ name: testSessionName, status: 'completed' });
  });

  it('a refused key (locked to another site): the platform’s words, and what to set; the inline assistant’s refusal then tells nothing', async () => {
    const { lines } = await publishThenVerify({ lockOrigins: ['https://old-site.example'] });
    const line = lineOf(lines, 'typed chat');
    expect(line.passed).toBe(false);
    expect(line.said).toBe(
      `a question from ${new URL(siteUrl).origin}: HTTP 401: Origin ${new URL(siteUrl).origin} is not allowed for this key. The platform refused the public key from the site’s own origin: PUBLIC_VAPI_PUBLIC_KEY and PUBLIC_VAPI_ASSISTANT_ID must be what publish locked, SITE_URL the address the site is served from; publish again`,
    );
    expect(lineOf(lines, 'lock: inline assistant')).toEqual({
      passed: false,
      check: 'lock: inline assistant',
      said: `not told: refused (HTTP 401: Origin ${new URL(siteUrl).origin} is not allowed for this key), but so is the site’s own question (above)`,
    });
  });

  it('a session whose lead never appears: read back until the time limit, then says so', async () => {
    const { lines, timing } = await publishThenVerify({
      seed: { credentials: [calendarConnection], leadsWithheld: true },
    });
    expect(lineOf(lines, 'session ended').passed).toBe(true);
    expect(lineOf(lines, 'typed chat’s lead')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /^no lead in the session’s artifact after 120 s \(status completed\): typed chats leave no lead\./,
      ) as unknown as string,
    });
    // Read every 5 s of the fake clock for two minutes, then given up.
    expect(timing.waits).toEqual(Array.from({ length: 24 }, () => 5_000));
  });

  it('sends one test repair as an emergency travels, marked as a test, with the secret, and prints what the hook answered', async () => {
    const hook = await catchHook(200, 'hook-secret-5d1e', '{"status": "success",\n "id": "zap-1"}');
    const { lines } = await publishThenVerify({ forwarding: hook.forwarding });
    expect(lineOf(lines, 'emergency to the hook')).toEqual({
      passed: true,
      check: 'emergency to the hook',
      said: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/… took a test repair marked as a test \(HTTP 200, answering \{"status": "success", "id": "zap-1"\}\)$/,
      ) as unknown as string,
    });
    const repair = hook.received.find(
      ({ body }) => (body as { message: { type: string } }).message.type === 'tool-calls',
    )!;
    expect(repair.headers['x-vapi-secret']).toBe('hook-secret-5d1e');
    const { message } = repair.body as {
      message: { toolCallList: { function: { name: string; arguments: string } }[] };
    };
    expect(message.toolCallList[0]!.function.name).toBe('report_emergency');
    expect(JSON.parse(message.toolCallList[0]!.function.arguments)).toMatchObject({
      kind: 'heat',
      urgency: 'emergency',
      need: 'tenant repair',
      test: true,
      problem: expect.stringContaining('A test repair from npm run assistant -- --verify'),
    });
  });

  it('a hook answering 500: the status, and the sample lead it was sent, marked as a test, with the secret', async () => {
    const hook = await catchHook(500);
    const { lines, assistantId } = await publishThenVerify({ forwarding: hook.forwarding });
    expect(lineOf(lines, 'leads hook')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/… answered a sample lead with HTTP 500: /,
      ) as unknown as string,
    });
    // The sample lead, then the test repair.
    expect(hook.received).toHaveLength(2);
    expect(hook.received[0]!.headers['x-vapi-secret']).toBe('hook-secret-5d1e');
    const leadId = (
      (await platform.read()).assistants.find((a) => a.id === assistantId)!.artifactPlan as {
        structuredOutputIds: string[];
      }
    ).structuredOutputIds[0]!;
    expect(hook.received[0]!.body).toMatchObject({
      message: {
        type: 'session.updated',
        session: {
          name: testSessionName,
          status: 'completed',
          artifact: { structuredOutputs: { [leadId]: { name: 'Website lead', result: { need: 'other' } } } },
        },
      },
    });
  });

  it('an assistant whose server messages leave out tool-calls (as --publish once set them): an emergency would not be posted, said', async () => {
    const hook = await catchHook(200);
    const { lines } = await publishThenVerify({
      forwarding: hook.forwarding,
      between: async (client) => {
        const { assistants } = await platform.read();
        await client.assistants.update({
          id: assistants[0]!.id,
          serverMessages: ['end-of-call-report', 'session.updated'],
        });
      },
    });
    // The leads still go; the emergency, posted straight to the hook by the check itself, still arrives there.
    expect(lineOf(lines, 'leads hook setting').passed).toBe(true);
    expect(lineOf(lines, 'emergency to the hook').passed).toBe(true);
    expect(lineOf(lines, 'emergency posting')).toEqual({
      passed: false,
      check: 'emergency posting',
      said: `an emergency would not reach ${hookOrigin(hook.forwarding.url)} (LEADS_WEBHOOK_URL), while the tenant is told the on-call person has it: its serverMessages leave out tool-calls, and the platform sends servers only the messages listed there. Run npm run assistant -- --publish.`,
    });
  });

  it('an emergency tool moved to another address in the dashboard: said', async () => {
    const hook = await catchHook(200);
    const { lines } = await publishThenVerify({
      forwarding: hook.forwarding,
      between: async (client) => {
        const [assistant] = (await platform.read()).assistants as { id: string; model: { tools: object[] } }[];
        const tools = assistant!.model.tools.map((tool) =>
          (tool as { function?: { name?: string } }).function?.name === 'report_emergency'
            ? { ...tool, server: { url: 'https://elsewhere.example.test/hook' } }
            : tool,
        );
        await client.assistants.update({ id: assistant!.id, model: { ...assistant!.model, tools } as never });
      },
    });
    expect(lineOf(lines, 'emergency posting')).toMatchObject({
      passed: false,
      said: expect.stringContaining(
        "report_emergency posts to another address; report_emergency's X-Vapi-Secret is not LEADS_WEBHOOK_SECRET's credential",
      ) as unknown as string,
    });
  });

  it('an assistant changed in the dashboard, and no calendar connection: the fields named, and where to connect one', async () => {
    const { lines } = await publishThenVerify({
      seed: {},
      between: async (client) => {
        const { assistants } = await platform.read();
        await client.assistants.update({ id: assistants[0]!.id, firstMessage: 'Hello from the dashboard.' });
      },
    });
    expect(lineOf(lines, 'assistant')).toMatchObject({
      passed: false,
      said: expect.stringMatching(
        /differs from content\/ in firstMessage\. Run npm run assistant -- --publish\.$/,
      ) as unknown as string,
    });
    expect(lineOf(lines, 'booking calendar')).toMatchObject({
      passed: false,
      said: expect.stringContaining('Integrations > Tools Provider > Google Calendar > Connect') as unknown as string,
    });
  });
});

describe('the command', () => {
  const hookSecret = 'hook-secret-never-printed-77';

  it('publish, then verify: every line ✓, exit 0; the cost and the test session’s name said up front', async () => {
    await platform.seed({ credentials: [calendarConnection] });
    expect((await runPublish(siteSettings())).status).toBe(0);
    const assistantId = (await platform.read()).assistants[0]!.id;
    const result = await runVerify(siteSettings({ PUBLIC_VAPI_ASSISTANT_ID: assistantId }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [start, table] = result.stdout.split('\n\n');
    expect(start).toContain('which costs what a short chat costs');
    expect(start).toContain(`its session is named "${testSessionName}"`);
    expect(table!.split('\n').every((line) => line.startsWith('✓ '))).toBe(true);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      'All 24 checks passed: the site’s agent works on the platform as the site uses it.',
    );
  });

  it('any ✗: exit 1; with the private key and the hook’s secret set, neither is printed', async () => {
    const hookSettings = { LEADS_WEBHOOK_URL: 'https://127.0.0.1:9/catch/leads', LEADS_WEBHOOK_SECRET: hookSecret };
    await platform.seed({});
    expect((await runPublish(siteSettings(hookSettings))).status).toBe(0);
    const assistantId = (await platform.read()).assistants[0]!.id;
    const result = await runVerify(siteSettings({ PUBLIC_VAPI_ASSISTANT_ID: assistantId, ...hookSettings }));
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /\n✓ leads hook setting +the assistant posts each lead to https:\/\/127\.0\.0\.1:9\/… /,
    );
    expect(result.stdout).toMatch(/\n✗ leads hook +https:\/\/127\.0\.0\.1:9\/… could not be reached/);
    expect(result.stdout).toMatch(/\n✗ emergency to the hook +https:\/\/127\.0\.0\.1:9\/… could not be reached/);
    expect(result.stdout).toMatch(/\n✗ booking calendar /);
    expect(result.stdout).toMatch(
      /\n✓ emergency posting +an emergency would be posted to https:\/\/127\.0\.0\.1:9\/… /,
    );
    expect(result.stdout).toMatch(/\n3 of 28 checks failed \(✗ above\)\.\n$/);
    expectUnsaid(result, hookSecret, '/catch/leads');
  });

  it('without the site’s settings: names each missing one, sends nothing', async () => {
    const result = await runVerify({ ...platform.settings() });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'npm run assistant: --verify checks the site as it is built, so it needs PUBLIC_VAPI_ASSISTANT_ID (publish prints its line) and SITE_URL and PUBLIC_VAPI_PUBLIC_KEY: set them as the site has them, publish, then verify.\n',
    );
    expect(await platform.requests()).toEqual([]);
  });

  it('without the private key: says verifying needs it, not publishing, and sends nothing', async () => {
    const { VAPI_PRIVATE_KEY: _none, ...withoutKey } = platform.settings();
    const result = await runVerify(withoutKey);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^npm run assistant: VAPI_PRIVATE_KEY is not set\. Verifying \(--verify\) needs the organisation’s private key/,
    );
    expect(result.stderr).not.toContain('Publishing');
    expect(await platform.requests()).toEqual([]);
  });
});
