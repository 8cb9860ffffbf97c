/**
 * Asking `/chat/web`: a question, its streamed answer turned into the conversation's events, and a
 * session's end.
 */
import { dispatch, pageVisible } from '~/components/islands/conversation/store/conversation-store';
import type { ConversationEffect } from '~/components/islands/conversation/model/conversation-events';
import { loadConversationContext } from '~/components/islands/conversation/store/load-conversation-context';
import type { IslandContact } from '~/agent/conversation-context';
import { languageVariable } from '~/agent/languages';
import type { PanelLanguage } from '~/lib/conversation-words';
import { chatQuestionBody, chatSessionEndBody } from '~/agent/typed-chat-body';
import { ChatFailure, requestChat } from './chat-request';
import type { ChatOutput } from './chat-output';
import { chatInput } from './chat-messages';
import { toolCallsIn } from './chat-tool-calls';

// The question's rules come with the code that asks (chat-transport.ts has the conversation follow them).
export { questionRules } from '~/components/islands/conversation/model/question-rules';

export interface ChatSettings extends IslandContact {
  apiUrl: string;
  publicKey: string;
  assistantId: string;
  /** Where the conversation context (the assistant's `variableValues`) is served. */
  contextUrl: string;
  /** The listed languages: the conversation's is told by its name (`{{language}}`) when a session opens. */
  languages: readonly PanelLanguage[];
  /** No byte for this long gives a question up. */
  stallMs?: number;
}

/**
 * The answer's progress, told at most once a frame, in the frame's own callback (so that frame paints
 * it): chunks arriving between two frames are one render, and an end that comes before the frame (an
 * answer that arrived whole) is the only one. `flush` tells what is pending at once (before a failure,
 * which must know the words came); `drop` forgets it (the end tells all of it). A hidden page has no
 * frames (nor has a page with no DOM): there each chunk is told as it comes, so a session named by it
 * can still be ended.
 */
function progressPerFrame(tell: (output: ChatOutput, sessionId: string | undefined) => void) {
  let frame = 0;
  let pending: [ChatOutput, string | undefined] | undefined;
  const drop = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    pending = undefined;
  };
  const flush = () => {
    const told = pending;
    drop();
    if (told) tell(...told);
  };
  return {
    progress: (output: ChatOutput, sessionId: string | undefined) => {
      pending = [output, sessionId];
      if (typeof requestAnimationFrame !== 'function' || !pageVisible()) flush();
      else frame ||= requestAnimationFrame(flush);
    },
    flush,
    drop,
  };
}

/** Asks one question and dispatches its progress, its end or its failure (nothing once `signal` aborts). */
export async function askQuestion(
  settings: ChatSettings,
  {
    attempt,
    question,
    unheard,
    sessionId,
    conversationSoFar,
    language,
  }: Extract<ConversationEffect, { type: 'send-question' }>,
  signal: AbortSignal,
): Promise<void> {
  const progress = progressPerFrame((output, id) =>
    dispatch({ type: 'reply-progress', attempt, text: output.text(), sessionId: id, now: Date.now() }),
  );
  try {
    // Not fetched (offline): said and retried like a question that never reached the platform.
    const { variableValues } = await loadConversationContext(settings);
    const chosen = settings.languages.find(({ code }) => code === language);
    const answer = await requestChat({
      apiUrl: settings.apiUrl,
      publicKey: settings.publicKey,
      body: chatQuestionBody({
        assistantId: settings.assistantId,
        input: chatInput(question, unheard),
        sessionId,
        variableValues: () => ({
          ...variableValues,
          ...(conversationSoFar ? { conversationSoFar } : {}),
          ...(chosen ? { language: languageVariable(chosen) } : {}),
        }),
      }),
      onProgress: progress.progress,
      signal,
      stallMs: settings.stallMs,
    });
    progress.drop();
    dispatch({
      type: 'reply-done',
      attempt,
      text: answer.output.text(),
      sessionId: answer.sessionId,
      toolCalls: toolCallsIn(answer.output.messages),
      now: Date.now(),
    });
  } catch (error) {
    if (signal.aborted) return progress.drop();
    progress.flush();
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
  }
}

/** Ends the platform's session (`keepalive` when the page is going). */
export function endSession(settings: ChatSettings, sessionId: string, keepalive: boolean): void {
  requestChat({
    apiUrl: settings.apiUrl,
    publicKey: settings.publicKey,
    body: chatSessionEndBody(settings.assistantId, sessionId),
    keepalive,
  }).catch((error: unknown) => console.warn('[typed-chat] could not end the session', error));
}
