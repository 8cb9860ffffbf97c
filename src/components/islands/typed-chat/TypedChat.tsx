import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '~/lib/class-names';
import type { ChatText } from '~/schemas/chat-text';
import {
  dispatch,
  getConversation,
  useConversationPart,
  type ConversationIslandProps,
} from '~/components/islands/conversation/store/conversation-store';
import { inCall, type ConversationState } from '~/components/islands/conversation/model/conversation-model';
import { loadConversationContext } from '~/components/islands/conversation/store/load-conversation-context';
import { chooseBrowserLanguage, usePanelWords } from '~/components/islands/conversation/language/panel-language';
import { takeHeldPress } from '~/components/islands/shared/held-press';
import { useServerMarkup } from '~/components/islands/shared/useServerMarkup';
import { noticeWords } from '~/components/islands/conversation/panel/ConversationNotice';
import { MessageIcon } from './chat-icons';
import { ChatPanel } from './ChatPanel';
import { fillTemplate } from '~/lib/placeholders';
import { CALL_TRANSCRIPT_ID, CHAT_OPENER_ATTRIBUTE, HOME_ADDRESS_ATTRIBUTE, type ChatRequest } from './chat-openers';
import { connectChat } from './chat-transport';
import { browserHasPopovers, popoverShown, showPopover } from './panel-popover';
import { afterNextPaint } from '~/components/islands/shared/after-next-paint';

export interface TypedChatProps extends ConversationIslandProps {
  text: Omit<ChatText, 'heroLabel'>;
}

/** What the island itself draws of the conversation: whether a call is on, the panel open, the language. */
const controlPart = (state: ConversationState) => ({
  callInProgress: inCall(state),
  open: state.chatOpen,
  language: state.language,
});

/**
 * The typed chat: "Type a question" beside the voice button opens the conversation's panel, its text
 * box asking `/chat/web` (chat-transport.ts). Shown where scripts run (`js:`), absent without them. The
 * panel is in the page's HTML, a popover (panel-popover.ts): a press on the control, or on a link that
 * opens it, is held by `client:on` until the island runs, the panel shown by CSS meanwhile, and on the
 * control's press with a text box to type in at once; the island then opens it, keeping what was
 * typed. `client:on` also wakes the island on intent. While a call is set up or on, it steps aside. Its words are the
 * conversation's language's where content has them (../conversation/language/panel-language.ts).
 */
export default function TypedChat(props: TypedChatProps) {
  // Until React owns it, the markup is the server's: the panel may be shown, and the visitor typed in it.
  const shell = useServerMarkup();
  const [popovers] = useState(browserHasPopovers);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes back when the panel closes: the control or link that opened it. */
  const openerRef = useRef<HTMLElement | null>(null);
  // The control and the panel's frame: a reply's stream re-renders the panel's transcript, not this.
  const { callInProgress, open, language } = useConversationPart(controlPart);
  // The panel's words in the conversation's language where it has them, else English (the props).
  const { languages } = props;
  const { words: own, lang } = usePanelWords(languages, language);
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
    // The popover opens with the conversation, here (ChatPanel.tsx only hides it): for a press held
    // before the island ran, in its hydration commit, where CSS showed the panel until now.
    const panel = document.getElementById(panelId);
    if (popovers && panel && getConversation().chatOpen) showPopover(panel, true);
  };

  const closePanel = () => {
    const opener = openerRef.current;
    // Focus goes back where the visitor was, unless it has left the panel already.
    if (opener?.isConnected && (!document.activeElement || rootRef.current?.contains(document.activeElement))) {
      opener.focus({ preventScroll: true });
    }
    dispatch({ type: 'close-chat' });
  };

  // Where the browser has popovers, it opens and closes the panel itself (the control, the close
  // button): the conversation follows once that frame is painted, so a press costs the visitor no
  // more than the browser's own work; focus goes back to the control as the browser closes it.
  const followPopover = useEffectEvent((panel: HTMLElement, shown: boolean, focusWasInside: boolean) => {
    if (shown) {
      if (getConversation().chatOpen) return;
      openerRef.current = controlRef.current;
      if (request) setRequest(undefined);
      afterNextPaint(() => {
        if (!popoverShown(panel) || getConversation().chatOpen) return;
        dispatch({ type: 'open-chat' });
        // A call under way keeps the panel closed.
        if (!getConversation().chatOpen) panel.hidePopover();
      });
    } else {
      if (focusWasInside) openerRef.current?.focus({ preventScroll: true });
      afterNextPaint(() => {
        if (!popoverShown(panel) && getConversation().chatOpen) dispatch({ type: 'close-chat' });
      });
    }
  });
  // A layout effect: the listeners are there from the hydration commit, so a close the visitor makes
  // as the island adopts an open panel, before React's effects run, is followed too.
  useLayoutEffect(() => {
    const panel = document.getElementById(panelId);
    if (!popovers || !panel) return;
    let focusWasInside = false;
    const beforeToggle = (event: Event) => {
      focusWasInside = (event as ToggleEvent).newState === 'closed' && panel.contains(document.activeElement);
    };
    const toggled = (event: Event) => followPopover(panel, (event as ToggleEvent).newState === 'open', focusWasInside);
    panel.addEventListener('beforetoggle', beforeToggle);
    panel.addEventListener('toggle', toggled);
    return () => {
      panel.removeEventListener('beforetoggle', beforeToggle);
      panel.removeEventListener('toggle', toggled);
    };
  }, [popovers, panelId]);

  // What the visitor did before the island ran: the panel the browser opened (pressed before client:on
  // listened), or CSS showed for a press held inside it, is the conversation's; a press held on the
  // control or on a link elsewhere opens it, and one on a button inside the panel (Send) is pressed
  // again once the island answers it.
  const adoptEarlyPresses = useEffectEvent(() => {
    const root = rootRef.current;
    const origin = takeHeldPress(root);
    const panel = document.getElementById(panelId);
    const inPanel = origin !== null && origin !== controlRef.current && Boolean(root?.contains(origin));
    if (popoverShown(panel) || inPanel) openPanel(controlRef.current);
    // A call under way keeps it closed.
    if (popoverShown(panel) && !getConversation().chatOpen) panel?.hidePopover();
    if (inPanel) queueMicrotask(() => (origin as HTMLElement).click());
    else if (origin) openPanel(origin);
  });
  // A layout effect: it runs in the hydration commit, before the browser can deliver another event.
  useLayoutEffect(() => adoptEarlyPresses(), []);

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
        open={open}
        shell={shell}
        popovers={popovers}
      />
      <button
        ref={controlRef}
        type="button"
        // Once the island runs, the browser opens and closes the panel itself (the island where it has no
        // popovers); client:on plays its part until then, saying whether it is open too.
        popoverTarget={panelId}
        aria-expanded={shell ? undefined : open}
        aria-controls={!shell && open ? panelId : undefined}
        // Typing and talking take turns: while a call is set up or on, the control steps aside.
        hidden={callInProgress}
        onClick={popovers ? undefined : () => (open ? closePanel() : openPanel(controlRef.current))}
        className={cx(
          'mb-1.5 min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 shadow-lg ring-1 ring-slate-900/10 [grid-area:chat] hover:bg-brand-50',
          // Until hydrated, only where scripts run (the same rule as the voice button).
          shell ? 'hidden js:inline-flex' : 'inline-flex',
        )}
        data-testid="typed-chat-control"
      >
        <MessageIcon className="size-5" />
        {text.openLabel}
      </button>
    </div>
  );
}
