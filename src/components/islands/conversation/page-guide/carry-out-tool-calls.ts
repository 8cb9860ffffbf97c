/**
 * The page side of the agent's tools, for both channels: the checks every call gets, then the tool's
 * own module (page-tools.ts) carries it out or refuses it.
 */
import { platformToolNames, type PageToolName } from '~/agent/tool-names';
import type { ConversationWords } from '~/lib/conversation-words';
import type { AgentShown } from '~/components/islands/conversation/model/conversation-model';
import { tellAgent } from './agent-told';
import { getPageGuideSetup } from './page-guide-setup';
import { pageToolNamed } from './page-tools';

/** A tool call as the platform sends it, in a call's `tool-calls` message or a chat answer. */
interface RawToolCall {
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

let serial = 0;
const seenCallIds = new Set<string>();

function refuse(reason: string, call: unknown): null {
  console.warn(`[page-guide] ignored a tool call: ${reason}`, call);
  return null;
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

/**
 * Carries out one tool call of a conversation still going (`live`), or ignores it; returns what the
 * panel shows, in `words` (the conversation's language, `lang`, where it has its own) or English.
 * The agent is not trusted: a call goes to its tool's module only when the tool is one the page
 * declared, its id new and the conversation going; the module checks its arguments against the
 * page's choices. Anything refused is ignored with one warning. Focus never moves.
 */
export function carryOut(
  call: unknown,
  { live, words, lang }: { live: boolean; words?: ConversationWords | undefined; lang?: string | undefined },
): AgentShown | null {
  const setup = getPageGuideSetup();
  if (!setup) return refuse('the page guide is not set up', call);
  const raw = (isRecord(call) ? call : {}) as RawToolCall;
  const id = typeof raw.id === 'string' && raw.id ? raw.id : undefined;
  if (!live) return refuse('the conversation has ended', call);
  if (!id) return refuse('it has no id', call);
  if (seenCallIds.has(id)) return refuse(`call ${id} was carried out already`, call);
  seenCallIds.add(id);
  const name = raw.function?.name;
  // A tool the platform runs itself (report_emergency, to the company's hook) is no refusal: not the page's.
  if ((Object.values(platformToolNames) as unknown[]).includes(name)) return null;
  const tool = pageToolNamed(name);
  if (!tool) return refuse(`"${String(name)}" is not a tool the page declared`, call);
  const args = argumentsOf(raw.function?.arguments);
  if (!args) return refuse('its arguments are not an object', call);
  // Where the words are the conversation's own, so are the dates'; else the page's.
  const locale = (words && lang) || document.documentElement.lang || undefined;
  const outcome = tool.carryOut(args, { setup, text: words?.agentActions ?? setup.text, words, locale });
  if (typeof outcome === 'string') return refuse(outcome, call);
  if (outcome.kind === 'language') return { ...outcome, serial: ++serial };
  const { told, ...shown } = outcome;
  if (told) tellAgent(id, told);
  return { ...shown, tool: name as PageToolName, serial: ++serial, lang: locale };
}
