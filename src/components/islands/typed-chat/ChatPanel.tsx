/**
 * The typed chat's panel: the conversation (typed turns and a call's captions, one transcript), the
 * AI disclosure, a failure with the phone beside it, and the text box. Streamed text is painted as
 * it comes but not read out as it comes: the transcript is a log that stays quiet, and the status
 * region announces "sending" and then each reply once, complete.
 */
import {
  Fragment,
  memo,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '~/lib/class-names';
import { fillTemplate } from '~/lib/text';
import type { ChatText } from '~/schemas/chat-text';
import type { Phone } from '~/schemas/site';
import {
  getConversation,
  getServerConversation,
  subscribeConversation,
  type ConversationLine,
} from '../conversation/conversation-store';
import { contactLinkStyle, FailureCard } from '../shared/FailureCard';
import { CloseIcon } from '../shared/icons';
import { SendIcon } from './chat-icons';
import type { ChatSession, ChatState } from './chat-session';
import { replyParts } from './reply-parts';
import { ConversationNotice, type ConversationNoticeText } from '../conversation/ConversationNotice';
import { clearAgentShown } from '../conversation/page-guide';

/** Longest question: long enough for any real question, short enough to keep the agent's context small. */
export const maxQuestionLength = 1_000;

/** Words the typed chat shares with the voice chat (content/ui/voice-chat.json). */
export interface SharedConversationText {
  assistantSpeaker: string;
  visitorSpeaker: string;
  /** Said when the service refuses or fails: the same words as a voice call's. */
  unavailable: string;
  emailFallback: string;
  dismissLabel: string;
}

export interface ChatPanelProps {
  id: string;
  text: ChatText;
  shared: SharedConversationText;
  phone: Phone;
  email: string;
  session: ChatSession;
  state: ChatState;
  onClose: () => void;
  /** What the agent shows on the page, said in the panel (conversation/AgentShown.tsx). */
  agentShown: ReactNode;
  notice: ConversationNoticeText;
}

/**
 * The panel's frame, also drawn (with "Opening…") while its code arrives after an early press. It
 * fits between the fixed header and the row of controls however short the screen; the transcript
 * scrolls inside it.
 */
export function ChatPanelFrame({
  id,
  titleId,
  panelRef,
  children,
}: {
  id?: string;
  titleId: string;
  panelRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      className="mb-3 flex max-h-[min(38rem,calc(100dvh-var(--spacing-header)-6.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-sm text-slate-800 shadow-xl ring-1 ring-slate-900/10 [grid-area:chat-panel]"
      data-testid="chat-panel"
    >
      {children}
    </section>
  );
}

export function ChatPanel({
  id,
  text,
  shared,
  phone,
  email,
  session,
  state,
  onClose,
  agentShown,
  notice,
}: ChatPanelProps) {
  const conversation = useSyncExternalStore(subscribeConversation, getConversation, getServerConversation);
  const [question, setQuestion] = useState('');
  const titleId = useId();
  const inputId = useId();
  const countId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const busy = state.phase !== 'idle';

  // Escape anywhere in the panel closes it (focus goes back to what opened it).
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  });
  useEffect(() => {
    const panel = panelRef.current;
    const listener = (event: KeyboardEvent) => onEscape(event);
    panel?.addEventListener('keydown', listener);
    return () => panel?.removeEventListener('keydown', listener);
  }, []);

  // Opening moves focus into the text box, without scrolling the page to it.
  useLayoutEffect(() => inputRef.current?.focus({ preventScroll: true }), []);

  // Keep the newest line in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [conversation.lines, state.phase]);

  const send = () => {
    if (busy || !question.trim()) return;
    const asked = question;
    setQuestion('');
    void session.send(asked).then((result) => {
      // Failed before any reply: the question goes back into the box, unless the visitor typed anew.
      if (result === 'returned') setQuestion((now) => now || asked);
    });
  };

  const failureMessage = state.failure
    ? state.failure.key === 'unavailable'
      ? shared.unavailable
      : fillTemplate(text.errors[state.failure.key], { seconds: state.failure.retryAfterSeconds ?? 10 })
    : null;

  const announcement =
    state.phase === 'sending'
      ? text.sending
      : state.completedReply
        ? `${shared.assistantSpeaker}: ${state.completedReply.text}`
        : '';

  return (
    <ChatPanelFrame id={id} titleId={titleId} panelRef={panelRef}>
      <div className="flex items-center gap-2 border-b border-slate-200 py-1.5 pr-1.5 pl-4">
        <h2 id={titleId} className="flex-1 text-base font-semibold text-slate-900">
          {text.title}
        </h2>
        {conversation.lines.length > 0 && (
          <button
            type="button"
            onClick={() => {
              session.startOver();
              clearAgentShown();
            }}
            className="min-h-11 rounded-full px-3 font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            {text.newConversationLabel}
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{text.closeLabel}</span>
        </button>
      </div>
      <p className="px-4 pt-3 text-slate-600">{text.aiDisclosure}</p>
      <div
        ref={logRef}
        role="log"
        // Streamed text must not be read out as it grows: the status region below says each reply once.
        aria-live="off"
        aria-labelledby={titleId}
        // Scrollable, so it must be reachable by keyboard.
        tabIndex={0}
        className="min-h-24 flex-1 space-y-2 overflow-y-auto px-4 py-3"
      >
        <ChatLine speaker={shared.assistantSpeaker} text={text.greeting} own={false} />
        {conversation.lines.map((line) => (
          <TranscriptLine key={line.id} line={line} text={text} shared={shared} />
        ))}
        {state.phase === 'sending' && (
          <p className="flex gap-1 px-1 py-2" aria-hidden="true" data-testid="chat-typing">
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse" />
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:150ms]" />
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:300ms]" />
          </p>
        )}
      </div>
      <div className="px-4">{agentShown}</div>
      <div role="alert" className="px-3">
        {failureMessage && (
          <FailureCard
            message={failureMessage}
            emailFallback={shared.emailFallback}
            phone={phone}
            email={email}
            dismissLabel={shared.dismissLabel}
            onDismiss={() => session.dismissFailure()}
            testId="chat-error"
            embedded
          />
        )}
      </div>
      <form
        className="border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <ConversationNotice text={notice} className="mb-2 text-xs text-slate-600" />
        <label htmlFor={inputId} className="mb-1 block font-medium text-slate-900">
          {text.inputLabel}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter breaks the line; an input method composing a word keeps Enter.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          rows={2}
          maxLength={maxQuestionLength}
          aria-describedby={countId}
          className="block max-h-32 w-full resize-none rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p id={countId} className="text-xs text-slate-600">
            {fillTemplate(text.characterCount, { count: question.length, max: maxQuestionLength })}
          </p>
          <button
            type="submit"
            aria-disabled={busy || !question.trim() || undefined}
            className={cx(
              'inline-flex min-h-11 items-center gap-2 rounded-full bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              (busy || !question.trim()) && 'cursor-not-allowed opacity-60',
            )}
          >
            <SendIcon className="size-4" />
            {text.sendLabel}
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="sr-only" data-testid="chat-announcement">
        {announcement}
      </p>
    </ChatPanelFrame>
  );
}

/** One line of the transcript; unchanged lines are not drawn again while a reply streams. */
const TranscriptLine = memo(function TranscriptLine({
  line,
  text,
  shared,
}: {
  line: ConversationLine;
  text: ChatText;
  shared: SharedConversationText;
}) {
  const own = line.speaker === 'visitor';
  return (
    <ChatLine
      speaker={own ? shared.visitorSpeaker : shared.assistantSpeaker}
      text={line.text}
      own={own}
      marks={[line.via === 'voice' && text.voiceMark, line.cutOff && text.cutOffMark]}
      testId={own ? 'chat-question' : 'chat-reply'}
    />
  );
});

function ChatLine({
  speaker,
  text,
  own,
  marks = [],
  testId,
}: {
  speaker: string;
  text: string;
  own: boolean;
  marks?: (string | false | undefined)[];
  testId?: string;
}) {
  const shownMarks = marks.filter(Boolean);
  return (
    <div
      className={cx(
        'rounded-2xl px-3 py-2 whitespace-pre-wrap',
        own ? 'ml-8 bg-blue-50 text-slate-900' : 'mr-8 bg-slate-100 text-slate-800',
      )}
      data-testid={testId}
    >
      <span className="block text-xs font-semibold text-slate-600">
        {speaker}
        {shownMarks.length > 0 && <span className="font-normal"> · {shownMarks.join(' · ')}</span>}
      </span>
      {own ? text : <ReplyText text={text} />}
    </div>
  );
}

/** A reply as text, its phone numbers and email addresses as links built from their digits and letters. */
function ReplyText({ text }: { text: string }) {
  return replyParts(text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <a key={index} href={part.href} className={contactLinkStyle}>
        {part.text}
      </a>
    ),
  );
}
