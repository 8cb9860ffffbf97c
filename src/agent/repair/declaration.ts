/**
 * The declarations of the repair's two tools, for the assistant (npm run assistant): `show_repair` on
 * the page, `report_emergency` to the company's hook. The page never loads them.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import { repairUrgencies } from '~/schemas/repair-urgencies';
import { pageToolDeclaration } from '~/agent/page-tool-declaration';
import { afterwards, agentToolNames, platformToolNames } from '~/agent/tool-names';
import { entryAnswers, repairTextMaxLength, type RepairChoices } from './choices';

/** The kinds, as the model reads them in a parameter's description. */
const describedKinds = (choices: RepairChoices) => choices.kinds.map(({ id, label }) => `${id} (${label})`).join(', ');

/**
 * The arguments both tools share: what is wrong, where, and with which kind. The card's words are for
 * the tenant, in the conversation's language; the hook's for the office, which reads English.
 */
function repairProperties(choices: RepairChoices, readBy: 'tenant' | 'office') {
  const language =
    readBy === 'tenant' ? "in the conversation's language" : 'in English, translating what the tenant said';
  return {
    kind: {
      type: 'string' as const,
      enum: choices.kinds.map(({ id }) => id),
      description: `The kind of problem: ${describedKinds(choices)}.`,
    },
    problem: {
      type: 'string' as const,
      description: `What is wrong and since when, in a sentence or two ${language} (at most ${repairTextMaxLength} characters).`,
    },
    address: {
      type: 'string' as const,
      description: "The home's address with its unit, as the tenant gave it.",
    },
    entry: {
      type: 'string' as const,
      enum: [...entryAnswers],
      description: 'Whether we may come in when no one is home: yes or no. Leave it out if they have not said.',
    },
    pets: {
      type: 'string' as const,
      description: `Any pets to know about, ${language}; leave it out if none or not said.`,
    },
  };
}

/** `show_repair`: shows the tenant, in the panel, the repair just taken, as a card with what happens next. */
export function repairTool(choices: RepairChoices): Vapi.OpenAiModelToolsItem.Function {
  const urgencies = repairUrgencies.map((urgency) => `${urgency} (${choices.urgencies[urgency].label})`).join(', ');
  return pageToolDeclaration(
    agentToolNames.showRepair,
    `Shows the tenant, in the conversation panel, the repair you have just taken, as a card: the problem, the address, the urgency, whether we may enter, and what happens next. Call it once, when you have taken the repair (an emergency too, after report_emergency). ${afterwards}`,
    {
      ...repairProperties(choices, 'tenant'),
      urgency: { type: 'string', enum: [...repairUrgencies], description: `How urgent it is: ${urgencies}.` },
    },
    ['kind', 'urgency', 'problem', 'address'],
  );
}

/**
 * `report_emergency`'s function: the emergency as the company's hook receives it while the
 * conversation goes on. Its `server` is the owner's (src/platform/emergency-forwarding.ts).
 */
export function emergencyFunction(choices: RepairChoices): Vapi.OpenAiFunction {
  return {
    name: platformToolNames.reportEmergency,
    description:
      "Sends an emergency repair to the company's on-call person at once, while you keep talking. Call it once in an emergency (the repairs' emergency examples), as soon as you know the address and what is wrong, before any other question; add the tenant's name and phone if you already have them. It returns nothing to say.",
    parameters: {
      type: 'object',
      properties: {
        ...repairProperties(choices, 'office'),
        name: { type: 'string', description: "The tenant's name, if given." },
        phone: { type: 'string', description: 'The phone number to call the tenant back on, if given.' },
      },
      required: ['kind', 'problem', 'address'],
    },
  };
}
