/**
 * The typed chat's state machine, free of React: one question in flight at a time, its reply added
 * to the conversation as it streams, and every failure said with nothing lost. Compared with the
 * platform's own widget, which retries forever in silence, re-posts a question when a hidden tab
 * returns and forgets the conversation on reload:
 *   - a server failure or a lost connection before any reply text is tried once more, a second
 *     later, and only while the page is visible; then the failure is said and the question goes
 *     back into the text box;
 *   - a reply that stops part-way keeps its part, marked cut off, and is never asked again by
 *     itself (the platform already has the question);
 *   - 429 says when to ask again (Retry-After) and holds questions until then;
 *   - 20 s without a byte gives the question up and says so.
 *
 *   idle ──send──▶ sending ──first text──▶ answering ──end──▶ idle
 *                    │  └─ failure (one retry for server/network) ─┴──▶ idle + failure
 */
import {
  addLine,
  chatCaughtUp,
  clearConversation,
  getConversation,
  removeLine,
  updateLine,
  type ConversationLine,
} from '../conversation/conversation-store';
import { ChatOutput } from './chat-output';
import { ChatFailure, requestChat, type ChatRequestBody } from './chat-request';
import { toolCallsIn, toolResults, type ToolResultMessage } from './chat-tool-calls';

export type ChatPhase = 'idle' | 'sending' | 'answering';

/** What visitors read when a question fails (words in content/ui/chat.json). */
export type ChatFailureKey = 'unavailable' | 'busy' | 'connection' | 'cutOff' | 'stalled';

export interface ChatState {
  phase: ChatPhase;
  failure: { key: ChatFailureKey; retryAfterSeconds?: number } | null;
  /** A complete reply, for the polite status region: announced once, not as it streams. */
  completedReply: { id: string; text: string } | null;
}

export interface ChatSessionOptions {
  apiUrl: string;
  publicKey: string;
  assistantId: string;
  /** The same values a voice call sends (`assistantOverrides.variableValues`); they may need fetching. */
  variableValues: () => Promise<Record<string, string>>;
  /** No byte for this long gives a question up. */
  stallMs?: number;
  /** Wait before the one automatic retry. */
  retryDelayMs?: number;
  /** The agent's tool calls in a whole answer (chat-tool-calls.ts says what rests on the types alone). */
  onToolCalls?: (calls: unknown[]) => void;
}

export const initialChatState: ChatState = { phase: 'idle', failure: null, completedReply: null };

/** The result of `send`: whether the question stays with the conversation or goes back to the box. */
export type SendResult = 'sent' | 'returned' | 'ignored';

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Input for the next question: the results of the tools the last answer called, what was said in a
 * call since the chat last heard, then the question; the question alone when nothing comes before it.
 */
export function chatInput(
  lines: readonly ConversationLine[],
  chatHasLines: number,
  question: string,
  results: readonly ToolResultMessage[] = [],
): ChatRequestBody['input'] {
  const spoken = lines
    .slice(chatHasLines)
    .filter((line) => line.via === 'voice')
    .map((line) => ({
      role: line.speaker === 'visitor' ? ('user' as const) : ('assistant' as const),
      content: line.text,
    }));
  const before = [...results, ...spoken];
  return before.length === 0 ? question : [...before, { role: 'user', content: question }];
}

export class ChatSession {
  private state: ChatState = initialChatState;
  private readonly listeners = new Set<() => void>();
  /** The question in flight, aborted when the visitor starts over or the panel goes away. */
  private inFlight: AbortController | null = null;
  /** 429: no question before this time. */
  private busyUntil = 0;
  /** The results of the tools the last answer called, sent with the next question. */
  private toolResults: ToolResultMessage[] = [];

  constructor(private readonly options: ChatSessionOptions) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ChatState => this.state;

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  dismissFailure(): void {
    if (this.state.failure) this.set({ failure: null });
  }

  /**
   * Asks a question. Resolves 'sent' when it is part of the conversation (answered, or cut off after
   * the platform had it), 'returned' when it failed before any reply and belongs back in the text box,
   * 'ignored' when it was not sent at all (empty, or a question already in flight).
   */
  async send(rawQuestion: string): Promise<SendResult> {
    const question = rawQuestion.trim();
    if (!question || this.state.phase !== 'idle') return 'ignored';
    const waitSeconds = Math.ceil((this.busyUntil - Date.now()) / 1000);
    if (waitSeconds > 0) {
      this.set({ failure: { key: 'busy', retryAfterSeconds: waitSeconds } });
      return 'returned';
    }

    const before = getConversation();
    const input = chatInput(before.lines, before.chatHasLines, question, this.toolResults);
    const questionLine = addLine({ speaker: 'visitor', text: question, via: 'typed' });
    const inFlight = new AbortController();
    this.inFlight = inFlight;
    this.set({ phase: 'sending', failure: null });

    let replyLine: string | undefined;
    const showProgress = (output: ChatOutput) => {
      const text = output.text();
      if (!text) return;
      if (replyLine) return updateLine(replyLine, { text });
      replyLine = addLine({ speaker: 'assistant', text, via: 'typed' });
      this.set({ phase: 'answering' });
    };

    let variableValues: Record<string, string> | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        // Not fetched: said and retried like a question that never reached the platform.
        variableValues ??= await this.options.variableValues();
        const answer = await requestChat({
          apiUrl: this.options.apiUrl,
          publicKey: this.options.publicKey,
          body: {
            assistantId: this.options.assistantId,
            input,
            stream: true,
            ...(before.sessionId ? { sessionId: before.sessionId } : {}),
            assistantOverrides: { variableValues },
          },
          onProgress: showProgress,
          signal: inFlight.signal,
          stallMs: this.options.stallMs,
        });
        const text = answer.output.text();
        const toolCalls = toolCallsIn(answer.output.messages);
        // A success with nothing to show or do: the platform has the question, the reply did not come.
        if (!text && toolCalls.length === 0) throw new ChatFailure('cut', answer.output);
        chatCaughtUp(answer.sessionId);
        this.toolResults = toolResults(toolCalls);
        if (toolCalls.length > 0) this.options.onToolCalls?.(toolCalls);
        this.finish({ completedReply: text ? { id: replyLine ?? questionLine, text } : null });
        return 'sent';
      } catch (error) {
        if (inFlight.signal.aborted) return 'sent';
        if (!(error instanceof ChatFailure)) console.error('[typed-chat] the question failed', error);
        const failure = error instanceof ChatFailure ? error : new ChatFailure('network', new ChatOutput());
        const retryable = failure.kind === 'unavailable' || failure.kind === 'network';
        if (retryable && !replyLine && attempt === 0 && pageVisible()) {
          await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 1_000));
          if (inFlight.signal.aborted) return 'sent';
          // A tab hidden meanwhile never re-sends: the visitor decides when they are back.
          if (pageVisible()) continue;
        }
        return this.failed(failure, questionLine, replyLine);
      }
    }
  }

  /** Says a failure; the reply's part (if any) stays, marked cut off, else the question goes back. */
  private failed(failure: ChatFailure, questionLine: string, replyLine: string | undefined): SendResult {
    console.warn('[typed-chat]', failure.message);
    if (failure.kind === 'busy') this.busyUntil = Date.now() + (failure.retryAfterSeconds ?? 10) * 1000;
    if (replyLine) {
      updateLine(replyLine, { cutOff: true });
      // The platform has the question and this much of the reply.
      chatCaughtUp(undefined);
      this.finish({ failure: { key: failure.kind === 'stalled' ? 'stalled' : 'cutOff' } });
      return 'sent';
    }
    removeLine(questionLine);
    const key: ChatFailureKey =
      failure.kind === 'busy'
        ? 'busy'
        : failure.kind === 'network'
          ? 'connection'
          : failure.kind === 'stalled'
            ? 'stalled'
            : failure.kind === 'cut'
              ? 'cutOff'
              : 'unavailable';
    this.finish({
      failure: { key, ...(failure.retryAfterSeconds ? { retryAfterSeconds: failure.retryAfterSeconds } : {}) },
    });
    return 'returned';
  }

  private finish(patch: Partial<ChatState>): void {
    this.inFlight = null;
    this.set({ phase: 'idle', ...patch });
  }

  /**
   * "New conversation": the question in flight is dropped, the platform is told the session is over
   * (`sessionEnd`, which makes it write its end-of-session report), and the transcript is cleared.
   */
  startOver(): void {
    this.inFlight?.abort();
    this.inFlight = null;
    const { sessionId } = getConversation();
    this.toolResults = [];
    clearConversation();
    this.set({ ...initialChatState });
    if (!sessionId) return;
    requestChat({
      apiUrl: this.options.apiUrl,
      publicKey: this.options.publicKey,
      // `input` is required by the API; with sessionEnd the platform does not process it.
      body: {
        assistantId: this.options.assistantId,
        sessionId,
        sessionEnd: true,
        input: 'End of session.',
        stream: false,
      },
    }).catch((error: unknown) => console.warn('[typed-chat] could not end the session', error));
  }

  /** The panel went away (unmount): a question in flight is dropped quietly. */
  dispose(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }
}
