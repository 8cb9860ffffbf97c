/**
 * The page's one conversation with the agent, shared by the typed chat's and the voice button's
 * islands: the state of conversation-state.ts in one store, changed only by `dispatch`, whose effects
 * go to the transports that registered for them (`handleEffects`). It lives in the tab's
 * `sessionStorage` too (a reload or a return to the tab shows it; closing the tab forgets it; nothing
 * goes to localStorage or cookies).
 */
import { useSyncExternalStore } from 'react';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Phone } from '~/schemas/site';
import {
  initialState,
  type ConversationEffect,
  type ConversationEvent,
  type ConversationState,
} from './conversation-model';
import { reduce } from './conversation-state';
import { restore, toStored } from './stored-conversation';
import type { ConversationNoticeText } from './ConversationNotice';
import { createStore } from './store';

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
}

/** The tab's storage key; the name says whose it is when someone looks in the browser's tools. */
export const conversationStorageKey = 'conversation-with-agent';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the conversation lasts as long as the page.
    return undefined;
  }
}

function readStored(): unknown {
  try {
    const raw = storage()?.getItem(conversationStorageKey);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const conversation = createStore<ConversationState>(restore(readStored()));

let persistTimer: ReturnType<typeof setTimeout> | undefined;

function persist(): void {
  clearTimeout(persistTimer);
  persistTimer = undefined;
  try {
    storage()?.setItem(conversationStorageKey, JSON.stringify(toStored(conversation.get())));
  } catch {
    // Full or blocked: the page still shows the conversation.
  }
}

/**
 * Stores a change at once, or, for the many small changes of a streaming reply, a moment later, so
 * painting a delta never waits for the whole transcript to be written. A page being left stores what
 * is pending.
 */
function persistSoon(): void {
  if (persistTimer !== undefined) return;
  persistTimer = setTimeout(persist, 250);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', persist, { once: true });
}

type EffectType = ConversationEffect['type'];
type Handler<T extends EffectType> = (effect: Extract<ConversationEffect, { type: T }>) => void;
/** What a transport carries out, by effect. */
type EffectHandlers = { [T in EffectType]?: Handler<T> };

const registered = new Set<EffectHandlers>();

/** Registers a transport's handlers; returns the unregistering. */
export function handleEffects(handlers: EffectHandlers): () => void {
  registered.add(handlers);
  return () => registered.delete(handlers);
}

/** Whether the visitor can see the page now (a rule's input: a hidden tab never re-sends by itself). */
export const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Changes the conversation by its rules, then has its effects carried out. */
export function dispatch(event: ConversationEvent): void {
  const before = conversation.get();
  const { state, effects } = reduce(before, event);
  conversation.set(state);
  if (state.turns !== before.turns || state.session !== before.session) {
    if (event.type === 'reply-progress') persistSoon();
    else persist();
  }
  for (const effect of effects) {
    for (const handlers of [...registered])
      (handlers[effect.type] as Handler<typeof effect.type> | undefined)?.(effect);
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

// ── The page guide (page-guide.tsx), which carries out the agent's tool calls, loads with the first
// call or question, before the agent can ask it anything, so the panel opens without it. What it
// needs before then (the agent's choices on this page, and whether the visitor is reading) is
// page-guide-setup.ts's.

type PageGuide = typeof import('./page-guide');
let pageGuide: PageGuide | undefined;
let pageGuideLoading: Promise<PageGuide> | undefined;

/** The page guide if it is here. */
export const loadedPageGuide = (): PageGuide | undefined => pageGuide;

/** Runs `run` with the page guide: at once when it is here, else once it has loaded. */
export function withPageGuide(run: (guide: PageGuide) => void = () => {}): void {
  if (pageGuide) return run(pageGuide);
  pageGuideLoading ??= import('./page-guide').then((guide) => (pageGuide = guide));
  pageGuideLoading.then(run, (error: unknown) => {
    pageGuideLoading = undefined;
    console.warn('[conversation] the page guide could not be loaded', error);
  });
}

// The agent's tool calls, from either channel, go to the page guide; what it shows joins the state.
handleEffects({
  'start-call': () => withPageGuide(),
  'send-question': () => withPageGuide(),
  'show-on-page': ({ calls, live }) =>
    withPageGuide((guide) => {
      for (const call of calls) {
        const shown = guide.carryOut(call, { live });
        if (shown) dispatch({ type: 'agent-showed', shown });
      }
    }),
});
