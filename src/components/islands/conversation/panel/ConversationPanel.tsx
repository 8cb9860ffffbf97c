/**
 * The conversation's one panel, for both channels: header, AI disclosure, privacy notice, language, the
 * one transcript, what the agent showed, a failure, then the channel's controls.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { ConversationText } from '~/schemas/conversation-text';
import { AgentShown } from './AgentShown';
import type { Channel } from '~/components/islands/conversation/model/conversation-model';
import { dispatch, useConversation } from '~/components/islands/conversation/store/conversation-store';
import { ConversationNotice, type ConversationNoticeText } from './ConversationNotice';
import { fitToVisibleViewport } from './fit-visible-viewport';
import { PanelFrame } from './PanelFrame';
import { Bubble, TurnLine } from './TranscriptTurn';
import { isEnglishTag } from '~/schemas/language-tags';

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
  /**
   * The typed chat's panel as the page's own HTML has it, before the island runs: what the first frame
   * needs (the greeting, no turn yet; the language it is written in, not yet the list to choose from).
   */
  shell?: boolean;
  /** Whether it is open: the typed chat's stays in the page while closed, and keeps nothing up then. */
  open?: boolean;
  /** Its frame's own showing, where the island shows and hides it (PanelFrame's `open`). */
  frameOpen?: boolean | undefined;
}

export function ConversationPanel(props: ConversationPanelProps) {
  const { channel, words, title, titleId, languages, shell = false, open = true } = props;
  const { turns, status, language } = useConversation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const typing = channel === 'typed' && status === 'sending';
  // The page's HTML names the language it is written in, where the island offers them all: the row
  // is there from the first frame, so nothing moves as the island takes the panel over.
  const offered = shell ? languages.filter(({ code }) => isEnglishTag(code)) : languages;

  // Keep the newest turn, and a failure after it, in view: in the frame that draws them, where the
  // browser lays the page out anyway. Read at once, the transcript's height would make the browser lay
  // it out in the render's own task, once per streamed chunk, before the frame could show its words.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!open || !scroller) return;
    const frame = requestAnimationFrame(() => (scroller.scrollTop = scroller.scrollHeight));
    return () => cancelAnimationFrame(frame);
  }, [open, turns, typing, props.logHidden, props.alert]);

  // While it is open, the panel and its controls stay above an on-screen keyboard.
  useEffect(() => {
    const grid = scrollRef.current?.closest<HTMLElement>('.conversation-grid');
    return open && grid ? fitToVisibleViewport(grid) : undefined;
  }, [open]);

  return (
    <PanelFrame
      id={props.id}
      titleId={titleId}
      dialog={props.dialog}
      panelRef={props.panelRef}
      testId={props.testId}
      grid={channel === 'typed' ? 'chat' : 'voice'}
      open={props.frameOpen}
    >
      <div className="flex shrink-0 items-center gap-2 border-b border-slate-200 py-1.5 pr-1.5 pl-4">
        <h2 id={titleId} className="min-h-11 flex-1 content-center text-base font-semibold text-slate-900">
          {title}
        </h2>
        {props.actions}
      </div>
      {/* Everything between the heading and the controls scrolls as one, so the heading, the text box
          and Send stay whole inside the panel however short the screen, after a failure or a long
          answer (the controls' own height is all the panel must always hold). */}
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <p className="px-4 pt-3 text-slate-600">{props.aiDisclosure}</p>
        <ConversationNotice text={props.notice} className="px-4 pt-2 text-xs text-slate-600" />
        {languages.length > 1 && (
          <label className="flex flex-wrap items-center gap-x-2 px-4 pt-2 text-slate-600">
            {words.languageLabel}
            {/* A set width: as wide as its longest option, the list would have every option's name
                measured, in every script the languages are written in, as the panel first opens (a font
                found for each: ~30 ms of the press until the panel is painted, on the bench's slowed
                phone). 12rem holds a name of about twenty letters. */}
            <select
              value={shell ? offered[0]?.code : (language ?? '')}
              onChange={(event) => dispatch({ type: 'choose-language', language: event.target.value, by: 'visitor' })}
              className="min-h-11 w-48 max-w-full rounded-lg border border-slate-400 bg-white px-2 text-slate-900"
              data-testid="conversation-language"
            >
              {offered.map(({ code, name }) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div
          id={props.logId}
          role="log"
          // A call's captions are read once each, as they come; typed replies stream, so the chat's
          // live region says each once, whole, instead.
          aria-live={channel === 'voice' ? 'polite' : 'off'}
          aria-label={props.logLabel ?? title}
          hidden={props.logHidden}
          // Reachable by keyboard (a call's "show captions" moves focus here); its arrows scroll the part around it.
          tabIndex={0}
          className="space-y-2 px-4 py-3"
        >
          {props.greeting && <Bubble speaker={words.assistantSpeaker} own={false} text={props.greeting} />}
          {turns.length === 0 && props.emptyText && <p className="text-slate-600">{props.emptyText}</p>}
          {turns.map((turn) => (
            <TurnLine
              key={turn.id}
              turn={turn}
              words={words}
              panel={channel}
              dir={languages.find(({ code }) => code === turn.lang)?.dir}
            />
          ))}
          {typing && (
            <p className="flex gap-1 px-1 py-2" aria-hidden="true" data-testid="chat-typing">
              <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse" />
              <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:150ms]" />
              <span className="size-2 rounded-full bg-slate-400 motion-safe:animate-pulse motion-safe:[animation-delay:300ms]" />
            </p>
          )}
        </div>
        {shell || (
          <div className="px-4">
            <AgentShown text={props.actionWords} />
          </div>
        )}
        {!shell && props.alert !== undefined && (
          <div role="alert" className="px-3">
            {props.alert}
          </div>
        )}
      </div>
      <div className="shrink-0 border-t border-slate-200 p-3">{props.footer}</div>
    </PanelFrame>
  );
}
