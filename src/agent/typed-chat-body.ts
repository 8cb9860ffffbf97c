/**
 * The body of every `POST /chat/web` the site sends (the platform's `CreateWebChatDto`, as far as the site
 * uses it), built here for the page's typed chat and for `--verify` alike.
 */

/**
 * The life the platform gives each session the page opens: it ends one however the visit ends (a
 * phone killing a background tab sends nothing), so its lead comes within the half hour. Twice the
 * quiet time: only a conversation still going after it is split, into a new session told the first.
 */
export const sessionLifetimeSeconds = 30 * 60;

export interface ChatRequestBody<Input = unknown> {
  assistantId: string;
  input: Input;
  stream?: boolean;
  sessionId?: string;
  /** Only when opening a session: the platform ignores it for one that exists. */
  sessionExpirationSeconds?: number;
  sessionEnd?: boolean;
  /** Only when opening a session, for the same reason. */
  assistantOverrides?: { variableValues: Record<string, string> };
}

/**
 * A question, streamed: in the session `sessionId` names, or opening one with its life and the
 * conversation's values. The platform fills a session's `{{placeholders}}` once, when it opens, and
 * ignores values sent again, so a follow-up carries only what is new (about 14 KB less each).
 *
 * tests/unit/platform-contract.test.ts compiles the bodies against the platform's type; the page and
 * the owner's `npm run assistant -- --verify` both build them here, so the check sends what a visitor's
 * browser sends.
 */
export const chatQuestionBody = <Input>({
  assistantId,
  input,
  sessionId,
  variableValues,
}: {
  assistantId: string;
  input: Input;
  sessionId: string | undefined;
  /** The values a new session opens with; called only when the question opens one. */
  variableValues: () => Record<string, string>;
}): ChatRequestBody<Input> => ({
  assistantId,
  input,
  stream: true,
  ...(sessionId
    ? { sessionId }
    : { sessionExpirationSeconds: sessionLifetimeSeconds, assistantOverrides: { variableValues: variableValues() } }),
});

/**
 * The end of a session, which makes the platform write its report and lead. `input` is required by
 * the API; with sessionEnd the platform does not answer it (nor stream: not streaming is its default).
 */
export const chatSessionEndBody = (assistantId: string, sessionId: string): ChatRequestBody<string> => ({
  assistantId,
  sessionId,
  sessionEnd: true,
  input: 'End of session.',
});
