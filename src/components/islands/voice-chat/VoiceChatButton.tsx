import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Captions, CaptionsOff, CircleAlert, LoaderCircle, Mic, MicOff, Phone, PhoneOff, X } from 'lucide-react';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { useVoiceChat } from './useVoiceChat';

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
  phone: { display: string; e164: string };
  email: string;
  /** Label of the call link shown until the island has hydrated (and with JavaScript off). */
  callUsLabel: string;
  /** Our limit for connecting, in milliseconds. */
  connectTimeoutMs?: number;
}

const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

/** Replaces `placeholder` in `template` with `node` (a link), keeping the words around it. */
function fill(template: string, placeholder: string, node: ReactNode): ReactNode {
  const parts = template.split(placeholder);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && node}
    </Fragment>
  ));
}

const position =
  'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40';
const roundButton =
  'relative inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const card = 'w-80 max-w-full rounded-2xl bg-white p-4 text-sm text-slate-800 shadow-xl ring-1';
const linkStyle = 'font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-800';

/**
 * The floating voice-chat button: starts and ends a voice call with the company's AI agent, shows
 * live captions and a mute toggle during the call, and explains failures with a way to call instead.
 *
 * Until it has hydrated (and with JavaScript off) it is a plain call link in the same place, so the
 * server-rendered page always offers a working way to reach the company.
 */
export default function VoiceChatButton(props: VoiceChatButtonProps) {
  const { text, phone, email } = props;
  const { state, controller } = useVoiceChat(props);
  const [hydrated, setHydrated] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const [captionsOpen, setCaptionsOpen] = useState(true);
  const logRef = useRef<HTMLDivElement>(null);
  const tooltipId = useId();
  const logId = useId();

  useEffect(() => setHydrated(true), []);

  const { phase } = state;
  const connecting = phase === 'connecting';
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

  // Keep the newest caption in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.captions, captionsOpen]);

  const phoneLink = (
    <a href={`tel:${phone.e164}`} className={linkStyle}>
      {phone.display}
    </a>
  );

  if (!hydrated) {
    return (
      <a
        href={`tel:${phone.e164}`}
        className={cx(position, roundButton, 'bg-blue-700 hover:bg-blue-800')}
        data-testid="voice-chat-call-link"
      >
        <Phone className="size-6" aria-hidden="true" />
        <span className="sr-only">
          {props.callUsLabel}: {phone.display}
        </span>
      </a>
    );
  }

  const announcement = state.announcement ? text[state.announcement] : '';

  return (
    <div
      className={cx(position, 'flex max-w-[calc(100vw-2rem)] flex-col items-end')}
      data-testid="voice-chat"
      data-phase={phase}
    >
      {/* Always in the page (empty, it takes no room) so screen readers notice a message appearing. */}
      <div role="alert">
        {state.error && (
          <div className={cx(card, 'mb-3 flex items-start gap-3 ring-red-200')} data-testid="voice-chat-error">
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
            <div className="min-w-0 flex-1 space-y-1">
              <p>{fill(text.errors[state.error], '{phone}', phoneLink)}</p>
              <p>
                {fill(
                  text.emailFallback,
                  '{email}',
                  <a href={`mailto:${email}`} className={linkStyle}>
                    {email}
                  </a>,
                )}
              </p>
            </div>
            <button
              type="button"
              onClick={() => controller.dismissError()}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">{text.dismissLabel}</span>
            </button>
          </div>
        )}
      </div>

      {active && (
        <section
          className={cx(card, 'mb-3 ring-slate-900/10')}
          aria-label={text.captionsTitle}
          data-testid="voice-chat-panel"
        >
          <p className="text-slate-600">{text.aiDisclosure}</p>
          {state.soundBlocked && <p className="mt-2 text-red-700">{fill(text.soundBlocked, '{phone}', phoneLink)}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={state.muted}
              onClick={() => controller.toggleMute()}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1',
                state.muted
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {state.muted ? (
                <MicOff className="size-4" aria-hidden="true" />
              ) : (
                <Mic className="size-4" aria-hidden="true" />
              )}
              {text.muteLabel}
            </button>
            <button
              type="button"
              aria-expanded={captionsOpen}
              aria-controls={logId}
              onClick={() => setCaptionsOpen((open) => !open)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {captionsOpen ? (
                <CaptionsOff className="size-4" aria-hidden="true" />
              ) : (
                <Captions className="size-4" aria-hidden="true" />
              )}
              {captionsOpen ? text.hideCaptions : text.showCaptions}
            </button>
          </div>
          <div
            id={logId}
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={text.captionsTitle}
            hidden={!captionsOpen}
            // Scrollable, so it must be reachable by keyboard.
            tabIndex={0}
            className="mt-3 max-h-48 space-y-1.5 overflow-y-auto rounded-lg bg-slate-50 p-3"
          >
            {state.captions.length === 0 ? (
              <p className="text-slate-600">{text.captionsEmpty}</p>
            ) : (
              state.captions.map((caption) => (
                <p key={caption.id}>
                  <span className="font-semibold">
                    {caption.speaker === 'assistant' ? text.assistantSpeaker : text.visitorSpeaker}:
                  </span>{' '}
                  {caption.text}
                </p>
              ))
            )}
          </div>
        </section>
      )}

      <div
        className="relative flex items-center"
        onPointerEnter={() => {
          setHovered(true);
          setTooltipDismissed(false);
        }}
        onPointerLeave={() => setHovered(false)}
      >
        {/* The padding bridges the gap to the button, so the pointer can move onto the tooltip. */}
        <div className="absolute top-1/2 right-full -translate-y-1/2 pr-3" hidden={!tooltipVisible}>
          <div
            id={tooltipId}
            role="tooltip"
            className="w-max max-w-[min(16rem,calc(100vw-6rem))] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {tooltip}
          </div>
        </div>
        <button
          type="button"
          aria-label={active ? text.endLabel : text.startLabel}
          aria-describedby={active ? undefined : tooltipId}
          // aria-disabled rather than disabled: focus stays on the button while it connects.
          aria-disabled={connecting || undefined}
          onClick={() => controller.press()}
          onPointerEnter={() => controller.preload()}
          onTouchStart={() => controller.preload()}
          onFocus={(event) => {
            controller.preload();
            setTooltipDismissed(false);
            setFocused(isKeyboardFocus(event.currentTarget));
          }}
          onBlur={() => setFocused(false)}
          className={cx(
            roundButton,
            'transition-colors motion-safe:duration-200',
            active ? 'bg-red-600 hover:bg-red-700 motion-safe:animate-pulse' : 'bg-blue-700',
            phase === 'idle' || phase === 'checking' ? 'hover:bg-blue-800' : '',
            connecting && 'cursor-wait opacity-60',
          )}
          data-testid="voice-chat-button"
        >
          {connecting ? (
            <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden="true" />
          ) : active ? (
            <PhoneOff className="size-6" aria-hidden="true" />
          ) : (
            <Mic className="size-6" aria-hidden="true" />
          )}
          {active && (
            <span
              className="absolute -top-0.5 -right-0.5 flex size-4"
              data-testid="voice-chat-live-dot"
              aria-hidden="true"
            >
              <span className="absolute inline-flex size-full rounded-full bg-green-500 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-4 rounded-full bg-green-500 ring-2 ring-white" />
            </span>
          )}
        </button>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
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
