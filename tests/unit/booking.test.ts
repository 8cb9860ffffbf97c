/**
 * A booking the agent shows (src/agent/booking/): the page's checks of it, its day and time in words,
 * and its "Add to calendar" file, read back by ical.js (Mozilla's parser, Thunderbird's) as a
 * calendar application reads it.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '~/agent/booking/calendar-file';
import { checkBooking, describeWhen, instantOf, offsetAt, type Booking } from '~/agent/booking/check';
import { bookingChoices, type BookingChoices } from '~/agent/booking/choices';
import { homeAddress } from '~/lib/homes';
import { booking as sampleBooking, homes, shownHomes, site } from '../fixtures/sample-content';

/** The homes the sample's page shows, where a showing may be. */
const homesToBook = shownHomes.map(({ data }) => ({ id: data.id, address: homeAddress(data) }));
const choices: BookingChoices = bookingChoices(sampleBooking, site.businessHours, homesToBook)!;
const showingKind = sampleBooking.kinds.find(({ showing }) => showing)!;
const [firstHome] = homesToBook;
/** Tuesday 24 November 2026, 9:00 in Regina (15:00 UTC). */
const now = Date.parse('2026-11-24T09:00:00-06:00');
const consultation = {
  kind: 'Free in-home consultation',
  start: '2026-12-01T10:00:00-06:00',
  end: '2026-12-01T11:00:00-06:00',
};

describe('the sample’s choices', () => {
  it('are content/agent.md’s kinds and window, open Monday to Friday 08:00 to 18:00 as content/site.json says', () => {
    expect(choices).toEqual({
      timeZone: 'America/Regina',
      bookAheadDays: sampleBooking.bookAheadDays,
      kinds: sampleBooking.kinds,
      openHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }],
      homes: homesToBook,
    });
    expect(bookingChoices({ ...sampleBooking, enabled: false }, site.businessHours)).toBeUndefined();
  });
});

describe('a showing of a home for rent', () => {
  const showing = {
    kind: showingKind.label,
    start: '2026-12-01T10:00:00-06:00',
    end: new Date(Date.parse('2026-12-01T10:00:00-06:00') + showingKind.minutes * 60_000).toISOString(),
    home: firstHome!.id,
  };

  it('is at the home the agent names, one the page shows: its address is the booking’s place', () => {
    expect(checkBooking(showing, choices, now)).toEqual({
      label: showingKind.label,
      start: showing.start,
      end: showing.end,
      place: firstHome!.address,
    });
  });

  it('is refused without a home, or with one the page does not show (a leased one among them)', () => {
    const leased = homes.find(({ data }) => data.status === 'leased')!;
    for (const home of [undefined, 'no-such-home', leased.data.id])
      expect(checkBooking({ ...showing, home }, choices, now)).toBe(
        `"${String(home)}" is not a home for rent the page shows`,
      );
  });

  it('has no place when the kind is not a showing, whatever home the agent gives', () => {
    expect(checkBooking({ ...consultation, home: firstHome!.id }, choices, now)).not.toHaveProperty('place');
  });
});

describe('checkBooking', () => {
  it('accepts a declared kind, in the future, within the window and the open hours, as long as the kind', () => {
    expect(checkBooking(consultation, choices, now)).toEqual({
      label: 'Free in-home consultation',
      start: consultation.start,
      end: consultation.end,
    });
    // The same instant written in UTC, and a 30-minute quote ending at closing time, are fine too.
    expect(
      checkBooking({ ...consultation, start: '2026-12-01T16:00:00Z', end: '2026-12-01T17:00:00.000Z' }, choices, now),
    ).not.toBeTypeOf('string');
    expect(
      checkBooking(
        { kind: 'Free cleaning quote', start: '2026-11-27T17:30-06:00', end: '2026-11-27T18:00-06:00' },
        choices,
        now,
      ),
    ).not.toBeTypeOf('string');
  });

  it.each([
    [
      'a kind not declared',
      { kind: 'Free roof inspection' },
      /"Free roof inspection" is not a kind of appointment the page declared/,
    ],
    ['no kind', { kind: undefined }, /"undefined" is not a kind/],
    [
      'a date-time without an offset',
      { start: '2026-12-01T10:00:00', end: '2026-12-01T11:00:00' },
      /ISO 8601 date-times with an offset/,
    ],
    ['a date only', { start: '2026-12-01', end: '2026-12-01' }, /ISO 8601/],
    ['30 February', { start: '2027-02-30T10:00:00-06:00', end: '2027-02-30T11:00:00-06:00' }, /ISO 8601/],
    ['hour 24', { start: '2026-12-01T24:00:00-06:00', end: '2026-12-02T01:00:00-06:00' }, /ISO 8601/],
    ['a number', { start: 1796140800000, end: 1796144400000 }, /ISO 8601/],
    ['words', { start: 'next Tuesday at ten', end: 'eleven' }, /ISO 8601/],
    ['the wrong length', { end: '2026-12-01T10:30:00-06:00' }, /Free in-home consultation lasts 60 minutes/],
    [
      'an end before its start',
      { start: '2026-12-01T11:00:00-06:00', end: '2026-12-01T10:00:00-06:00' },
      /lasts 60 minutes/,
    ],
    ['the past', { start: '2026-11-23T10:00:00-06:00', end: '2026-11-23T11:00:00-06:00' }, /not in the future/],
    [
      'beyond the window',
      { start: '2027-01-05T10:00:00-06:00', end: '2027-01-05T11:00:00-06:00' },
      /more than 30 days ahead/,
    ],
    [
      'a Saturday',
      { start: '2026-11-28T10:00:00-06:00', end: '2026-11-28T11:00:00-06:00' },
      /outside business hours \(America\/Regina\)/,
    ],
    [
      'before opening',
      { start: '2026-12-01T07:30:00-06:00', end: '2026-12-01T08:30:00-06:00' },
      /outside business hours/,
    ],
    [
      'past closing',
      { start: '2026-12-01T17:30:00-06:00', end: '2026-12-01T18:30:00-06:00' },
      /outside business hours/,
    ],
    // 10:00 in Toronto is 09:00 in Regina: fine; 17:30 in Toronto's offset is 16:30 here: fine; but
    // 08:00 UTC-05:00 is 07:00 in Regina, before opening.
    [
      'before opening on the company’s clock',
      { start: '2026-12-01T08:00:00-05:00', end: '2026-12-01T09:00:00-05:00' },
      /outside business hours/,
    ],
  ])('refuses %s, saying why', (_, change, reason) => {
    const refused = checkBooking({ ...consultation, ...change }, choices, now);
    expect(refused).toBeTypeOf('string');
    expect(refused).toMatch(reason);
  });

  it('reads the company’s clock, not the page’s: 10:00 in Toronto is 09:00 in Regina, inside the hours', () => {
    expect(
      checkBooking(
        { ...consultation, start: '2026-12-01T10:00:00-05:00', end: '2026-12-01T11:00:00-05:00' },
        choices,
        now,
      ),
    ).not.toBeTypeOf('string');
  });
});

describe('instantOf and offsetAt', () => {
  it('reads ISO 8601 date-times with an offset only', () => {
    expect(instantOf('2026-12-01T10:00:00-06:00')).toBe(Date.UTC(2026, 11, 1, 16));
    expect(instantOf('2026-12-01T10:00-06:00')).toBe(Date.UTC(2026, 11, 1, 16));
    expect(instantOf('2028-02-29T10:00:00Z')).toBe(Date.UTC(2028, 1, 29, 10));
    for (const wrong of [
      '2027-02-29T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-12-01T10:60:00Z',
      '2026-12-01T10:00:00+15:00',
      '2026-12-01 10:00:00Z',
      '',
      null,
    ])
      expect(instantOf(wrong)).toBeUndefined();
  });

  it('gives Saskatchewan’s offset all year (no daylight saving time), and Toronto’s changing one', () => {
    expect(offsetAt(Date.UTC(2026, 0, 15), 'America/Regina')).toBe('-06:00');
    expect(offsetAt(Date.UTC(2026, 6, 15), 'America/Regina')).toBe('-06:00');
    expect(offsetAt(Date.UTC(2026, 6, 15), 'America/Toronto')).toBe('-04:00');
    expect(offsetAt(Date.UTC(2026, 6, 15), 'UTC')).toBe('+00:00');
  });
});

describe('describeWhen', () => {
  // Intl puts a narrow no-break space before "a.m.": compared as plain spaces.
  const plain = (words: string) => words.replace(/\s/g, ' ');
  it('says the day and time in words, in the company’s time zone, whatever offset the agent used', () => {
    expect(plain(describeWhen(consultation, 'America/Regina', 'en-CA'))).toBe(
      'Tuesday, December 1, 10:00–11:00 a.m. CST',
    );
    expect(
      plain(describeWhen({ start: '2026-12-01T16:00:00Z', end: '2026-12-01T17:00:00Z' }, 'America/Regina', 'en-CA')),
    ).toBe('Tuesday, December 1, 10:00–11:00 a.m. CST');
  });
});

describe('the calendar file', () => {
  const booking: Booking = {
    label: 'Free in-home consultation',
    start: consultation.start,
    end: consultation.end,
    title: 'Free in-home consultation with Prairie Hearth Property Management',
  };
  const line =
    'Booked: Free in-home consultation, Tuesday, December 1, 10:00–11:00 a.m. CST. To change or cancel it, call (306) 555-0142.';
  const file = calendarFile(booking, line, 'www.example.ca', now);

  it('is one event a calendar application reads back with the booked times, title and words', () => {
    const calendar = new ICAL.Component(ICAL.parse(file));
    const [event] = calendar.getAllSubcomponents('vevent');
    const read = new ICAL.Event(event);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//www.example.ca//Booking//EN');
    expect(read.startDate.toJSDate().getTime()).toBe(Date.parse(consultation.start));
    expect(read.endDate.toJSDate().getTime()).toBe(Date.parse(consultation.end));
    expect(read.startDate.zone?.tzid).toBe('UTC');
    expect(read.summary).toBe(booking.title);
    expect(read.description).toBe(line);
    expect(read.uid).toBe('20261201T160000Z-free-in-home-consultation@www.example.ca');
    expect(event!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-24T15:00:00Z');
  });

  it('in the visitor’s language, says so on its title and words (RFC 5545 LANGUAGE), read back as written', () => {
    const french = calendarFile(
      { ...booking, title: 'Consultation gratuite à domicile avec Prairie Hearth' },
      'Rendez-vous réservé : Consultation gratuite à domicile, mardi 1 décembre.',
      'www.example.ca',
      now,
      'fr',
    );
    const event = new ICAL.Component(ICAL.parse(french)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstProperty('summary')!.getParameter('language')).toBe('fr');
    expect(event.getFirstProperty('description')!.getParameter('language')).toBe('fr');
    expect(new ICAL.Event(event).summary).toBe('Consultation gratuite à domicile avec Prairie Hearth');
    // Anything but a plain tag is left out rather than written into the parameter.
    expect(calendarFile(booking, line, 'www.example.ca', now, 'fr";x')).toBe(file);
  });

  it('of a showing, is at the home’s address (LOCATION), read back as written; other visits have no place', () => {
    const place = 'Unit 305, 812 Broadway Avenue, Saskatoon';
    const showing = calendarFile({ ...booking, title: `Showing at ${place}`, place }, line, 'www.example.ca', now);
    const event = new ICAL.Component(ICAL.parse(showing)).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(event).location).toBe(place);
    expect(file).not.toContain('LOCATION');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const physical of file.split('\r\n'))
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    expect(file).toContain('DTSTART:20261201T160000Z\r\nDTEND:20261201T170000Z\r\n');
  });

  it('escapes what iCalendar text reserves, and reads it back as written', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
    const awkward = { ...booking, title: 'Quote; floors, walls\\windows\nand more' };
    const [event] = new ICAL.Component(ICAL.parse(calendarFile(awkward, line, 'site', now))).getAllSubcomponents(
      'vevent',
    );
    expect(new ICAL.Event(event).summary).toBe(awkward.title);
  });

  it('folds by octets, never inside a character, and unfolds to the same line', () => {
    const long = `DESCRIPTION:${'é'.repeat(50)}${'x'.repeat(40)}—done`;
    const folded = foldLine(long);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const accented = {
      ...booking,
      title: 'Évaluation gratuite à domicile — ménage, fenêtres et planchers; visite complète',
    };
    const [event] = new ICAL.Component(ICAL.parse(calendarFile(accented, line, 'site', now))).getAllSubcomponents(
      'vevent',
    );
    expect(new ICAL.Event(event).summary).toBe(accented.title);
  });
});
