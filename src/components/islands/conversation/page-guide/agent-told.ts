/**
 * What the page answers the agent for each of its tool calls, in English for the model: shown (with
 * the figures a tool tells, where it tells some), or not shown and why. The answers travel in the
 * conversation's state, never in a module's memory (conversation-rules.ts: a typed session's next
 * question carries them; a call that is on is told at once).
 */

/** A call carried out with nothing more to tell: the model needs no more. */
export const toolDone = 'Done: shown to the visitor on the page.';

/** A call the page refused (`reason`: what did not fit the page's choices): nothing was shown, and the agent must not say it was. */
export const toolRefused = (reason: string) =>
  `Not shown to the visitor: ${reason}. Nothing of it is on their screen, so do not say it is; if you said it would be, tell them it is not, and go on without it.`;

/** A call the page has not reported on when the next question goes (its code had not come): nothing known to be shown. */
export const toolUnreported =
  'The page has not said that it showed this: do not tell the visitor it is on their screen.';
