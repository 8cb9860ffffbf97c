/**
 * The cards the page guide draws under the agent's lines in the panel: a booked visit's calendar file, a
 * button to go there, a contact card; their words and links are the page's, never the agent's.
 */
import { useState } from 'react';
import { calendarFile, instantOf, labelSlug, type Booking } from '~/agent/booking';
import type { AgentContact } from '~/agent/conversation-context';
import { fillTemplate } from '~/lib/placeholders';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { EmailLink, PhoneLink } from '~/components/islands/shared/ContactLink';
import type { AgentShown } from '~/components/islands/conversation/model/conversation-model';
import { bringIntoView } from './carry-out-tool-calls';
import { getPageGuideSetup } from './page-guide-setup';

/**
 * A booked visit's "Add to calendar" link, under its line in the transcript: an iCalendar file made
 * here from the checked booking and the line's own words (the page's), never from the agent's. A
 * booking a reload brought back is checked for valid times again before it becomes a file.
 */
export function CalendarLink({
  booking,
  line,
  label,
  lang,
}: {
  booking: Booking;
  line: string;
  label: string;
  /** The language of the line (and so of the event's title and description). */
  lang: string | undefined;
}) {
  // The file's DTSTAMP: when the link was first shown, not again at every render.
  const [madeAt] = useState(Date.now);
  // A booking a reload brought back came from storage: each field is checked before it is used.
  const texts =
    [booking.label, booking.title].every((text) => typeof text === 'string') &&
    (booking.place === undefined || typeof booking.place === 'string');
  if (!texts || instantOf(booking.start) === undefined || instantOf(booking.end) === undefined) return null;
  const file = calendarFile(booking, line, location.host || 'localhost', madeAt, lang);
  return (
    <a
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
      download={`${labelSlug(booking.label)}.ics`}
      className="mt-2 flex min-h-11 w-fit items-center rounded-full bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      data-testid="booking-calendar-file"
    >
      {label}
    </a>
  );
}

/**
 * Under the line that says it (AgentShown.tsx): a button to go there when the page stayed put, or a
 * contact card, in `text` (the panel's language, where it has its own words) or the page guide's English.
 */
export function ShownDetails({ shown, text }: { shown: AgentShown; text: AgentActionsText | undefined }) {
  const setup = getPageGuideSetup();
  if (!setup || shown.kind === 'booking' || shown.kind === 'language') return null;
  const words = text ?? setup.text;
  if (shown.kind === 'contact')
    return <ContactCard key={shown.serial} shown={shown} text={words} contact={setup.contact} />;
  if (shown.moved) return null;
  return (
    <button
      type="button"
      onClick={() => bringIntoView(shown.tool, shown.id)}
      className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
    >
      {fillTemplate(words.goTo, { label: shown.label })}
    </button>
  );
}

function ContactCard({
  shown,
  text,
  contact,
}: {
  shown: Extract<AgentShown, { kind: 'contact' }>;
  text: AgentActionsText;
  contact: AgentContact;
}) {
  const { method } = shown;
  return (
    <section
      aria-label={text.contactTitles[method]}
      className="mt-2 rounded-xl bg-brand-50 p-3 text-slate-800"
      data-testid="agent-contact-card"
    >
      <h3 className="font-semibold text-slate-900 first-letter:uppercase">{text.contactTitles[method]}</h3>
      {method === 'phone' && (
        <p className="mt-1">
          <PhoneLink phone={contact.phone} />
        </p>
      )}
      {method === 'email' && (
        <p className="mt-1">
          <EmailLink email={contact.email} />
        </p>
      )}
      {method === 'hours' && (
        <ul className="mt-1 space-y-0.5">
          {contact.hours.map(({ days, hours }) => (
            <li key={days}>
              {days}: {hours}
            </li>
          ))}
        </ul>
      )}
      {method === 'service-areas' && (
        <ul className="mt-1 space-y-0.5">
          {contact.serviceAreas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
