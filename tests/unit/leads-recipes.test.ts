/**
 * docs/leads.md's recipes, run: the code its Zapier and n8n steps are given, over each message the hook
 * receives (a call's lead, a typed chat's session updates, an emergency, the page's tools' calls), and
 * what every recipe says of the secret. An owner pastes the code as written, so it is run as written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadOutput } from '~/agent/lead';
import { repairChoices } from '~/agent/repair/choices';
import { agentToolNames, platformToolNames } from '~/agent/tool-names';
import { readAgentContent } from '~/lib/content/agent-content';
import { testRepairMessage } from '~/platform/verify-hook';

const guide = readFileSync(new URL('../../docs/leads.md', import.meta.url), 'utf8');
const codeBlocks = [...guide.matchAll(/^( *)```js\n([\s\S]*?)^\1```$/gm)].map(([, indent, code]) =>
  code!.replace(new RegExp(`^${indent}`, 'gm'), ''),
);
const zapierCode = codeBlocks.find((code) => code.includes('inputData.raw'))!;
const n8nLastLine = codeBlocks.find((code) => code.includes('$json.body.message'))!;

/** The Zapier step as Zapier runs it: the code in a function body, `inputData` its input fields. */
const zapier = (body: unknown) =>
  new Function('inputData', zapierCode)({ raw: JSON.stringify(body) }) as Record<string, unknown>;
/** The n8n Code node: Zapier's code with n8n's last line, `$json` the Webhook node's item. */
const n8n = (body: unknown) =>
  (
    new Function('$json', `${zapierCode.replace(/^return .*\n?$/m, '')}${n8nLastLine}`)({ body, headers: {} }) as {
      json: Record<string, unknown>;
    }
  ).json;

const lead = { need: 'property management', name: 'Ana Lopez', phone: '306-555-0177', summary: 'A six-unit building.' };
const outputs = { 'so-1': { name: leadOutput.name, result: lead } };
const call = (id: string, name: string, args: object) => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});
const toolCalls = (...list: ReturnType<typeof call>[]) => ({
  message: { type: 'tool-calls', toolCallList: list, toolWithToolCallList: [], chat: { id: 'chat-1' } },
});
const repairs = repairChoices(readAgentContent(new URL('../../content/', import.meta.url)).content.repairs);

describe('docs/leads.md’s code for Zapier and n8n', () => {
  it('is there, and n8n’s differs from Zapier’s only in the line that reads the post', () => {
    expect(zapierCode).toContain('function route(m)');
    expect(n8nLastLine.trim()).toBe('return { json: route($json.body.message || {}) };');
  });

  for (const [tool, run] of [
    ['Zapier', zapier],
    ['n8n', n8n],
  ] as const) {
    it(`${tool}: a call’s lead and a completed typed chat’s, with their channel and id; a session’s other updates go nowhere`, () => {
      expect(
        run({
          message: { type: 'end-of-call-report', call: { id: 'call-9' }, artifact: { structuredOutputs: outputs } },
        }),
      ).toEqual({
        route: 'lead',
        channel: 'call',
        conversationId: 'call-9',
        ...lead,
      });
      const session = { id: 'session-4', status: 'completed', artifact: { structuredOutputs: outputs } };
      expect(run({ message: { type: 'session.updated', session } })).toEqual({
        route: 'lead',
        channel: 'typed chat',
        conversationId: 'session-4',
        ...lead,
      });
      expect(run({ message: { type: 'session.updated', session: { id: 'session-4', status: 'active' } } })).toEqual({
        route: 'none',
      });
      expect(run({ message: { type: 'end-of-call-report', call: { id: 'call-10' }, artifact: {} } })).toEqual({
        route: 'none',
      });
    });

    it(`${tool}: report_emergency alone goes to the on-call text, wherever it is in the list; the page’s tools’ calls go nowhere`, () => {
      // --verify's test repair, as the hook receives it.
      expect(run(testRepairMessage({ url: 'https://hooks.example.test/catch', secret: 's' }, repairs))).toMatchObject({
        route: 'emergency',
        urgency: 'emergency',
        need: 'tenant repair',
        test: true,
      });
      const furnace = { kind: 'heat', problem: 'No heat.', address: '12 Main St, unit 3', urgency: 'emergency' };
      for (const name of Object.values(agentToolNames))
        expect(run(toolCalls(call('c1', name, { section: 'services' }))), name).toEqual({ route: 'none' });
      expect(
        run(
          toolCalls(
            call('c2', agentToolNames.showRepair, { ...furnace, urgency: 'routine' }),
            call('c3', platformToolNames.reportEmergency, furnace),
          ),
        ),
      ).toEqual({ route: 'emergency', ...furnace });
      // The documentation's example writes arguments as an object.
      expect(
        run({
          message: {
            type: 'tool-calls',
            toolCallList: [{ id: 'c4', function: { name: platformToolNames.reportEmergency, arguments: furnace } }],
          },
        }),
      ).toEqual({ route: 'emergency', ...furnace });
    });
  }
});

describe('docs/leads.md on the secret', () => {
  it('has every tool check X-Vapi-Secret in its own terms, before anything is written or texted; never the address alone', () => {
    expect(guide).toContain('event **"Catch Raw Hook"**');
    expect(guide).toContain('**"Filter by Zapier"**: only\n     continue if the field of the `X-Vapi-Secret` header');
    expect(guide).toContain('turn on **"Get request headers"**');
    expect(guide).toContain('map(1.headers; "value"; "name"; "x-vapi-secret")');
    expect(guide).toContain('**Authentication "Header Auth"**');
    expect(guide).toContain('**The address is not a key.**');
    expect(guide).not.toMatch(/only key|cannot check the secret|event "Catch Hook"/);
  });
});
