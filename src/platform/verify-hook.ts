/**
 * `npm run assistant -- --verify`'s post to the owner's catch hook (Node only): a sample lead, marked
 * as a test, in the message a typed chat's lead arrives in (lead-forwarding.ts), with the secret in
 * its header, as the platform posts it. Any 2xx is the hook taking it.
 */
import { leadOutput } from '~/agent/assistant';
import { hookOrigin, leadsSecretHeader, type LeadForwarding } from './lead-forwarding';
import { deepestCause } from './platform-client';
import type { CheckLine } from './verify-assistant';
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

/** Posts the sample lead to the hook; a 2xx passes, anything else names the status or why it was not reached. */
export async function hookLine(forwarding: LeadForwarding, leadId: string, timeoutMs: number): Promise<CheckLine> {
  const check = 'leads hook';
  const where = hookOrigin(forwarding.url);
  let status: number;
  try {
    const response = await fetch(forwarding.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwarding.secret ? { [leadsSecretHeader]: forwarding.secret } : {}),
      },
      body: JSON.stringify(sampleLeadMessage(leadId)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
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
