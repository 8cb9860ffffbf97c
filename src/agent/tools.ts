/**
 * The page tools as the assistant declares them, one declaration per tool in a table by name; their
 * choices are content's (tool-choices.ts). Runs in the build, the browser and the owner's commands.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import { describedKinds, offsetAt, type BookingChoices } from './booking';
import { inPageOrder, sectionLabel } from '~/lib/page-sections';
import { rentEstimateTool } from './rent-estimate';
import { repairTool } from './repair-requests';
import { agentToolChoices, type AgentItem, type AgentToolChoices, type AgentToolContent } from './tool-choices';
import {
  afterwards,
  agentToolArguments,
  agentToolNames,
  homeReference,
  type AgentToolName,
  type PageToolName,
} from './tool-names';

/** "id (label), id (label)": the choices as the model reads them in a parameter's description. */
const described = (choices: readonly { id: string; label: string }[]) =>
  choices.map(({ id, label }) => `${id} (${label})`).join(', ');

/** A page tool: one required argument whose value is one of `choices` (any string the description allows, without). */
function pageTool(
  name: AgentToolName,
  description: string,
  choices: readonly string[] | undefined,
  choicesDescription: string,
): Vapi.OpenAiModelToolsItem.Function {
  const argument = agentToolArguments[name];
  return {
    type: 'function',
    // No `server`: with no URL to send it to, the platform hands the call to the page, as a
    // `tool-calls` client message. Async: the page sends no result back (there is no message for
    // one), so the agent must not wait for it.
    async: true,
    function: {
      name,
      description,
      parameters: {
        type: 'object',
        properties: {
          [argument]: { type: 'string', ...(choices && { enum: [...choices] }), description: choicesDescription },
        },
        required: [argument],
      },
    },
  };
}

/** What every declaration is made from: the choices, and the lists their descriptions name. */
interface DeclarationInput {
  content: AgentToolContent;
  choices: AgentToolChoices;
  sections: AgentItem[];
  serviceCards: AgentItem[];
}

/**
 * Each page tool's declaration, by name; undefined where the tool is off (booking, with booking off).
 * The page carries each out with the handler of the same name (page-guide/page-tools.ts).
 */
const declarations: Record<PageToolName, (input: DeclarationInput) => Vapi.OpenAiModelToolsItem.Function | undefined> =
  {
    [agentToolNames.showSection]: ({ choices, sections }) =>
      pageTool(
        agentToolNames.showSection,
        `Brings a section of the website the visitor is on into view. Call it when you start talking about what a section covers (a line of business, reviews, how to reach us) or when the visitor asks where to find something. ${afterwards}`,
        choices.sections,
        `The section's id: ${described(sections)}.`,
      ),
    // No list of choices: a home's id comes with each conversation's page knowledge (the page checks it).
    [agentToolNames.pointTo]: ({ serviceCards }) =>
      pageTool(
        agentToolNames.pointTo,
        `Brings one card of the website into view and highlights it for a few seconds: a service, or a home for rent. Call it when you talk about that one service or home. ${afterwards}`,
        undefined,
        `The card's id. A service's: ${described(serviceCards)}. A home for rent's: its id, written after its street on the website ${homeReference('…')}.`,
      ),
    [agentToolNames.showContact]: ({ choices }) =>
      pageTool(
        agentToolNames.showContact,
        `Shows the visitor, in the conversation panel, one of the company's contact details as a card they can use (a phone link, an email link, the business hours, the cities served, the emergency line). Call it when you give them one of these, or they ask how or when to reach us. ${afterwards}`,
        choices.contactMethods,
        `Which detail: phone, email, hours (business hours) or service-areas (the cities served)${choices.contactMethods.includes('emergency-line') ? ', or emergency-line (the line for repairs that cannot wait, any hour)' : ''}.`,
      ),
    [agentToolNames.setLanguage]: ({ content, choices }) =>
      pageTool(
        agentToolNames.setLanguage,
        `Tells the website the language the conversation is now in, so the conversation panel and its transcript follow it. Call it when the visitor starts speaking or writing in another of your languages, or asks for one, before you answer in it. ${afterwards}`,
        choices.languages,
        `The language's code: ${described(content.languages.map(({ code, name }) => ({ id: code, label: name })))}.`,
      ),
    [agentToolNames.showBooking]: ({ choices }) => choices.booking && bookingTool(choices.booking),
    [agentToolNames.showRepair]: ({ choices }) => repairTool(choices.repairs),
    [agentToolNames.showRentEstimate]: ({ choices }) => rentEstimateTool(choices.rentEstimate),
  };

/**
 * The page tools as the assistant declares them in `model.tools`: function tools as the platform's
 * server SDK types them (`async` and no `server`: the call goes to the page, and the agent does not
 * wait). The descriptions tell the model when to call each; content/agent.md's prompt says it too.
 */
export function agentTools(content: AgentToolContent): Vapi.OpenAiModelToolsItem.Function[] {
  const choices = agentToolChoices(content);
  const sections = inPageOrder(content.sections).map((section) => ({ id: section.id, label: sectionLabel(section) }));
  const homeIds = new Set(content.homes.map(({ data }) => data.id));
  const serviceCards = choices.items.filter(({ id }) => !homeIds.has(id));
  const input = { content, choices, sections, serviceCards };
  return Object.values(declarations).flatMap((declare) => declare(input) ?? []);
}

/**
 * `show_booking`: shows the visit just booked (by the platform's calendar tool) in the panel, as a
 * card with an "Add to calendar" file. The page checks every argument against `booking` itself.
 */
function bookingTool(booking: BookingChoices): Vapi.OpenAiModelToolsItem.Function {
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
  return {
    type: 'function',
    async: true,
    function: {
      name: agentToolNames.showBooking,
      description: `Shows the visitor, in the conversation panel, the visit you have just booked in the calendar, as a card with its day and time and a file to add it to their own calendar. Call it once, right after the calendar confirmed the booking, with the same kind, start and end${home ? ' (and the home, for a showing)' : ''}. ${afterwards}`,
      parameters: {
        type: 'object',
        properties: {
          kind: {
            type: 'string',
            enum: booking.kinds.map(({ label }) => label),
            description: `What the visit is for: ${describedKinds(booking.kinds)}.`,
          },
          start: { type: 'string', description: dateTime('starts', '10:00:00') },
          end: { type: 'string', description: dateTime('ends', '11:00:00') },
          ...home,
        },
        required: ['kind', 'start', 'end'],
      },
    },
  };
}
