/**
 * The page's one conversation, shared by the typed chat's and the voice button's islands: one store,
 * changed only by `dispatch`, whose effects go to the transports (and the page guide) registered for them.
 */
import { useRef, useSyncExternalStore } from 'react';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Phone } from '~/schemas/site';
import { initialState, type ConversationState } from '~/components/islands/conversation/model/conversation-model';
import {
  type ConversationEvent,
  type EffectHandler,
  type EffectHandlers,
  type CallRules,
  type QuestionRules,
  type ShownRules,
} from '~/components/islands/conversation/model/conversation-events';
import { reduce } from '~/components/islands/conversation/model/conversation-rules';
import { keepConversation, readConversation } from './tab-storage';
import type { ConversationNoticeText } from '~/components/islands/conversation/panel/ConversationNotice';
import { pageGuideEffects } from '~/components/islands/conversation/page-guide/load-page-guide';
import { createStore } from './external-store';

/** What both islands of the conversation are given (components/layout/ConversationControl.astro). */
export interface ConversationIslandProps {
  /** The platform's public key (public by design), the assistant and the API's base URL. */
  publicKey: string;
  assistantId: string;
  apiUrl: string;
  /** Words both channels share (content/ui/conversation.json). */
  words: ConversationText;
  /** The company's phone and email: every failure offers them. */
  phone: Phone;
  email: string;
  /** Where the conversation context is served (src/agent/conversation-context.ts), fetched on intent. */
  contextUrl: string;
  /** The privacy notice every conversation opens with. */
  notice: ConversationNoticeText;
  /** The languages content/agent.md lists, English first-class: the panel offers them, in their words where it has them. */
  languages: PanelLanguage[];
}

const conversation = createStore<ConversationState>(readConversation());

const registered = new Set<EffectHandlers>();

/** Registers a transport's handlers; returns the unregistering. */
export function handleEffects(handlers: EffectHandlers): () => void {
  registered.add(handlers);
  return () => registered.delete(handlers);
}

/** Whether the visitor can see the page now (a rule's input: a hidden tab never re-sends by itself). */
export const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** The typed question's rules, given by the typed chat once its asking code is here (no question is asked before). */
let questionRules: QuestionRules | undefined;
export function followQuestionRules(rules: QuestionRules): void {
  questionRules = rules;
}

/** A call's rules, given by the voice island as it loads (no call starts before). */
let callRules: CallRules | undefined;
export function followCallRules(rules: CallRules): void {
  callRules = rules;
}

/** The rules of what the agent shows, given by the page guide before it reports anything. */
let shownRules: ShownRules | undefined;
export function followShownRules(rules: ShownRules): void {
  shownRules = rules;
}

/** Changes the conversation by its rules, then has its effects carried out. */
export function dispatch(event: ConversationEvent): void {
  const before = conversation.get();
  const { state, effects } = reduce(before, event, { question: questionRules, call: callRules, shown: shownRules });
  conversation.set(state);
  if (state.turns !== before.turns || state.session !== before.session) {
    keepConversation(state, { soon: event.type === 'reply-progress' });
  }
  for (const effect of effects) {
    for (const handlers of [...registered]) {
      // One handler's fault (the page guide's, say) is its own: the others still run, and the
      // transport that dispatched (a reply that did arrive) is not told it failed.
      try {
        (handlers[effect.type] as EffectHandler<typeof effect.type> | undefined)?.(effect);
      } catch (error) {
        console.error(`[conversation] carrying out ${effect.type} failed`, error);
      }
    }
  }
}

// Leaving the page (closed, navigated away, reloaded, or into the back/forward cache) ends a call and
// the typed session.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => dispatch({ type: 'page-left' }));

export const getConversation = conversation.get;
export const subscribeConversation = conversation.subscribe;

/** The server render and the hydration pass show no conversation; the tab's fills in after. */
const serverState = () => initialState;

/** The conversation, for an island's render. */
export function useConversation(): ConversationState {
  return useSyncExternalStore(conversation.subscribe, conversation.get, serverState);
}

/** Whether two parts have the same fields, each the same value. */
const sameFields = (one: object, other: object): boolean => {
  const keys = Object.keys(one);
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => Object.is(one[key as keyof typeof one], other[key as keyof typeof other]))
  );
};

/**
 * The part of the conversation an island draws (`pick` returns it as an object of fields): the island
 * renders again only when one of those fields changes. A streamed reply changes the conversation at
 * every chunk: an island that does not show it (the voice button while typing, the typed chat's
 * control) keeps that render, and its time, out of the chunk's frame.
 */
export function useConversationPart<Part extends object>(pick: (state: ConversationState) => Part): Part {
  // The last part given, kept while equal: useSyncExternalStore compares snapshots by identity.
  const last = useRef<Part | null>(null);
  const snapshot = (state: ConversationState): Part => {
    const part = pick(state);
    if (last.current && sameFields(last.current, part)) return last.current;
    last.current = part;
    return part;
  };
  return useSyncExternalStore(
    conversation.subscribe,
    () => snapshot(conversation.get()),
    () => snapshot(serverState()),
  );
}

// The agent's tool calls, from either channel, go to the page guide; what it shows joins the state.
handleEffects(pageGuideEffects(dispatch, followShownRules));
