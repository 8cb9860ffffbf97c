/**
 * The typed chat's panel: the conversation's one panel with the chat's header buttons ("New conversation",
 * close), its failures said inside it, and the text box.
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

  // Opening, or a link's request, moves focus into the text box, without scrolling the page to it; a
  // request is sent as it is, so the asking code comes now.
  useLayoutEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
    if (request) preloadAsking();
  }, [request]);

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
    if (busy || waiting.current || !question.trim()) return;
    const now = Date.now();
    waiting.current = true;
    loadAsking()
      .then(
        () => {
          setQuestion((typed) => (typed === question ? '' : typed));
          dispatch({ type: 'ask', question, now });
        },
        (error: unknown) => {
          console.error('[typed-chat] the code that asks could not be loaded', error);
          dispatch({ type: 'asking-unavailable', question, offline: navigator.onLine === false });
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
          <CloseButton label={text.closeLabel} onClick={onClose} />
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
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
            maxLength={maxQuestionLength}
            aria-describedby={countId}
            className="block max-h-32 w-full resize-none rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-offset-1"
          />
          <div className="mt-2 flex items-center justify-between gap-3">
            <p id={countId} className="text-xs text-slate-600">
              {fillTemplate(text.characterCount, { count: question.length, max: maxQuestionLength })}
            </p>
            <button
              type="submit"
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
          <p role="status" aria-live="polite" className="sr-only" data-testid="chat-announcement">
            {channel === 'typed' ? announced(announcement, text, words, languages, language) : ''}
          </p>
        </form>
      }
    />
  );
}
