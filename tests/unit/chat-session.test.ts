/**
 * The typed chat's state machine (src/components/islands/typed-chat/chat-session.ts) and the
 * conversation it writes (src/components/islands/conversation/conversation-store.ts), against the
 * fake API over real local HTTP. Each failure is said, nothing is lost, and nothing is sent twice
 * by itself.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from '~/components/islands/conversation/conversation-store';
import type * as Session from '~/components/islands/typed-chat/chat-session';
import { chatReply, chatReplyWords, startFakeVapiApi } from '../fixtures/fake-vapi-api.mjs';

let server: Server;
let apiUrl: string;
let store: typeof Store;
let sessionModule: typeof Session;

beforeAll(async () => {
  server = await startFakeVapiApi({ chatStepMs: 5 });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A tab's sessionStorage. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}
let tabStorage: ReturnType<typeof fakeSessionStorage>;

beforeEach(async () => {
  vi.resetModules();
  tabStorage = fakeSessionStorage();
  vi.stubGlobal('sessionStorage', tabStorage);
  store = await import('~/components/islands/conversation/conversation-store');
  sessionModule = await import('~/components/islands/typed-chat/chat-session');
  await fetch(`${apiUrl}/__control/reset`, { method: 'POST', body: '{}' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

const setChatScenario = (chatScenario: string) =>
  fetch(`${apiUrl}/__control/scenario`, { method: 'POST', body: JSON.stringify({ chatScenario }) });

async function chatRequests() {
  const response = await fetch(`${apiUrl}/__control/requests`);
  return ((await response.json()) as { path: string; body: Record<string, unknown> }[])
    .filter((entry) => entry.path === '/chat/web')
    .map((entry) => entry.body);
}

function newSession(options: Partial<Session.ChatSessionOptions> = {}) {
  const session = new sessionModule.ChatSession({
    apiUrl,
    publicKey: 'pk-test',
    assistantId: 'assistant-1',
    variableValues: async () => ({ brand: 'Prairie Hearth' }),
    retryDelayMs: 20,
    ...options,
  });
  const phases: Session.ChatPhase[] = [];
  session.subscribe(() => {
    const { phase } = session.getSnapshot();
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  return { session, phases };
}

const lines = () =>
  store.getConversation().lines.map(({ speaker, text, via, cutOff }) => ({ speaker, text, via, cutOff }));

describe('a question answered', () => {
  it('adds the question and the streamed reply to the conversation, announces the reply once, keeps the session', async () => {
    await setChatScenario('stream');
    const { session, phases } = newSession();
    expect(await session.send('  Do you manage rentals in Regina?  ')).toBe('sent');
    expect(phases).toEqual(['sending', 'answering', 'idle']);
    expect(lines()).toEqual([
      { speaker: 'visitor', text: 'Do you manage rentals in Regina?', via: 'typed', cutOff: undefined },
      { speaker: 'assistant', text: chatReply, via: 'typed', cutOff: undefined },
    ]);
    expect(session.getSnapshot()).toMatchObject({ failure: null, completedReply: { text: chatReply } });
    const { sessionId } = store.getConversation();
    expect(sessionId).toMatch(/^chat-session-\d+$/);
    // Kept in the tab's storage, for a reload.
    expect(JSON.parse(tabStorage.items.get(store.conversationStorageKey)!).lines).toHaveLength(2);

    await session.send('And in Saskatoon?');
    const [first, second] = await chatRequests();
    expect(first).toEqual({
      assistantId: 'assistant-1',
      input: 'Do you manage rentals in Regina?',
      stream: true,
      assistantOverrides: { variableValues: { brand: 'Prairie Hearth' } },
    });
    expect(second).toMatchObject({ input: 'And in Saskatoon?', sessionId });
  });

  it('the reply grows line by line as deltas arrive', async () => {
    await setChatScenario('stream');
    const { session } = newSession();
    const seen = new Set<string>();
    store.subscribeConversation(() => {
      const reply = store.getConversation().lines.find((line) => line.speaker === 'assistant');
      if (reply) seen.add(reply.text);
    });
    await session.send('Hello');
    expect([...seen]).toEqual(chatReplyWords.map((_, index) => chatReplyWords.slice(0, index + 1).join('')));
  });

  it('sends nothing empty, and one question at a time', async () => {
    await setChatScenario('stream');
    const { session } = newSession();
    expect(await session.send('   ')).toBe('ignored');
    const first = session.send('One');
    expect(await session.send('Two')).toBe('ignored');
    await first;
    expect((await chatRequests()).map((request) => request.input)).toEqual(['One']);
  });

  it('what was said in a call since the chat last heard goes with the next question, once', async () => {
    await setChatScenario('stream');
    store.addLine({ speaker: 'assistant', text: 'Hi, how can I help?', via: 'voice' });
    store.addLine({ speaker: 'visitor', text: 'I own a duplex in Moose Jaw.', via: 'voice' });
    const { session } = newSession();
    await session.send('What would management cost?');
    await session.send('Thanks');
    const [first, second] = await chatRequests();
    expect(first!.input).toEqual([
      { role: 'assistant', content: 'Hi, how can I help?' },
      { role: 'user', content: 'I own a duplex in Moose Jaw.' },
      { role: 'user', content: 'What would management cost?' },
    ]);
    expect(second!.input).toBe('Thanks');
  });
});

describe('failures: said, with nothing lost', () => {
  it('a server error is tried once more a moment later, and the answer then counts', async () => {
    await setChatScenario('server-error-once');
    const { session } = newSession();
    expect(await session.send('Hello')).toBe('sent');
    expect(await chatRequests()).toHaveLength(2);
    expect(lines().map((line) => line.text)).toEqual(['Hello', chatReply]);
  });

  it.each([
    ['server-error', 'unavailable', 2],
    ['drop', 'connection', 2],
    ['unauthorized', 'unavailable', 1],
  ])('%s: said as %s after %d request(s); the question goes back to the box', async (scenario, key, requests) => {
    await setChatScenario(scenario);
    const { session } = newSession();
    expect(await session.send('Hello')).toBe('returned');
    expect(session.getSnapshot()).toMatchObject({ phase: 'idle', failure: { key } });
    expect(lines()).toEqual([]);
    expect(await chatRequests()).toHaveLength(requests);
  });

  it('the conversation context not arriving: tried once more, then said as a connection failure, nothing sent', async () => {
    const values = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { session } = newSession({ variableValues: values });
    expect(await session.send('Hello')).toBe('returned');
    expect(values).toHaveBeenCalledTimes(2);
    expect(session.getSnapshot().failure).toEqual({ key: 'connection' });
    expect(await chatRequests()).toEqual([]);
  });

  it('a hidden tab never sends a question again by itself', async () => {
    await setChatScenario('server-error');
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const { session } = newSession();
    expect(await session.send('Hello')).toBe('returned');
    expect(await chatRequests()).toHaveLength(1);
  });

  it('429: says when to ask again, and holds questions until then', async () => {
    await setChatScenario('busy');
    const { session } = newSession();
    expect(await session.send('Hello')).toBe('returned');
    expect(session.getSnapshot().failure).toEqual({ key: 'busy', retryAfterSeconds: 7 });
    await setChatScenario('stream');
    expect(await session.send('Hello again')).toBe('returned');
    expect(session.getSnapshot().failure?.key).toBe('busy');
    expect(await chatRequests()).toHaveLength(1);
  });

  it('a reply cut part-way keeps its part, marked cut off, and is not asked again', async () => {
    await setChatScenario('cut');
    const { session } = newSession();
    expect(await session.send('Hello')).toBe('sent');
    expect(lines()).toEqual([
      { speaker: 'visitor', text: 'Hello', via: 'typed', cutOff: undefined },
      { speaker: 'assistant', text: chatReplyWords.slice(0, 3).join(''), via: 'typed', cutOff: true },
    ]);
    expect(session.getSnapshot().failure).toEqual({ key: 'cutOff' });
    expect(await chatRequests()).toHaveLength(1);
  });

  it('no byte for the stall limit: given up and said, the part kept', async () => {
    await setChatScenario('stall');
    const { session } = newSession({ stallMs: 200 });
    expect(await session.send('Hello')).toBe('sent');
    expect(session.getSnapshot().failure).toEqual({ key: 'stalled' });
    expect(lines()[1]).toMatchObject({ text: chatReplyWords[0], cutOff: true });
    expect(await chatRequests()).toHaveLength(1);
  });
});

describe('starting over', () => {
  it('"New conversation" forgets the transcript and ends the platform’s session', async () => {
    await setChatScenario('stream');
    const { session } = newSession();
    await session.send('Hello');
    const { sessionId } = store.getConversation();
    expect(sessionId).toMatch(/^chat-session-/);
    session.startOver();
    expect(store.getConversation()).toEqual({ lines: [], chatHasLines: 0 });
    await vi.waitFor(async () => expect(await chatRequests()).toHaveLength(2));
    expect((await chatRequests())[1]).toMatchObject({ sessionId, sessionEnd: true });
  });
});

describe('the stored conversation', () => {
  it('a reload reads it back; lines of the wrong shape are dropped', async () => {
    tabStorage.setItem(
      store.conversationStorageKey,
      JSON.stringify({
        sessionId: 'chat-session-5',
        chatHasLines: 9,
        lines: [
          { id: 'a', speaker: 'visitor', text: 'Hi', via: 'typed' },
          { id: 'b', speaker: 'hacker', text: '<script>', via: 'typed' },
          'junk',
          { id: 'c', speaker: 'assistant', text: 'Hello', via: 'voice' },
        ],
      }),
    );
    vi.resetModules();
    const reloaded = await import('~/components/islands/conversation/conversation-store');
    expect(reloaded.getConversation()).toEqual({
      sessionId: 'chat-session-5',
      chatHasLines: 2,
      lines: [
        { id: 'a', speaker: 'visitor', text: 'Hi', via: 'typed' },
        { id: 'c', speaker: 'assistant', text: 'Hello', via: 'voice' },
      ],
    });
  });

  it('broken storage gives an empty conversation', async () => {
    tabStorage.setItem(store.conversationStorageKey, '{not json');
    vi.resetModules();
    const reloaded = await import('~/components/islands/conversation/conversation-store');
    expect(reloaded.getConversation().lines).toEqual([]);
  });

  it('conversationSoFar keeps the latest lines within its length', () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      id: String(index),
      speaker: index % 2 ? ('assistant' as const) : ('visitor' as const),
      text: `line ${index} ${'x'.repeat(80)}`,
      via: 'typed' as const,
    }));
    const text = store.conversationSoFar(many, 500);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text.endsWith(`Assistant: line 49 ${'x'.repeat(80)}`)).toBe(true);
    expect(text.split('\n')[0]).toMatch(/^(Visitor|Assistant): line \d+/);
  });
});
