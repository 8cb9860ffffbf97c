/**
 * What the page tells the agent of what a tool showed (an estimate's figures, in English), where the
 * agent must say it: into the call that is on, at once (a call's tool gets no result: a system line);
 * else with the typed session's next question, as that call's result. Kept beside the conversation's
 * state rather than in it, so the typed chat's code on opening, at its budget, does not carry it.
 */
const results = new Map<string, string>();
let sayInCall: ((text: string) => boolean) | undefined;

/** The voice transport's way into the call that is on; `say` answers false when none is. */
export function tellCallsWith(say: (text: string) => boolean): void {
  sayInCall = say;
}

/** Tells the agent `text` about the tool call `callId`. */
export function tellAgent(callId: string, text: string): void {
  if (!sayInCall?.(text)) results.set(callId, text);
}

/** What a typed question's tool result says of `callId`, if the page has something to tell. */
export const toldOf = (callId: string): string | undefined => results.get(callId);
