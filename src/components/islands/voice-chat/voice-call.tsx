/**
 * The voice island's second half, loaded with `import()` on intent (pointer over, focus, touch) or on
 * the first press, in parallel with the SDK: the call's state machine, error mapping and microphone
 * check (through the controller), and everything shown only once a call has begun — the in-call
 * panel (AI disclosure, mute, live captions) and the "end call" look of the button. The first view (VoiceChatButton.tsx) holds only the idle button, its tooltip and the
 * intent listeners.
 */
import { useEffect, useId, useRef } from 'react';
import { cx } from '~/lib/class-names';
import type { Phone } from '~/schemas/site';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { fillWithNodes } from '../shared/fill-with-nodes';
import { floatingCard, PhoneLink } from '../shared/FailureCard';
import { CaptionsIcon, CaptionsOffIcon, MicIcon, MicOffIcon, PhoneOffIcon, VolumeIcon } from '../shared/icons';
import { AgentShown } from '../conversation/AgentShown';
import { loadConversationContext } from '../conversation/conversation-context';
import { ConversationNotice, type ConversationNoticeText } from '../conversation/ConversationNotice';
import { addLine, conversationSoFar, getConversation, setCallInProgress } from '../conversation/conversation-store';
import { carryOut, clearAgentShown } from '../conversation/page-guide';
import { VoiceChatController, type VoiceChatOptions, type VoiceChatState } from './voice-chat-controller';

/**
 * The island's controller, part of the visitor's one conversation with the agent: a call starts
 * knowing the page (the conversation context, fetched now, on intent) and what was typed before it
 * (`{{conversationSoFar}}`), and the agent's tool calls go to the page guide, which carries out only
 * what the page declared, while the call lasts.
 */
export function createController(
  options: Omit<VoiceChatOptions, 'variableValues'> & { contextUrl: string },
): VoiceChatController {
  loadConversationContext(options.contextUrl).catch(() => {
    /* said on press, when it is needed */
  });
  return new VoiceChatController({
    ...options,
    variableValues: async () => ({
      ...(await loadConversationContext(options.contextUrl)).variableValues,
      conversationSoFar: conversationSoFar(getConversation().lines),
    }),
    onToolCalls: (calls, live) => calls.forEach((call) => carryOut(call, { live })),
  });
}

/**
 * Ties a controller to the page while the island is mounted: SDK events flow in, the call stops when
 * the island unmounts or the page is hidden (`pagehide`), and the call takes its turn in the
 * conversation: the typed chat steps aside while it is on, and its captions join the transcript.
 * Returns the cleanup.
 */
export function connectController(controller: VoiceChatController): () => void {
  const unmount = controller.mount();
  const onPageHide = () => controller.pageHidden();
  window.addEventListener('pagehide', onPageHide);
  let lastCaption = 0;
  const joinConversation = () => {
    const { phase, captions } = controller.getSnapshot();
    setCallInProgress(phase !== 'idle');
    // What the agent showed belongs to its call.
    if (phase === 'idle') clearAgentShown();
    for (const caption of captions) {
      if (caption.id <= lastCaption) continue;
      lastCaption = caption.id;
      addLine({ speaker: caption.speaker, text: caption.text, via: 'voice' });
    }
  };
  const unsubscribe = controller.subscribe(joinConversation);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
    unmount();
    setCallInProgress(false);
  };
}

interface ContactProps {
  text: VoiceChatText;
  phone: Phone;
}

/** The compact panel during a call: AI disclosure, mute toggle, live captions that can be hidden. */
export function CallPanel({
  text,
  phone,
  notice,
  state,
  controller,
  captionsOpen,
  toggleCaptions,
}: ContactProps & {
  notice: ConversationNoticeText;
  state: VoiceChatState;
  controller: VoiceChatController;
  /** Kept by the island, so hiding captions holds for the next call too. */
  captionsOpen: boolean;
  toggleCaptions: () => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const logId = useId();

  // Keep the newest caption in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.captions, captionsOpen]);

  return (
    <section
      className={cx(floatingCard, 'mb-3 ring-slate-900/10 [grid-area:voice-panel]')}
      aria-label={text.captionsTitle}
      data-testid="voice-chat-panel"
    >
      <p className="text-slate-600">{text.aiDisclosure}</p>
      <ConversationNotice text={notice} className="mt-1" />
      <div className="mt-2">
        <AgentShown />
      </div>
      {state.soundBlocked && (
        <div className="mt-2 space-y-2" data-testid="voice-chat-sound-blocked">
          <p className="text-red-700">{fillWithNodes(text.soundBlocked, { phone: <PhoneLink phone={phone} /> })}</p>
          <button
            type="button"
            onClick={() => controller.enableSound()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-blue-700 px-4 font-medium text-white hover:bg-blue-800"
          >
            <VolumeIcon className="size-4" />
            {text.enableSound}
          </button>
        </div>
      )}
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
          {state.muted ? <MicOffIcon className="size-4" /> : <MicIcon className="size-4" />}
          {text.muteLabel}
        </button>
        <button
          type="button"
          aria-expanded={captionsOpen}
          aria-controls={logId}
          onClick={toggleCaptions}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {captionsOpen ? <CaptionsOffIcon className="size-4" /> : <CaptionsIcon className="size-4" />}
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
  );
}

/** The round button's content during a call: the end-call icon and a green pinging dot. */
export function ActiveButtonContent() {
  return (
    <>
      <PhoneOffIcon className="size-6" />
      <span className="absolute -top-0.5 -right-0.5 flex size-4" data-testid="voice-chat-live-dot" aria-hidden="true">
        <span className="absolute inline-flex size-full rounded-full bg-green-500 opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-4 rounded-full bg-green-500 ring-2 ring-white" />
      </span>
    </>
  );
}
