/**
 * Every choice of the page tools, made from content/: the assistant declares them, the page accepts
 * exactly them. Runs in the build, the browser and the owner's commands (no Node module).
 */
import type { AgentLanguage } from '~/schemas/agent-speech';
import type { BookingSettings } from '~/schemas/booking-settings';
import type { CleaningRates } from '~/schemas/cleaning-rates';
import { ContentFileError } from '~/schemas/content-file-error';
import type { Site } from '~/schemas/site';
import { bookingChoices, type BookingChoices } from '~/agent/booking/choices';
import { cleaningQuoteChoices, type CleaningQuoteChoices } from '~/agent/cleaning-quote/choices';
import { rentEstimateChoices, type RentEstimateChoices, type RentEstimateContent } from '~/agent/rent-estimate/choices';
import { repairChoices, type RepairChoices } from '~/agent/repair/choices';
import type { Repairs } from '~/schemas/repairs';
import type { PropertyService } from '~/schemas/property-service';
import type { SectionData, SectionDesign } from '~/schemas/section';
import { findDuplicateIds } from '~/lib/duplicate-ids';
import { homeAddress, homesShown, type HomeFacts } from '~/lib/homes';
import { inPageOrder } from '~/lib/page-sections';
import { contactMethods, type ContactMethod } from './tool-names';

/** The content the choices come from: the parts of the content collections' data they read. */
export interface AgentToolContent extends Pick<RentEstimateContent, 'marketRents' | 'fees'> {
  sections: Pick<SectionData, 'id' | 'design' | 'order' | 'title' | 'navLabel'>[];
  propertyServices: Pick<PropertyService, 'id' | 'title'>[];
  commercialCleaning: { services: { title: string }[] };
  propertyDevelopment: { services: { title: string }[] };
  /** Every home's file, leased ones too: the choices hold those the page shows. */
  homes: readonly {
    data: Pick<HomeFacts, 'id' | 'street' | 'city' | 'status' | 'available' | 'kind' | 'bedrooms' | 'rent'>;
    /** Its path, named in an error: "content/homes/2341-retallack.md". */
    file: string;
  }[];
  site: Pick<Site, 'businessHours' | 'emergencyLine' | 'serviceAreas'>;
  booking: BookingSettings;
  /** content/agent.md's languages. */
  languages: readonly Pick<AgentLanguage, 'code' | 'name'>[];
  /** content/repairs.json. */
  repairs: Repairs;
  /** content/cleaning-rates.json. */
  cleaningRates: CleaningRates;
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
  /** `show_contact`: the emergency line only when content/site.json gives one. */
  contactMethods: readonly ContactMethod[];
  /** `set_language`: the listed languages' codes (BCP 47), as content/agent.md writes them. */
  languages: string[];
  /** `show_booking`'s kinds and what a booking must fit in; absent with booking off. */
  booking?: BookingChoices;
  /** `show_repair`'s (and `report_emergency`'s) kinds, and each urgency's words. */
  repairs: RepairChoices;
  /** What `show_rent_estimate` works an owner's estimate out from. */
  rentEstimate: RentEstimateChoices;
  /** The rate card `show_cleaning_quote` works a business's quote out from. */
  cleaningQuote: CleaningQuoteChoices;
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
    contactMethods: contactMethods.filter((method) => method !== 'emergency-line' || content.site.emergencyLine),
    languages: content.languages.map(({ code }) => code),
    ...(booking ? { booking } : {}),
    repairs: repairChoices(content.repairs),
    rentEstimate: rentEstimateChoices(content),
    cleaningQuote: cleaningQuoteChoices(content.cleaningRates),
  };
}
