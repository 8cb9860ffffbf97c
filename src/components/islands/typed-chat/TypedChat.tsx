import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '~/lib/class-names';
import type { ChatText } from '~/schemas/chat-text';
import {
  dispatch,
  getConversation,
  useConversation,
  type ConversationIslandProps,
} from '~/components/islands/conversation/store/conversation-store';
import { inCall } from '~/components/islands/conversation/model/conversation-model';
import { PanelFrame } from '~/components/islands/conversation/panel/PanelFrame';
import { loadConversationContext } from '~/components/islands/conversation/store/load-conversation-context';
import { chooseBrowserLanguage, usePanelWords } from '~/components/islands/conversation/language/panel-language';
import { takeHeldPress } from '~/components/islands/shared/held-press';
import { SpinnerIcon } from '~/components/islands/shared/icons';
import { useHydrated } from '~/components/islands/shared/useHydrated';
import { noticeWords } from '~/components/islands/conversation/panel/ConversationNotice';
import { MessageIcon } from './chat-icons';
import { ChatPanel } from './ChatPanel';
import { fillTemplate } from '~/lib/placeholders';
import { CALL_TRANSCRIPT_ID, CHAT_OPENER_ATTRIBUTE, HOME_ADDRESS_ATTRIBUTE, type ChatRequest } from './chat-openers';
import { connectChat } from './chat-transport';

export interface TypedChatProps extends ConversationIslandProps {
  text: Omit<ChatText, 'heroLabel'>;
}

/**
 * The typed chat: "Type a question" beside the voice button opens the conversation's panel, its text
 * box asking `/chat/web` (chat-transport.ts). Shown where scripts run (`js:`), absent without them;
 * `client:on` wakes it on intent, and a press held meanwhile (here or on the hero's link) draws the
 * panel's frame by CSS, then opens the panel. While a call is set up or on, it steps aside. Its words
 * are the conversation's language's where content has them (../conversation/language/panel-language.ts).
 */
export default function TypedChat(props: TypedChatProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const frameTitleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes back when the panel closes: the control or link that opened it. */
  const openerRef = useRef<HTMLElement | null>(null);
  const state = useConversation();
  const callInProgress = inCall(state);
  const open = state.chatOpen;
  // The panel's words in the conversation's language where it has them, else English (the props).
  const { languages } = props;
  const { words: own, lang } = usePanelWords(languages, state.language);
  const text = own?.chat ?? props.text;

  // The island carries the typed chat's effects out while it is on the page.
  const { apiUrl, publicKey, assistantId, contextUrl, phone, email } = props;
  useEffect(
    () => connectChat({ apiUrl, publicKey, assistantId, contextUrl, phone, email, languages }),
    [apiUrl, publicKey, assistantId, contextUrl, phone, email, languages],
  );
  // Before a held press opens the panel (a layout effect below): it opens in the visitor's language.
  useLayoutEffect(() => chooseBrowserLanguage(languages), [languages]);
  // The island wakes on intent: fetch what a conversation needs now, not at the first question.
  useEffect(() => {
    loadConversationContext({ contextUrl, phone, email }).catch(() => {
      /* said when a question needs it */
    });
  }, [contextUrl, phone, email]);

  /** What the last opener asked to put in the text box; a new object at every press. */
  const [request, setRequest] = useState<ChatRequest>();
  const openPanel = (opener: Element | null) => {
    openerRef.current = opener instanceof HTMLElement ? opener : controlRef.current;
    const kind = opener?.getAttribute(CHAT_OPENER_ATTRIBUTE);
    const address = opener?.closest(`[${HOME_ADDRESS_ATTRIBUTE}]`)?.getAttribute(HOME_ADDRESS_ATTRIBUTE) ?? '';
    const asks = kind && Object.hasOwn(text.requests, kind) ? text.requests[kind as ChatRequest['kind']] : undefined;
    // During a call its request goes into the call, the conversation that is on; one without takes focus
    // there: the transcript, or its "show captions" while hidden. (The store, not this render: a press
    // held before hydration is carried out in the hydration pass, which shows no conversation yet.)
    if (inCall(getConversation())) {
      if (asks) return dispatch({ type: 'request-in-call', text: fillTemplate(asks, { address }) });
      return document
        .querySelector<HTMLElement>(`#${CALL_TRANSCRIPT_ID}:not([hidden]),[aria-controls=${CALL_TRANSCRIPT_ID}]`)
        ?.focus();
    }
    setRequest(asks ? { kind: kind as ChatRequest['kind'], address } : undefined);
    dispatch({ type: 'open-chat' });
  };

  const closePanel = () => {
    dispatch({ type: 'close-chat' });
    const opener = openerRef.current;
    // Focus goes back where the visitor was, unless it has left the panel already.
    if (opener?.isConnected && (!document.activeElement || rootRef.current?.contains(document.activeElement))) {
      opener.focus({ preventScroll: true });
    }
  };

  // A press held before the island ran (on the control, or on a link elsewhere) opens the panel.
  const adoptHeldPress = useEffectEvent(() => {
    const origin = takeHeldPress(rootRef.current);
    if (origin) openPanel(origin);
  });
  // A layout effect: it runs in the hydration commit, before the browser can deliver another event.
  useLayoutEffect(() => adoptHeldPress(), []);

  // Once running, the island answers the page's chat links itself (until then client:on holds them).
  const onOpenerClick = useEffectEvent((event: MouseEvent) => {
    const opener = event.target instanceof Element ? event.target.closest(`[${CHAT_OPENER_ATTRIBUTE}]`) : null;
    if (!opener) return;
    event.preventDefault();
    openPanel(opener);
  });
  useEffect(() => {
    const listener = (event: MouseEvent) => onOpenerClick(event);
    document.addEventListener('click', listener);
    return () => document.removeEventListener('click', listener);
  }, []);

  return (
    // Its parts are laid out by the floating control's grid (global.css, .conversation-grid).
    <div ref={rootRef} lang={lang} className="contents" data-testid="typed-chat">
      {open ? (
        <ChatPanel
          id={panelId}
          text={text}
          words={own?.conversation ?? props.words}
          phone={props.phone}
          email={props.email}
          notice={own ? { ...props.notice, ...noticeWords(own) } : props.notice}
          languages={languages}
          actionWords={own?.agentActions}
          request={request}
          onClose={closePanel}
        />
      ) : (
        !hydrated && (
          // Drawn by CSS the moment a press is held, while the island's code is still on its way.
          <div className="hidden [grid-area:chat-panel] in-data-[press=held]:block" aria-hidden="true">
            <PanelFrame titleId={frameTitleId} testId="chat-panel" grid="chat">
              <h2 id={frameTitleId} className="px-4 pt-3 text-base font-semibold text-slate-900">
                {text.title}
              </h2>
              <p className="flex items-center gap-2 px-4 py-6 text-slate-600">
                <SpinnerIcon className="size-4 motion-safe:animate-spin" />
                {text.opening}
              </p>
            </PanelFrame>
          </div>
        )
      )}
      <button
        ref={controlRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // Typing and talking take turns: while a call is set up or on, the control steps aside.
        hidden={callInProgress}
        onClick={() => (open ? closePanel() : openPanel(controlRef.current))}
        className={cx(
          'mb-1.5 min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 shadow-lg ring-1 ring-slate-900/10 [grid-area:chat] hover:bg-brand-50',
          // Until hydrated, only where scripts run (the same rule as the voice button).
          hydrated ? 'inline-flex' : 'hidden js:inline-flex',
        )}
        data-testid="typed-chat-control"
      >
        <MessageIcon className="size-5" />
        {text.openLabel}
      </button>
    </div>
  );
}
