/**
 * The typed chat as `npm run assistant -- --verify` holds it (Node only): the page's own body and reader
 * of server-sent events, then the session read back with the private key until it holds the lead.
 */
import type { VapiClient } from '@vapi-ai/server-sdk';
import { createEventDataParser } from '~/agent/server-sent-events';
import { chatQuestionBody, chatSessionEndBody } from '~/agent/typed-chat-body';
import { leadIn, testConversationPrefix } from './leads';
import { deepestCause, platformMessage } from './platform-client';

/**
 * What a question to `/chat/web` needs, as the site sends it: the public key and an `Origin` header, as
 * a browser on the site sends them (Node's fetch lets a script set `Origin`, which is why the key's
 * lock cannot stop scripts).
 */
export interface ChatSender {
  apiUrl: string;
  publicKey: string;
  assistantId: string;
  /** The values the page sends with every question (its conversation context's). */
  variableValues: Record<string, string>;
  /** No whole answer within this long is a failure. */
  timeoutMs: number;
}

/** An answer, or why there was none: the platform's status and its own words, or the network's. */
export type ChatResult =
  | { answered: true; text: string; sessionId: string | undefined }
  | { answered: false; status: number | undefined; said: string };

/** The owner's check, as they type it. */
export const verifyCommand = 'npm run assistant -- --verify';

/** The test session's name (at most 40 characters, the platform's limit): `npm run leads` leaves it out by its prefix. */
export const testSessionName = `${testConversationPrefix} ${verifyCommand}`;

/** The questions of the test chat: short, so it costs what a short chat costs. The second is the second language's own (content/agent.md). */
export const testQuestions = [
  `Which cities do you serve? (A test from the owner’s ${verifyCommand}.)`,
  'And what are your office hours?',
] as const;

/** The words of an answer: a stream's content deltas (`chat.output[n].content`), or a `WebChat`'s output. */
function answerOf(contentType: string, text: string): { text: string; sessionId: string | undefined } {
  let sessionId: string | undefined;
  const words: string[] = [];
  const take = (chunk: unknown) => {
    const { sessionId: id, path, delta, output } = (chunk ?? {}) as Record<string, unknown>;
    if (typeof id === 'string' && id) sessionId = id;
    if (typeof path === 'string' && /\.content$/.test(path) && typeof delta === 'string') words.push(delta);
    if (Array.isArray(output)) {
      for (const message of output as { role?: unknown; content?: unknown }[]) {
        if (message?.role === 'assistant' && typeof message.content === 'string') words.push(message.content);
      }
    }
  };
  if (!contentType.includes('text/event-stream')) {
    take(JSON.parse(text || '{}'));
  } else {
    const parser = createEventDataParser((data) => {
      if (data.trim() !== '[DONE]') take(JSON.parse(data));
    });
    parser.feed(text);
    parser.end();
  }
  return { text: words.join('').trim(), sessionId };
}

/** Sends one body to `/chat/web` from `origin`, as a browser on that origin would. */
export async function askChat(sender: ChatSender, origin: string, body: object): Promise<ChatResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${sender.apiUrl}/chat/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.publicKey}`, 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(sender.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const cause = deepestCause(error);
    return { answered: false, status: undefined, said: `no answer from ${sender.apiUrl}${cause ? ` (${cause})` : ''}` };
  }
  if (!response.ok) {
    let refusal: unknown = text;
    try {
      refusal = JSON.parse(text);
    } catch {
      // Not JSON: the text is the platform's words.
    }
    const words = platformMessage(refusal);
    const said = `HTTP ${response.status}${words ? `: ${words}` : ''}`;
    // The platform's answer when the organisation has no credit or card on file: every chat is refused.
    const unpaid =
      response.status === 402
        ? ', which means the organisation has no credit or card on file, so the platform refuses every typed chat: add credit or a card in the platform’s dashboard (billing), then verify again'
        : '';
    return { answered: false, status: response.status, said: `${said}${unpaid}` };
  }
  try {
    return { answered: true, ...answerOf(response.headers.get('content-type') ?? '', text) };
  } catch {
    return {
      answered: false,
      status: response.status,
      said: 'the answer could not be read (not the JSON the platform sends)',
    };
  }
}

/** The page's question: the first opens a session, a later one names it. */
export const questionBody = (sender: ChatSender, question: string, sessionId?: string) =>
  chatQuestionBody({
    assistantId: sender.assistantId,
    input: question,
    sessionId,
    variableValues: () => sender.variableValues,
  });

/** The page's end of a session. */
export const endSessionBody = (sender: ChatSender, sessionId: string) =>
  chatSessionEndBody(sender.assistantId, sessionId);

/** How long to wait for the lead, and the clock to wait by (a test's fake one). */
export interface LeadWait {
  leadWaitMs: number;
  pollMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** What reading the ended session back found: its lead, or its status when the time ran out. */
export type LeadReadBack =
  | { found: true; lead: Record<string, unknown>; afterMs: number }
  | { found: false; status: string | undefined; afterMs: number };

/** Reads the session back with the private key until its artifact holds the lead, or `leadWaitMs` passes. */
export async function waitForLead(
  client: VapiClient,
  sessionId: string,
  { leadWaitMs, pollMs, sleep, now }: LeadWait,
): Promise<LeadReadBack> {
  const start = now();
  for (;;) {
    const session = await client.sessions.get({ id: sessionId });
    const lead = session.status === 'completed' ? leadIn(session.artifact) : undefined;
    const afterMs = now() - start;
    if (lead) return { found: true, lead, afterMs };
    if (afterMs >= leadWaitMs) return { found: false, status: session.status, afterMs };
    await sleep(Math.min(pollMs, leadWaitMs - afterMs));
  }
}
