/**
 * One question to the typed chat, `POST {apiUrl}/chat/web`, read as it streams, each way it can fail told
 * apart; its shapes are the platform's types, its stream's framing (server-sent events) its documentation's.
 */
import type { TypedFailureKey } from '~/components/islands/conversation/model/conversation-model';
import { defaultBusySeconds } from '~/components/islands/conversation/model/conversation-model';
import type { ChatInput } from './chat-messages';
import { refusesKey } from '~/agent/refused-key';
import { ChatOutput } from './chat-output';
import { createEventDataParser } from '~/agent/server-sent-events';
import type { ChatRequestBody } from '~/agent/typed-chat-body';

/** Why a question got no (whole) answer, in the conversation's words, and whether to try once more. */
export class ChatFailure extends Error {
  override name = 'ChatFailure';
  readonly retryable: boolean;
  /** For `busy`: seconds to wait, from Retry-After (at least 1). */
  readonly retryAfterSeconds: number | undefined;
  /** The HTTP status, when the platform answered. */
  readonly status: number | undefined;
  /** The platform refused what was sent (400, 404, 422): sending it again would be refused again. */
  readonly refused: boolean;
  constructor(
    readonly key: TypedFailureKey,
    {
      retryable = false,
      retryAfterSeconds,
      status,
    }: { retryable?: boolean; retryAfterSeconds?: number; status?: number } = {},
  ) {
    super(`typed chat: ${key}${status ? ` (HTTP ${status})` : ''}`);
    this.retryable = retryable;
    this.retryAfterSeconds = retryAfterSeconds;
    this.status = status;
    this.refused = status === 400 || status === 404 || status === 422;
  }
}

/** A complete answer. */
interface ChatAnswer {
  output: ChatOutput;
  sessionId: string | undefined;
}

interface ChatRequest {
  apiUrl: string;
  publicKey: string;
  body: ChatRequestBody<ChatInput>;
  /** Called with the answer so far, and its session once named, each time a streamed delta arrives. */
  onProgress?: (output: ChatOutput, sessionId: string | undefined) => void;
  /** The visitor left (unmount, new conversation): abort quietly. */
  signal?: AbortSignal;
  /** No byte for this long gives up the request. */
  stallMs?: number;
  /** The request outlives the page (a session ended as the visitor leaves). */
  keepalive?: boolean;
}

/** Retry-After as seconds: a number of seconds or an HTTP date; at least one second. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return defaultBusySeconds;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : defaultBusySeconds;
}

/** A refusal (4xx) is the same at every try; a server failure (5xx) may pass. */
function failureForResponse(response: Response): ChatFailure {
  const { status } = response;
  if (status === 429) {
    return new ChatFailure('busy', {
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
      status,
    });
  }
  return new ChatFailure('unavailable', { retryable: status >= 500, status });
}

/** Asks one question; resolves the whole answer or rejects with a ChatFailure (or the caller's AbortError). */
export async function requestChat({
  apiUrl,
  publicKey,
  body,
  onProgress,
  signal,
  stallMs = 20_000,
  keepalive = false,
}: ChatRequest): Promise<ChatAnswer> {
  const output = new ChatOutput();
  let sessionId: string | undefined;
  const controller = new AbortController();
  let stalled = false;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  const heardFrom = () => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallMs);
  };
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  /** Why it failed, once the caller's own abort has been told apart. */
  const failure = (key: 'connection' | 'cutOff', error?: unknown): unknown => {
    if (signal?.aborted) return signal.reason ?? error;
    if (stalled) return new ChatFailure('stalled');
    // No answer at all (offline, DNS, dropped before a response) is worth one more try.
    return new ChatFailure(key, { retryable: key === 'connection' });
  };

  heardFrom();
  try {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/chat/web`, {
        method: 'POST',
        headers: { authorization: `Bearer ${publicKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
        keepalive,
      });
    } catch (error) {
      throw failure('connection', error);
    }
    heardFrom();
    if (!response.ok) {
      if (refusesKey(response.status) || response.status === 402) {
        // The platform's words go to the owner, in the console; visitors read the chat's own.
        await import('~/components/islands/conversation/explain-refusal').then(
          (words) =>
            response.status === 402
              ? words.explainUnpaidChat(response)
              : words.explainRefusedKey('typed-chat', response.status, response),
          () => {},
        );
      } else {
        // The body is not needed; let the connection go.
        response.body?.cancel().catch(() => {});
      }
      throw failureForResponse(response);
    }
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (!isStream || !response.body) {
      // A non-streamed `WebChat`: `{ id, sessionId, output }`.
      let answer: unknown;
      try {
        answer = await response.json();
      } catch (error) {
        throw failure('cutOff', error);
      }
      const { output: messages, sessionId: id } = (answer ?? {}) as { output?: unknown; sessionId?: unknown };
      output.replaceWith(messages);
      sessionId = typeof id === 'string' ? id : undefined;
      onProgress?.(output, sessionId);
      return { output, sessionId };
    }

    const parser = createEventDataParser((data) => {
      if (data.trim() === '[DONE]') return;
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        console.warn('[typed-chat] a streamed chunk was not JSON; skipped');
        return;
      }
      const { path, delta, sessionId: id } = (chunk ?? {}) as Record<string, unknown>;
      if (typeof id === 'string' && id) sessionId = id;
      if (typeof path === 'string' && typeof delta === 'string' && output.apply(path, delta))
        onProgress?.(output, sessionId);
    });
    // Decoded here, not by a TextDecoderStream piped in front: a stream cut part-way would abort
    // the pipe and drop words that had already arrived.
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        throw failure('cutOff', error);
      }
      if (next.done) break;
      heardFrom();
      parser.feed(decoder.decode(next.value, { stream: true }));
    }
    parser.feed(decoder.decode());
    parser.end();
    return { output, sessionId };
  } finally {
    clearTimeout(stallTimer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
