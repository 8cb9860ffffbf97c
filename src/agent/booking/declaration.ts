/** `show_booking`'s declaration, for the assistant (npm run assistant); the page never loads it. */
import type { Vapi } from '@vapi-ai/server-sdk';
import { pageToolDeclaration } from '~/agent/page-tool-declaration';
import { afterwards, agentToolNames, homeReference } from '~/agent/tool-names';
import { describedKinds, type BookingChoices } from './choices';
import { offsetAt } from './check';

/**
 * `show_booking`: shows the visit just booked (by the platform's calendar tool) in the panel, as a
 * card with an "Add to calendar" file. The page checks every argument against `booking` itself.
 */
export function bookingTool(booking: BookingChoices): Vapi.OpenAiModelToolsItem.Function {
  // An example in the company's own offset (Saskatchewan's -06:00), a week from when it is printed.
  const offset = offsetAt(Date.now() + 7 * 86_400_000, booking.timeZone);
  const dateTime = (what: string, time: string) =>
    `When the visit ${what}: an ISO 8601 date-time with the ${booking.timeZone} offset, exactly as booked, for example 2026-12-01T${time}${offset}.`;
  const showings = booking.kinds.filter(({ showing }) => showing).map(({ label }) => `"${label}"`);
  // Which home: by the id the conversation's page knowledge gives it, as homes change between updates of the assistant.
  const home = showings.length > 0 && {
    home: {
      type: 'string' as const,
      description: `For a showing (${showings.join(', ')}): the home's id, written after its street on the website ${homeReference('…')}. Leave it out for other kinds.`,
    },
  };
  return pageToolDeclaration(
    agentToolNames.showBooking,
    `Shows the visitor, in the conversation panel, the visit you have just booked in the calendar, as a card with its day and time and a file to add it to their own calendar. Call it once, right after the calendar confirmed the booking, with the same kind, start and end${home ? ' (and the home, for a showing)' : ''}. ${afterwards}`,
    {
      kind: {
        type: 'string',
        enum: booking.kinds.map(({ label }) => label),
        description: `What the visit is for: ${describedKinds(booking.kinds)}.`,
      },
      start: { type: 'string', description: dateTime('starts', '10:00:00') },
      end: { type: 'string', description: dateTime('ends', '11:00:00') },
      ...home,
    },
    ['kind', 'start', 'end'],
  );
}
