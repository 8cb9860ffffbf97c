/**
 * `npm run leads` (Node only, with the private key): every conversation since a date, calls and typed
 * chats, and the lead each left; the owner's weekly check that forwarding lost nothing.
 */
import type { Vapi, VapiClient } from '@vapi-ai/server-sdk';
import { leadOutput } from '~/agent/lead';
import { step } from './platform-client';

/**
 * A conversation whose name starts with this is a test (the owner's checks of the live platform name
 * their calls and sessions so): it is left out of the leads, and counted apart.
 */
export const testConversationPrefix = '[test]';

/** How many the platform lists at a time, at most (its list routes' default and the calls' limit). */
const pageSize = 100;

export type Channel = 'call' | 'typed chat';

/** Why a conversation left no lead (yet). */
export type NoLead = 'still open' | 'ended before the visitor said anything' | 'ended without a lead in its artifact';

/** A lead, with when and where it was left. */
export interface Lead {
  /** When the conversation started. */
  at: Date;
  channel: Channel;
  /** The call's or the session's id. */
  id: string;
  /** The lead's fields, as the platform extracted them (leadOutput's schema). */
  fields: Record<string, unknown>;
}

/** What the conversations since the date left. */
export interface LeadsReport {
  /** Newest first. */
  leads: Lead[];
  /** The conversations without a lead, with why, newest first. */
  withoutLead: { channel: Channel; id: string; reason: NoLead }[];
  /** Conversations named as tests, left out. */
  tests: number;
}

/** Which conversations to read. */
export interface LeadsQuery {
  since: Date;
  /** Only this assistant's conversations (the site's), or the whole organisation's. */
  assistantId: string | undefined;
}

/** A call or a typed chat's session, as far as a lead needs it. */
interface Conversation {
  channel: Channel;
  id: string;
  createdAt: string;
  name: string | undefined;
  ended: boolean;
  artifact: Vapi.Artifact | undefined;
  /** Its messages, to tell whether the visitor said anything. */
  messages: readonly unknown[];
}

/**
 * Every call since the date. The platform answers at most `pageSize`, newest first: each next page
 * reaches back to the oldest of the last, that moment included (a call sharing it is not skipped),
 * and a call seen before is not counted twice.
 */
async function listCalls(client: VapiClient, apiUrl: string, { since, assistantId }: LeadsQuery) {
  const calls = new Map<string, Vapi.Call>();
  let oldest: string | undefined;
  for (;;) {
    const page = await step('list the calls', apiUrl, () =>
      client.calls.list({
        createdAtGt: since.toISOString(),
        ...(oldest ? { createdAtLe: oldest } : {}),
        limit: pageSize,
        ...(assistantId ? { assistantId } : {}),
      }),
    );
    const fresh = page.filter((call) => !calls.has(call.id));
    for (const call of fresh) calls.set(call.id, call);
    if (page.length < pageSize || fresh.length === 0) return [...calls.values()];
    oldest = page.map((call) => call.createdAt).reduce((a, b) => (Date.parse(a) < Date.parse(b) ? a : b));
  }
}

/** Every typed chat's session since the date, page by page (`{ results, metadata }`). */
async function listSessions(client: VapiClient, apiUrl: string, { since, assistantId }: LeadsQuery) {
  const sessions: Vapi.Session[] = [];
  for (let page = 1; ; page++) {
    const { results, metadata } = await step('list the typed chats’ sessions', apiUrl, () =>
      client.sessions.list({
        createdAtGt: since.toISOString(),
        page,
        limit: pageSize,
        ...(assistantId ? { assistantId } : {}),
      }),
    );
    sessions.push(...results);
    if (results.length < pageSize || page * pageSize >= metadata.totalItems) return sessions;
  }
}

const fromCall = (call: Vapi.Call): Conversation => ({
  channel: 'call',
  id: call.id,
  createdAt: call.createdAt,
  name: call.name,
  ended: call.status === 'ended',
  artifact: call.artifact,
  messages: call.artifact?.messages ?? [],
});

const fromSession = (session: Vapi.Session): Conversation => ({
  channel: 'typed chat',
  id: session.id,
  createdAt: session.createdAt,
  name: session.name,
  ended: session.status === 'completed',
  artifact: session.artifact,
  messages: [...(session.messages ?? []), ...(session.artifact?.messages ?? [])],
});

/** The lead in an artifact: the structured output named as the lead, whatever its id. */
export function leadIn(artifact: Vapi.Artifact | undefined): Record<string, unknown> | undefined {
  for (const output of Object.values(artifact?.structuredOutputs ?? {})) {
    const { name, result } = (output ?? {}) as { name?: unknown; result?: unknown };
    if (name === leadOutput.name && typeof result === 'object' && result !== null && !Array.isArray(result)) {
      return result as Record<string, unknown>;
    }
  }
  return undefined;
}

/** Whether the visitor said or typed anything: a user message with words (a call's `message`, a chat's `content`). */
const visitorSpoke = (messages: readonly unknown[]) =>
  messages.some((message) => {
    const { role, message: said, content } = (message ?? {}) as Record<string, unknown>;
    return role === 'user' && [said, content].some((words) => typeof words === 'string' && words.trim() !== '');
  });

/**
 * The leads the organisation's conversations since the date left, and why the others left none.
 *
 * Read back from the platform through its server client, past its page size; the lead is the
 * artifact's structured output named as the lead (`leadOutput`), keyed by the output's id as the
 * platform keys it (`{ [id]: { name, result } }`, the platform's documentation). leads-table.ts writes
 * them.
 */
export async function readLeads(client: VapiClient, apiUrl: string, query: LeadsQuery): Promise<LeadsReport> {
  const [calls, sessions] = await Promise.all([listCalls(client, apiUrl, query), listSessions(client, apiUrl, query)]);
  const conversations = [...calls.map(fromCall), ...sessions.map(fromSession)].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
  const report: LeadsReport = { leads: [], withoutLead: [], tests: 0 };
  for (const conversation of conversations) {
    const { channel, id } = conversation;
    if (conversation.name?.startsWith(testConversationPrefix)) {
      report.tests += 1;
      continue;
    }
    const fields = conversation.ended ? leadIn(conversation.artifact) : undefined;
    if (fields) report.leads.push({ at: new Date(conversation.createdAt), channel, id, fields });
    else {
      const reason: NoLead = !conversation.ended
        ? 'still open'
        : visitorSpoke(conversation.messages)
          ? 'ended without a lead in its artifact'
          : 'ended before the visitor said anything';
      report.withoutLead.push({ channel, id, reason });
    }
  }
  return report;
}
