/**
 * `show_booking`: the visit the platform's calendar just booked, checked against the page's choices,
 * kept in the transcript with an "Add to calendar" file made from the page's words, never the agent's.
 */
import { checkBooking, describeWhen, instantOf, type Booking } from '~/agent/booking/check';
import { fillTemplate } from '~/lib/placeholders';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

/** A booking read back from the tab: each field checked again before it becomes a file. */
const isBooking = (data: unknown): data is Booking => {
  if (typeof data !== 'object' || data === null) return false;
  const { label, title, place, start, end } = data as Record<string, unknown>;
  return (
    typeof label === 'string' &&
    typeof title === 'string' &&
    (place === undefined || typeof place === 'string') &&
    instantOf(start) !== undefined &&
    instantOf(end) !== undefined
  );
};

export const showBooking = pageTool<Booking>({
  carryOut(args, { setup: { choices, contact }, text, words, locale }) {
    if (!choices.booking) return 'booking is off on this page';
    const checked = checkBooking(args, choices.booking, Date.now());
    if (typeof checked === 'string') return `the booking is not one the page shows: ${checked}`;
    // The kind as the conversation's language names it; the checked booking keeps the declared label.
    const label = words?.bookingKinds[checked.label] ?? checked.label;
    const when = describeWhen(checked, choices.booking.timeZone, locale);
    // A showing is at the home's address (from the page's choices), which its line and title say.
    const { place: address } = checked;
    const title = address
      ? fillTemplate(text.calendarTitleAt, { label, address })
      : fillTemplate(text.calendarTitle, { label, brand: contact.brand });
    const line = address
      ? fillTemplate(text.bookedAt, { label, address, when, phone: contact.phone.display })
      : fillTemplate(text.booked, { label, when, phone: contact.phone.display });
    return { kind: 'kept', data: { ...checked, title }, announcement: line };
  },
  isKept: isBooking,
  // The line says the visit; the card is its calendar file alone.
  card: (booking, words) => ({ testId: 'booking-card', calendar: { booking, label: words.addToCalendar } }),
});
