/**
 * What the AI agent may show on the page, as one list made from content/: the assistant declares it, the
 * page accepts exactly it. Runs in the build, the browser and the owner's commands (no Node module).
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { AgentLanguage, BookingSettings } from '~/schemas/agent';
import { ContentFileError } from '~/schemas/content-file-error';
import type { Site } from '~/schemas/site';
import { bookingChoices, describedKinds, offsetAt, type BookingChoices } from './booking';
import type { PropertyService } from '~/schemas/property-service';
import type { SectionData, SectionDesign } from '~/schemas/section';
import { findDuplicateIds } from '~/lib/duplicate-ids';
import { homeAddress, homesShown, type HomeFacts } from '~/lib/homes';
import { inPageOrder, sectionLabel } from '~/lib/page-sections';

/** The attribute that names a card the agent may point at, `data-agent-item="<id>"`, on its element. */
export const AGENT_ITEM_ATTRIBUTE = 'data-agent-item';

/** The contact details `show_contact` may show; the page builds each from content/site.json. */
export const contactMethods = ['phone', 'email', 'hours', 'service-areas'] as const;
export type ContactMethod = (typeof contactMethods)[number];

/** The page's tools by name: the one place a name is written (the definitions, publishing and the page guide read it here). */
export const agentToolNames = {
  showSection: 'show_section',
  pointTo: 'point_to',
  showContact: 'show_contact',
  /** The conversation's language changed: the panel's words and the transcript's `lang` follow it. */
  setLanguage: 'set_language',
  /** A booking's (with booking on): its arguments are `kind`, `start` and `end`. */
  showBooking: 'show_booking',
} as const;
/** Each tool the page carries out with one argument, and that argument's name. */
export const agentToolArguments = {
  [agentToolNames.showSection]: 'section',
  [agentToolNames.pointTo]: 'item',
  [agentToolNames.showContact]: 'method',
  [agentToolNames.setLanguage]: 'language',
} as const;
export type AgentToolName = keyof typeof agentToolArguments;
/** The tools that bring a place of the page into view: a section, or a card. */
export type PlaceToolName = typeof agentToolNames.showSection | typeof agentToolNames.pointTo;

/** The content the choices come from: the parts of the content collections' data they read. */
export interface AgentToolContent {
  sections: Pick<SectionData, 'id' | 'design' | 'order' | 'title' | 'navLabel'>[];
  propertyServices: Pick<PropertyService, 'id' | 'title'>[];
  commercialCleaning: { services: { title: string }[] };
  propertyDevelopment: { services: { title: string }[] };
  /** Every home's file, leased ones too: the choices hold those the page shows. */
  homes: readonly {
    data: Pick<HomeFacts, 'id' | 'street' | 'city' | 'status' | 'available'>;
    /** Its path, named in an error: "content/homes/2341-retallack.md". */
    file: string;
  }[];
  site: Pick<Site, 'businessHours'>;
  booking: BookingSettings;
  /** content/agent.md's languages. */
  languages: readonly Pick<AgentLanguage, 'code' | 'name'>[];
}

/** A card the agent may point at: its id (`data-agent-item`) and its title as visitors read it. */
export interface AgentItem {
  id: string;
  label: string;
}

/** Every choice of every tool, as the assistant declares them and the page accepts them. */
export interface AgentToolChoices {
  /** `show_section`: the sections' ids (each the `id` of its `<section>`), in page order. */
  sections: string[];
  /** `point_to`: every card, in page order: the services' and the homes' for rent (each its home's id). */
  items: AgentItem[];
  /** `show_contact`. */
  contactMethods: readonly ContactMethod[];
  /** `set_language`: the listed languages' codes (BCP 47), as content/agent.md writes them. */
  languages: string[];
  /** `show_booking`'s kinds and what a booking must fit in; absent with booking off. */
  booking?: BookingChoices;
}

/**
 * Service lists whose cards have no id in content/: the prefix of their derived ids, and the file
 * named in an error.
 */
export const derivedCardLines = {
  cleaning: 'content/commercial-cleaning.json',
  development: 'content/property-development.json',
} as const;
export type DerivedCardLine = keyof typeof derivedCardLines;

/** "Renovation & Remodeling" → "renovation-remodeling"; accents are dropped ("Café" → "cafe"). */
const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Throws when two entries share an id, naming each with its file and title. */
function assertUniqueCardIds(cards: readonly { id: string; file: string; title: string }[]) {
  const clash = findDuplicateIds(cards.map(({ id, file, title }) => ({ id, file: `"${title}" (${file})` })))[0];
  if (clash) {
    throw new ContentFileError(
      `the cards ${clash.files.join(' and ')} have the same id "${clash.id}", so the AI agent could not point at one of them: give services titles that differ in more than capitals and punctuation, and a home an id of its own.`,
    );
  }
}

/**
 * The ids of a list's service cards, made from their titles (the one place they are made), for
 * example `cleaning-office-cleaning`: the same title gives the same id at every build. Renaming a
 * service renames its card's id, like renaming a section's id. Throws a ContentFileError naming the
 * file when a title has no letter or digit to make an id from, or when two titles give one id.
 */
export function derivedCardIds(line: DerivedCardLine, services: readonly { title: string }[]): string[] {
  const file = derivedCardLines[line];
  const cards = services.map(({ title }) => {
    const words = slug(title);
    if (!words) {
      throw new ContentFileError(
        `${file}: the service "${title}" needs letters or digits in its title: the AI agent points at its card by an id made from them.`,
      );
    }
    return { id: `${line}-${words}`, file, title };
  });
  assertUniqueCardIds(cards);
  return cards.map(({ id }) => id);
}

/** The cards of one derived list, with their ids, titles and file. */
const derivedCards = (line: DerivedCardLine, services: readonly { title: string }[]) => {
  const ids = derivedCardIds(line, services);
  return services.map(({ title }, index) => ({ id: ids[index]!, title, file: derivedCardLines[line] }));
};

/** The cards each design of section shows, with their ids, titles and files: a home's title is its street. */
const cardsOf = (
  content: AgentToolContent,
): Partial<Record<SectionDesign, { id: string; title: string; file: string }[]>> => ({
  'property-services': content.propertyServices.map(({ id, title }) => ({
    id,
    title,
    file: 'content/property-services.json',
  })),
  'commercial-cleaning': derivedCards('cleaning', content.commercialCleaning.services),
  'property-development': derivedCards('development', content.propertyDevelopment.services),
  homes: homesShown(content.homes).map(({ data, file }) => ({ id: data.id, title: data.street, file })),
});

/**
 * Every choice of every page tool, from content/. Throws a ContentFileError when two cards of
 * different lists share an id (a property service whose id is also a derived one, or a home's).
 *
 * What the AI agent may show on the page, as one list made from content/: the sections it may bring
 * into view, the cards it may point at and the contact details it may show. `npm run assistant`
 * declares these as the assistant's tools (`agentTools`, printed by src/agent/assistant.ts), and the
 * page accepts exactly the same choices (`agentToolChoices`, from the content collections' data), so a
 * section or card added in content/ is offered to the agent and accepted by the page with no code
 * change (after the assistant is updated with the new `npm run assistant` output). The homes for rent
 * come and go between updates, so the tools take a home by the id each conversation's page knowledge
 * gives it, never from a list frozen in the assistant, and the page checks it against the homes it shows.
 *
 * Runs in `npm run assistant`, in the build and in the browser: it imports no Node module, and the
 * platform's types are erased.
 */
export function agentToolChoices(content: AgentToolContent): AgentToolChoices {
  const sections = inPageOrder(content.sections);
  const cardsByDesign = cardsOf(content);
  const cards = sections.flatMap(({ design }) => cardsByDesign[design] ?? []);
  assertUniqueCardIds(cards);
  const homes = homesShown(content.homes).map(({ data }) => ({ id: data.id, address: homeAddress(data) }));
  const booking = bookingChoices(content.booking, content.site.businessHours, homes);
  return {
    sections: sections.map(({ id }) => id),
    items: cards.map(({ id, title }) => ({ id, label: title })),
    contactMethods,
    languages: content.languages.map(({ code }) => code),
    ...(booking ? { booking } : {}),
  };
}

/** "id (label), id (label)": the choices as the model reads them in a parameter's description. */
const described = (choices: readonly { id: string; label: string }[]) =>
  choices.map(({ id, label }) => `${id} (${label})`).join(', ');

/** How the page knowledge names a home for rent after its street, "(home 2341-retallack)": the id the tools take. */
export const homeReference = (id: string) => `(home ${id})`;

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
  const afterwards = 'The page does it silently and returns nothing: carry on talking, without mentioning it.';
  return [
    ...pageTools(choices, sections, serviceCards, afterwards),
    pageTool(
      agentToolNames.setLanguage,
      `Tells the website the language the conversation is now in, so the conversation panel and its transcript follow it. Call it when the visitor starts speaking or writing in another of your languages, or asks for one, before you answer in it. ${afterwards}`,
      choices.languages,
      `The language's code: ${described(content.languages.map(({ code, name }) => ({ id: code, label: name })))}.`,
    ),
    ...(choices.booking ? [bookingTool(choices.booking, afterwards)] : []),
  ];
}

/**
 * `show_booking`: shows the visit just booked (by the platform's calendar tool) in the panel, as a
 * card with an "Add to calendar" file. The page checks every argument against `booking` itself.
 */
function bookingTool(booking: BookingChoices, afterwards: string): Vapi.OpenAiModelToolsItem.Function {
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

/** The page tools of one argument each. */
function pageTools(
  choices: AgentToolChoices,
  sections: { id: string; label: string }[],
  serviceCards: AgentItem[],
  afterwards: string,
): Vapi.OpenAiModelToolsItem.Function[] {
  return [
    pageTool(
      agentToolNames.showSection,
      `Brings a section of the website the visitor is on into view. Call it when you start talking about what a section covers (a line of business, reviews, how to reach us) or when the visitor asks where to find something. ${afterwards}`,
      choices.sections,
      `The section's id: ${described(sections)}.`,
    ),
    // No list of choices: a home's id comes with each conversation's page knowledge (the page checks it).
    pageTool(
      agentToolNames.pointTo,
      `Brings one card of the website into view and highlights it for a few seconds: a service, or a home for rent. Call it when you talk about that one service or home. ${afterwards}`,
      undefined,
      `The card's id. A service's: ${described(serviceCards)}. A home for rent's: its id, written after its street on the website ${homeReference('…')}.`,
    ),
    pageTool(
      agentToolNames.showContact,
      `Shows the visitor, in the conversation panel, one of the company's contact details as a card they can use (a phone link, an email link, the business hours, the cities served). Call it when you give them one of these, or they ask how or when to reach us. ${afterwards}`,
      choices.contactMethods,
      'Which detail: phone, email, hours (business hours) or service-areas (the cities served).',
    ),
  ];
}
