/**
 * The transcript's limits, for its rules (transcript-rules.ts) and for what the tab keeps (tab-storage.ts):
 * a module of their own, so the page's first conversation code needs none of the rules that add turns.
 */

/** Turns kept: a longer conversation drops its oldest. */
export const maxTurns = 200;
/** A turn's longest text. */
export const maxTurnLength = 4_000;
