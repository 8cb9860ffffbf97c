/**
 * Where each lead goes (Node only): the owner's catch hook, when LEADS_WEBHOOK_URL is set; else the
 * assistant's server settings are not touched and leads stay in the dashboard.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import { PlatformError, type OwnerEnvironment } from './platform-client';

/** The owner's hook. */
export interface LeadForwarding {
  url: string;
  secret: string | undefined;
}

/**
 * Where publishing points the assistant: the hook, and the platform's credential that holds its secret
 * (hook-credential.ts), undefined without LEADS_WEBHOOK_SECRET.
 */
export interface HookTarget {
  url: string;
  credentialId: string | undefined;
}

/** The header the secret travels in: the one the platform's documentation gives a server's shared secret. */
export const leadsSecretHeader = 'X-Vapi-Secret';

/**
 * The server messages that carry a lead. Calls: `end-of-call-report`, its artifact holding the
 * lead. Typed chats send no end-of-call report (the platform's chat documentation): a session's
 * messages are `session.created`, `session.updated` and `session.deleted`, and the session a
 * `session.updated` carries, once `completed`, holds the lead in its artifact (the server client's
 * types; that this is the message sent when a session completes is the documentation's and the
 * platform's own widget's word, not seen here).
 */
export const leadMessages = [
  'end-of-call-report',
  'session.updated',
] as const satisfies readonly Vapi.CreateAssistantDtoServerMessagesItem[];

/**
 * The server message that carries an emergency (`report_emergency`'s call, emergency-forwarding.ts).
 * The platform's Server Message reference says the messages sent to servers are those listed in
 * `assistant.serverMessages`, and that a tool's own `server.url` only chooses where a `tool-calls`
 * message goes: read strictly, a list without it posts no emergency at all. Listed, it also posts
 * the page tools' calls (they have no server of their own) to the assistant's server, the hook: the
 * recipes keep only `report_emergency` for the on-call text (docs/leads.md).
 */
export const emergencyMessages = ['tool-calls'] as const satisfies readonly Vapi.CreateAssistantDtoServerMessagesItem[];

/** Every message publishing has the platform post to the hook: the leads' and the emergency's. */
const hookMessages = [...leadMessages, ...emergencyMessages] as const;

/**
 * How the platform retries a post the hook did not take (by default it never does): exponential from
 * 10 seconds, 10 times, the most its API definition allows; if each wait doubles, nearly three hours,
 * so a hook that is down for a while still gets every lead. `type` is a string, as that definition
 * says ("fixed" or "exponential"); the server client's types call it an object (a generator's slip,
 * named in tests/unit/platform-contract.test.ts).
 */
export const leadsBackoffPlan = { type: 'exponential', maxRetries: 10, baseDelaySeconds: 10 } as const;

/** The server settings publishing writes: the platform's own, with the backoff plan's type as its API says. */
export type ForwardingServer = Omit<Vapi.Server, 'backoffPlan'> & { backoffPlan: typeof leadsBackoffPlan };

/** Where a URL points, for the owner to read: its origin alone (a hook's path can be as good as a password). */
export const hookOrigin = (url: string) => `${new URL(url).origin}/…`;

/** The hook from the environment, or undefined without LEADS_WEBHOOK_URL; a PlatformError for a setting that cannot work. */
export function leadForwarding(env: OwnerEnvironment): LeadForwarding | undefined {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET?.trim() || undefined;
  if (!url) {
    if (!secret) return undefined;
    throw new PlatformError(
      'LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not: set the address of the catch hook that receives the leads too, or remove the secret. Nothing was published.',
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PlatformError(
      'LEADS_WEBHOOK_URL is not a URL: paste the whole address the catch hook gives, for example "https://hooks.zapier.com/hooks/catch/…". Nothing was published.',
    );
  }
  if (parsed.protocol !== 'https:') {
    throw new PlatformError(
      `LEADS_WEBHOOK_URL (${parsed.protocol}//${parsed.host}/…) must start with https://: the platform posts every lead there, with its secret. Nothing was published.`,
    );
  }
  return { url: parsed.href, secret };
}

/** A server that posts to the hook: its address, the credential of its secret, and the retry plan. */
export const hookServer = ({ url, credentialId }: HookTarget): ForwardingServer => ({
  url,
  ...(credentialId ? { credentialId } : {}),
  backoffPlan: leadsBackoffPlan,
});

/**
 * What the assistant's server and serverMessages become: the hook, its secret's credential and retries, the hook's messages; the rest kept.
 *
 * With LEADS_WEBHOOK_URL, `npm run assistant -- --publish` points the assistant's server at the
 * owner's catch hook (Zapier, Make, n8n, or an endpoint of their own), with LEADS_WEBHOOK_SECRET in
 * the platform's credential (sent in a header the hook can check), a retry plan, and the server
 * messages that carry a lead from calls and typed chats alike and an emergency (`tool-calls`); any
 * other server setting or message is kept. Without it, leads stay in the dashboard, or go wherever a server URL set there sends them.
 */
export function forwardingSettings(
  target: HookTarget,
  existing: { server?: Vapi.Server | undefined; serverMessages?: readonly string[] | undefined } = {},
): { server: ForwardingServer; serverMessages: Vapi.CreateAssistantDtoServerMessagesItem[] } {
  // The hook's authentication is ours: its credential set when there is a secret, gone when the owner
  // removed it; a secret header an earlier publish wrote (any spelling of its name) goes too, so no
  // configuration the platform may hand a page holds the secret.
  const { headers: existingHeaders, credentialId: _replaced, ...kept } = existing.server ?? {};
  const headers = Object.fromEntries(
    Object.entries(existingHeaders ?? {}).filter(([name]) => name.toLowerCase() !== leadsSecretHeader.toLowerCase()),
  );
  const messages = [...(existing.serverMessages ?? []), ...hookMessages] as Vapi.CreateAssistantDtoServerMessagesItem[];
  return {
    server: { ...kept, ...(Object.keys(headers).length > 0 ? { headers } : {}), ...hookServer(target) },
    // Unset, the platform's default list would post every status update and transcript of a call to
    // the hook (each a task a no-code tool counts): only what the owner listed, the leads' and the emergency's.
    serverMessages: [...new Set(messages)],
  };
}

/**
 * Where the hook finds the lead in each message, for the owner wiring it up (`leadId`: the lead's
 * structured output; `credential`: the name of the secret's credential and what publishing did to it).
 */
export function describeForwarding(
  { url }: LeadForwarding,
  leadId: string,
  credential: { name: string; outcome: string } | undefined,
): string {
  const secret = credential
    ? `, with LEADS_WEBHOOK_SECRET in the ${leadsSecretHeader} header (the platform's credential "${credential.name}": ${credential.outcome})`
    : '';
  return [
    `  leads: posted to ${hookOrigin(url)} (LEADS_WEBHOOK_URL)${secret}, retried for a while when the hook does not answer`,
    `    a call:        message.type "end-of-call-report", the lead at message.artifact.structuredOutputs.${leadId}.result`,
    `    a typed chat:  message.type "session.updated" with message.session.status "completed", the lead at message.session.artifact.structuredOutputs.${leadId}.result`,
    `  emergencies: posted there too while the conversation goes on: message.type "tool-calls", a call in message.toolCallList whose function.name is "report_emergency", the repair in its arguments (urgency "emergency")`,
    `  the page's tools' calls arrive there too (message.type "tool-calls", function.name show_section, point_to …): nothing to do with them, the recipes keep only report_emergency`,
  ].join('\n');
}

/** What stderr says about forwarding, or nothing when leads go to a hook with its secret. */
export function forwardingAdvice(forwarding: LeadForwarding | undefined): string | undefined {
  if (!forwarding) {
    return 'LEADS_WEBHOOK_URL is not set, so the assistant’s server settings were left as they are: leads stay in the dashboard (Calls, and Chats for typed ones), unless a server URL set there forwards them. To have each lead posted to a catch hook (Zapier, Make or n8n), set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET and publish again (docs/leads.md).';
  }
  if (!forwarding.secret) {
    return 'LEADS_WEBHOOK_SECRET is not set, so the hook cannot tell the platform’s posts from anyone else’s who learns its address. Set it to a long random string, check it in the hook, and publish again.';
  }
  return undefined;
}
