/**
 * The voice island's second half, loaded on intent or press beside the SDK: the call's transport and
 * what shows only once a call is on (the panel with mute, captions and sound; the "end call" button).
 */
import { useId } from 'react';
import { cx } from '~/lib/class-names';
import type { IslandContact } from '~/agent/conversation-context';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Phone } from '~/schemas/site';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import { useConversation } from '~/components/islands/conversation/store/conversation-store';
import { ConversationPanel } from '~/components/islands/conversation/panel/ConversationPanel';
import type { ConversationNoticeText } from '~/components/islands/conversation/panel/ConversationNotice';
import { PhoneLink } from '~/components/islands/shared/ContactLink';
import { loadConversationContext } from '~/components/islands/conversation/store/load-conversation-context';
import { fillWithNodes } from '~/components/islands/shared/fill-with-nodes';
import {
  CaptionsIcon,
  CaptionsOffIcon,
  MicIcon,
  MicOffIcon,
  PhoneOffIcon,
  VolumeIcon,
} from '~/components/islands/shared/icons';
import { CALL_TRANSCRIPT_ID } from '~/components/islands/typed-chat/chat-openers';
import { VoiceTransport, type VoiceSettings } from './voice-transport';

// The English words only a call shows travel with this part, not in the page (./call-words.ts).
export { englishCallWords } from './call-words-english';

/**
 * The island's transport: a call starts knowing the page (the conversation context, fetched now, on
 * intent) and what was said before it (the conversation gives it at the start).
 */
export function createTransport(
  settings: Omit<VoiceSettings, 'context'> & IslandContact & { contextUrl: string },
): VoiceTransport {
  loadConversationContext(settings).catch(() => {
    /* said on press, when it is needed */
  });
  return new VoiceTransport({
    ...settings,
    context: () => loadConversationContext(settings),
  });
}

/** The conversation's panel during a call: its transcript as live captions that can be hidden, mute, sound. */
export function CallPanel({
  text,
  words,
  phone,
  notice,
  transport,
  captionsOpen,
  toggleCaptions,
  languages,
  actionWords,
}: {
  text: VoiceChatText;
  words: ConversationText;
  phone: Phone;
  notice: ConversationNoticeText;
  languages: readonly PanelLanguage[];
  actionWords: AgentActionsText | undefined;
  transport: VoiceTransport;
  /** Kept by the island, so hiding captions holds for the next call too. */
  captionsOpen: boolean;
  toggleCaptions: () => void;
}) {
  const { call } = useConversation();
  const titleId = useId();
  return (
    <ConversationPanel
      channel="voice"
      title={text.callTitle}
      titleId={titleId}
      testId="voice-chat-panel"
      aiDisclosure={text.aiDisclosure}
      words={words}
      emptyText={text.captionsEmpty}
      logLabel={text.captionsTitle}
      logId={CALL_TRANSCRIPT_ID}
      logHidden={!captionsOpen}
      notice={notice}
      languages={languages}
      actionWords={actionWords}
      footer={
        <>
          {call.soundBlocked && (
            <div className="mb-2 space-y-2" data-testid="voice-chat-sound-blocked">
              <p className="text-red-700">{fillWithNodes(text.soundBlocked, { phone: <PhoneLink phone={phone} /> })}</p>
              <button
                type="button"
                onClick={() => transport.enableSound()}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
              >
                <VolumeIcon className="size-4" />
                {text.enableSound}
              </button>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-pressed={call.muted}
              onClick={() => transport.toggleMute()}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium ring-1',
                call.muted
                  ? 'bg-slate-900 text-white ring-slate-900'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {call.muted ? <MicOffIcon className="size-4" /> : <MicIcon className="size-4" />}
              {text.muteLabel}
            </button>
            <button
              type="button"
              aria-expanded={captionsOpen}
              aria-controls={CALL_TRANSCRIPT_ID}
              onClick={toggleCaptions}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {captionsOpen ? <CaptionsOffIcon className="size-4" /> : <CaptionsIcon className="size-4" />}
              {captionsOpen ? text.hideCaptions : text.showCaptions}
            </button>
          </div>
        </>
      }
    />
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
