/**
 * The typed chat as a transport of the conversation (src/components/islands/typed-chat/chat-transport.ts
 * and conversation/store/conversation-store.ts), against the fake API over real local HTTP: each question's
 * request, its streamed reply in the conversation, each failure said with nothing lost and nothing sent
 * twice by itself, and the conversation kept in the tab's storage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Conversation from '~/components/islands/conversation/store/conversation-store';
import { conversationStorageKey } from '~/components/islands/conversation/store/tab-storage';
import { askAndWait, fakeSessionStorage, openChatTab } from '../fixtures/chat-tab';
import { chatReply, chatReplyWords } from '../fixtures/fake-vapi-api.mjs';
import { fakeVapiApiForFile } from '../fixtures/fake-vapi-server';
import { conversationContext } from '../fixtures/sample-content';

const api = fakeVapiApiForFile({ chatStepMs: 5 });
let conversation: typeof Conversation;
let disconnect: () => void;

let tabStorage: ReturnType<typeof fakeSessionStorage>;

/** A fresh tab: its conversation, and the chat's transport connected to the fake API. */
async function openTab(options: Parameters<typeof openChatTab>[1] = {}) {
  ({ conversation, disconnect } = await openChatTab(api.apiUrl(), options));
}

beforeEach(async () => {
  tabStorage = fakeSessionStorage();
  vi.stubGlobal('sessionStorage', tabStorage);
  await api.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await openTab();
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

const { setChatScenario, bodies: requests } = api;
const state = () => conversation.getConversation();
const turns = () => state().turns.map(({ speaker, text, via, cutOff }) => ({ speaker, text, via, cutOff }));

const ask = (question: string) => askAndWait(conversation, question);

describe('a question answered', () => {
  it('even when another handler of its effects fails: that one is reported, the rest still run', async () => {
    await setChatScenario('stream');
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = conversation.handleEffects({
      'send-question': () => {
        throw new Error('a broken handler');
      },
    });
    try {
      await ask('Do you manage rentals in Regina?');
    } finally {
      stop();
    }
    expect(state().turns.at(-1)).toMatchObject({ speaker: 'assistant', text: chatReply });
    expect(state().failure).toBeNull();
    expect(reported).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalledWith('[conversation] carrying out send-question failed', expect.any(Error));
  });

  it('sends the platform’s request, streams the reply into the conversation, keeps the session and the tab’s copy', async () => {
    await setChatScenario('stream');
    const seen = new Set<string>();
    const unsubscribe = conversation.subscribeConversation(() => {
      const reply = state().turns.find((turn) => turn.speaker === 'assistant');
      if (reply) seen.add(reply.text);
    });
    await ask('  Do you manage rentals in Regina?  ');
    unsubscribe();
    expect(turns()).toEqual([
      { speaker: 'visitor', text: 'Do you manage rentals in Regina?', via: 'typed', cutOff: undefined },
      { speaker: 'assistant', text: chatReply, via: 'typed', cutOff: undefined },
    ]);
    expect(state()).toMatchObject({ failure: null, announcement: { kind: 'reply', text: chatReply } });
    // The reply grew word by word as the deltas arrived.
    expect([...seen]).toEqual(chatReplyWords.map((_, index) => chatReplyWords.slice(0, index + 1).join('')));
    const sessionId = state().session.id;
    expect(sessionId).toMatch(/^chat-session-\d+$/);
    // Kept in the tab's storage, for a reload.
    expect(JSON.parse(tabStorage.items.get(conversationStorageKey)!).turns).toHaveLength(2);

    await ask('And in Saskatoon?');
    const [first, second] = await requests();
    expect(first).toEqual({
      assistantId: 'assistant-1',
      input: 'Do you manage rentals in Regina?',
      stream: true,
      // Opening the session, with its lifetime: the platform ends it however the visit ends.
      sessionExpirationSeconds: 30 * 60,
      // The page's facts, and no clock: `{{today}}` is the platform's own.
      assistantOverrides: { variableValues: conversationContext.variableValues },
    });
    expect(conversationContext.variableValues).not.toHaveProperty('today');
    // A follow-up carries only what is new: the session has the page's values since it opened.
    expect(second).toEqual({ assistantId: 'assistant-1', input: 'And in Saskatoon?', stream: true, sessionId });
    expect(JSON.stringify(second).length).toBeLessThan(200);
    expect(JSON.stringify(first).length).toBeGreaterThan(10_000);
    // The fake platform, as the real one, kept the values the session opened with.
    const opened = (await api.read()).sessions.find((session) => session.id === sessionId);
    expect(opened).toMatchObject({ variableValues: conversationContext.variableValues });
  });

  it('a session the platform no longer has: its answer from another session is never shown; the question is asked again at once in a session opened with the page’s values and the conversation', async () => {
    await setChatScenario('stream');
    await ask('Do you manage condos?');
    const expired = state().session.id!;
    await api.expireSession(expired);
    const seen: string[][] = [];
    const unsubscribe = conversation.subscribeConversation(() => seen.push(turns().map(({ text }) => text)));
    await ask('And duplexes?');
    unsubscribe();
    // One answer, and at no moment another: the stray's words never reached the transcript (no turn
    // appeared and went again).
    expect(turns().map(({ text }) => text)).toEqual(['Do you manage condos?', chatReply, 'And duplexes?', chatReply]);
    const lengths = seen.map((texts) => texts.length);
    expect(lengths).toEqual(lengths.toSorted((a, b) => a - b));
    const [, named, ending, opening] = await requests();
    expect(named).toMatchObject({ sessionId: expired, input: 'And duplexes?' });
    expect(named).not.toHaveProperty('assistantOverrides');
    // The session the platform opened in its place (with nothing) is ended; the question goes again,
    // opening a session with the page's values, told the conversation before it.
    const stray = (await api.read()).sessions.find(
      (session) =>
        session.id !== expired &&
        (session.messages as { message: string }[]).some((message) => message.message === 'And duplexes?'),
    )!;
    expect(ending).toMatchObject({ sessionId: stray.id, sessionEnd: true });
    expect(opening).toMatchObject({
      input: 'And duplexes?',
      sessionExpirationSeconds: 30 * 60,
      assistantOverrides: {
        variableValues: {
          ...conversationContext.variableValues,
          conversationSoFar: `Visitor: Do you manage condos?\nAssistant: ${chatReply}`,
        },
      },
    });
    expect(opening).not.toHaveProperty('sessionId');
    const answeredIn = state().session.id!;
    expect([expired, stray.id]).not.toContain(answeredIn);
    expect((await api.read()).sessions.find((session) => session.id === answeredIn)).toMatchObject({
      variableValues: expect.objectContaining({ brand: conversationContext.variableValues.brand }),
    });
    // The next question continues there.
    await ask('In Regina?');
    expect((await requests()).at(-1)).toMatchObject({ sessionId: answeredIn, input: 'In Regina?' });
    expect(state().failure).toBeNull();
  });

  it('a tab restored without leaving the page reads the conversation back; its next question ends the kept session and opens a new one', async () => {
    await setChatScenario('stream');
    await ask('Hello');
    const sessionId = state().session.id;
    disconnect();
    await openTab();
    expect(turns().map((turn) => turn.text)).toEqual(['Hello', chatReply]);
    await ask('More');
    // A phone may bring a discarded tab back past the session's life: ended, and a new one told the conversation.
    const [ending, next] = (await requests()).slice(-2);
    expect(ending).toMatchObject({ sessionId, sessionEnd: true });
    expect(next).toMatchObject({ input: 'More', sessionExpirationSeconds: 30 * 60 });
    expect(next!.sessionId).toBeUndefined();
  });

  it('broken storage gives an empty conversation', async () => {
    tabStorage.setItem('conversation-with-agent', '{not json');
    disconnect();
    await openTab();
    expect(state().turns).toEqual([]);
  });
});

describe('failures: said, with nothing lost', () => {
  it('a server error is tried once more a moment later, and the answer then counts', async () => {
    await setChatScenario('server-error-once');
    await ask('Hello');
    expect(await requests()).toHaveLength(2);
    expect(turns().map((turn) => turn.text)).toEqual(['Hello', chatReply]);
  });

  it.each([
    ['server-error', 'unavailable', 2],
    ['drop', 'connection', 2],
    ['unauthorized', 'unavailable', 1],
  ])('%s: said as %s after %d request(s); the question goes back to the box', async (scenario, key, count) => {
    await setChatScenario(scenario);
    const toldOwner = vi.spyOn(console, 'error').mockImplementation(() => {});
    await ask('Hello');
    expect(state().failure).toMatchObject({ channel: 'typed', key, question: 'Hello' });
    expect(turns()).toEqual([]);
    expect(await requests()).toHaveLength(count);
    // Only a refused key is the owner's to mend, and told them in the console.
    expect(toldOwner).toHaveBeenCalledTimes(scenario === 'unauthorized' ? 1 : 0);
  });

  it('the conversation context not arriving: tried once more, then said as a connection failure, nothing sent', async () => {
    disconnect();
    await openTab({ contextUrl: `${api.apiUrl()}/conversation-context.json` });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    await ask('Hello');
    expect(reported).toHaveBeenCalledWith('[typed-chat] the question failed', expect.any(Error));
    expect(await requests('/conversation-context.json')).toHaveLength(2);
    expect(state().failure).toMatchObject({ key: 'connection' });
    expect(await requests()).toEqual([]);
  });

  it('a hidden tab never sends a question again by itself', async () => {
    await setChatScenario('server-error');
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    await ask('Hello');
    expect(await requests()).toHaveLength(1);
  });

  it('429: says when to ask again, and holds questions until then', async () => {
    await setChatScenario('busy');
    await ask('Hello');
    expect(state().failure).toEqual({ channel: 'typed', key: 'busy', retryAfterSeconds: 7, question: 'Hello' });
    await setChatScenario('stream');
    await ask('Hello again');
    expect(state().failure?.key).toBe('busy');
    expect(await requests()).toHaveLength(1);
  });

  it('a reply cut part-way keeps its part, marked cut off, and is not asked again', async () => {
    await setChatScenario('cut');
    await ask('Hello');
    expect(turns()).toEqual([
      { speaker: 'visitor', text: 'Hello', via: 'typed', cutOff: undefined },
      { speaker: 'assistant', text: chatReplyWords.slice(0, 3).join(''), via: 'typed', cutOff: true },
    ]);
    expect(state().failure).toEqual({ channel: 'typed', key: 'cutOff' });
    expect(await requests()).toHaveLength(1);
  });

  it('no byte for the stall limit: given up and said, the part kept', async () => {
    disconnect();
    await openTab({ stallMs: 200 });
    await setChatScenario('stall');
    await ask('Hello');
    expect(state().failure).toEqual({ channel: 'typed', key: 'stalled' });
    expect(state().turns[1]).toMatchObject({ text: chatReplyWords[0], cutOff: true });
    expect(await requests()).toHaveLength(1);
  });
});

describe('starting over', () => {
  it('"New conversation" forgets the transcript and ends the platform’s session', async () => {
    await setChatScenario('stream');
    await ask('Hello');
    const sessionId = state().session.id;
    conversation.dispatch({ type: 'new-conversation' });
    expect(state().turns).toEqual([]);
    await vi.waitFor(async () => expect(await requests()).toHaveLength(2));
    expect((await requests())[1]).toMatchObject({ sessionId, sessionEnd: true });
  });

  it('"New conversation" while a reply streams drops it quietly', async () => {
    await setChatScenario('held');
    conversation.dispatch({ type: 'ask', question: 'Hello', now: Date.now() });
    await vi.waitFor(() => expect(state().status).toBe('answering'));
    conversation.dispatch({ type: 'new-conversation' });
    await api.release();
    expect(state()).toMatchObject({ status: 'idle', turns: [], failure: null });
  });
});

describe('every session is ended, so the platform writes its report and the lead', () => {
  it('leaving the page ends it with a request that outlives the page; the next question opens a new one told the conversation so far', async () => {
    await setChatScenario('stream');
    await ask('Do you clean offices?');
    const sessionId = state().session.id;
    const sent = vi.spyOn(globalThis, 'fetch');
    conversation.dispatch({ type: 'page-left' });
    await vi.waitFor(async () => expect((await requests()).at(-1)).toMatchObject({ sessionId, sessionEnd: true }));
    const ending = sent.mock.calls.find(
      ([url, init]) => String(url).endsWith('/chat/web') && /sessionEnd/.test(String(init?.body)),
    );
    expect(ending![1]).toMatchObject({ keepalive: true });
    sent.mockRestore();
    // The tab keeps the conversation, not the ended session.
    disconnect();
    await openTab();
    await ask('And schools?');
    const next = (await requests()).at(-1)!;
    expect(next.sessionId).toBeUndefined();
    expect(next.input).toBe('And schools?');
    expect(next.assistantOverrides).toEqual({
      variableValues: {
        ...conversationContext.variableValues,
        conversationSoFar: `Visitor: Do you clean offices?\nAssistant: ${chatReply}`,
      },
    });
  });

  it('leaving while the first answer arrives aborts it and ends the session its first words named, outliving the page', async () => {
    await setChatScenario('held');
    conversation.dispatch({ type: 'ask', question: 'Hello', now: Date.now() });
    await vi.waitFor(() => expect(state().session.id).toMatch(/^chat-session-\d+$/));
    const sessionId = state().session.id;
    const sent = vi.spyOn(globalThis, 'fetch');
    conversation.dispatch({ type: 'page-left' });
    await vi.waitFor(async () => expect((await requests()).at(-1)).toMatchObject({ sessionId, sessionEnd: true }));
    const ending = sent.mock.calls.find(([, init]) => /sessionEnd/.test(String(init?.body)));
    expect(ending![1]).toMatchObject({ keepalive: true });
    sent.mockRestore();
    expect(state()).toMatchObject({ status: 'idle', question: null, session: { sentTurns: 0 } });
    expect(turns().at(-1)).toMatchObject({ speaker: 'assistant', cutOff: true });
    await api.release();
  });

  it('15 quiet minutes end it, once', async () => {
    await setChatScenario('stream');
    // The page's clock runs on, and can be moved on by a quarter of an hour.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await ask('Hello');
    const sessionId = state().session.id;
    try {
      await vi.advanceTimersByTimeAsync(15 * 60_000 - 1_000);
      expect((await requests()).filter((body) => body.sessionEnd)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () =>
      expect((await requests()).filter((body) => body.sessionEnd)).toEqual([expect.objectContaining({ sessionId })]),
    );
    expect(state().session.id).toBeUndefined();
  });

  it('a refused question (400) is said, never sent again by itself, and does not poison the next', async () => {
    await setChatScenario('stream');
    await ask('Hello');
    await setChatScenario('bad-request');
    await ask('What does it cost?');
    expect(state().failure).toMatchObject({ channel: 'typed', key: 'unavailable', question: 'What does it cost?' });
    const afterRefusal = await requests();
    expect(afterRefusal.filter((body) => body.input === 'What does it cost?')).toHaveLength(1);
    await setChatScenario('stream');
    await ask('What does it cost?');
    const next = (await requests()).at(-1)!;
    expect(next).toMatchObject({ input: 'What does it cost?' });
    expect(next.sessionId).toBeUndefined();
    expect(state().failure).toBeNull();
  });
});
