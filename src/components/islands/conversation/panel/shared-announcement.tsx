/** What the live region says of the announcements both channels make alike. */
import type { ReactNode } from 'react';
import type { PanelLanguage } from '~/lib/conversation-words';
import { fillTemplate } from '~/lib/placeholders';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Announcement } from '~/components/islands/conversation/model/conversation-model';

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
