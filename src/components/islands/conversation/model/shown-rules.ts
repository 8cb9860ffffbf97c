/**
 * The rules of what the agent shows: its page guide's reports (what it showed, a change of language,
 * what each tool call is answered). They come with the page guide (load-page-guide.ts), which alone
 * reports them, so the conversation opens without them.
 */
import type { ConversationState } from './conversation-model';
import { only, type ConversationEvent, type ShownRules, type Transition } from './conversation-events';
import { addTurn } from './transcript-rules';

/**
 * The turns said in `language` before the agent said it turned to it (a model streams its words first
 * and its tool calls after): the visitor's words that turned to it and the agent's since, up to the
 * typed reply that carried the call (`turnId`), or, in a call, to the last caption. A kept card keeps
 * its words' language.
 */
function saidBeforeSwitch(state: ConversationState, language: string, turnId: string | undefined): ConversationState {
  const { turns } = state;
  const end = turnId === undefined ? turns.length - 1 : turns.findIndex((turn) => turn.id === turnId);
  if (end < 0) return state;
  const start = turns.findLastIndex((turn, index) => index <= end && turn.speaker === 'visitor');
  const said = new Set(
    turns
      .slice(Math.max(start, 0), end + 1)
      .filter((turn) => !turn.card)
      .map((turn) => turn.id),
  );
  return { ...state, turns: turns.map((turn) => (said.has(turn.id) ? { ...turn, lang: language } : turn)) };
}

/**
 * What the page answers the agent for a tool call. A call's, into the call that is on, when there is
 * something to say (a refusal, figures); a typed answer's, kept with the session until the next
 * question carries it, for a call of the session's last answer only (a late report of an answer since
 * given up, or of a session since ended, has no question to go with).
 */
function toolResult(state: ConversationState, event: Extract<ConversationEvent, { type: 'tool-result' }>): Transition {
  if (event.via === 'voice') {
    const live = state.channel === 'voice' && state.status === 'in-call';
    return {
      state,
      effects: live && event.sayInCall ? [{ type: 'tell-call', attempt: state.attempt, text: event.text }] : [],
    };
  }
  const { session } = state;
  if (!session.toolCallIds.includes(event.callId)) return only(state);
  return only({
    ...state,
    session: { ...session, toolResults: { ...session.toolResults, [event.callId]: event.text } },
  });
}

/** What the agent showed: said in the live region, under the transcript, or kept in it with its card. */
function agentShowed(
  state: ConversationState,
  event: Extract<ConversationEvent, { type: 'agent-showed' }>,
): Transition {
  const { shown } = event;
  if (shown.kind === 'language') {
    // The agent answers in it from now on; what was said in it before the call came (the visitor's
    // words that turned to it, the agent's first answer) is marked so too. A typed session whose
    // agent said so knows it.
    const relabelled = saidBeforeSwitch(state, shown.language, event.turnId);
    // The reply that carried it is said in it; without one (a call), the change itself is said.
    const { announcement } = state;
    return only({
      ...relabelled,
      language: shown.language,
      announcement:
        event.turnId && announcement?.kind === 'reply'
          ? { ...announcement, lang: shown.language }
          : { kind: 'language' },
      session: state.channel === 'typed' ? { ...state.session, language: shown.language } : state.session,
    });
  }
  const announcement = { kind: 'shown', text: shown.announcement, lang: shown.lang } as const;
  if (shown.kind === 'shown') return only({ ...state, shown, announcement });
  // What a tool keeps (a booking, an estimate) is part of the conversation: its line stays in the
  // transcript, with what the agent was told of it, and a reload keeps both.
  const [next] = addTurn(state, {
    speaker: 'assistant',
    text: shown.announcement,
    via: state.channel ?? 'typed',
    card: { tool: shown.tool, data: shown.data, ...(shown.told ? { told: shown.told } : {}) },
    ...(shown.lang ? { lang: shown.lang } : {}),
  });
  return only({ ...next, announcement });
}

/** The rules of what the agent shows (`ShownRules`). */
export const shownRules: ShownRules = (state, event) =>
  event.type === 'tool-result' ? toolResult(state, event) : agentShowed(state, event);
