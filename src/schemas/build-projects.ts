/**
 * What the AI agent takes from someone planning a build: the kinds of project the company builds, and
 * the answers it files about the lot and the financing. The card's words for each are
 * content/ui/agent-actions.json's (`project`).
 */

/** The kinds of project, as the agent's tool takes them. */
export const projectKinds = ['custom-home', 'multi-family', 'commercial', 'renovation'] as const;
export type ProjectKind = (typeof projectKinds)[number];

/** Whether the lot is serviced (water, sewer, power): yes, no, or not known yet. */
export const lotAnswers = ['yes', 'no', 'not-known'] as const;
export type LotAnswer = (typeof lotAnswers)[number];

/** Whether they own the lot: yes or no. */
export const lotOwnedAnswers = ['yes', 'no'] as const;
export type LotOwned = (typeof lotOwnedAnswers)[number];

/** Whether the financing is arranged. */
export const financingAnswers = ['arranged', 'in-progress', 'not-yet'] as const;
export type FinancingAnswer = (typeof financingAnswers)[number];
