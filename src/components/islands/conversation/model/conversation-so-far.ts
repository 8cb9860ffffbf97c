/**
 * The transcript told back to the agent, when a call or a new typed session starts: only the code that
 * asks or calls needs it, so it is not part of the rules every conversation loads (transcript-rules.ts).
 */
import type { Turn } from './conversation-model';

/**
 * The conversation as plain lines for the agent ("Visitor: …", "Assistant: …"), the newest last, cut
 * from the front to at most `maxLength` characters so a long chat never crowds the agent's prompt. A
 * kept card's line carries what the page told the agent of it (an estimate's figures), so a session
 * or call opened later has the figures the agent was given, not only the card's title. The names are
 * for the agent's model; visitors never see this text.
 */
export function conversationSoFar(turns: readonly Turn[], maxLength = 2_000): string {
  let text = '';
  for (const turn of [...turns].reverse()) {
    const told = turn.card?.told ? ` [What the page told you of it: ${turn.card.told}]` : '';
    const next = `${turn.speaker === 'visitor' ? 'Visitor' : 'Assistant'}: ${turn.text}${told}`;
    if (text.length + next.length + 1 > maxLength) break;
    text = text ? `${next}\n${text}` : next;
  }
  return text;
}
