/** What the agent is told of the repairs tenants report, in `{{pageKnowledge}}`. */
import { repairUrgencies } from '~/schemas/repair-urgencies';
import type { Repairs } from '~/schemas/repairs';

/** The repairs as the agent reads them in `{{pageKnowledge}}`: the kinds, then each urgency with its promise and examples. */
export function repairsKnowledge({ kinds, urgencies, entryNotice }: Repairs): string[] {
  return [
    `Repairs tenants report to you, by kind: ${kinds.map(({ id, label }) => `${label} (${id})`).join(', ')}.`,
    ...repairUrgencies.map((urgency) => {
      const { label, promise, examples } = urgencies.find((entry) => entry.urgency === urgency)!;
      const cases = examples.length > 0 ? ` For example: ${examples.join('; ')}.` : '';
      return `Repair urgency ${label} (${urgency}): what happens next: ${promise}${cases}`;
    }),
    `Entering a tenant's home when no one is there: ${entryNotice}`,
  ];
}
