/** What the agent may book, from content/agent.md's booking and content/site.json's hours: the choices `show_booking` takes. */
import { ContentFileError } from '~/schemas/content-file-error';
import type { BookingSettings } from '~/schemas/booking-settings';
import type { DayName, Site } from '~/schemas/site';

/** Hours when an appointment may be booked: one line of content/site.json's businessHours. */
export interface OpenHours {
  days: readonly DayName[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
}

/** A home for rent a showing may be at: its id (content/homes/) and its address as the page writes it. */
export interface BookableHome {
  id: string;
  address: string;
}

/** What the agent may book, as the assistant is told and the page checks. */
export interface BookingChoices {
  /** The company's time zone (IANA), in which every date and time is said. */
  timeZone: string;
  bookAheadDays: number;
  /** `showing`: the visit is at one of `homes`, which the agent names. */
  kinds: readonly { label: string; minutes: number; showing?: boolean | undefined }[];
  openHours: readonly OpenHours[];
  /** The homes the page shows, where a showing may be. */
  homes: readonly BookableHome[];
}

/**
 * The booking choices, or undefined with booking off; `homes` are those the page shows. Throws a
 * ContentFileError when booking is on but no line of the business hours says when the company is open
 * (days, opens, closes).
 */
export function bookingChoices(
  booking: BookingSettings,
  businessHours: Site['businessHours'],
  homes: readonly BookableHome[] = [],
): BookingChoices | undefined {
  if (!booking.enabled) return undefined;
  const openHours = businessHours.flatMap(({ dayOfWeek, opens, closes }) =>
    dayOfWeek?.length && opens && closes && opens < closes ? [{ days: dayOfWeek, opens, closes }] : [],
  );
  if (openHours.length === 0) {
    throw new ContentFileError(
      'content/agent.md: booking.enabled is true, but no line of businessHours in content/site.json gives dayOfWeek, opens and closes (opens before closes), so the agent could not tell when a visit may be booked: give the open days those three fields, or set booking.enabled to false.',
    );
  }
  return { timeZone: booking.timeZone, bookAheadDays: booking.bookAheadDays, kinds: booking.kinds, openHours, homes };
}

/** "Free in-home consultation (60 minutes), …": the kinds as the agent reads them. */
export const describedKinds = (kinds: BookingChoices['kinds']) =>
  kinds.map(({ label, minutes }) => `${label} (${minutes} minutes)`).join(', ');
