/** A tenant's repair as the agent takes it: the choices of its tools, from content/repairs.json. */
import { repairUrgencies, type RepairUrgency } from '~/schemas/repair-urgencies';
import type { Repairs } from '~/schemas/repairs';

/** What the repair tools accept and the card says, by id: content's kinds, and each urgency's words. */
export interface RepairChoices {
  /** The kinds of problem, in content's order. */
  kinds: { id: string; label: string }[];
  /** Each urgency's name and what happens next. */
  urgencies: Record<RepairUrgency, { label: string; promise: string }>;
}

/** Whether the company may come in when no one is home, as the tools take it. */
export const entryAnswers = ['yes', 'no'] as const;

/** The longest problem, address or pets' note a card shows: a few sentences, never a page. */
export const repairTextMaxLength = 400;

export function repairChoices({ kinds, urgencies }: Repairs): RepairChoices {
  const words = (urgency: RepairUrgency) => {
    const { label, promise } = urgencies.find((entry) => entry.urgency === urgency)!;
    return { label, promise };
  };
  return {
    kinds: kinds.map(({ id, label }) => ({ id, label })),
    urgencies: Object.fromEntries(repairUrgencies.map((urgency) => [urgency, words(urgency)])) as Record<
      RepairUrgency,
      { label: string; promise: string }
    >,
  };
}
