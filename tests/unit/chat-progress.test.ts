// @vitest-environment happy-dom
/**
 * How a streamed answer reaches the conversation (typed-chat/chat-ask.ts): its progress at most once a
 * frame, in the frame that paints it, so an answer that arrives whole is one change, not two renders in
 * the task before its frame; words that came before a failure are still told before it.
 */
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationContextUrl, islandLanguages, site } from '../fixtures/sample-content';

const apiUrl = 'https://chat.example.test';
const sse = (...deltas: string[]) =>
  deltas
    .map((delta) => `data: ${JSON.stringify({ sessionId: 'session-1', path: 'chat.output[0].content', delta })}\n\n`)
    .join('');
const bytes = (text: string) => new TextEncoder().encode(text);

let conversation: typeof import('~/components/islands/conversation/store/conversation-store');
let stream: ReadableStreamDefaultController<Uint8Array>;
let disconnect: () => void;
/** The conversation as each change left it, from the question's send on. */
let changes: ReturnType<typeof conversation.getConversation>[];

/** The next frame, and what it set off. */
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

beforeEach(async () => {
  sessionStorage.clear();
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/chat/web')) {
        return {
          ok: true,
          status: 200,
          headers: new Headers({ 'content-type': 'text/event-stream' }),
          body: new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) }),
        };
      }
      return { ok: true, status: 200, json: async () => ({ variableValues: {}, calls: {}, agent: { contact: {} } }) };
    }),
  );
  conversation = await import('~/components/islands/conversation/store/conversation-store');
  const { connectChat, loadAsking } = await import('~/components/islands/typed-chat/chat-transport');
  disconnect = connectChat({
    apiUrl,
    publicKey: 'pk-test',
    assistantId: 'assistant-1',
    contextUrl: conversationContextUrl,
    phone: site.phone,
    email: site.email,
    languages: islandLanguages,
  });
  await loadAsking();
  conversation.dispatch({ type: 'ask', question: 'Do you manage rentals in Regina?', now: Date.now() });
  await vi.waitFor(() => expect(stream).toBeDefined());
  changes = [];
  conversation.subscribeConversation(() => changes.push(conversation.getConversation()));
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
  stream = undefined!;
});

const reply = () => conversation.getConversation().turns.find((turn) => turn.speaker === 'assistant');

describe('a streamed answer reaches the conversation', () => {
  it('whole, with its end in the same task as its words: one change, the answer complete', async () => {
    stream.enqueue(bytes(sse('Yes, ', 'we manage ', 'rental homes in Regina.')));
    stream.close();
    await vi.waitFor(() => expect(conversation.getConversation().status).toBe('idle'));
    await nextFrame();
    expect(changes.map((state) => state.status)).toEqual(['idle']);
    expect(reply()?.text).toBe('Yes, we manage rental homes in Regina.');
  });

  it('in parts: each frame paints the words come so far, the chunks between two frames told once', async () => {
    stream.enqueue(bytes(sse('Yes, ')));
    await nextFrame();
    expect(reply()?.text).toBe('Yes, ');
    expect(conversation.getConversation().status).toBe('answering');
    changes = [];
    stream.enqueue(bytes(sse('we manage ')));
    stream.enqueue(bytes(sse('rental homes ')));
    await nextFrame();
    expect(changes).toHaveLength(1);
    expect(reply()?.text).toBe('Yes, we manage rental homes ');
    stream.enqueue(bytes(sse('in Regina.')));
    stream.close();
    await vi.waitFor(() => expect(conversation.getConversation().status).toBe('idle'));
    expect(reply()?.text).toBe('Yes, we manage rental homes in Regina.');
  });

  it('cut before a frame told its words: they are kept, and the failure is a cut answer, not a question to send again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stream.enqueue(bytes(sse('Yes, we manage ')));
    // The connection drops in the same task: no frame has come.
    queueMicrotask(() => stream.error(new TypeError('network error')));
    await vi.waitFor(() => expect(conversation.getConversation().status).toBe('idle'));
    expect(conversation.getConversation().failure?.key).toBe('cutOff');
    expect(reply()).toMatchObject({ text: 'Yes, we manage ', cutOff: true });
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/chat/web'))).toHaveLength(1);
  });
});
