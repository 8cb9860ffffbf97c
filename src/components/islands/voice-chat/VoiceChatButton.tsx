import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadVoiceSdk } from '~/components/islands/voice-chat/load-voice-sdk';
import { cx } from '~/lib/class-names';
import type { Phone } from '~/schemas/site';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { ConversationNotice, type ConversationNoticeText } from '../conversation/ConversationNotice';
import { FailureCard, floatingCard } from '../shared/FailureCard';
import { PRESS_FALLBACK_ATTRIBUTE, takeHeldPress } from '../shared/held-press';
import { MicIcon, PhoneIcon, SpinnerIcon } from '../shared/icons';
import { useHydrated } from '../shared/useHydrated';
import type { VoiceChatController, VoiceChatState } from './voice-chat-controller';
import type { VoiceErrorKey } from './voice-errors';

export interface VoiceChatButtonProps {
  /** Vapi public key (public by design). */
  publicKey: string;
  /** The assistant every call starts. */
  assistantId: string;
  /** Vapi API base URL (a proxy or a local fake may stand in). */
  apiUrl: string;
  /** The island's words, with `{brand}` already filled in. */
  text: VoiceChatText;
  /** The company's phone: every failure offers it. */
  phone: Phone;
  email: string;
  /** Label of the call link shown until the island has hydrated (and with JavaScript off). */
  callUsLabel: string;
  /**
   * Where the conversation context is served (src/lib/conversation-context.ts): what the assistant's
   * prompt knows about the page (`{{brand}}`, `{{phone}}`, ...), sent with every call start, and what
   * the agent may show on the page. Fetched on intent, with the in-call part.
   */
  contextUrl: string;
  /** The privacy notice every call opens with, shown from the press on. */
  notice: ConversationNoticeText;
  /** Our limit for connecting, in milliseconds. */
  connectTimeoutMs?: number;
}

/** The in-call part (controller, error mapping, microphone check, panel), loaded on intent. */
type CallPart = typeof import('./voice-call');

const ignore = () => {};
const noSubscribe = () => ignore;
const noState = (): VoiceChatState | null => null;

const roundButton =
  'relative size-14 shrink-0 items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * The floating voice-chat button: starts and ends a voice call with the company's AI agent, shows
 * live captions and a mute toggle during the call, and explains failures with a way to call instead.
 *
 * The server renders both of its faces in the same place: the voice button, shown where the browser
 * runs scripts (`js:` = `@media (scripting: enabled)`), and a plain call link, shown with JavaScript
 * off. So what the visitor sees is true before any script runs: a button that starts a voice chat
 * where one can start, a phone link where it cannot. Hydration keeps the same elements (focus and
 * hover stay where they are), and the island is hydrated by `client:on` on the visitor's first
 * intent (pointer over, focus, touch, press); a press it held meanwhile is carried out here once.
 *
 * This first-view part is only the idle button, its tooltip and the intent listeners. Intent loads
 * the in-call part (./voice-call.tsx) and the SDK side by side; a press made before the in-call part
 * has arrived shows the loading look and is carried out when it arrives.
 */
export default function VoiceChatButton(props: VoiceChatButtonProps) {
  const { text, phone } = props;
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const [captionsOpen, setCaptionsOpen] = useState(true);
  /** The in-call part and this island's controller, once loaded. */
  const [call, setCall] = useState<{ part: CallPart; controller: VoiceChatController }>();
  /** A press is waiting for the in-call part: shown as loading, carried out when the part arrives. */
  const [pressPending, setPressPending] = useState(false);
  /** The in-call part could not be downloaded (offline): said like a failed connection. */
  const [loadFailure, setLoadFailure] = useState<VoiceErrorKey | null>(null);
  /**
   * The in-call part's download and this island's controller: the one cache of both (a page has one
   * voice island). Emptied when the download fails, so the next press tries again.
   */
  const loading = useRef<Promise<VoiceChatController>>(undefined);
  const mounted = useRef(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();

  const controller = call?.controller;
  const state = useSyncExternalStore(controller?.subscribe ?? noSubscribe, controller?.getSnapshot ?? noState, noState);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The controller of this island, made when the in-call part arrives. */
  const getController = () =>
    (loading.current ??= import('./voice-call').then(
      (part) => {
        const made = part.createController({ ...props, loadSdk: loadVoiceSdk });
        if (mounted.current) setCall({ part, controller: made });
        return made;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    ));

  /** Pointer over, focus, touch: fetch the SDK and the in-call part side by side. */
  const onIntent = () => {
    loadVoiceSdk().catch(ignore);
    getController().then((made) => made.preload(), ignore);
  };

  const onPress = () => {
    if (controller) return controller.press();
    if (pressPending) return;
    // Normally intent came first; a bare click (assistive technology) starts the SDK download here.
    loadVoiceSdk().catch(ignore);
    setPressPending(true);
    setLoadFailure(null);
    getController().then(
      (made) => {
        // Unmounted meanwhile: nobody is there to see a call start.
        if (!mounted.current) return;
        setPressPending(false);
        made.press();
      },
      (error: unknown) => {
        console.error('[voice-chat] the voice chat code could not be loaded', error);
        if (!mounted.current) return;
        setPressPending(false);
        setLoadFailure('connectionFailure');
      },
    );
  };

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

  // Once the in-call part is here: listen to the SDK, and stop the call on unmount and pagehide.
  useEffect(() => (call ? call.part.connectController(call.controller) : undefined), [call]);

  const phase = state?.phase ?? 'idle';
  const error = state?.error ?? loadFailure;
  // Loading from the press on: while the in-call part arrives, the microphone is asked and the SDK
  // downloads (checking), and while the call is set up (connecting).
  const connecting = pressPending || phase === 'checking' || phase === 'connecting';
  const active = phase === 'active';
  const tooltip = active ? text.endLabel : connecting ? text.connecting : text.idleTooltip;
  // "Connecting…" stays in view: it is the only visible sign of progress besides the spinner.
  const tooltipVisible = connecting || ((hovered || focused) && !tooltipDismissed);

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
      // Its parts are laid out by the floating control's grid (global.css, .conversation-grid).
      className="contents"
      data-testid="voice-chat"
      data-phase={phase}
    >
      {/* Always in the page (empty, it takes no room) so screen readers notice a message appearing. */}
      <div role="alert" className="[grid-area:voice-panel]">
        {error && (
          <FailureCard
            message={text.errors[error]}
            emailFallback={text.emailFallback}
            phone={phone}
            email={props.email}
            dismissLabel={text.dismissLabel}
            onDismiss={() => {
              controller?.dismissError();
              setLoadFailure(null);
            }}
          />
        )}
      </div>

      {/* From the press on, before the first word: the AI disclosure and the privacy notice. Drawn by
          CSS when a press is held before the island runs; the call's panel carries them once it is live. */}
      {(connecting || !hydrated) && (
        <div
          className={cx(
            floatingCard,
            'mb-3 ring-slate-900/10 [grid-area:voice-panel]',
            !connecting && 'hidden in-data-[press=held]:block',
          )}
          data-testid="voice-chat-notice"
        >
          <p className="text-slate-600">{text.aiDisclosure}</p>
          <ConversationNotice text={props.notice} className="mt-1" />
        </div>
      )}

      {call && state && active && (
        <call.part.CallPanel
          {...props}
          state={state}
          controller={call.controller}
          captionsOpen={captionsOpen}
          toggleCaptions={() => setCaptionsOpen((open) => !open)}
        />
      )}

      <div
        className="relative flex items-center [grid-area:voice]"
        onPointerEnter={() => {
          setHovered(true);
          setTooltipDismissed(false);
        }}
        onPointerLeave={() => setHovered(false)}
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
          aria-label={active ? text.endLabel : text.startLabel}
          aria-describedby={active ? undefined : tooltipId}
          // aria-disabled rather than disabled: focus stays on the button while it connects.
          aria-disabled={connecting || undefined}
          // What tests and the bench read; the look itself is Tailwind's.
          data-state={connecting ? 'loading' : active ? 'active' : 'idle'}
          onClick={onPress}
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onFocus={(event) => {
            onIntent();
            setTooltipDismissed(false);
            setFocused(isKeyboardFocus(event.currentTarget));
          }}
          onBlur={() => setFocused(false)}
          className={cx(
            roundButton,
            // Until hydrated, only where scripts run; a browser that cannot tell shows it once hydrated.
            hydrated ? 'inline-flex' : 'hidden js:inline-flex',
            'transition-colors motion-safe:duration-200',
            active ? 'bg-red-600 hover:bg-red-700 motion-safe:animate-pulse' : 'bg-blue-700',
            phase === 'idle' && !connecting && 'hover:bg-blue-800',
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
          href={`tel:${phone.e164}`}
          className={cx(roundButton, hydrated ? 'hidden' : 'inline-flex js:hidden', 'bg-blue-700 hover:bg-blue-800')}
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
        {state?.announcement ? text[state.announcement] : ''}
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
