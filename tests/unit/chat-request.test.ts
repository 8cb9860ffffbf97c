/**
 * One question to the typed chat (src/components/islands/typed-chat/chat-request.ts) against the fake
 * API of the browser tests (tests/fixtures/fake-vapi-api.mjs), over a real local HTTP connection:
 * streamed and whole answers, and each failure told apart.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatFailure, requestChat, retryAfterSeconds } from '~/components/islands/typed-chat/chat-request';
import { chatReply, chatReplyWords } from '../fixtures/fake-vapi-api.mjs';
import { fakePublicKey } from '../fixtures/fake-vapi-platform.mjs';
import { fakeVapiApiForFile } from '../fixtures/fake-vapi-server';

const api = fakeVapiApiForFile({ chatStepMs: 5 });

async function setChatScenario(chatScenario: string) {
  await api.reset();
  await api.setChatScenario(chatScenario);
}

async function received() {
  return (await api.requests()).filter((entry) => entry.path === '/chat/web');
}

const body = { assistantId: 'assistant-1', input: 'Do you manage rentals in Regina?', stream: true } as const;

/** The failure a question ends with. */
async function failureOf(promise: Promise<unknown>): Promise<ChatFailure> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ChatFailure);
  return error as ChatFailure;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('requestChat', () => {
  it('streams: each delta is seen as it arrives, the session id is kept, and the request is the platform’s', async () => {
    await setChatScenario('stream');
    const seen: string[] = [];
    const answer = await requestChat({
      apiUrl: api.apiUrl(),
      publicKey: 'pk-test',
      body: { ...body, assistantOverrides: { variableValues: { brand: 'Prairie Hearth' } } },
      onProgress: (output) => seen.push(output.text()),
    });
    expect(answer.output.text()).toBe(chatReply);
    expect(answer.sessionId).toBe('chat-session-1');
    expect(seen).toHaveLength(chatReplyWords.length);
    expect(seen[0]).toBe(chatReplyWords[0]);
    const [request] = await received();
    expect(request!.headers.authorization).toBe('Bearer pk-test');
    expect(request!.body).toEqual({ ...body, assistantOverrides: { variableValues: { brand: 'Prairie Hearth' } } });
  });

  it('continues a session: the id sent is the id answered', async () => {
    await setChatScenario('stream');
    const answer = await requestChat({
      apiUrl: api.apiUrl(),
      publicKey: 'pk',
      body: { ...body, sessionId: 'chat-session-9' },
    });
    expect(answer.sessionId).toBe('chat-session-9');
  });

  it('accepts a whole (non-streamed) WebChat answer', async () => {
    await setChatScenario('json');
    const seen: string[] = [];
    const answer = await requestChat({
      apiUrl: api.apiUrl(),
      publicKey: 'pk',
      body,
      onProgress: (output) => seen.push(output.text()),
    });
    expect(answer.output.text()).toBe(chatReply);
    expect(answer.sessionId).toMatch(/^chat-session-/);
    expect(seen).toEqual([chatReply]);
  });

  it.each([
    ['unauthorized', 401, false],
    ['server-error', 500, true],
  ])('%s → unavailable (%d), worth another try: %s', async (scenario, status, retryable) => {
    await setChatScenario(scenario);
    const told = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await failureOf(requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body }));
    expect(failure).toMatchObject({ key: 'unavailable', status, retryable });
    // A refused key is the owner's to mend, and said to them; a server's failure is not theirs.
    expect(told).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
  });

  it('a key the platform refuses (locked to other origins) → unavailable, and the owner told why in the console', async () => {
    await setChatScenario('stream');
    // Node's fetch sends "node" as its user agent and no Origin: the lock refuses it, as it would a copied key.
    await api.restrictKey('node', { enabled: true, allowedOrigins: ['https://example.com'] });
    const told = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failure = await failureOf(requestChat({ apiUrl: api.apiUrl(), publicKey: fakePublicKey, body }));
      expect(failure).toMatchObject({ key: 'unavailable', status: 401, retryable: false });
      expect(told).toHaveBeenCalledOnce();
      const [said] = told.mock.calls[0]!;
      expect(said).toContain(
        '[typed-chat] the platform refused the public key (HTTP 401: Origin (none) is not allowed for this key)',
      );
      expect(said).toContain('VAPI_ALLOWED_ORIGINS');
      expect(said).toContain('PUBLIC_VAPI_ASSISTANT_ID');
    } finally {
      await api.restrictKey('node', null);
    }
  });

  it('no credit or card on file (402) → unavailable, said to visitors with the phone, never retried; the owner told why in the console', async () => {
    await setChatScenario('no-credit');
    const told = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await failureOf(requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body }));
    expect(failure).toMatchObject({ key: 'unavailable', status: 402, retryable: false, refused: false });
    expect(told).toHaveBeenCalledOnce();
    expect(told.mock.calls[0]![0]).toBe(
      "[typed-chat] the platform refused the question with HTTP 402 (Purchase credits to use chat): the organisation has no credit or card on file, so every typed chat is refused. Add them in the platform's dashboard (billing); npm run assistant -- --verify says when chats are answered again.",
    );
  });

  it('429 → busy, with the seconds of Retry-After', async () => {
    await setChatScenario('busy');
    const failure = await failureOf(requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body }));
    expect(failure).toMatchObject({ key: 'busy', retryAfterSeconds: 7, status: 429, retryable: false });
  });

  it('a connection dropped before any answer → connection, worth another try', async () => {
    await setChatScenario('drop');
    expect(await failureOf(requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body }))).toMatchObject({
      key: 'connection',
      retryable: true,
    });
  });

  it('nothing listening → connection', async () => {
    const failure = await failureOf(requestChat({ apiUrl: 'http://127.0.0.1:9', publicKey: 'pk', body }));
    expect(failure.key).toBe('connection');
  });

  it('a stream cut part-way → cutOff, after the part that came was seen', async () => {
    await setChatScenario('cut');
    const seen: string[] = [];
    const failure = await failureOf(
      requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body, onProgress: (output) => seen.push(output.text()) }),
    );
    expect(failure).toMatchObject({ key: 'cutOff', retryable: false });
    expect(seen.at(-1)).toBe(chatReplyWords.slice(0, 3).join(''));
  });

  it('no byte for stallMs → stalled, after the part that came was seen, and the connection given up', async () => {
    await setChatScenario('stall');
    const started = Date.now();
    const seen: string[] = [];
    const failure = await failureOf(
      requestChat({
        apiUrl: api.apiUrl(),
        publicKey: 'pk',
        body,
        stallMs: 300,
        onProgress: (output) => seen.push(output.text()),
      }),
    );
    expect(failure.key).toBe('stalled');
    expect(seen.at(-1)).toBe(chatReplyWords[0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('the caller’s abort is not a failure to report: it rejects with the abort', async () => {
    await setChatScenario('stall');
    const controller = new AbortController();
    const asking = requestChat({ apiUrl: api.apiUrl(), publicKey: 'pk', body, signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(asking).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    ['7', 7],
    [' 30 ', 30],
    ['0', 1],
    [null, 10],
    ['soon', 10],
  ])('%j → %d', (header, seconds) => {
    expect(retryAfterSeconds(header)).toBe(seconds);
  });

  it('reads an HTTP date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterSeconds('Mon, 23 Nov 2026 12:00:42 GMT', now)).toBe(42);
  });
});
