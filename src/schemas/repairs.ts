import { z } from 'astro/zod';
import { repairUrgencies } from './repair-urgencies';
import { paragraph, strictObject, text } from './shared';

/**
 * The repairs a tenant may report to the AI agent (content/repairs.json): the kinds of problem, and
 * for each urgency what counts as one and what the company promises, in the words the agent says and
 * the page's repair card shows.
 */

/** A kind's id: lowercase words joined by hyphens, as the agent's tools name it. */
const kindId = z
  .string({ error: 'kinds[].id is required: a short name the AI agent files the repair under, for example "heat".' })
  .regex(/^[a-z][a-z0-9-]*$/, {
    error: 'kinds[].id must be lowercase letters, digits and hyphens, starting with a letter (for example "heat").',
  });

/** One kind of problem, for example { id: "heat", label: "Heat and furnace" }. */
const kindSchema = strictObject({
  /** The name the agent's tools use, for example "heat"; unique in the file. */
  id: kindId,
  /** As tenants and the repair card read it, for example "Heat and furnace". */
  label: text('kinds[].label'),
});

/** What one urgency means and promises. */
const urgencySchema = strictObject({
  /** Which urgency: emergency, within-a-day or routine. */
  urgency: z.enum(repairUrgencies, {
    error: (issue) =>
      `urgencies[].urgency "${String(issue.input)}" is not an urgency the agent knows: use ${repairUrgencies.join(', ')}.`,
  }),
  /** As the repair card names it, for example "Emergency". */
  label: text('urgencies[].label'),
  /** What happens next, said by the agent and shown on the card, for example "Our on-call person calls you back within the hour.". */
  promise: paragraph('urgencies[].promise'),
  /** What counts as this urgency, one problem a line, for example "A burst pipe or flooding". */
  examples: z.array(text('urgencies[].examples[]')).default([]),
});

export const repairsSchema = strictObject({
  /** The kinds of problem, in the order the agent is told them. */
  kinds: z.array(kindSchema).min(1, { error: 'kinds needs at least one kind of problem.' }),
  /** Each urgency once: emergency, within-a-day and routine. */
  urgencies: z.array(urgencySchema),
  /** What the agent tells a tenant asked whether the company may enter when no one is home. */
  entryNotice: paragraph('entryNotice').meta({ title: 'Entering when no one is home' }),
}).check((context) => {
  const { kinds, urgencies } = context.value;
  const seen = new Map<string, string>();
  kinds.forEach(({ id, label }, index) => {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, label);
    else
      context.issues.push({
        code: 'custom',
        input: id,
        path: ['kinds', index, 'id'],
        message: `kinds[].id "${id}" names both "${first}" and "${label}": give each kind its own id.`,
      });
  });
  for (const urgency of repairUrgencies) {
    const given = urgencies.filter((entry) => entry.urgency === urgency).length;
    if (given !== 1)
      context.issues.push({
        code: 'custom',
        input: urgencies,
        path: ['urgencies'],
        message: `urgencies must give "${urgency}" exactly once (it gives it ${given} times): each of ${repairUrgencies.join(', ')} has one label and one promise.`,
      });
  }
  const emergency = urgencies.find((entry) => entry.urgency === 'emergency');
  if (emergency && emergency.examples.length === 0)
    context.issues.push({
      code: 'custom',
      input: emergency,
      path: ['urgencies', urgencies.indexOf(emergency), 'examples'],
      message:
        'urgencies[].examples of "emergency" is empty: list what counts as an emergency (a burst pipe, no heat in the cold months …), or the agent cannot tell one.',
    });
});

/** content/repairs.json as the agent and the page read it. */
export type Repairs = z.infer<typeof repairsSchema>;
