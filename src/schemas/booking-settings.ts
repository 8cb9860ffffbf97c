/** content/agent.md's booking settings: on or off, what may be booked and how far ahead, in which time zone. */
import { z } from 'astro/zod';
import { strictObject, text } from './shared';
import { knownPlaceholders, withKnownPlaceholders } from './agent-variables';

/** Whether a text names a time zone the browser and the platform know, such as "America/Regina". */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Booking the free consultation: on or off, what may be booked and how far ahead, in which time zone.
 * With it on, `npm run assistant` declares the platform's Google Calendar tools (a calendar the owner
 * connects once in Vapi's dashboard) and adds `instructions` to the prompt; the open hours are
 * content/site.json's businessHours (src/agent/booking/choices.ts).
 */
export const bookingSchema = strictObject({
  enabled: z
    .boolean({
      error:
        'booking.enabled must be true or false: true when the assistant books visits in the company’s Google Calendar (connected in Vapi’s dashboard, see docs/booking.md), false when visitors phone instead.',
    })
    .meta({
      title: 'Book appointments',
      description:
        'On: the assistant books visits in the calendar connected in Vapi’s dashboard. Off: it gives the phone.',
    }),
  timeZone: text('booking.timeZone')
    .refine(isTimeZone, {
      error:
        'booking.timeZone must be a time zone name such as "America/Regina" (Saskatchewan, which keeps Central Standard Time all year).',
    })
    .meta({ title: 'Time zone', description: 'Every date and time is said in it, for example America/Regina.' }),
  bookAheadDays: z
    .number({ error: 'booking.bookAheadDays must be a number of days, for example 30.' })
    .int({ error: 'booking.bookAheadDays must be a whole number of days, for example 30.' })
    .min(1, { error: 'booking.bookAheadDays must be at least 1 day.' })
    .max(365, { error: 'booking.bookAheadDays must be at most 365 days.' })
    .meta({ title: 'Book up to (days ahead)' }),
  kinds: z
    .array(
      strictObject({
        /** What the visit is for, as visitors read it and the calendar event is titled. */
        label: text('booking.kinds[].label').max(60, {
          error: 'booking.kinds[].label must be at most 60 characters: it is a calendar event’s title.',
        }),
        /** How long the visit takes. */
        minutes: z
          .number({ error: 'booking.kinds[].minutes must be a number of minutes, for example 60.' })
          .int({ error: 'booking.kinds[].minutes must be a whole number of minutes, for example 60.' })
          .min(15, { error: 'booking.kinds[].minutes must be at least 15.' })
          .max(480, { error: 'booking.kinds[].minutes must be at most 480 (8 hours).' }),
        /** A showing of one of the homes for rent: the agent names the home, and the visit is at its address. */
        showing: z
          .boolean({
            error:
              'booking.kinds[].showing must be true or false: true when the visit is a showing of one of the homes for rent (content/homes/), at its address.',
          })
          .optional()
          .meta({
            title: 'A showing of a home for rent',
            description: 'On: the visit is at one of the homes for rent, which the assistant names.',
          }),
      }),
    )
    .min(1, { error: 'booking.kinds needs at least one kind of appointment, for example "Free in-home consultation".' })
    .meta({ title: 'Kinds of appointment' }),
  /** The prompt's part on booking, added to it with booking on. */
  instructions: withKnownPlaceholders('booking.instructions').meta({
    multiline: true,
    title: 'How the assistant books',
    description: `Added to the prompt with booking on. It may use ${knownPlaceholders}.`,
  }),
}).check((context) => {
  // The agent names a kind by its label, and the page finds it by that label: each must be one.
  const labels = context.value.kinds.map(({ label }) => label.toLowerCase());
  const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
  if (repeated) {
    context.issues.push({
      code: 'custom',
      input: context.value.kinds,
      path: ['kinds'],
      message: `booking.kinds has "${repeated}" twice: give each kind of appointment its own label.`,
    });
  }
});

/** content/agent.md's booking settings. */
export type BookingSettings = z.infer<typeof bookingSchema>;
