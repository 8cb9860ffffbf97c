/**
 * What the voice button shows of the conversation: the part of its state the button draws (a call's),
 * and what the call's live region says, in the button's words.
 */
import type { ReactNode } from 'react';
import type { PanelLanguage } from '~/lib/conversation-words';
import type { ConversationText } from '~/schemas/conversation-text';
import type { VoiceChatText } from '~/schemas/voice-chat-text';
import type { Announcement, ConversationState } from '~/components/islands/conversation/model/conversation-model';
import { sharedAnnouncement } from '~/components/islands/conversation/panel/shared-announcement';
import { wholeWords, type VoicePageText } from './call-words';

/** What the call's live region says, in its words. */
export function announced(
  announcement: Announcement | null,
  text: VoiceChatText | VoicePageText,
  words: ConversationText,
  languages: readonly PanelLanguage[],
  language: string | null,
): ReactNode {
  switch (announcement?.kind) {
    case 'connecting':
    case 'ended':
      return text[announcement.kind];
    case 'connected':
      // Said by the in-call part's transport: its words are here.
      return wholeWords(text)?.connected ?? '';
    default:
      return sharedAnnouncement(announcement, words, languages, language) ?? '';
  }
}

/** What the button draws of the conversation, a call's: a typed reply's stream leaves it as it is. */
export const voiceButtonPart = ({ channel, status, failure, announcement, language }: ConversationState) => {
  const voice = channel === 'voice';
  const error = failure?.channel === 'voice' ? failure.key : null;
  return { voice, phase: voice ? status : 'idle', error, announcement: voice ? announcement : null, language };
};
