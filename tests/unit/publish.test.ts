/**
 * `npm run assistant -- --publish` end to end: the real script and the platform's own server client,
 * against the tests' fake API (tests/fixtures/fake-vapi-platform.mjs), which keeps an organisation in
 * memory and wants the private key on every route as the platform does.
 */
import { describe, expect, it, vi } from 'vitest';
import { assistantDefinition } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import { readAgentContent } from '~/lib/content/agent-content';
import { fakePrivateKey, fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { expectUnsaid, fakeOwnerPlatform } from '../fixtures/owner-platform';
import { unreachableApiUrl } from '../fixtures/fake-vapi-server';
import { runPublish } from '../fixtures/run-assistant';

// Each test runs the command (a Node process) once or twice: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const platform = fakeOwnerPlatform();
const seedPlatform = platform.seed;
const readPlatform = platform.read;

const agent = readAgentContent(new URL('../../content/', import.meta.url));
/** What the assistant should be on the platform once the lead has `leadId`. */
const expectedAssistant = (leadId: string) =>
  assistantDefinition(agent.settings, agent.prompt, agent.content, { leadOutputId: leadId });

/** Publishes with the private key and the fake API, plus `settings`. */
const publish = (settings: Parameters<typeof runPublish>[0] = {}, ...args: string[]) =>
  runPublish({ ...platform.settings(), ...settings }, ...args);

const expectKeyUnsaid = expectUnsaid;

describe('publishing the assistant and its lead', () => {
  it('creates the lead, then the assistant naming it by id, and prints the line for .env', async () => {
    const result = await publish();
    expect(result.status).toBe(0);
    // No hook, SITE_URL or public key here: the server settings and the key are left as they are,
    // and stderr says so (here and below).
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^npm run assistant: LEADS_WEBHOOK_URL is not set, .*: leads stay in the dashboard/),
      expect.stringMatching(/^npm run assistant: the public key was not locked/),
    ]);
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
    const closedUrl = await unreachableApiUrl();
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

describe('locking the public key to the site and its assistant', () => {
  const siteUrl = 'https://www.prairiehearth.ca';
  // With the hook too, as an owner would have it: then stderr has nothing to say.
  const lockSettings = {
    SITE_URL: siteUrl,
    PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey,
    LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/1/leads',
    LEADS_WEBHOOK_SECRET: 'hook-secret-5d1e',
  };
  const publicToken = async () => (await readPlatform()).tokens.find((token) => token.value === fakePublicKey)!;
  const tokenPatches = async () =>
    (await platform.requests()).filter((entry) => entry.method === 'PATCH' && entry.path.startsWith('/token/'));
  const assistantIdIn = (stdout: string) => /(asst-\d+)\): (created|updated|unchanged)/.exec(stdout)![1]!;

  it('an open key: locked to SITE_URL’s origin and the published assistant, transient assistants off; said before and after', async () => {
    const result = await publish(lockSettings);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expectKeyUnsaid(result);
    const assistantId = assistantIdIn(result.stdout);
    const token = await publicToken();
    expect(token.restrictions).toEqual({
      enabled: true,
      allowedOrigins: [siteUrl],
      allowedAssistantIds: [assistantId],
      allowTransientAssistant: false,
    });
    expect(result.stdout).toContain(
      [
        `  public key "Public key" (${token.id}): locked`,
        '    before: any origin; any assistant; transient assistants (any prompt, any model) allowed',
        `    now:    ${siteUrl}; assistant ${assistantId} only; no transient assistants`,
      ].join('\n'),
    );
    // The private key is left alone.
    expect((await readPlatform()).tokens.find((candidate) => candidate.tag === 'private')).not.toHaveProperty(
      'restrictions',
    );
  });

  it('run again: already locked, nothing sent to the key, nothing new', async () => {
    const first = await publish(lockSettings);
    const assistantId = assistantIdIn(first.stdout);
    const locked = await publicToken();
    await platform.reset();

    const again = await publish({ ...lockSettings, PUBLIC_VAPI_ASSISTANT_ID: assistantId });
    expect(again.status).toBe(0);
    expect(again.stderr).toBe('');
    expect(again.stdout).toContain(`(${locked.id}): already locked: ${siteUrl}; assistant ${assistantId} only`);
    expect(await tokenPatches()).toEqual([]);
    expect(await publicToken()).toEqual(locked);
    expect((await readPlatform()).tokens).toHaveLength(2);
  });

  it('a key locked otherwise (another site, another assistant) is set to exactly this site and assistant', async () => {
    await seedPlatform({
      tokens: [
        {
          id: 'key-public',
          tag: 'public',
          value: fakePublicKey,
          name: 'Website',
          restrictions: {
            enabled: true,
            allowedOrigins: ['https://old.example.ca'],
            allowedAssistantIds: ['asst-old'],
          },
        },
      ],
    });
    const result = await publish(lockSettings);
    expect(result.status).toBe(0);
    const assistantId = assistantIdIn(result.stdout);
    expect(result.stdout).toContain(
      '    before: https://old.example.ca; assistant asst-old only; no transient assistants',
    );
    expect((await publicToken()).restrictions).toEqual({
      enabled: true,
      allowedOrigins: [siteUrl],
      allowedAssistantIds: [assistantId],
      allowTransientAssistant: false,
    });
  });

  it('VAPI_ALLOWED_ORIGINS adds origins, each as a browser sends it; SITE_URL gives only its origin; a list of keys in pages is read too', async () => {
    await seedPlatform({ tokensPaginated: true });
    const result = await publish({
      ...lockSettings,
      SITE_URL: 'https://WWW.prairiehearth.ca:443/en/',
      VAPI_ALLOWED_ORIGINS:
        ' https://preview.prairiehearth.pages.dev , http://localhost:4321/,https://www.prairiehearth.ca ',
    });
    expect(result.stderr).toBe('');
    expect((await publicToken()).restrictions!.allowedOrigins).toEqual([
      siteUrl,
      'https://preview.prairiehearth.pages.dev',
      'http://localhost:4321',
    ]);
  });

  it.each([
    ['preview.example.ca', 'not a URL'],
    ['https://preview.example.ca/app', 'more than scheme, host and port'],
    ['ftp://preview.example.ca', 'https:// or http://'],
  ])('a malformed origin (%s) is refused, naming it, before anything is published', async (origin, why) => {
    const result = await publish({ ...lockSettings, VAPI_ALLOWED_ORIGINS: `http://localhost:4321,${origin}` });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`VAPI_ALLOWED_ORIGINS: "${origin}" is not an origin (`);
    expect(result.stderr).toContain(why);
    expect((await readPlatform()).assistants).toEqual([]);
  });

  it.each([
    [{ PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey }, /set SITE_URL \(the address the site is served from/],
    [{ PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey, SITE_URL: 'https://prairiehearth.example' }, /set SITE_URL/],
    [{ SITE_URL: siteUrl }, /set PUBLIC_VAPI_PUBLIC_KEY \(the public key the site is built with\)/],
  ])(
    'without %o: the assistant is published, the key left as it was, and stderr says which setting would lock it',
    async (settings, said) => {
      const result = await publish(settings);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(': created, naming the lead by id');
      expect(result.stderr).toMatch(
        /^npm run assistant: the public key was not locked, so it may still work from any site/m,
      );
      expect(result.stderr).toMatch(said);
      expect((await publicToken()).restrictions).toBeUndefined();
      expect(await tokenPatches()).toEqual([]);
    },
  );

  it('a public key the organisation does not hold: said, exit 1, after the assistant was published', async () => {
    const result = await publish({ ...lockSettings, PUBLIC_VAPI_PUBLIC_KEY: 'someone-elses-key' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(': created, naming the lead by id');
    expect(result.stdout).toMatch(/^PUBLIC_VAPI_ASSISTANT_ID=asst-\d+$/m);
    expect(result.stderr).toContain('PUBLIC_VAPI_PUBLIC_KEY is not a key of the organisation');
    expect((await readPlatform()).assistants).toHaveLength(1);
  });

  it('the private key given as the public one: refused, never printed, nothing locked', async () => {
    const result = await publish({ ...lockSettings, PUBLIC_VAPI_PUBLIC_KEY: fakePrivateKey });
    expect(result.status).toBe(1);
    expectKeyUnsaid(result);
    expect(result.stderr).toContain('PUBLIC_VAPI_PUBLIC_KEY holds a private key');
    expect(await tokenPatches()).toEqual([]);
  });

  it('the platform refusing the lock: its words, exit 1, after the assistant was published', async () => {
    await seedPlatform({
      refuse: {
        method: 'PATCH',
        path: '/token/',
        status: 400,
        message: ['restrictions.allowedOrigins must be an array of URLs'],
      },
    });
    const result = await publish(lockSettings);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(': created, naming the lead by id');
    expect(result.stderr).toContain(
      'could not lock the public key: the platform answered HTTP 400: restrictions.allowedOrigins must be an array of URLs.',
    );
  });
});
