/**
 * The page's check of a booking the agent shows, on the company's clock: instants, days and times in
 * words. The booking itself is the platform's calendar's; the page trusts nothing of it.
 */
import type { DayName } from '~/schemas/site';
import type { BookingChoices } from './choices';

/** A booking the page has checked; `title` is the calendar event's, made by the page from content. */
export interface Booking {
  /** The kind's label, as content/agent.md declares it. */
  label: string;
  /** ISO 8601 date-times with an offset, as the agent gave them. */
  start: string;
  end: string;
  title: string;
  /** Where it is, for a showing: the home's address, from content. */
  place?: string;
}

/** A date-time with its offset, e.g. 2026-12-01T10:00:00-06:00; seconds and fractions optional. */
const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * The instant an ISO 8601 date-time with an offset names, or undefined. Checked field by field:
 * `Date.parse` alone accepts a 30 February (as 2 March) and dates without an offset (as local time).
 */
export function instantOf(value: unknown): number | undefined {
  const match = typeof value === 'string' ? isoDateTime.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0, , offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined || part === '+' || part === '-' ? undefined : Number(part)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  const valid =
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! < 24 &&
    minute! < 60 &&
    second < 60 &&
    offsetHours <= 14 &&
    offsetMinutes < 60;
  return valid ? Date.parse(value as string) : undefined;
}

/** The weekday, calendar date and minutes since midnight of an instant, on the company's clock. */
export function companyClock(instant: number, timeZone: string): { day: DayName; date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return {
    day: parts.weekday as DayName,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayMs = 86_400_000;

/**
 * The booking the agent showed (`show_booking`'s arguments) if every check holds, else the reason
 * it is refused; a showing's `home` must be one the page shows, and its address is the booking's
 * place. `now` is the page's clock (ms since the epoch).
 *
 * The booking itself is made on the platform, by its Google Calendar tools; the page only shows what
 * the agent says it booked, so it trusts nothing: the kind must be a declared one, the times valid
 * ISO 8601 date-times with an offset, in the future, within the booking window and the open hours (in
 * the company's time zone), and as long as the kind.
 */
export function checkBooking(
  args: Record<string, unknown>,
  choices: BookingChoices,
  now: number,
): Omit<Booking, 'title'> | string {
  const kind = choices.kinds.find(({ label }) => label === args.kind);
  if (!kind) return `"${String(args.kind)}" is not a kind of appointment the page declared`;
  const home = kind.showing ? choices.homes.find(({ id }) => id === args.home) : undefined;
  if (kind.showing && !home) return `"${String(args.home)}" is not a home for rent the page shows`;
  const start = instantOf(args.start);
  const end = instantOf(args.end);
  if (start === undefined || end === undefined) return 'start and end must be ISO 8601 date-times with an offset';
  if (end - start !== kind.minutes * 60_000) return `${kind.label} lasts ${kind.minutes} minutes`;
  if (start <= now) return 'it is not in the future';
  if (start > now + choices.bookAheadDays * dayMs) return `it is more than ${choices.bookAheadDays} days ahead`;
  const from = companyClock(start, choices.timeZone);
  const to = companyClock(end, choices.timeZone);
  const withinHours = choices.openHours.some(
    ({ days, opens, closes }) =>
      days.includes(from.day) &&
      from.date === to.date &&
      from.minutes >= minutesOf(opens) &&
      to.minutes <= minutesOf(closes),
  );
  if (!withinHours) return `it is outside business hours (${choices.timeZone})`;
  return {
    label: kind.label,
    start: args.start as string,
    end: args.end as string,
    ...(home && { place: home.address }),
  };
}

/**
 * "Tuesday, December 1, 10:00–11:00 a.m. CST": the day and time of a booking in words, in the
 * company's time zone, in the page's language.
 */
export function describeWhen({ start, end }: Pick<Booking, 'start' | 'end'>, timeZone: string, locale?: string) {
  return new Intl.DateTimeFormat(locale, { timeZone, ...bookingTimeFormat }).formatRange(
    Date.parse(start),
    Date.parse(end),
  );
}

/** How a booking's day and time are written (describeWhen), less the time zone. */
export const bookingTimeFormat = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

/** The offset of a time zone at an instant, as ISO 8601 writes it ("-06:00"). */
export function offsetAt(instant: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find(({ type }) => type === 'timeZoneName')!.value;
  // "GMT-06:00"; "GMT" alone at UTC.
  return name.slice(3) || '+00:00';
}
