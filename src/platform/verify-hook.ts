/**
 * `npm run assistant -- --verify` and the owner's catch hook (Node only): whether the published
 * assistant would post leads and emergencies there, and two posts of its own, a sample lead and a test
 * repair, each marked as a test, in the messages they arrive in (lead-forwarding.ts,
 * emergency-forwarding.ts), with the secret in its header, as the platform posts them. Any 2xx is the hook taking it.
 */
import { leadOutput } from '~/agent/lead';
import type { RepairChoices } from '~/agent/repair/choices';
import { platformToolNames } from '~/agent/tool-names';
import type { Vapi } from '@vapi-ai/server-sdk';
import { emergencyMarks, isEmergencyTool, publishedHook } from './emergency-forwarding';
import {
  emergencyMessages,
  hookOrigin,
  leadMessages,
  leadsSecretHeader,
  type HookTarget,
  type LeadForwarding,
} from './lead-forwarding';
import { deepestCause } from './platform-client';
import { publishAgain, type CheckLine } from './check-line';
import { testSessionName, verifyCommand } from './verify-chat';

/** The sample lead: the lead's two fields always there, each saying it is a test. */
const sampleLead = {
  need: 'other',
  summary: `A sample lead from ${verifyCommand}, to check the hook: not a visitor.`,
};

/** A completed session's update, as the platform posts a typed chat's lead, named as a test. */
const sampleLeadMessage = (leadId: string) => ({
  message: {
    type: 'session.updated',
    timestamp: Date.now(),
    session: {
      id: 'verify-sample-session',
      name: testSessionName,
      status: 'completed',
      artifact: { structuredOutputs: { [leadId]: { name: leadOutput.name, result: sampleLead } } },
    },
  },
});

/**
 * A test repair as an emergency reaches the hook: report_emergency's `tool-calls` message, its
 * arguments a JSON text with the tool's marks, `test: true` and words that say it is a test.
 */
export function testRepairMessage(forwarding: LeadForwarding, repairs: RepairChoices) {
  const toolCall = {
    id: 'verify-test-repair',
    type: 'function' as const,
    function: {
      name: platformToolNames.reportEmergency,
      arguments: JSON.stringify({
        kind: repairs.kinds[0]!.id,
        problem: `A test repair from ${verifyCommand}, to check the hook: not a tenant, nobody to send.`,
        address: 'Test address, no home',
        test: true,
        ...emergencyMarks,
      }),
    },
  };
  const { emergency } = publishedHook({ url: forwarding.url, credentialId: undefined }, repairs);
  return {
    message: {
      type: 'tool-calls' as const,
      timestamp: Date.now(),
      toolCallList: [toolCall],
      toolWithToolCallList: [{ ...emergency, toolCall }],
    },
  };
}

/** What a hook answered, on one line and short, for the owner to read. */
const answered = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
};

/** Posts `body` to the hook as the platform would, with the secret; its status and what it answered, or why not. */
async function postToHook(forwarding: LeadForwarding, body: unknown, timeoutMs: number) {
  const response = await fetch(forwarding.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwarding.secret ? { [leadsSecretHeader]: forwarding.secret } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: answered(await response.text()) };
}

/** Posts a test repair as an emergency travels; a 2xx passes, and the line says what the hook answered. */
export async function emergencyHookLine(
  forwarding: LeadForwarding,
  repairs: RepairChoices,
  timeoutMs: number,
): Promise<CheckLine> {
  const check = 'emergency to the hook';
  const where = hookOrigin(forwarding.url);
  try {
    const { status, text } = await postToHook(forwarding, testRepairMessage(forwarding, repairs), timeoutMs);
    const reply = text ? `, answering ${text}` : ', answering nothing';
    return status >= 200 && status < 300
      ? { passed: true, check, said: `${where} took a test repair marked as a test (HTTP ${status}${reply})` }
      : {
          passed: false,
          check,
          said: `${where} answered a test repair with HTTP ${status}${reply}: an emergency would not reach the on-call person. Check the hook is on and checks ${leadsSecretHeader}.`,
        };
  } catch (error) {
    const cause = deepestCause(error);
    return { passed: false, check, said: `${where} could not be reached${cause ? ` (${cause})` : ''}.` };
  }
}

/** Posts the sample lead to the hook; a 2xx passes, anything else names the status or why it was not reached. */
export async function hookLine(forwarding: LeadForwarding, leadId: string, timeoutMs: number): Promise<CheckLine> {
  const check = 'leads hook';
  const where = hookOrigin(forwarding.url);
  let status: number;
  try {
    ({ status } = await postToHook(forwarding, sampleLeadMessage(leadId), timeoutMs));
  } catch (error) {
    const cause = deepestCause(error);
    return {
      passed: false,
      check,
      said: `${where} could not be reached${cause ? ` (${cause})` : ''}: the platform would not reach it either. Check LEADS_WEBHOOK_URL is the address the catch hook shows, and the hook is on.`,
    };
  }
  if (status >= 200 && status < 300) {
    return { passed: true, check, said: `${where} took a sample lead marked as a test (HTTP ${status})` };
  }
  return {
    passed: false,
    check,
    said: `${where} answered a sample lead with HTTP ${status}: the platform’s posts would fail alike, and after its retries that lead reaches only the dashboard. Check the hook is on, and that it checks ${leadsSecretHeader} against LEADS_WEBHOOK_SECRET.`,
  };
}

/**
 * Whether the assistant posts leads to LEADS_WEBHOOK_URL with its secret (the credential `hook` names,
 * found by the secret's fingerprint) and the lead's messages.
 */
export function hookSettingLine(
  { server, serverMessages = [] }: Vapi.Assistant,
  forwarding: LeadForwarding,
  hook: HookTarget,
): CheckLine {
  const check = 'leads hook setting';
  const where = `${hookOrigin(forwarding.url)} (LEADS_WEBHOOK_URL)`;
  const secretHeld =
    !forwarding.secret || (hook.credentialId !== undefined && server?.credentialId === hook.credentialId);
  const wrong = [
    ...(server?.url === forwarding.url ? [] : ['its server is another address']),
    ...(secretHeld ? [] : [`its ${leadsSecretHeader} is not LEADS_WEBHOOK_SECRET's credential`]),
    ...leadMessages.filter((message) => !serverMessages.includes(message)).map((message) => `it sends no ${message}`),
  ];
  if (wrong.length > 0)
    return { passed: false, check, said: `leads do not go to ${where}: ${wrong.join('; ')}. ${publishAgain}` };
  return {
    passed: true,
    check,
    said: `the assistant posts each lead to ${where}${forwarding.secret ? `, with the secret in ${leadsSecretHeader}` : ''}`,
  };
}

/**
 * Whether the platform would post an emergency to the hook, read from the published assistant: its
 * `report_emergency` tool, async, with the hook as its server and the secret's credential; and
 * `tool-calls` among the messages it sends servers. The Server Message reference says the messages
 * sent are those `serverMessages` lists, a tool's own server only choosing where a `tool-calls`
 * message goes: read strictly, without it no emergency leaves the platform, however the tool is set.
 * Unset, the platform's default list has it.
 */
export function emergencyPostingLine(
  { model, serverMessages }: Vapi.Assistant,
  forwarding: LeadForwarding,
  hook: HookTarget,
): CheckLine {
  const check = 'emergency posting';
  const where = `${hookOrigin(forwarding.url)} (LEADS_WEBHOOK_URL)`;
  const tool = ((model as { tools?: unknown[] } | undefined)?.tools ?? []).find(isEmergencyTool) as
    { async?: unknown; server?: Vapi.Server } | undefined;
  const server = tool?.server;
  const secretHeld =
    !forwarding.secret || (hook.credentialId !== undefined && server?.credentialId === hook.credentialId);
  const listed = serverMessages === undefined || emergencyMessages.every((message) => serverMessages.includes(message));
  const wrong = [
    ...(tool
      ? [
          ...(server?.url === forwarding.url ? [] : ['report_emergency posts to another address']),
          ...(secretHeld ? [] : [`report_emergency's ${leadsSecretHeader} is not LEADS_WEBHOOK_SECRET's credential`]),
          ...(tool.async === true ? [] : ['report_emergency is not async: the agent would wait for the hook']),
        ]
      : ['the assistant declares no report_emergency']),
    ...(listed
      ? []
      : [
          `its serverMessages leave out ${emergencyMessages.join(', ')}, and the platform sends servers only the messages listed there`,
        ]),
  ];
  if (wrong.length > 0)
    return {
      passed: false,
      check,
      said: `an emergency would not reach ${where}, while the tenant is told the on-call person has it: ${wrong.join('; ')}. ${publishAgain}`,
    };
  return {
    passed: true,
    check,
    said: `an emergency would be posted to ${where} while the conversation goes on: report_emergency's server is the hook${forwarding.secret ? `, with the secret in ${leadsSecretHeader}` : ''}, and the assistant sends ${emergencyMessages.join(', ')}`,
  };
}
