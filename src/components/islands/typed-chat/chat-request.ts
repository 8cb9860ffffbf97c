/**
 * One question to the typed chat: `POST {apiUrl}/chat/web` with the public key, read as it streams,
 * and every way it can go wrong told apart, since each is said differently to the visitor and only
 * some may be tried again (see chat-session.ts).
 *
 * The platform's types (`CreateWebChatDTO`, `WebChat`, `CreateChatStreamResponse` in @vapi-ai/web's
 * api.d.ts) give the request and both answer shapes; the framing of the stream (server-sent events,
 * the end being the response closing) is from its documentation.
 */
import { ChatOutput } from './chat-output';
import { createEventDataParser } from './server-sent-events';

/** The request body (`CreateWebChatDTO`), as far as the page uses it. */
export interface ChatRequestBody {
  assistantId: string;
  input: string | { role: 'user' | 'assistant' | 'tool'; content: string; tool_call_id?: string }[];
  stream: boolean;
  sessionId?: string;
  sessionEnd?: boolean;
  assistantOverrides?: { variableValues: Record<string, string> };
}

/** Why a question got no (whole) answer. */
export type ChatFailureKind =
  /** 401 or 403: the key or assistant is refused; the same for every try. */
  | 'refused'
  /** 429: too many questions; `retryAfterSeconds` says when to ask again. */
  | 'busy'
  /** Any other answer that is not a success (5xx, 404, 400 …). */
  | 'unavailable'
  /** No answer at all: offline, DNS, the connection dropped before a response. */
  | 'network'
  /** The answer stopped part-way: the platform has the question, some reply text may have come. */
  | 'cut'
  /** Nothing arrived for `stallMs`: the request was given up. */
  | 'stalled';

export class ChatFailure extends Error {
  override name = 'ChatFailure';
  constructor(
    readonly kind: ChatFailureKind,
    /** Whatever the answer had brought when it failed (for `cut` and `stalled`). */
    readonly partial: ChatOutput,
    /** For `busy`: seconds to wait, from Retry-After (at least 1). */
    readonly retryAfterSeconds?: number,
    readonly status?: number,
  ) {
    super(`typed chat: ${kind}${status ? ` (HTTP ${status})` : ''}`);
  }
}

/** A complete answer. */
export interface ChatAnswer {
  output: ChatOutput;
  sessionId: string | undefined;
}

export interface ChatRequest {
  apiUrl: string;
  publicKey: string;
  body: ChatRequestBody;
  /** Called with the answer so far each time a streamed delta arrives. */
  onProgress?: (output: ChatOutput) => void;
  /** The visitor left (unmount, new conversation): abort quietly. */
  signal?: AbortSignal;
  /** No byte for this long gives up the request. */
  stallMs?: number;
}

const defaultRetryAfterSeconds = 10;

/** Retry-After as seconds: a number of seconds or an HTTP date; at least one second. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return defaultRetryAfterSeconds;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : defaultRetryAfterSeconds;
}

function failureForStatus(status: number): ChatFailureKind {
  if (status === 401 || status === 403) return 'refused';
  if (status === 429) return 'busy';
  return 'unavailable';
}

/** Asks one question; resolves the whole answer or rejects with a ChatFailure (or the caller's AbortError). */
export async function requestChat({
  apiUrl,
  publicKey,
  body,
  onProgress,
  signal,
  stallMs = 20_000,
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
  const failure = (kind: ChatFailureKind, error?: unknown): unknown => {
    if (signal?.aborted) return signal.reason ?? error;
    return new ChatFailure(stalled ? 'stalled' : kind, output);
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
      });
    } catch (error) {
      throw failure('network', error);
    }
    heardFrom();
    if (!response.ok) {
      // The body is not needed; let the connection go.
      response.body?.cancel().catch(() => {});
      const kind = failureForStatus(response.status);
      throw new ChatFailure(
        kind,
        output,
        kind === 'busy' ? retryAfterSeconds(response.headers.get('retry-after')) : undefined,
        response.status,
      );
    }
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (!isStream || !response.body) {
      // A non-streamed `WebChat`: `{ id, sessionId, output }`.
      let answer: unknown;
      try {
        answer = await response.json();
      } catch (error) {
        throw failure('cut', error);
      }
      const { output: messages, sessionId: id } = (answer ?? {}) as { output?: unknown; sessionId?: unknown };
      output.replaceWith(messages);
      onProgress?.(output);
      return { output, sessionId: typeof id === 'string' ? id : undefined };
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
      if (typeof path === 'string' && typeof delta === 'string' && output.apply(path, delta)) onProgress?.(output);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      let next: ReadableStreamReadResult<string>;
      try {
        next = await reader.read();
      } catch (error) {
        throw failure('cut', error);
      }
      if (next.done) break;
      heardFrom();
      parser.feed(next.value);
    }
    parser.end();
    return { output, sessionId };
  } finally {
    clearTimeout(stallTimer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
