/**
 * The leads `npm run leads` read (leads.ts) as the owner gets them: a CSV for a spreadsheet (the Node
 * CSV project's `csv-stringify`), or JSON, one row per conversation, times on the company's clock,
 * and a summary for stderr of what left no lead and why.
 */
import { stringify } from 'csv-stringify/sync';
import { leadOutput } from '~/agent/lead';
import { companyClock, offsetAt } from '~/agent/booking/check';
import { testConversationPrefix, type Channel, type Lead, type LeadsReport, type NoLead } from './leads';

/** The lead's fields, in the order its schema gives them: a field added to the lead is a column. */
const leadFields = Object.keys(leadOutput.schema.properties ?? {});

/** "bookedAppointment" → "booked appointment": a column's name as the spreadsheet shows it. */
const words = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** An instant on the company's clock: its date and time there ("2026-11-24", "06:05:09"). */
function clockAt(instant: Date, timeZone: string) {
  const { date, minutes } = companyClock(instant.getTime(), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  // Seconds are the same on every clock: zones differ by whole minutes.
  return { date, time: `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:${two(instant.getUTCSeconds())}` };
}

/** The offset of the company's clock at an instant, in milliseconds ("-06:00" → -21,600,000). */
function offsetMs(instant: number, timeZone: string): number {
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offsetAt(instant, timeZone))!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** The instant a day starts on the company's clock (a date as "YYYY-MM-DD"). */
export function startOfDay(date: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the UTC midnight, then at the instant it gives: they differ only when the clocks
  // change that night.
  const guess = asUtc - offsetMs(asUtc, timeZone);
  return new Date(asUtc - offsetMs(guess, timeZone));
}

/** The date `days` before `now` on the company's calendar, as "YYYY-MM-DD". */
export function daysBefore(now: Date, days: number, timeZone: string): string {
  const [year, month, day] = clockAt(now, timeZone).date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

/** A date as the owner reads it: "Monday, November 17, 2026". */
const describeDate = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A field's value as one cell: a string trimmed (a leading space would hide a formula from the escaping), lists joined. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(cell).join('; ');
  return (typeof value === 'object' ? JSON.stringify(value) : String(value)).trim();
}

/**
 * The leads as CSV: a header, then one row per conversation, newest first. A cell that a spreadsheet
 * would run as a formula (=, +, -, @, a tab or a return first: a visitor's words, a phone written
 * "+1 …") starts with an apostrophe, as OWASP advises against CSV injection (`escape_formulas`);
 * commas, quotes and new lines are quoted by the library. A byte-order mark first, so Excel reads
 * the accents as UTF-8.
 */
export function leadsCsv(leads: readonly Lead[], timeZone: string): string {
  const columns = [
    { key: 'when', header: `when (${timeZone})` },
    { key: 'channel', header: 'channel' },
    ...leadFields.map((field) => ({ key: field, header: words(field) })),
    { key: 'id', header: 'conversation id' },
  ];
  const rows = leads.map(({ at, channel, id, fields }) => {
    const { date, time } = clockAt(at, timeZone);
    return {
      when: `${date} ${time.slice(0, 5)}`,
      channel,
      ...Object.fromEntries(leadFields.map((field) => [field, cell(fields[field])])),
      id,
    };
  });
  return stringify(rows, { header: true, columns, escape_formulas: true, bom: true });
}

/** The leads as JSON: `when` in ISO 8601 with the company's offset, the lead's fields as the platform gave them. */
export function leadsJson(leads: readonly Lead[], timeZone: string): string {
  const rows = leads.map(({ at, channel, id, fields }) => {
    const { date, time } = clockAt(at, timeZone);
    return { when: `${date}T${time}${offsetAt(at.getTime(), timeZone)}`, channel, ...fields, id };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const countOf = (items: readonly { channel: Channel }[], channel: Channel) =>
  items.filter((item) => item.channel === channel).length;

/** What stderr says: how many leads since when, and every conversation without one, with why. */
export function describeLeads({ leads, withoutLead, tests }: LeadsReport, since: string, timeZone: string): string[] {
  const lines = [
    `${plural(leads.length, 'lead')} since ${describeDate(since)} (${timeZone}), newest first: ${countOf(leads, 'call')} from calls, ${countOf(leads, 'typed chat')} from typed chats.`,
  ];
  if (withoutLead.length > 0) {
    const reasons: NoLead[] = [
      'still open',
      'ended before the visitor said anything',
      'ended without a lead in its artifact',
    ];
    const said = reasons.flatMap((reason) => {
      const which = withoutLead.filter((conversation) => conversation.reason === reason);
      if (which.length === 0) return [];
      // The last is the one to look into (forwarding may have lost it too): named, so it can be found.
      const ids =
        reason === 'ended without a lead in its artifact'
          ? ` (${which.map(({ channel, id }) => `${channel} ${id}`).join(', ')})`
          : '';
      return [`${which.length} ${reason}${ids}`];
    });
    lines.push(`${plural(withoutLead.length, 'conversation')} without a lead: ${said.join('; ')}.`);
  }
  if (tests > 0) {
    lines.push(
      `${plural(tests, 'conversation')} named as ${tests === 1 ? 'a test' : 'tests'} left out (a name starting with "${testConversationPrefix}").`,
    );
  }
  return lines;
}
