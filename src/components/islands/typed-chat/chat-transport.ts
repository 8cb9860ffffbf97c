/**
 * The typed chat as a transport of the one conversation: it carries out the conversation's typed
 * effects (ask `/chat/web`, retry once, abort, end the session) and turns what the platform answers
 * into the conversation's events: the reply as it streams, its end, its failure. The rules (what is
 * retried, what a failure keeps) are the conversation's (conversation/conversation-state.ts).
 */
import { dispatch, handleEffects } from '../conversation/conversation';
import { chatQuestionBody, chatSessionEndBody } from '~/lib/typed-chat-body';
import type { ConversationEffect } from '../conversation/conversation-state';
import { loadConversationContext } from '../conversation/load-conversation-context';
import { ChatFailure, requestChat } from './chat-request';
import { toolCallsIn } from './chat-tool-calls';

interface ChatSettings {
  apiUrl: string;
  publicKey: string;
  assistantId: string;
  /** Where the conversation context (the assistant's `variableValues`) is served. */
  contextUrl: string;
  /** No byte for this long gives a question up. */
  stallMs?: number;
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Carries out the typed chat's effects until the returned function is called (the island went). */
export function connectChat(settings: ChatSettings): () => void {
  /** The question in flight, aborted when the visitor starts over or turns to talking. */
  let inFlight: AbortController | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;

  async function send({
    attempt,
    input,
    sessionId,
    conversationSoFar,
  }: Extract<ConversationEffect, { type: 'send-question' }>) {
    const controller = new AbortController();
    inFlight = controller;
    try {
      // Not fetched (offline): said and retried like a question that never reached the platform.
      const { variableValues } = await loadConversationContext(settings.contextUrl);
      const answer = await requestChat({
        apiUrl: settings.apiUrl,
        publicKey: settings.publicKey,
        body: chatQuestionBody({
          assistantId: settings.assistantId,
          input,
          sessionId,
          variableValues: conversationSoFar ? { ...variableValues, conversationSoFar } : variableValues,
        }),
        onProgress: (output, id) => dispatch({ type: 'reply-progress', attempt, text: output.text(), sessionId: id }),
        signal: controller.signal,
        stallMs: settings.stallMs,
      });
      dispatch({
        type: 'reply-done',
        attempt,
        text: answer.output.text(),
        sessionId: answer.sessionId,
        toolCalls: toolCallsIn(answer.output.messages),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!(error instanceof ChatFailure)) console.error('[typed-chat] the question failed', error);
      const failure = error instanceof ChatFailure ? error : new ChatFailure('connection', { retryable: true });
      console.warn('[typed-chat]', failure.message);
      dispatch({
        type: 'reply-failed',
        attempt,
        key: failure.key,
        retryable: failure.retryable,
        refused: failure.refused,
        retryAfterSeconds: failure.retryAfterSeconds,
        pageVisible: pageVisible(),
        now: Date.now(),
      });
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
    'end-session': ({ sessionId, keepalive }) => {
      clearTimeout(quietTimer);
      requestChat({
        apiUrl: settings.apiUrl,
        publicKey: settings.publicKey,
        body: chatSessionEndBody(settings.assistantId, sessionId),
        keepalive,
      }).catch((error: unknown) => console.warn('[typed-chat] could not end the session', error));
    },
  });

  return () => {
    stopHandling();
    inFlight?.abort();
    clearTimeout(quietTimer);
    for (const timer of timers) clearTimeout(timer);
  };
}
