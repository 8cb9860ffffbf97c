/**
 * What we send the platform, checked against the platform's own published types rather than our
 * fakes: `@vapi-ai/server-sdk` (exact version in package.json), whose types are generated from the
 * platform's API definition, compiled over each JSON as written (tests/fixtures/platform-types.ts), so
 * an unknown key, a missing one or a wrong kind fails at any depth.
 *
 * - every form of the assistant `npm run assistant` prints, and the lead's structured output;
 * - what `--publish` really sent (captured by the fake API): the create and update bodies of both,
 *   the assistant pointed at the owner's hook (server, server messages), the credential of the hook's
 *   secret, and the public key's lock;
 * - the list queries `npm run leads` sent (calls page by page, sessions), as the server client's
 *   request types (`ListCallsRequest`, `ListSessionsRequest`);
 * - every `/chat/web` body the real typed chat sends, captured from its transport in each situation
 *   that shapes one (first question, follow-up, tool results, after a call, ending a session, after a
 *   refusal, leaving the page).
 *
 * Where the page departs from the types on purpose, `departures` below names it, once, with why; a
 * departure no body needs any more fails the test, so the list cannot go stale.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantDefinition } from '~/agent/assistant';
import { callSetups } from '~/agent/call-speech';
import { readAgentContent } from '~/lib/content/agent-content';
import { askAndWait, fakeSessionStorage, openChatTab } from '../fixtures/chat-tab';
import { fakeVapiApiForFile } from '../fixtures/fake-vapi-server';
import { fakePrivateKey, fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { typeErrors, type TypeCase } from '../fixtures/platform-types';
import { runAssistant, runLeads, runPublish, runVerify } from '../fixtures/run-assistant';
import { sampleCall, sampleLeads } from '../fixtures/sample-leads.mjs';

/**
 * The page's departures from the platform's types, each a TypeScript type the checks accept beside
 * the platform's own, and the reason.
 */
const departures = {
  WidgetUserMessage: {
    type: "{ role: 'user'; content: string }",
    where: '`input` items of /chat/web, for what the visitor said in a call or asked before',
    reason:
      'The types’ only user item (`UserMessage`) is a transcript entry (`message`, `time`, `endTime`, `secondsFromStart`), made for reading calls back, not for sending. The platform’s own chat widget (VapiAI/client-sdk-react) sends `{ role: "user", content }`, the OpenAI shape the platform’s `assistant` and `tool` items already have, so the page sends what the platform’s own client does. Should the platform refuse it (400), the page says so, never sends it again and goes on in plain text (conversation/model/question-rules.ts).',
  },
  BackoffPlanType: {
    type: "'fixed' | 'exponential'",
    where:
      '`server.backoffPlan.type` of the assistant `--publish` points at the owner’s hook, and of its `report_emergency` tool, which posts there too',
    reason:
      'The server client types it `Record<string, unknown>` because the platform’s API definition (its OpenAPI document) declares the property `"type": "object"` while giving it an enum of two strings, `["fixed", "exponential"]`, and the description “the type of backoff plan to use. Defaults to fixed”: a generator’s slip the enum settles. An object there would be refused by the enum; the publish tests check the strings are sent.',
  },
} as const;

/** A `/chat/web` body: the platform's `CreateWebChatDto`, its input items widened by WidgetUserMessage alone. */
const chatBodyType = `Omit<Vapi.CreateWebChatDto, 'input'> & { input: string | (Vapi.CreateWebChatDtoInputOneItem | WidgetUserMessage)[] }`;
/** A server whose backoff plan's type is as the API definition has it. */
const hookServerType = `Omit<Vapi.Server, 'backoffPlan'> & { backoffPlan?: Omit<Vapi.BackoffPlan, 'type'> & { type: BackoffPlanType } }`;
/** The OpenAI model of the assistant, its function tools' servers (report_emergency's) as hookServerType. */
const modelType = `Omit<Vapi.CreateAssistantDtoModel.Openai, 'tools'> & { tools?: (Exclude<Vapi.OpenAiModelToolsItem, Vapi.OpenAiModelToolsItem.Function> | (Omit<Vapi.OpenAiModelToolsItem.Function, 'server'> & { server?: ${hookServerType} }))[] }`;
/** An assistant body `--publish` sends (`dto`: create or update), its backoff plans' type as the API definition has it. */
const assistantBodyType = (dto: string) =>
  `Omit<${dto}, 'server' | 'model'> & { server?: ${hookServerType}; model?: ${modelType} }`;
const declarations = Object.entries(departures)
  .map(([name, { type }]) => `type ${name} = ${type};`)
  .join('\n');

const api = fakeVapiApiForFile({ chatStepMs: 2 });

const { requests: log, reset: resetLog } = api;

/** Every form `npm run assistant` prints, and the content variants its schema allows. */
function assistantCases(): Record<string, TypeCase> {
  const printed = (...args: string[]) => {
    const { status, stdout, stderr } = runAssistant(...args);
    if (status !== 0) throw new Error(`npm run assistant ${args.join(' ')} failed: ${stderr}`);
    return JSON.parse(stdout) as unknown;
  };
  const { settings, prompt, content } = readAgentContent(new URL('../../content/', import.meta.url));
  const assistant = (value: unknown): TypeCase => ({ type: 'Vapi.CreateAssistantDto', value });
  return {
    'npm run assistant': assistant(printed()),
    'npm run assistant -- --filled': assistant(printed('--filled')),
    'npm run assistant -- --lead-output-id <id>': assistant(printed('--lead-output-id', 'so-1')),
    'npm run assistant -- --filled --lead-output-id <id>': assistant(printed('--filled', '--lead-output-id', 'so-1')),
    'npm run assistant -- --lead-output': { type: 'Vapi.CreateStructuredOutputDto', value: printed('--lead-output') },
    // What content/agent.md may say beyond the sample: recording off, another transcriber and voice,
    // booking off. (The sample books: its forms above carry the platform's calendar tools and show_booking.)
    'recording off': assistant(assistantDefinition({ ...settings, recording: false }, prompt, content)),
    'booking off': assistant(
      assistantDefinition({ ...settings, booking: { ...settings.booking, enabled: false } }, prompt, content),
    ),
    'with another transcriber and voice': assistant(
      assistantDefinition(
        {
          ...settings,
          transcriber: 'gladia-solaria',
          voice: { provider: '11labs', model: 'eleven_v3', voiceId: 'burt' },
        },
        prompt,
        content,
      ),
    ),
  };
}

/**
 * Each listed language's call start as the served conversation context gives it to the page: the
 * `/call/web` body the web SDK makes of it (`assistantId` and `assistantOverrides`), a language's own
 * transcriber and voice among them, against the server client's `CreateWebCallDto`.
 */
function callStartCases(): Record<string, TypeCase> {
  const { settings } = readAgentContent(new URL('../../content/', import.meta.url));
  return Object.fromEntries(
    Object.entries(callSetups(settings)).map(([code, { serves: _spoken, ...own }]) => [
      `call start in ${code}`,
      {
        type: 'Vapi.CreateWebCallDto',
        value: { assistantId: 'asst-1', assistantOverrides: { ...own, variableValues: { language: code } } },
      },
    ]),
  );
}

/**
 * What `--publish` sent the platform, creating both, then updating both after a dashboard change
 * (unchanged, it sends nothing), the assistant pointed at the owner's hook, as the fake API logged it.
 */
async function publishCases(): Promise<Record<string, TypeCase>> {
  const { seed } = api;
  await seed({});
  await resetLog();
  const settings = {
    VAPI_PRIVATE_KEY: fakePrivateKey,
    PUBLIC_VAPI_API_URL: api.apiUrl(),
    SITE_URL: 'https://www.prairiehearth.ca',
    PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey,
    LEADS_WEBHOOK_URL: 'https://hooks.example.test/catch/1',
    LEADS_WEBHOOK_SECRET: 'hook-secret',
  };
  const first = await runPublish(settings);
  const assistantId = /^PUBLIC_VAPI_ASSISTANT_ID=(.+)$/m.exec(first.stdout)?.[1];
  expect(assistantId, first.stderr).toBeDefined();
  const published = await api.read();
  const edited = (item: object) => ({ ...item, description: 'edited', firstMessage: 'edited' });
  await seed({
    ...published,
    structuredOutputs: published.structuredOutputs!.map(edited),
    assistants: published.assistants!.map(edited),
  });
  await runPublish({ ...settings, PUBLIC_VAPI_ASSISTANT_ID: assistantId });
  const logged = await log();
  const body = (method: string, path: RegExp) => {
    const value = logged.find((entry) => entry.method === method && path.test(entry.path))?.body;
    expect(value, `${method} ${path}`).toBeDefined();
    return value;
  };
  return {
    'publish: POST /structured-output': {
      type: 'Vapi.CreateStructuredOutputDto',
      value: body('POST', /^\/structured-output$/),
    },
    'publish: PATCH /structured-output/{id}': {
      // The SDK's request types hold the path's id and the query's schemaOverride beside the body.
      type: "Omit<Vapi.UpdateStructuredOutputDto, 'id' | 'schemaOverride'>",
      value: body('PATCH', /^\/structured-output\/./),
    },
    'publish: POST /assistant': {
      type: assistantBodyType('Vapi.CreateAssistantDto'),
      value: body('POST', /^\/assistant$/),
    },
    'publish: PATCH /token/{id}': { type: 'Vapi.UpdateTokenDto', value: body('PATCH', /^\/token\/./) },
    // The API's create-credential body: the server client's DTO with the provider its union adds.
    'publish: POST /credential': {
      type: 'Vapi.CreateAssistantDtoCredentialsItem.CustomCredential',
      value: body('POST', /^\/credential$/),
    },
    'publish: PATCH /assistant/{id}': {
      type: assistantBodyType("Omit<Vapi.UpdateAssistantDto, 'id'>"),
      value: body('PATCH', /^\/assistant\/./),
    },
  };
}

/**
 * The list queries `npm run leads` sent, over more calls than one page holds: their query strings as
 * the request objects of the server client, numbers where its types have them.
 */
/** What `--verify` sent `/chat/web` after a publish: the page's questions and end, and the lock's two tries. */
async function verifyCases(): Promise<Record<string, TypeCase>> {
  await api.seed({});
  const settings = {
    VAPI_PRIVATE_KEY: fakePrivateKey,
    PUBLIC_VAPI_API_URL: api.apiUrl(),
    SITE_URL: 'https://www.prairiehearth.ca',
    PUBLIC_VAPI_PUBLIC_KEY: fakePublicKey,
  };
  const published = await runPublish(settings);
  const assistantId = /^PUBLIC_VAPI_ASSISTANT_ID=(.+)$/m.exec(published.stdout)?.[1];
  expect(assistantId, published.stderr).toBeDefined();
  await resetLog();
  await runVerify({ ...settings, PUBLIC_VAPI_ASSISTANT_ID: assistantId });
  const sent = (await log()).filter((entry) => entry.method === 'POST' && entry.path === '/chat/web');
  return Object.fromEntries(
    sent.map(({ body }, index) => [
      `verify: /chat/web body ${index + 1}`,
      { type: 'Vapi.CreateWebChatDto', value: body },
    ]),
  );
}

async function leadsQueryCases(): Promise<Record<string, TypeCase>> {
  const now = Date.now();
  const sample = sampleLeads(now);
  const calls = [
    ...sample.calls,
    ...Array.from({ length: 100 }, (_, index) => sampleCall(`call-${index}`, now, 1 + index / 60)),
  ];
  await api.seed({ ...sample, calls });
  await resetLog();
  const listed = await runLeads({
    VAPI_PRIVATE_KEY: fakePrivateKey,
    PUBLIC_VAPI_API_URL: api.apiUrl(),
    PUBLIC_VAPI_ASSISTANT_ID: 'asst-website',
  });
  expect(listed.status, listed.stderr).toBe(0);
  const logged = await log();
  const queries = (path: string) =>
    logged
      .filter((entry) => entry.path === path)
      .map(({ query }) =>
        Object.fromEntries(
          [...new URLSearchParams(query)].map(([name, value]) => [
            name,
            name === 'limit' || name === 'page' ? Number(value) : value,
          ]),
        ),
      );
  const [firstCalls, nextCalls] = queries('/call');
  const [sessions] = queries('/session');
  expect(nextCalls, 'a second page of calls').toHaveProperty('createdAtLe');
  return {
    'leads: GET /call': { type: 'Vapi.ListCallsRequest', value: firstCalls },
    'leads: GET /call, the next page': { type: 'Vapi.ListCallsRequest', value: nextCalls },
    'leads: GET /session': { type: 'Vapi.ListSessionsRequest', value: sessions },
  };
}

/**
 * The real typed chat, through each situation that shapes its request, against the fake API; every
 * `/chat/web` body it sent. Spoken turns come as the voice transport reports them to the conversation.
 */
async function chatBodies(): Promise<Record<string, unknown>[]> {
  await resetLog();
  vi.stubGlobal('sessionStorage', fakeSessionStorage());
  // A page in English without the section the fake's tool call names: the page guide leaves it, with a warning.
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    documentElement: { lang: 'en' },
    getElementById: () => null,
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let tab = await openChatTab(api.apiUrl());
  const ask = (question: string) => askAndWait(tab.conversation, question);
  try {
    await ask('Do you manage condos in Regina?'); // the first question: plain text, the page's values
    await ask('And in Saskatoon?'); // a follow-up in the session
    await api.setChatScenario('tool-call');
    await ask('Where are your services?'); // answered with a page tool call
    await api.setChatScenario('stream');
    await ask('Thanks, and cleaning?'); // the tool's result goes first

    // A call: what was said in it goes with the next typed question. The voice island gives the
    // conversation a call's rules as it loads (call-start.ts).
    const { callRules } = await import('~/components/islands/conversation/model/call-rules');
    tab.conversation.followCallRules(callRules);
    const { dispatch, getConversation } = tab.conversation;
    dispatch({ type: 'press-voice' });
    const { attempt } = getConversation();
    dispatch({ type: 'call-started', attempt, connected: true });
    dispatch({ type: 'call-live', attempt });
    dispatch({ type: 'caption', attempt, speaker: 'visitor', text: 'We have a six-unit building.' });
    dispatch({ type: 'caption', attempt, speaker: 'assistant', text: 'We can manage that for you.' });
    dispatch({ type: 'hang-up', announce: false });
    await ask('What does it cost?');

    dispatch({ type: 'new-conversation' }); // ends the session
    await ask('Do you build duplexes?');
    dispatch({ type: 'page-left' }); // ends it again, by a request that outlives the page
    await vi.waitFor(async () => expect((await api.bodies()).at(-1)).toHaveProperty('sessionEnd', true));
    tab.disconnect();
    tab = await openChatTab(api.apiUrl()); // the reload: a new session told the conversation so far
    await ask('Still there?');

    await api.setChatScenario('bad-request');
    await ask('Can you refuse this?'); // refused: the session is ended, the next goes as plain text
    await api.setChatScenario('stream');
    await ask('And this?');

    // The visitor turns to Spanish mid-session (a developer message says so), then starts over in
    // French: a new session told the language by its values.
    tab.conversation.dispatch({ type: 'choose-language', language: 'es', by: 'visitor' });
    await ask('¿Y los precios?');
    tab.conversation.dispatch({ type: 'new-conversation' });
    tab.conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    await ask('Gérez-vous des condos à Regina ?');
  } finally {
    tab.disconnect();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  }
  return api.bodies();
}

let errors: Record<string, string[]>;
let bodies: Record<string, unknown>[];
let published: Record<string, TypeCase>;
let verified: Record<string, TypeCase>;

beforeAll(async () => {
  bodies = await chatBodies();
  published = await publishCases();
  const leadsQueries = await leadsQueryCases();
  verified = await verifyCases();
  /** Each departure's control: a body that needs it, against the platform's type alone. */
  const withoutDeparture: Record<keyof typeof departures, TypeCase> = {
    WidgetUserMessage: {
      type: 'Vapi.CreateWebChatDto',
      value: bodies.find((body) => JSON.stringify(body.input).includes('"content"') && Array.isArray(body.input)),
    },
    BackoffPlanType: { type: 'Vapi.CreateAssistantDto', value: published['publish: POST /assistant']!.value },
  };
  const cases: Record<string, TypeCase> = {
    ...assistantCases(),
    ...callStartCases(),
    ...published,
    ...leadsQueries,
    ...verified,
    ...Object.fromEntries(bodies.map((value, index) => [`/chat/web body ${index + 1}`, { type: chatBodyType, value }])),
    // Negative controls: the check finds what it is there to find.
    'control: an assistant with a key the platform does not have': {
      type: 'Vapi.CreateAssistantDto',
      value: { name: 'x', model: { provider: 'openai', model: 'gpt-4o', temprature: 0.2 } },
    },
    'control: a call start whose Gladia hears a language the platform does not take': {
      type: 'Vapi.CreateWebCallDto',
      value: {
        assistantId: 'a',
        assistantOverrides: {
          transcriber: { provider: 'gladia', languageBehaviour: 'manual', languages: ['pa', 'xx'] },
        },
      },
    },
    'control: a call start whose Gladia, told manual, does not name its language': {
      type: 'Vapi.CreateWebCallDto',
      value: {
        assistantId: 'a',
        assistantOverrides: { transcriber: { provider: 'gladia', languageBehaviour: 'manual', languages: ['pa'] } },
      },
    },
    'control: a chat body with a key the platform does not have': {
      type: chatBodyType,
      value: { assistantId: 'a', input: 'Hi', steam: true },
    },
    ...Object.fromEntries(
      Object.entries(withoutDeparture).map(([name, control]) => [`control: ${name} without the departure`, control]),
    ),
  };
  errors = typeErrors(cases, declarations);
}, 240_000);

describe('the platform’s types accept', () => {
  it('every form of the assistant and its lead that npm run assistant prints', () => {
    const printed = Object.entries(errors).filter(([name]) => /^npm run|^recording|^with another/.test(name));
    expect(printed).toHaveLength(7);
    for (const [name, found] of printed) expect(found, name).toEqual([]);
  });

  it('every listed language’s call start, its own transcriber and voice among them (Punjabi’s, Urdu’s, Gujarati’s)', () => {
    const starts = Object.entries(errors).filter(([name]) => name.startsWith('call start in '));
    expect(starts).toHaveLength(12);
    for (const [name, found] of starts) expect(found, name).toEqual([]);
  });

  it('every body --publish sent, creating and then updating the lead and the assistant, the hook’s credential, and locking the key', () => {
    const sent = Object.entries(errors).filter(([name]) => name.startsWith('publish:'));
    expect(sent).toHaveLength(6);
    for (const [name, found] of sent) expect(found, name).toEqual([]);
  });

  it('among them the assistant pointed at the owner’s hook: its server, secret, retry plan, the leads’ messages and the emergency’s', () => {
    for (const name of ['publish: POST /assistant', 'publish: PATCH /assistant/{id}']) {
      expect(published[name]!.value, name).toMatchObject({
        server: {
          url: expect.any(String),
          credentialId: expect.any(String),
          backoffPlan: { type: 'exponential' },
        },
        serverMessages: ['end-of-call-report', 'session.updated', 'tool-calls'],
      });
    }
  });

  it('every /chat/web body the typed chat sent, with the departures named above and no other', () => {
    expect(bodies.length).toBeGreaterThan(0);
    for (const [index, body] of bodies.entries()) {
      expect(errors[`/chat/web body ${index + 1}`], JSON.stringify(body)).toEqual([]);
    }
  });

  it('the list queries npm run leads sent: the calls page by page, the sessions', () => {
    const sent = Object.entries(errors).filter(([name]) => name.startsWith('leads:'));
    expect(sent).toHaveLength(3);
    for (const [name, found] of sent) expect(found, name).toEqual([]);
  });

  it('every /chat/web body --verify sent: the page’s two questions and end, from another origin, with an inline assistant', () => {
    const sent = Object.entries(errors).filter(([name]) => name.startsWith('verify:'));
    expect(sent).toHaveLength(5);
    expect(Object.values(verified).some(({ value }) => Object.hasOwn((value ?? {}) as object, 'assistant'))).toBe(true);
    for (const [name, found] of sent) expect(found, name).toEqual([]);
  });

  it('the chat bodies checked include each kind the page sends', () => {
    const has = (test: (body: Record<string, unknown>) => boolean) => bodies.some(test);
    const items = bodies.flatMap((body) => (Array.isArray(body.input) ? (body.input as { role: string }[]) : []));
    expect(has((body) => typeof body.input === 'string' && body.sessionId === undefined)).toBe(true);
    expect(has((body) => typeof body.input === 'string' && typeof body.sessionId === 'string')).toBe(true);
    expect(items.map((item) => item.role)).toEqual(expect.arrayContaining(['tool', 'user', 'assistant', 'developer']));
    expect(
      has(
        (body) =>
          (body.assistantOverrides as { variableValues?: Record<string, string> } | undefined)?.variableValues
            ?.language === 'Français (fr)',
      ),
    ).toBe(true);
    expect(bodies.filter((body) => body.sessionEnd === true).length).toBeGreaterThanOrEqual(3);
    expect(
      has(
        (body) =>
          typeof (body.assistantOverrides as { variableValues?: Record<string, string> } | undefined)?.variableValues
            ?.conversationSoFar === 'string',
      ),
    ).toBe(true);
  });
});

describe('the check itself', () => {
  it('fails a key the platform does not have, in the assistant and in a chat body, and a field its words require', () => {
    expect(errors['control: an assistant with a key the platform does not have']!.join()).toContain('\'"temprature"\'');
    expect(errors['control: a chat body with a key the platform does not have']!.join()).toContain('\'"steam"\'');
    expect(errors['control: a call start whose Gladia hears a language the platform does not take']!.join()).toContain(
      '"xx"',
    );
    // What the types say in words alone: found beside the compiler's findings.
    expect(errors['control: a call start whose Gladia, told manual, does not name its language']).toEqual([
      `.assistantOverrides.transcriber: "language" missing (GladiaTranscriber: required when languageBehaviour is 'manual')`,
    ]);
  });

  it('needs every departure it names: without it, a body the page sent fails', () => {
    for (const name of Object.keys(departures)) {
      expect(errors[`control: ${name} without the departure`], name).not.toEqual([]);
    }
  });
});
