/**
 * The page side of the agent's tools, for both channels: the checks every call gets, then the tool's
 * own module (page-tools.ts) carries it out or refuses it.
 */
import { platformToolNames, type PageToolName } from '~/agent/tool-names';
import type { ConversationWords } from '~/lib/conversation-words';
import type { AgentShown } from '~/components/islands/conversation/model/conversation-model';
import type {
  ConversationEffect,
  ConversationEvent,
} from '~/components/islands/conversation/model/conversation-events';
import { toolDone, toolRefused } from './agent-told';
import { getPageGuideSetup } from './page-guide-setup';
import { pageToolNamed } from './page-tools';

/** A tool call as the platform sends it, in a call's `tool-calls` message or a chat answer. */
interface RawToolCall {
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

let serial = 0;
const seenCallIds = new Set<string>();

/** What the page answers the agent for a call: `sayInCall`, worth a line in a call that is on (a refusal, figures). */
export interface ToolAnswer {
  callId: string;
  text: string;
  sayInCall: boolean;
}

/** What carrying a call out came to: what the panel shows, and what the agent is told (nothing for a call ignored). */
export interface CarriedOut {
  shown: AgentShown | null;
  answer?: ToolAnswer;
}

/** A call not carried out: one warning; the agent told why, when the call is one it may still hear about. */
function refuse(reason: string, call: unknown, callId?: string): CarriedOut {
  console.warn(`[page-guide] ignored a tool call: ${reason}`, call);
  return { shown: null, ...(callId ? { answer: { callId, text: toolRefused(reason), sayInCall: true } } : {}) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The call's arguments, from a JSON string (the platform's type) or an object (its documentation's examples). */
function argumentsOf(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string') return isRecord(value) ? value : null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A tool call's id, as the platform sends it, or undefined. */
export const callIdOf = (call: unknown): string | undefined => {
  const id = isRecord(call) ? call.id : undefined;
  return typeof id === 'string' && id ? id : undefined;
};

/**
 * Carries out one tool call of a conversation still going (`live`), or refuses it; returns what the
 * panel shows, in `words` (the conversation's language, `lang`, where it has its own) or English, and
 * what the agent is told: its figures, "done", or that nothing was shown and why. The agent is not
 * trusted: a call goes to its tool's module only when the tool is one the page declared, its id new
 * and the conversation going; the module checks its arguments against the page's choices. Anything
 * refused is said in one warning and to the agent. A call with no id, one seen already or one of a
 * conversation that ended is ignored: there is nobody to tell, or it was told. Focus never moves.
 */
export function carryOut(
  call: unknown,
  { live, words, lang }: { live: boolean; words?: ConversationWords | undefined; lang?: string | undefined },
): CarriedOut {
  const raw = (isRecord(call) ? call : {}) as RawToolCall;
  const id = callIdOf(call);
  if (!live) return refuse('the conversation has ended', call);
  if (!id) return refuse('it has no id', call);
  if (seenCallIds.has(id)) return refuse(`call ${id} was carried out already`, call);
  seenCallIds.add(id);
  const name = raw.function?.name;
  // A tool the platform runs itself (report_emergency, to the company's hook) is no refusal: not the page's.
  if ((Object.values(platformToolNames) as unknown[]).includes(name)) return { shown: null };
  const setup = getPageGuideSetup();
  if (!setup) return refuse('the page could not load what it shows', call, id);
  const tool = pageToolNamed(name);
  if (!tool) return refuse(`"${String(name)}" is not a tool the page declared`, call, id);
  const args = argumentsOf(raw.function?.arguments);
  if (!args) return refuse('its arguments are not an object', call, id);
  // Where the words are the conversation's own, so are the dates'; else the page's.
  const locale = (words && lang) || document.documentElement.lang || undefined;
  const outcome = tool.carryOut(args, { setup, text: words?.agentActions ?? setup.text, words, locale });
  if (typeof outcome === 'string') return refuse(outcome, call, id);
  const told = outcome.kind === 'kept' ? outcome.told : undefined;
  const answer = { callId: id, text: told ?? toolDone, sayInCall: told !== undefined };
  if (outcome.kind === 'language') return { shown: { ...outcome, serial: ++serial }, answer };
  return { shown: { ...outcome, tool: name as PageToolName, serial: ++serial, lang: locale }, answer };
}

/**
 * Carries out the agent's tool calls of a `show-on-page` effect in turn, and reports each to the
 * conversation (`dispatch`, handed by load-page-guide.ts): what it showed first (with its figures), then
 * the answer that tells the agent of it. `words`: the conversation's language's, where they are here.
 */
export function carryOutAll(
  { calls, via, live, language, turnId }: Extract<ConversationEffect, { type: 'show-on-page' }>,
  words: ConversationWords | undefined,
  dispatch: (event: ConversationEvent) => void,
): void {
  for (const call of calls) {
    const { shown, answer } = carryOut(call, { live, words, lang: words ? (language ?? undefined) : undefined });
    if (shown) dispatch({ type: 'agent-showed', shown, turnId });
    if (answer) dispatch({ type: 'tool-result', via, ...answer });
  }
}
