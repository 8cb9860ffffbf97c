/**
 * /conversation-words/<code>.json: the conversation panel's words in a language that has its own
 * (src/lib/conversation-words.ts), fetched by the islands only while it is in use.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { fileResponse } from '~/lib/build/brand-assets';
import { getConversationLanguages } from '~/lib/content/conversation-languages';
import { getSingleton } from '~/lib/content/entries';
import type { ConversationWords } from '~/lib/conversation-words';
import { fillTemplate } from '~/lib/placeholders';

export const getStaticPaths = (async () => {
  const { words } = await getConversationLanguages();
  const { brand } = await getSingleton('site');
  return Object.entries(words).map(([language, own]) => ({
    params: { language },
    // The tooltip names the company, as the English one is given to the voice island.
    props: {
      words: {
        ...own,
        voiceChat: { ...own.voiceChat, idleTooltip: fillTemplate(own.voiceChat.idleTooltip, { brand }) },
      },
    },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ words: ConversationWords }> = ({ props }) =>
  fileResponse(JSON.stringify(props.words), 'application/json');
