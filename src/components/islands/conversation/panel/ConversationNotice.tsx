/**
 * The privacy notice every conversation opens with (content/agent.md's `notice`); its privacy link opens
 * in a new tab, so following it never ends a call or drops a reply.
 */
import type { ConversationWords } from '~/lib/conversation-words';
import { fillWithNodes } from '~/components/islands/shared/fill-with-nodes';

/** The notice as the islands receive it. */
export interface ConversationNoticeText {
  /** The editor's sentence; `{privacy}` becomes the link. */
  notice: string;
  /** The link's words. */
  linkText: string;
  /** The privacy page's address. */
  href: string;
  /** Said after the link's words, for example "(opens in a new tab)". */
  newTabHint: string;
}

/** The notice's words of a language that has its own. */
export const noticeWords = (words: ConversationWords): Omit<ConversationNoticeText, 'href'> => ({
  notice: words.notice,
  linkText: words.privacyLinkText,
  newTabHint: words.newTabHint,
});

export function ConversationNotice({ text, className }: { text: ConversationNoticeText; className?: string }) {
  return (
    <p className={className} data-testid="conversation-notice">
      {fillWithNodes(text.notice, {
        privacy: (
          <a
            href={text.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {text.linkText}
            <span className="sr-only"> {text.newTabHint}</span>
          </a>
        ),
      })}
    </p>
  );
}
