/**
 * The typed chat's panel: the conversation's one panel with the chat's header buttons ("New conversation",
 * close), its failures said inside it, and the text box. It is in the page's HTML from the start, a
 * popover its control opens before the island runs (panel-popover.ts); the island then takes the same
 * elements over, with what the visitor typed, where the cursor was, and focus.
 */
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { cx } from '~/lib/class-names';
import { fillTemplate } from '~/lib/placeholders';
import type { ChatText } from '~/schemas/chat-text';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Phone } from '~/schemas/site';
import { dispatch, useConversation } from '~/components/islands/conversation/store/conversation-store';
import { loadAsking, preloadAsking } from './chat-transport';
import { defaultBusySeconds, type Announcement } from '~/components/islands/conversation/model/conversation-model';
import { ConversationPanel } from '~/components/islands/conversation/panel/ConversationPanel';
import { sharedAnnouncement } from '~/components/islands/conversation/panel/shared-announcement';
import type { ConversationNoticeText } from '~/components/islands/conversation/panel/ConversationNotice';
import { FailureMessage } from '~/components/islands/conversation/panel/FailureMessage';
import { CloseButton } from '~/components/islands/conversation/panel/CloseButton';
import { SendIcon } from './chat-icons';
import type { ChatRequest } from './chat-openers';
import { showPopover } from './panel-popover';
import { PRESS_ON_ENTER_ATTRIBUTE } from '~/components/islands/shared/held-press';

/** Longest question: long enough for any real question, short enough to keep the agent's context small. */
const maxQuestionLength = 1_000;

interface ChatPanelProps {
  id: string;
  text: Omit<ChatText, 'heroLabel'>;
  words: ConversationText;
  phone: Phone;
  email: string;
  notice: ConversationNoticeText;
  languages: PanelLanguage[];
  /** The words of what the agent shows, in a language that has its own (else the page guide's English). */
  actionWords: AgentActionsText | undefined;
  /** The request of the link that opened the panel, if any: a new one fills the text box. */
  request: ChatRequest | undefined;
  onClose: () => void;
  /** Whether it is open. */
  open: boolean;
  /** The page's own HTML, as the server wrote it (before the island owns it): ConversationPanel's `shell`. */
  shell: boolean;
  /** The browser shows and hides it as a popover (else the island does, by `hidden`). */
  popovers: boolean;
}

/** What the chat's live region says, in its words; a reply in its own language. */
function announced(
  announcement: Announcement | null,
  text: ChatPanelProps['text'],
  words: ConversationText,
  languages: readonly PanelLanguage[],
  language: string | null,
): ReactNode {
  switch (announcement?.kind) {
    case 'sending':
      return text.sending;
    case 'reply':
      // One phrase, said in the reply's language.
      return <span lang={announcement.lang}>{`${words.assistantSpeaker}: ${announcement.text}`}</span>;
    default:
      return sharedAnnouncement(announcement, words, languages, language) ?? '';
  }
}

export function ChatPanel({
  id,
  text,
  words,
  phone,
  email,
  notice,
  languages,
  actionWords,
  request,
  onClose,
  open,
  shell,
  popovers,
}: ChatPanelProps) {
  const { turns, status, failure, announcement, channel, language } = useConversation();
  const [question, setQuestion] = useState('');
  const titleId = useId();
  const inputId = useId();
  const countId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const busy = status !== 'idle';
  const typedFailure = failure?.channel === 'typed' ? failure : null;

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

  // What the visitor typed before the island ran is the question (in the hydration commit, before React
  // writes the box's value); the box, its selection and focus are the same elements still. A question
  // begun is coming: what it needs is fetched now, as at a first keystroke.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (!typed) return;
    setQuestion(typed);
    preloadAsking();
  }, []);

  // Hidden as the conversation closes (Escape, a call starting); shown by whoever opens it: the browser,
  // or the island with it (TypedChat.tsx), never here, so the render in which the island takes the page's
  // markup over cannot open again a panel the visitor closed as it hydrated. Opening, or a link's request,
  // moves focus into the text box, without scrolling the page to it; a request is sent as it is, so the
  // asking code comes now.
  const shown = useRef({ open, request });
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (shell || !panel) return;
    const changed = open !== shown.current.open;
    if (popovers && changed && !open) showPopover(panel, false);
    if (open && (changed || request !== shown.current.request)) {
      inputRef.current?.focus({ preventScroll: true });
      if (request) preloadAsking();
    }
    shown.current = { open, request };
  }, [shell, popovers, open, request]);

  // Closed, it forgets what was typed: it opens empty, or with the next link's request.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setQuestion('');
  }

  // A link's request fills the box, in the panel's words: again when they arrive in the visitor's
  // language, unless the visitor changed it (adjusted while rendering, like the failure below).
  const asked = request ? fillTemplate(text.requests[request.kind], { address: request.address }) : '';
  const [filled, setFilled] = useState<[ChatRequest | undefined, string]>([undefined, '']);
  if (request !== filled[0] || asked !== filled[1]) {
    if (request && (request !== filled[0] || question === filled[1])) setQuestion(asked);
    setFilled([request, asked]);
  }

  // A question that failed before any reply comes back into the box, unless the visitor typed anew
  // (adjusted while rendering, as React advises for state that follows other state).
  const [failureSeen, setFailureSeen] = useState(typedFailure);
  if (typedFailure !== failureSeen) {
    setFailureSeen(typedFailure);
    const returned = typedFailure?.question;
    if (returned) setQuestion((now) => now || returned);
  }

  // The question is asked once the asking code (with the question's rules) is here: at once, almost
  // always, as the first keystroke fetched it; meanwhile the question stays in the box, and stays there
  // when the code cannot come (said, with the phone).
  const waiting = useRef(false);
  const send = () => {
    // The box itself: a Send pressed before the island ran is carried out as it takes the box over.
    const asked = inputRef.current?.value ?? question;
    if (busy || waiting.current || !asked.trim()) return;
    const now = Date.now();
    waiting.current = true;
    loadAsking()
      .then(
        () => {
          setQuestion((typed) => (typed === asked ? '' : typed));
          dispatch({ type: 'ask', question: asked, now });
        },
        (error: unknown) => {
          console.error('[typed-chat] the code that asks could not be loaded', error);
          dispatch({ type: 'asking-unavailable', question: asked, offline: navigator.onLine === false });
        },
      )
      .finally(() => (waiting.current = false));
  };

  return (
    <ConversationPanel
      channel="typed"
      dialog
      id={id}
      title={text.title}
      titleId={titleId}
      testId="chat-panel"
      panelRef={panelRef}
      aiDisclosure={text.aiDisclosure}
      words={words}
      greeting={text.greeting}
      notice={notice}
      languages={languages}
      actionWords={actionWords}
      shell={shell}
      open={open}
      frameOpen={shell || popovers ? undefined : open}
      actions={
        <>
          {turns.length > 0 && (
            <button
              type="button"
              onClick={() => dispatch({ type: 'new-conversation' })}
              className="min-h-11 rounded-full px-3 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {text.newConversationLabel}
            </button>
          )}
          {/* The browser closes the popover itself (the island follows: TypedChat.tsx); without popovers, the island. */}
          <CloseButton label={text.closeLabel} onClick={popovers ? undefined : onClose} popoverTarget={id} />
        </>
      }
      alert={
        typedFailure && (
          <FailureMessage
            message={fillTemplate(text.errors[typedFailure.key], {
              seconds: typedFailure.retryAfterSeconds ?? defaultBusySeconds,
            })}
            words={words}
            phone={phone}
            email={email}
            onDismiss={() => dispatch({ type: 'dismiss-failure' })}
            testId="chat-error"
            embedded
          />
        )
      }
      footer={
        // No form: the page has none (a question is not a contact form), and a Send or an Enter pressed
        // before the island runs is held for it by client:on (held-press.ts), then sent.
        <div>
          <label htmlFor={inputId} className="mb-1 block font-medium text-slate-900">
            {text.inputLabel}
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
              // The first keystroke fetches the asking code, so the question rarely waits for it.
              preloadAsking();
            }}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter breaks the line; an input method composing a word keeps Enter.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
            rows={2}
            // Focused as the popover opens (the browser's focusing steps; client:on does the same for a press
            // it holds), as the island focuses it on opening: never at the page's load, when it is closed.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={shell}
            maxLength={maxQuestionLength}
            aria-describedby={countId}
            className="block max-h-32 w-full resize-none rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-offset-1"
          />
          <div className="mt-2 flex items-center justify-between gap-3">
            <p id={countId} className="text-xs text-slate-600">
              {fillTemplate(text.characterCount, { count: question.length, max: maxQuestionLength })}
            </p>
            <button
              type="button"
              onClick={send}
              {...{ [PRESS_ON_ENTER_ATTRIBUTE]: true }}
              aria-disabled={busy || !question.trim() || undefined}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800',
                (busy || !question.trim()) && 'cursor-not-allowed opacity-60',
              )}
            >
              <SendIcon className="size-4" />
              {text.sendLabel}
            </button>
          </div>
          {/* Streamed text is painted as it comes, not read out as it comes: "sending", then each reply once, whole. */}
          {shell || (
            <p role="status" aria-live="polite" className="sr-only" data-testid="chat-announcement">
              {channel === 'typed' ? announced(announcement, text, words, languages, language) : ''}
            </p>
          )}
        </div>
      }
    />
  );
}
