/** Every kept card, drawn one way from its content (card-content.ts): rows, a source, links, notes, a number to call, a calendar file. */
import { useState } from 'react';
import { calendarFile, labelSlug } from '~/agent/booking/calendar-file';
import { PhoneLink } from '~/components/islands/shared/ContactLink';
import { CHAT_OPENER_ATTRIBUTE } from '~/components/islands/typed-chat/chat-openers';
import type { CardView } from './card-content';

/** A card's action (its offer, a booking's calendar file): a pill a thumb can hit. */
const actionClass =
  'mt-2 flex min-h-11 w-fit items-center rounded-full bg-brand-700 px-4 font-medium text-white hover:bg-brand-800';

/** A card under its line in the transcript; `line` is that line, in `lang`. */
export function ToolCard({ view, line, lang }: { view: CardView; line: string; lang: string | undefined }) {
  const { rows = [], source, links, notes = [], call, offer, calendar } = view;
  const framed = rows.length > 0 || source || links || notes.length > 0 || call || offer;
  return (
    <>
      {framed && (
        <div className="mt-2 rounded-xl bg-brand-50 p-3 text-slate-800" data-testid={view.testId}>
          {rows.length > 0 && (
            <dl className="space-y-1.5">
              {rows.map(({ term, detail, theirs }) => (
                <div key={term}>
                  <dt className="text-sm font-semibold text-slate-900">{term}</dt>
                  <dd dir={theirs ? 'auto' : undefined}>{detail}</dd>
                </div>
              ))}
            </dl>
          )}
          {source && (
            <p className="mt-2 text-sm">
              {source.label}:{' '}
              <a href={source.url} target="_blank" rel="noopener" className="underline">
                {source.text}
                <span className="sr-only"> {source.newTab}</span>
              </a>
            </p>
          )}
          {links && (
            <>
              <p className="mt-2 text-sm font-semibold text-slate-900">{links.title}</p>
              <ul className="mt-1 space-y-1" role="list">
                {links.links.map(({ text, href }) => (
                  <li key={href}>
                    <a href={href} className="underline">
                      {text}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {notes.map((note) => (
            <p key={note} className="mt-2">
              {note}
            </p>
          ))}
          {call && (
            <p className="mt-2 font-medium">
              {call.text} <PhoneLink phone={call.phone} />
            </p>
          )}
          {offer && (
            // The typed chat answers it, as it answers the page's other openers: the request goes into
            // its text box, or, during a call, into the call (TypedChat.tsx).
            <button type="button" {...{ [CHAT_OPENER_ATTRIBUTE]: offer.request }} className={actionClass}>
              {offer.label}
            </button>
          )}
        </div>
      )}
      {calendar && <CalendarLink {...calendar} line={line} lang={lang} />}
    </>
  );
}

/** A booking's "Add to calendar" file, made from the page's words (its line), never the agent's. */
function CalendarLink({
  booking,
  label,
  line,
  lang,
}: NonNullable<CardView['calendar']> & { line: string; lang?: string | undefined }) {
  // The file's DTSTAMP: when the link was first shown, not again at every render.
  const [madeAt] = useState(Date.now);
  const file = calendarFile(booking, line, location.host || 'localhost', madeAt, lang);
  return (
    <a
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={`${labelSlug(booking.label)}.ics`}
      className={actionClass}
      data-testid="booking-calendar-file"
    >
      {label}
    </a>
  );
}
