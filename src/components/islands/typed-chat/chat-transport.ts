/**
 * The typed chat as a transport of the one conversation: it carries out the conversation's typed effects
 * and turns what the platform answers into the conversation's events.
 */
import {
  dispatch,
  followQuestionRules,
  handleEffects,
  pageVisible,
} from '~/components/islands/conversation/store/conversation-store';
import type { ConversationEffect } from '~/components/islands/conversation/model/conversation-events';
import { withPageGuide } from '~/components/islands/conversation/page-guide/load-page-guide';
import type { ChatSettings } from './chat-ask';

type Asking = typeof import('./chat-ask');
/** Once here, used at once: a session ended as the page goes cannot wait for a module to resolve. */
let asking: Asking | undefined;

/**
 * The asking code (request, stream reader, the answer's rebuilder, the question's rules), fetched once,
 * not with the panel, which shows without it. The conversation follows the question's rules from then
 * on. Rejects when it cannot be fetched (offline; or the site redeployed since the page loaded, its
 * old chunks gone); the next call tries again.
 */
export async function loadAsking(): Promise<Asking> {
  if (!asking) {
    asking = await import('./chat-ask');
    followQuestionRules(asking.questionRules);
  }
  return asking;
}

/**
 * Fetches what a question needs early (the first keystroke), so a question rarely waits for it: the
 * asking code, and the page guide its answer may call on. The guide would load with the question
 * otherwise, and its chunks then arrive, are compiled and run while the answer streams in, each a task
 * before the frame that paints the answer's words. A failure is said when a question is sent.
 */
export const preloadAsking = (): void => {
  loadAsking().catch(() => {});
  withPageGuide();
};

/** Carries out the typed chat's effects until the returned function is called (the island went). */
export function connectChat(settings: ChatSettings): () => void {
  /** The question in flight, aborted when the visitor starts over or turns to talking. */
  let inFlight: AbortController | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;

  async function send(effect: Extract<ConversationEffect, { type: 'send-question' }>) {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const { askQuestion } = await loadAsking();
      if (!controller.signal.aborted) await askQuestion(settings, effect, controller.signal);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  const stopHandling = handleEffects({
    'send-question': (effect) => void send(effect),
    'retry-question': ({ attempt, delayMs }) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A tab hidden meanwhile never re-sends: the visitor decides when they are back.
        dispatch({ type: 'retry-due', attempt, pageVisible: pageVisible() });
      }, delayMs);
      timers.add(timer);
    },
    'abort-question': () => {
      inFlight?.abort();
      inFlight = null;
    },
    'watch-session': ({ sessionId, afterMs }) => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => dispatch({ type: 'session-quiet', sessionId }), afterMs);
    },
    // A session exists only after a question, so the asking code is already here when one ends.
    'end-session': ({ sessionId, keepalive }) => {
      clearTimeout(quietTimer);
      if (asking) asking.endSession(settings, sessionId, keepalive);
      else
        loadAsking().then(
          ({ endSession }) => endSession(settings, sessionId, keepalive),
          (error: unknown) => console.warn('[typed-chat] could not end the session: its code did not load', error),
        );
    },
  });

  return () => {
    stopHandling();
    inFlight?.abort();
    clearTimeout(quietTimer);
    for (const timer of timers) clearTimeout(timer);
  };
}
