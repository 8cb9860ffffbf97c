/**
 * What `npm run assistant -- --publish` owns in the assistant on the platform, and so replaces there;
 * everything else (set in the dashboard) is kept.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Vapi } from '@vapi-ai/server-sdk';
import { agentToolNames } from '~/agent/tool-names';
import { calendarTools, type assistantDefinition } from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import { isEmergencyTool, type PublishedHook } from './emergency-forwarding';
import { forwardingSettings } from './lead-forwarding';

/** The assistant as content/agent.md makes it, naming the lead by id. */
type Definition = ReturnType<typeof assistantDefinition>;

/**
 * What publishing sends: the definition's fields, and the forwarding's when the hook is set. The
 * model keeps whatever the dashboard put in it, so it is only known to be an object here.
 */
export type AssistantBody = Omit<Definition, 'model'> & { model: Record<string, unknown> } & Partial<
    ReturnType<typeof forwardingSettings>
  >;

type Tool = { type?: unknown; function?: { name?: unknown } };

/** A tool's identity: a function by its name, any other by its type. */
const toolKey = (tool: unknown) => {
  const { type, function: fn } = (tool ?? {}) as Tool;
  return type === 'function' ? `function ${String(fn?.name)}` : String(type);
};

/** Every tool content may declare, on or off: those not declared now are removed, not kept. */
const ownedTools = new Set([
  ...Object.values(agentToolNames).map((name) => `function ${name}`),
  ...calendarTools.map(toolKey),
]);

/** The body of a new assistant: the definition, pointed at the hook, with the emergency tool, when there is one. */
export const newAssistant = (definition: Definition, hook: PublishedHook | undefined): AssistantBody => ({
  ...definition,
  model: { ...definition.model, tools: [...definition.model.tools, ...(hook ? [hook.emergency] : [])] },
  ...(hook ? forwardingSettings(hook.target) : {}),
});

/**
 * The update of `existing`: what publishing owns, from `definition` (and the hook), merged into what is there.
 *
 * What `npm run assistant -- --publish` owns in the assistant on the platform, and so what it
 * replaces there; everything else (set in the dashboard: tools, toolIds, other model settings, a
 * server, server messages, …) is kept. It owns:
 *   - `name`, `firstMessage`, and the calls' `transcriber` and `voice` (those that serve every listed
 *     language, src/agent/speech-languages.ts);
 *   - `model.provider` and `model.model`, and the model's system message (other messages kept);
 *   - the tools content declares (src/agent/tools.ts: the page's `show_section`, `point_to`,
 *     `show_contact`, `set_language`, `show_booking`, `show_repair`; the platform's calendar tools), added, replaced or removed as
 *     content says; other tools kept;
 *   - `artifactPlan.recordingEnabled` and `videoRecordingEnabled`, and the lead by id in
 *     `structuredOutputIds` (other ids kept; an inline copy of the lead, from pasted JSON, dropped);
 *   - with LEADS_WEBHOOK_URL, what lead-forwarding.ts says: `server.url`, the secret's credential
 *     (`server.credentialId`; an old secret header removed), `server.backoffPlan`, and the lead's
 *     messages in `serverMessages`; and the tool `report_emergency`, posted to the same hook
 *     (emergency-forwarding.ts).
 * The platform replaces each top-level field an update gives, so each of those is sent whole: the
 * assistant as it was, with only these changed.
 */
export function assistantUpdate(
  existing: Vapi.Assistant,
  definition: Definition,
  hook: PublishedHook | undefined,
): AssistantBody {
  const model = (existing.model ?? {}) as Record<string, unknown> & {
    messages?: { role?: unknown }[];
    tools?: unknown[];
  };
  const plan: Vapi.ArtifactPlan = existing.artifactPlan ?? {};
  const { structuredOutputIds: leadIds = [], ...recording } = definition.artifactPlan;
  const { structuredOutputs: inline = [], ...planKept } = plan;
  const inlineOutputs = inline.filter((output) => output.name !== leadOutput.name);
  return {
    ...definition,
    model: {
      ...model,
      ...definition.model,
      messages: [
        ...definition.model.messages,
        ...(model.messages ?? []).filter((message) => message.role !== 'system'),
      ],
      tools: [
        ...definition.model.tools,
        ...(hook ? [hook.emergency] : []),
        // Without the hook, an emergency tool published earlier stays, as the server settings do.
        ...(model.tools ?? []).filter((tool) => !ownedTools.has(toolKey(tool)) && !(hook && isEmergencyTool(tool))),
      ],
    },
    artifactPlan: {
      ...planKept,
      ...recording,
      structuredOutputIds: [...new Set([...leadIds, ...(plan.structuredOutputIds ?? [])])],
      ...(inlineOutputs.length > 0 ? { structuredOutputs: inlineOutputs } : {}),
    },
    ...(hook ? forwardingSettings(hook.target, existing) : {}),
  };
}

/** Whether `existing` already is what `body` says, field by field: then publishing sends nothing. */
export const alreadyPublished = (existing: object, body: object) =>
  Object.entries(body).every(([field, value]) =>
    isDeepStrictEqual((existing as Record<string, unknown>)[field], value),
  );
