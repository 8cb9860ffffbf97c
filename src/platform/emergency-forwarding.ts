/**
 * `report_emergency` (Node only): the tool whose calls the platform posts to the owner's hook while the
 * conversation goes on, declared by `--publish` with the hook, never by `npm run assistant` alone.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { RepairChoices } from '~/agent/repair/choices';
import { emergencyFunction } from '~/agent/repair/declaration';
import { platformToolNames } from '~/agent/tool-names';
import { hookServer, type ForwardingServer, type HookTarget } from './lead-forwarding';

/**
 * What the hook always receives in the arguments beside the model's, so a no-code filter can test
 * them: the platform merges a tool's static `parameters` over the model's arguments (its "Static
 * variables and aliases" documentation), so the model can neither drop nor change them.
 */
export const emergencyMarks = { urgency: 'emergency', need: 'tenant repair' } as const;

/** The tool as publishing declares it: its server the platform's, the backoff plan's type the API definition's string. */
export type EmergencyTool = Omit<Vapi.OpenAiModelToolsItem.Function, 'server'> & { server: ForwardingServer };

/**
 * `report_emergency`, posted to the hook. Its own `server` makes it a server tool: the platform's
 * documentation sends a tool's calls to the page only when it has no server URL. `async`: the agent
 * goes on without waiting for the hook (its documentation: "the assistant will move forward without
 * waiting for your server to respond"). The secret is the credential's (hook-credential.ts), never a
 * header here, since the platform's types give the page's `tool-calls` messages the tools' configuration.
 */
const emergencyTool = (hook: HookTarget, repairs: RepairChoices): EmergencyTool => ({
  type: 'function',
  async: true,
  function: emergencyFunction(repairs),
  server: hookServer(hook),
  parameters: Object.entries(emergencyMarks).map(([key, value]) => ({ key, value })),
});

/** What publishing points at the hook: the assistant's server (its leads) and the emergency tool. */
export interface PublishedHook {
  target: HookTarget;
  emergency: EmergencyTool;
}

export const publishedHook = (target: HookTarget, repairs: RepairChoices): PublishedHook => ({
  target,
  emergency: emergencyTool(target, repairs),
});

/** Whether a tool of the assistant is the emergency's (publishing replaces it). */
export const isEmergencyTool = (tool: unknown) =>
  (tool as { type?: unknown; function?: { name?: unknown } } | null)?.type === 'function' &&
  (tool as { function?: { name?: unknown } }).function?.name === platformToolNames.reportEmergency;
