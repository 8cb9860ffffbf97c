/** The "Add to calendar" file of a booking (RFC 5545), made from the page's words, never the agent's. */
import type { Booking } from './check';

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

/**
 * One content line folded to at most 75 octets a line (RFC 5545 3.1), each continuation starting with
 * a space, never splitting a character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** A kind's label as a name for its file and event: "Free in-home consultation" → "free-in-home-consultation". */
export const labelSlug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** An instant as an iCalendar UTC date-time: 20261201T160000Z. */
const utcStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

/**
 * The "Add to calendar" file of a checked booking: one event in UTC (every calendar application
 * shows it in its own time zone), its title, description and place the page's own words, in `lang`
 * when given (RFC 5545's LANGUAGE parameter). `host` makes the event's UID unique to the site; `now`
 * is its DTSTAMP.
 */
export function calendarFile(booking: Booking, description: string, host: string, now: number, lang?: string): string {
  const start = Date.parse(booking.start);
  // Only a plain tag: the parameter's value may hold no quote, colon, semicolon or comma.
  const language = lang && /^[A-Za-z0-9-]+$/.test(lang) ? `;LANGUAGE=${lang}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${utcStamp(start)}-${labelSlug(booking.label)}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(Date.parse(booking.end))}`,
    `SUMMARY${language}:${escapeText(booking.title)}`,
    `DESCRIPTION${language}:${escapeText(description)}`,
    ...(booking.place ? [`LOCATION:${escapeText(booking.place)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
