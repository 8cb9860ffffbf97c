/**
 * The conversation's one panel, for both channels: header, AI disclosure, language, the one transcript,
 * what the agent showed, a failure, then the privacy notice and the channel's controls.
 */
import { Fragment, memo, useEffect, useReducer, useRef, type ReactNode, type Ref } from 'react';
import { cx } from '~/lib/class-names';
import type { PanelLanguage } from '~/lib/conversation-words';
import { fillTemplate } from '~/lib/placeholders';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { ConversationText } from '~/schemas/conversation-text';
import { AgentShown } from './AgentShown';
import type { Announcement, Channel, Turn } from '~/components/islands/conversation/model/conversation-model';
import { dispatch, useConversation } from '~/components/islands/conversation/store/conversation-store';
import { loadedPageGuide, withPageGuide } from '~/components/islands/conversation/page-guide/load-page-guide';
import { ConversationNotice, type ConversationNoticeText } from './ConversationNotice';
import { replyParts } from './reply-parts';
import { ContactLink } from '~/components/islands/shared/ContactLink';

interface ConversationPanelProps {
  channel: Channel;
  /** The panel's heading; `titleId` its element's id. */
  title: string;
  titleId: string;
  /** The typed chat's panel is a (non-modal) dialog its control opens; a call's is a region. */
  dialog?: boolean;
  id?: string;
  testId: string;
  panelRef?: Ref<HTMLElement>;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The line telling visitors they are talking or writing to an AI. */
  aiDisclosure: string;
  words: ConversationText;
  /** The assistant's first words before the turns (the typed chat's greeting: a chat does not speak first). */
  greeting?: string;
  /** Shown when there is no turn yet (a call's "Captions appear here …"). */
  emptyText?: string;
  /** The transcript's name (its heading by default) and its id (for a control that hides it). */
  logLabel?: string;
  logId?: string;
  logHidden?: boolean;
  notice: ConversationNoticeText;
  /** The languages the visitor may choose, each by its own name. */
  languages: readonly PanelLanguage[];
  /** The words of what the agent shows, in a language that has its own (else the page guide's English). */
  actionWords: AgentActionsText | undefined;
  /** The channel's `role="alert"` region, when failures are said inside the panel. */
  alert?: ReactNode;
  /** The channel's own controls, under the notice. */
  footer: ReactNode;
}

/** "Conversation language: Français.": the change the agent made, said in the panel's words. */
const languageChangedWords = (words: ConversationText, languages: readonly PanelLanguage[], language: string | null) =>
  fillTemplate(words.languageChanged, { language: languages.find(({ code }) => code === language)?.name ?? '' });

/**
 * What the live region says of the announcements both channels make alike (what the agent showed, a
 * change of language); undefined for a channel's own.
 */
export function sharedAnnouncement(
  announcement: Announcement | null,
  words: ConversationText,
  languages: readonly PanelLanguage[],
  language: string | null,
): ReactNode | undefined {
  if (announcement?.kind === 'shown') return <span lang={announcement.lang}>{announcement.text}</span>;
  if (announcement?.kind === 'language') return languageChangedWords(words, languages, language);
  return undefined;
}

export function ConversationPanel(props: ConversationPanelProps) {
  const { channel, words, title, titleId, languages } = props;
  const { turns, status, language } = useConversation();
  const logRef = useRef<HTMLDivElement>(null);
  const typing = channel === 'typed' && status === 'sending';

  // Keep the newest turn in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns, typing, props.logHidden]);

  return (
    <PanelFrame
      id={props.id}
      titleId={titleId}
      dialog={props.dialog}
      panelRef={props.panelRef}
      testId={props.testId}
      grid={channel === 'typed' ? 'chat' : 'voice'}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 py-1.5 pr-1.5 pl-4">
        <h2 id={titleId} className="min-h-11 flex-1 content-center text-base font-semibold text-slate-900">
          {title}
        </h2>
        {props.actions}
      </div>
      <p className="px-4 pt-3 text-slate-600">{props.aiDisclosure}</p>
      {languages.length > 1 && (
        <label className="flex flex-wrap items-center gap-x-2 px-4 pt-2 text-slate-600">
          {words.languageLabel}
          <select
            value={language ?? ''}
            onChange={(event) => dispatch({ type: 'choose-language', language: event.target.value, by: 'visitor' })}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-slate-900"
            data-testid="conversation-language"
          >
            {languages.map(({ code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div
        id={props.logId}
        ref={logRef}
        role="log"
        // A call's captions are read once each, as they come; typed replies stream, so the chat's
        // live region says each once, whole, instead.
        aria-live={channel === 'voice' ? 'polite' : 'off'}
        aria-label={props.logLabel ?? title}
        hidden={props.logHidden}
        // Scrollable, so it must be reachable by keyboard.
        tabIndex={0}
        className="min-h-24 flex-1 space-y-2 overflow-y-auto px-4 py-3"
      >
        {props.greeting && <Bubble speaker={words.assistantSpeaker} own={false} text={props.greeting} />}
        {turns.length === 0 && props.emptyText && <p className="text-slate-600">{props.emptyText}</p>}
        {turns.map((turn) => (
          <TurnLine key={turn.id} turn={turn} words={words} panel={channel} />
        ))}
        {typing && (
          <p className="flex gap-1 px-1 py-2" aria-hidden="true" data-testid="chat-typing">
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse" />
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:150ms]" />
            <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:300ms]" />
          </p>
        )}
      </div>
      <div className="px-4">
        <AgentShown text={props.actionWords} />
      </div>
      {props.alert !== undefined && (
        <div role="alert" className="px-3">
          {props.alert}
        </div>
      )}
      <div className="border-t border-slate-200 p-3">
        <ConversationNotice text={props.notice} className="mb-2 text-xs text-slate-600" />
        {props.footer}
      </div>
    </PanelFrame>
  );
}

/**
 * The panel's frame, also drawn on its own (with "Opening…") while the typed chat's code arrives
 * after an early press. It fits between the fixed header and the row of controls however short the
 * screen; the transcript scrolls inside it.
 */
export function PanelFrame({
  id,
  titleId,
  dialog,
  panelRef,
  testId,
  grid,
  children,
}: {
  id?: string | undefined;
  titleId: string;
  dialog?: boolean | undefined;
  panelRef?: Ref<HTMLElement> | undefined;
  testId: string;
  /** Its place in the floating control's grid (global.css, .conversation-grid). */
  grid: 'chat' | 'voice';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      ref={panelRef}
      role={dialog ? 'dialog' : undefined}
      aria-labelledby={titleId}
      className={cx(
        'mb-3 flex max-h-[min(38rem,calc(100dvh-var(--spacing-header)-6.5rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white text-sm text-slate-800 shadow-xl ring-1 ring-slate-900/10',
        grid === 'chat' ? '[grid-area:chat-panel]' : '[grid-area:voice-panel]',
      )}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

/** One turn; unchanged turns are not drawn again while a reply streams. */
const TurnLine = memo(function TurnLine({
  turn,
  words,
  panel,
}: {
  turn: Turn;
  words: ConversationText;
  /** The channel of the panel: turns of the other one are marked. */
  panel: Channel;
}) {
  const own = turn.speaker === 'visitor';
  return (
    <Bubble
      speaker={own ? words.visitorSpeaker : words.assistantSpeaker}
      own={own}
      text={turn.text}
      marks={[
        turn.via !== panel && (turn.via === 'voice' ? words.spokenMark : words.typedMark),
        turn.cutOff && words.cutOffMark,
      ]}
      testId={turn.card?.tool ?? (own ? 'chat-question' : 'chat-reply')}
      lang={turn.lang}
    >
      {turn.card && <KeptCardOf turn={turn} words={words} />}
    </Bubble>
  );
});

/** What a page tool kept (a booked visit's calendar file), from the page guide (loaded now if a reload brought it back). */
function KeptCardOf({ turn, words }: { turn: Turn; words: ConversationText }) {
  const [, guideArrived] = useReducer((count: number) => count + 1, 0);
  const guide = loadedPageGuide();
  useEffect(() => {
    if (!guide) withPageGuide(guideArrived);
  }, [guide]);
  return guide && <guide.KeptCardView card={turn.card!} line={turn.text} lang={turn.lang} words={words} />;
}

function Bubble({
  speaker,
  own,
  text,
  marks = [],
  testId,
  lang,
  children,
}: {
  speaker: string;
  own: boolean;
  text: string;
  marks?: (string | false | undefined)[];
  testId?: string;
  /** The language of `text`, when it may differ from the panel's words. */
  lang?: string | undefined;
  children?: ReactNode;
}) {
  const shownMarks = marks.filter(Boolean);
  return (
    <div
      className={cx(
        'rounded-2xl px-3 py-2 whitespace-pre-wrap',
        own ? 'ml-8 bg-brand-50 text-slate-900' : 'mr-8 bg-slate-100 text-slate-800',
      )}
      data-testid={testId}
    >
      <span className="block text-xs font-semibold text-slate-600">
        {speaker}
        {shownMarks.length > 0 && <span className="font-normal"> · {shownMarks.join(' · ')}</span>}
        {/* Read as "Assistant: …", a line a screen reader says whole. */}
        <span className="sr-only">: </span>
      </span>
      <span lang={lang}>{own ? text : <ReplyText text={text} />}</span>
      {children}
    </div>
  );
}

/** A reply as text, its phone numbers and email addresses as links built from their digits and letters. */
function ReplyText({ text }: { text: string }) {
  return replyParts(text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <ContactLink key={index} href={part.href}>
        {part.text}
      </ContactLink>
    ),
  );
}
