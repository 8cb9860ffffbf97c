/**
 * The one conversation a visitor has with the agent, whether they type or talk: typed questions and
 * replies and a voice call's captions, in order, in one transcript. It lives in `sessionStorage` (this
 * tab, this visit: a reload or a return to the tab shows it; closing the tab forgets it; nothing goes
 * to localStorage or cookies), and in this module for the islands of the page, which share it: the
 * typed chat shows and extends it, the voice call adds its captions and reads it to brief the agent.
 *
 * What is stored is read back defensively: a line of the wrong shape is dropped, not trusted.
 */

/** One turn of the conversation. */
export interface ConversationLine {
  id: string;
  speaker: 'visitor' | 'assistant';
  text: string;
  /** How it was said: typed in the chat, or spoken in a call (a caption). */
  via: 'typed' | 'voice';
  /** A reply that stopped part-way (the connection dropped or stalled). */
  cutOff?: boolean;
}

export interface Conversation {
  lines: readonly ConversationLine[];
  /** The typed chat's session on the platform, which keeps its side of the conversation. */
  sessionId?: string | undefined;
  /** How many of the lines the chat session already has (typed there, or sent to it): later voice lines are sent with the next question. */
  chatHasLines: number;
}

/** The tab's storage key; the name says whose it is when someone looks in the browser's tools. */
export const conversationStorageKey = 'conversation-with-agent';

/** Lines kept: a conversation longer than this drops its oldest lines. */
const maxLines = 200;
const maxLineLength = 4_000;

const empty: Conversation = { lines: [], chatHasLines: 0 };

let current: Conversation | undefined;
const listeners = new Set<() => void>();
let lineCounter = 0;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the conversation lasts as long as the page.
    return undefined;
  }
}

function isLine(value: unknown): value is ConversationLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    (line.speaker === 'visitor' || line.speaker === 'assistant') &&
    typeof line.text === 'string' &&
    (line.via === 'typed' || line.via === 'voice') &&
    (line.cutOff === undefined || typeof line.cutOff === 'boolean')
  );
}

/** What the tab kept, or an empty conversation when nothing usable is there. */
function readStored(): Conversation {
  const raw = storage()?.getItem(conversationStorageKey);
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const lines = Array.isArray(parsed.lines) ? parsed.lines.filter(isLine).slice(-maxLines) : [];
    const chatHasLines =
      typeof parsed.chatHasLines === 'number' && Number.isInteger(parsed.chatHasLines)
        ? Math.min(Math.max(parsed.chatHasLines, 0), lines.length)
        : 0;
    const sessionId = typeof parsed.sessionId === 'string' && parsed.sessionId ? parsed.sessionId : undefined;
    return { lines, chatHasLines, sessionId };
  } catch {
    return empty;
  }
}

let persistTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes the conversation to the tab's storage now. */
function persist(): void {
  clearTimeout(persistTimer);
  persistTimer = undefined;
  try {
    storage()?.setItem(conversationStorageKey, JSON.stringify(getConversation()));
  } catch {
    // Full or blocked: the page still shows the conversation.
  }
}

/**
 * Shows a change at once; stores it at once, or, for the many small changes of a streaming reply
 * (`soon`), a moment later, so painting a delta never waits for the whole transcript to be written.
 * A page being left stores what is pending.
 */
function write(next: Conversation, { soon = false } = {}): void {
  current = next;
  for (const listener of listeners) listener();
  if (!soon) return persist();
  if (persistTimer !== undefined) return;
  persistTimer = setTimeout(persist, 250);
  if (typeof window !== 'undefined') window.addEventListener('pagehide', persist, { once: true });
}

/** The conversation now (the same object until it changes, as useSyncExternalStore wants). */
export function getConversation(): Conversation {
  return (current ??= readStored());
}

/** The server render and the hydration pass show no conversation; the store fills in after. */
export const getServerConversation = (): Conversation => empty;

export function subscribeConversation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a line; returns its id. */
export function addLine(line: Omit<ConversationLine, 'id'>): string {
  const id = `${Date.now().toString(36)}-${(++lineCounter).toString(36)}`;
  const { lines, chatHasLines, sessionId } = getConversation();
  const kept = [...lines, { ...line, id, text: line.text.slice(0, maxLineLength) }];
  const dropped = Math.max(0, kept.length - maxLines);
  write({ lines: kept.slice(dropped), chatHasLines: Math.max(0, chatHasLines - dropped), sessionId });
  return id;
}

/** Changes a line (a reply growing as it streams, or marked cut off). */
export function updateLine(id: string, patch: Partial<Pick<ConversationLine, 'text' | 'cutOff'>>): void {
  const conversation = getConversation();
  if (!conversation.lines.some((line) => line.id === id)) return;
  const lines = conversation.lines.map((line) =>
    line.id === id ? { ...line, ...patch, text: (patch.text ?? line.text).slice(0, maxLineLength) } : line,
  );
  // A reply growing as it streams is stored a moment later; its end (cutOff, or the next change) at once.
  write({ ...conversation, lines }, { soon: patch.cutOff === undefined });
}

export function removeLine(id: string): void {
  const conversation = getConversation();
  const index = conversation.lines.findIndex((line) => line.id === id);
  if (index === -1) return;
  const lines = conversation.lines.filter((line) => line.id !== id);
  write({ ...conversation, lines, chatHasLines: Math.min(conversation.chatHasLines, lines.length) });
}

/** The chat session's id, and that it now has every line so far. */
export function chatCaughtUp(sessionId: string | undefined): void {
  const conversation = getConversation();
  write({ ...conversation, sessionId: sessionId ?? conversation.sessionId, chatHasLines: conversation.lines.length });
}

/** "New conversation": everything forgotten. */
export function clearConversation(): void {
  write(empty);
}

/**
 * The conversation as plain lines for the AI agent ("Visitor: …", "Assistant: …"), most recent
 * last, cut from the front to at most `maxLength` characters so a long chat never crowds the agent's
 * prompt. The names are for the agent's model, which reads them; visitors never see this text.
 */
export function conversationSoFar(lines: readonly ConversationLine[], maxLength = 2_000): string {
  let text = '';
  for (const line of [...lines].reverse()) {
    const next = `${line.speaker === 'visitor' ? 'Visitor' : 'Assistant'}: ${line.text}`;
    if (text.length + next.length + 1 > maxLength) break;
    text = text ? `${next}\n${text}` : next;
  }
  return text;
}

// ── a voice call in progress ──────────────────────────────────────────────────────────────────
// Typing and talking take turns: while a call is being set up or is live, the typed chat steps
// aside (its panel closes, its control hides), and comes back when the call ends. Not stored: a
// call never outlives the page.

let callInProgress = false;

export const isCallInProgress = (): boolean => callInProgress;
export const isCallInProgressOnServer = (): boolean => false;

/** Said by the voice island whenever its call starts or ends. */
export function setCallInProgress(inProgress: boolean): void {
  if (inProgress === callInProgress) return;
  callInProgress = inProgress;
  for (const listener of listeners) listener();
}
