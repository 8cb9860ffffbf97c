/** One turn of the transcript as a bubble: its speaker, marks, text (with contact links) and a kept card. */
import { Fragment, memo, useEffect, useReducer, type ReactNode } from 'react';
import { cx } from '~/lib/class-names';
import type { ConversationText } from '~/schemas/conversation-text';
import type { Channel, Turn } from '~/components/islands/conversation/model/conversation-model';
import { loadedPageGuide, withPageGuide } from '~/components/islands/conversation/page-guide/load-page-guide';
import { replyParts } from './reply-parts';
import { ContactLink } from '~/components/islands/shared/ContactLink';

/** One turn; unchanged turns are not drawn again while a reply streams. */
export const TurnLine = memo(function TurnLine({
  turn,
  words,
  panel,
  dir,
}: {
  turn: Turn;
  words: ConversationText;
  /** The channel of the panel: turns of the other one are marked. */
  panel: Channel;
  /** `rtl` for a turn in a language written right to left. */
  dir: 'rtl' | undefined;
}) {
  const own = turn.speaker === 'visitor';
  // A turn's words are the visitor's or the agent's, in whatever language they chose (the agent's first
  // answer in a new one comes before it says so): the browser reads their direction from the text,
  // unless the turn is known to be right to left. A card is the page's words, in its turn's language.
  return (
    <Bubble
      speaker={own ? words.visitorSpeaker : words.assistantSpeaker}
      own={own}
      text={turn.text}
      marks={[
        turn.via !== panel && (turn.via === 'voice' ? words.spokenMark : words.typedMark),
        turn.cutOff && words.cutOffMark,
      ]}
      testId={turn.card?.tool ?? (own ? 'chat-question' : 'chat-reply')}
      lang={turn.lang}
      dir={turn.card ? (dir ?? 'ltr') : (dir ?? 'auto')}
    >
      {turn.card && <KeptCardOf turn={turn} words={words} />}
    </Bubble>
  );
});

/** What a page tool kept (a booked visit's calendar file), from the page guide (loaded now if a reload brought it back). */
function KeptCardOf({ turn, words }: { turn: Turn; words: ConversationText }) {
  const [, guideArrived] = useReducer((count: number) => count + 1, 0);
  const guide = loadedPageGuide();
  useEffect(() => {
    if (!guide) withPageGuide(guideArrived);
  }, [guide]);
  return guide && <guide.KeptCardView card={turn.card!} line={turn.text} lang={turn.lang} words={words} />;
}

export function Bubble({
  speaker,
  own,
  text,
  marks = [],
  testId,
  lang,
  dir,
  children,
}: {
  speaker: string;
  own: boolean;
  text: string;
  marks?: (string | false | undefined)[];
  testId?: string;
  /**
   * The language of `text` and what goes with it, when it may differ from the panel's words, and their
   * direction: `rtl` or `ltr` when known, `auto` when only the text can tell.
   */
  lang?: string | undefined;
  dir?: 'rtl' | 'ltr' | 'auto' | undefined;
  children?: ReactNode;
}) {
  const shownMarks = marks.filter(Boolean);
  return (
    <div
      className={cx(
        'rounded-2xl px-3 py-2 whitespace-pre-wrap',
        // Logical margins: the visitor's bubbles keep to the end of the panel's own direction.
        own ? 'ms-8 bg-brand-50 text-slate-900' : 'me-8 bg-slate-100 text-slate-800',
      )}
      data-testid={testId}
    >
      <span className="block text-xs font-semibold text-slate-600">
        {speaker}
        {shownMarks.length > 0 && <span className="font-normal"> · {shownMarks.join(' · ')}</span>}
        {/* Read as "Assistant: …", a line a screen reader says whole. */}
        <span className="sr-only">: </span>
      </span>
      {/* A block of its own: right to left, it starts at the right, its punctuation with it. */}
      <span lang={lang} dir={dir} className="block">
        {own ? text : <ReplyText text={text} />}
      </span>
      {/* What goes with the text (a kept card) is in its language and direction too, not the panel's. */}
      {children && (
        <div lang={lang} dir={dir === 'auto' ? undefined : dir}>
          {children}
        </div>
      )}
    </div>
  );
}

/** A reply as text, its phone numbers and email addresses as links built from their digits and letters. */
function ReplyText({ text }: { text: string }) {
  return replyParts(text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <ContactLink key={index} href={part.href}>
        {part.text}
      </ContactLink>
    ),
  );
}
