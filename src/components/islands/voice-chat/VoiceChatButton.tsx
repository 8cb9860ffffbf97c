import { useDeferredValue, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '~/lib/class-names';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { phoneHref } from '~/lib/contact-links';
import {
  dispatch,
  getConversation,
  useConversationPart,
  type ConversationIslandProps,
} from '~/components/islands/conversation/store/conversation-store';
import { ConversationNotice, noticeWords } from '~/components/islands/conversation/panel/ConversationNotice';
import { chooseBrowserLanguage, usePanelWords } from '~/components/islands/conversation/language/panel-language';
import { FailureMessage, floatingCard } from '~/components/islands/conversation/panel/FailureMessage';
import { PRESS_ATTRIBUTE, PRESS_FALLBACK_ATTRIBUTE, takeHeldPress } from '~/components/islands/shared/held-press';
import { MicIcon, PhoneIcon, SpinnerIcon } from '~/components/islands/shared/icons';
import { useHydrated } from '~/components/islands/shared/useHydrated';
import { afterNextPaint } from '~/components/islands/shared/after-next-paint';
import { createCallStart, type LoadedCall } from './call-start';
import { failureMessage, wholeWords, withCallWords, type VoicePageText } from './call-words';
import { announced, voiceButtonPart } from './voice-button-part';

export interface VoiceChatButtonProps extends ConversationIslandProps {
  /** The island's words, with `{brand}` already filled in; the in-call part brings those only a call shows (./call-words.ts). */
  text: VoicePageText;
  /** Label of the call link shown until the island has hydrated (and with JavaScript off). */
  callUsLabel: string;
  /** Our limit for connecting, in milliseconds. */
  connectTimeoutMs?: number;
}

const roundButton = 'relative size-14 shrink-0 items-center justify-center rounded-full text-white shadow-lg';

/**
 * The floating voice button: starts and ends a call with the company's AI agent, the voice
 * transport of the one conversation. The server renders both its faces in one place: the button
 * where scripts run (`js:`), a call link without them, so the first paint is true before any script.
 * `client:on` hydrates it on intent (a press held meanwhile is carried out here, once); this
 * first-view part is the idle button and its tooltip, and intent loads the in-call part
 * (./voice-call.tsx) beside the SDK (./call-start.ts).
 */
export default function VoiceChatButton(props: VoiceChatButtonProps) {
  const { phone, languages } = props;
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const [captionsOpen, setCaptionsOpen] = useState(true);
  /** The in-call part and this island's transport, once loaded. */
  const [call, setCall] = useState<LoadedCall>();
  const [callStart] = useState(() => createCallStart(props));
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();
  const { voice, phase, error, announcement, language } = useConversationPart(voiceButtonPart);
  // The panel's words in the conversation's language where it has them, else English (the props).
  const { words: own, lang } = usePanelWords(languages, language);
  // The English words only a call shows come with the in-call part (./call-words.ts).
  const text: VoiceChatText | VoicePageText =
    own?.voiceChat ?? (call ? withCallWords(props.text, call.part.englishCallWords) : props.text);
  const callText = wholeWords(text);
  const words = own?.conversation ?? props.words;
  const notice = own ? { ...props.notice, ...noticeWords(own) } : props.notice;
  // The first layout effect: the browser's language is the conversation's before a held press starts a call.
  useLayoutEffect(() => chooseBrowserLanguage(languages), [languages]);

  // The call's start listens from a layout effect: before a press held by client:on is carried out,
  // in the same commit.
  useLayoutEffect(() => {
    const disconnect = callStart.connect(setCall);
    return () => {
      disconnect();
      // Nobody is left to see a call: one being set up or on ends with the island.
      dispatch({ type: 'hang-up', announce: false });
    };
  }, [callStart]);

  const onIntent = () => callStart.preload();

  // A press that starts a call draws its loading look in its own frame with no render: the island's
  // root is marked as client:on marks a press held before the island ran, and the button's CSS draws
  // the spinner from that mark. The conversation follows once that frame is painted (the typed chat
  // stepping aside, the call's start and its microphone check), and its phase takes the look over.
  const onPress = () => {
    if (phase !== 'idle') return dispatch({ type: 'press-voice' });
    const root = rootRef.current;
    if (!root || root.hasAttribute(PRESS_ATTRIBUTE)) return;
    root.setAttribute(PRESS_ATTRIBUTE, 'held');
    afterNextPaint(() => {
      dispatch({ type: 'press-voice' });
      // A press the conversation did not take (no phase, no failure) leaves nothing to take the look over.
      const now = voiceButtonPart(getConversation());
      if (now.phase === 'idle' && !now.error) root.removeAttribute(PRESS_ATTRIBUTE);
    });
  };
  // The mark goes in the commit that draws the call's phase or its failure.
  useLayoutEffect(() => {
    if (phase !== 'idle' || error) rootRef.current?.removeAttribute(PRESS_ATTRIBUTE);
  }, [phase, error]);

  // The visitor acted before the island ran (client:on hydrates it on that very intent): take over
  // what they did. A held press is carried out once; a pointer already over the button or focus
  // already on it shows the tooltip and fetches the SDK, as they would have once hydrated.
  const adoptEarlyIntent = useEffectEvent(() => {
    const root = rootRef.current;
    const button = buttonRef.current;
    if (!root || !button) return;
    const hoveredNow = root.matches(':hover');
    const focusedNow = document.activeElement === button;
    if (hoveredNow) setHovered(true);
    if (focusedNow) setFocused(isKeyboardFocus(button));
    if (takeHeldPress(root)) onPress();
    else if (hoveredNow || focusedNow) onIntent();
  });
  // A layout effect: it runs in the hydration commit, before the browser can deliver another event.
  useLayoutEffect(() => adoptEarlyIntent(), []);

  // Once the in-call part is here: listen to the SDK while the island is on the page.
  useEffect(() => call?.transport.mount(), [call]);

  // Loading from the conversation's taking the press on, through the in-call part's download and the
  // microphone prompt (the press's own frame is the mark's, above).
  const connecting = phase === 'connecting';
  // What explains the loading look (the notice, "Connecting…") follows it a frame later: the frame
  // that draws the call's phase draws the spinner first, as soon as it can.
  const explained = useDeferredValue(connecting);
  const active = phase === 'in-call';
  const tooltip = active && callText ? callText.endLabel : explained ? text.connecting : text.idleTooltip;
  // "Connecting…" stays in view: it is the only visible sign of progress besides the spinner. A failure,
  // said where the tooltip would open, is never covered by it: its phone and email links must take a tap.
  const tooltipVisible = explained || ((hovered || focused) && !tooltipDismissed && !error);

  // WCAG 1.4.13: content shown on hover or focus can be dismissed without moving pointer or focus.
  useEffect(() => {
    if (!tooltipVisible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTooltipDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tooltipVisible]);

  return (
    <div
      ref={rootRef}
      lang={lang}
      // Its parts are laid out by the floating control's grid (global.css, .conversation-grid).
      className="contents"
      data-testid="voice-chat"
    >
      {/* Where the call's panel was; always in the page (empty, it takes no room) so screen readers
          notice a message appearing. */}
      <div role="alert" className="[grid-area:voice-panel]">
        {error && (
          <FailureMessage
            message={failureMessage(text, error)}
            words={words}
            phone={phone}
            email={props.email}
            onDismiss={() => dispatch({ type: 'dismiss-failure' })}
            testId="voice-chat-error"
          />
        )}
      </div>

      {/* From the press on, before the first word: the AI disclosure and the privacy notice. Drawn by
          CSS when a press is held before the island runs; the call's panel carries them once it is live. */}
      {(explained || !hydrated) && (
        <div
          className={cx(
            floatingCard,
            'mb-3 ring-slate-900/10 [grid-area:voice-panel]',
            !explained && 'hidden in-data-[press=held]:block',
          )}
          data-testid="voice-chat-notice"
        >
          <p className="text-slate-600">{text.aiDisclosure}</p>
          <ConversationNotice text={notice} className="mt-1" />
        </div>
      )}

      {call && active && callText && (
        <call.part.CallPanel
          text={callText}
          words={words}
          phone={phone}
          notice={notice}
          languages={languages}
          actionWords={own?.agentActions}
          transport={call.transport}
          captionsOpen={captionsOpen}
          toggleCaptions={() => setCaptionsOpen((open) => !open)}
        />
      )}

      <div
        className="relative flex items-center [grid-area:voice]"
        // A touch has no hover: a tap shows no tooltip (and draws nothing more before its press).
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          setHovered(true);
          setTooltipDismissed(false);
        }}
        onPointerLeave={(event) => event.pointerType !== 'touch' && setHovered(false)}
      >
        {/* Above the button, not beside it, where the typing control sits. The padding bridges the gap
            to the button, so the pointer can move onto the tooltip. */}
        <div className="absolute right-0 bottom-full pb-3" hidden={!tooltipVisible}>
          <div
            id={tooltipId}
            role="tooltip"
            className="w-max max-w-[min(16rem,calc(100vw-2rem))] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {tooltip}
          </div>
        </div>
        <button
          ref={buttonRef}
          type="button"
          aria-label={active && callText ? callText.endLabel : text.startLabel}
          aria-describedby={active ? undefined : tooltipId}
          // aria-disabled rather than disabled: focus stays on the button while it connects.
          aria-disabled={connecting || undefined}
          // The call's phase in the conversation's own words (idle, connecting, in-call), for tests to
          // read; the look itself is Tailwind's.
          data-state={phase}
          onClick={onPress}
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onFocus={(event) => {
            onIntent();
            // A tap or a click focuses the button too: only keyboard focus shows the tooltip, so only it
            // draws anything (a render in a tap's focus is time before its press's frame).
            if (!isKeyboardFocus(event.currentTarget)) return;
            setTooltipDismissed(false);
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          className={cx(
            roundButton,
            // Until hydrated, only where scripts run; a browser that cannot tell shows it once hydrated.
            hydrated ? 'inline-flex' : 'hidden js:inline-flex',
            'transition-colors motion-safe:duration-200',
            active ? 'bg-red-600 hover:bg-red-700 motion-safe:animate-pulse' : 'bg-brand-700',
            phase === 'idle' && !connecting && 'hover:bg-brand-800',
            // A press held by client:on before the island ran looks like loading at once (CSS only).
            connecting ? 'cursor-wait opacity-60' : 'in-data-[press=held]:cursor-wait in-data-[press=held]:opacity-60',
          )}
          data-testid="voice-chat-button"
        >
          {connecting ? (
            <SpinnerIcon className="size-6 motion-safe:animate-spin" testId="voice-chat-spinner" />
          ) : call && active ? (
            <call.part.ActiveButtonContent />
          ) : (
            <>
              <MicIcon className="size-6 in-data-[press=held]:hidden" />
              <SpinnerIcon
                className="hidden size-6 in-data-[press=held]:block motion-safe:animate-spin"
                testId="voice-chat-spinner"
              />
            </>
          )}
        </button>
        {/* With JavaScript off (and until hydrated where the browser cannot say whether scripts run):
            a working call link in the same place. Also where a held press goes should the island's
            code fail to load. */}
        <a
          href={phoneHref(phone)}
          // Once hydrated the voice button answers for it: out of sight and out of the tab order.
          hidden={hydrated}
          className={cx(roundButton, 'inline-flex bg-brand-700 hover:bg-brand-800 js:hidden')}
          data-testid="voice-chat-call-link"
          {...{ [PRESS_FALLBACK_ATTRIBUTE]: true }}
        >
          <PhoneIcon className="size-6" />
          <span className="sr-only">
            {props.callUsLabel}: {phone.display}
          </span>
        </a>
      </div>

      <p role="status" aria-live="polite" className="sr-only" data-testid="voice-chat-announcement">
        {voice ? announced(announcement, text, words, languages, language) : ''}
      </p>
    </div>
  );
}

/** Only keyboard focus shows the tooltip: a click also focuses the button and must not pin it open. */
function isKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
