/** The urgencies a repair may have, most pressing first: code decides them, content/repairs.json words them. */
export const repairUrgencies = ['emergency', 'within-a-day', 'routine'] as const;
export type RepairUrgency = (typeof repairUrgencies)[number];
