/**
 * Everything a visitor can read on the page, as compact plain text for the AI agent: the `{{pageKnowledge}}`
 * its prompt answers from.
 */
import type { CommercialCleaning } from '~/schemas/commercial-cleaning';
import type { Contact } from '~/schemas/contact';
import type { Faq } from '~/schemas/faq';
import type { Fees } from '~/schemas/fees';
import type { MarketRents } from '~/schemas/market-rents';
import type { MarketRentsText } from '~/schemas/market-rents-text';
import type { HomesText } from '~/schemas/homes-text';
import type { PortalsText } from '~/schemas/portals-text';
import type { PropertyDevelopment } from '~/schemas/property-development';
import type { PropertyService } from '~/schemas/property-service';
import type { Repairs } from '~/schemas/repairs';
import type { Reviews } from '~/schemas/reviews';
import type { SectionData, SectionDesign } from '~/schemas/section';
import type { Site } from '~/schemas/site';
import type { Testimonial } from '~/schemas/testimonial';
import { averageRating } from '~/lib/average-rating';
import { feeValues } from '~/lib/fee-amounts';
import { homesShown, homeWords, type HomeEntry } from '~/lib/homes';
import { rentTable, rentTableLines } from '~/lib/rent-table';
import { homeReference } from './tool-names';
import { repairsKnowledge } from '~/agent/repair/knowledge';
import { markdownText } from '~/lib/markdown-text';
import { inPageOrder } from '~/lib/page-sections';
import { portalGroups } from '~/lib/portals';
import { fillTemplate, paragraphsOf } from '~/lib/placeholders';

/** The content the knowledge is made of: the parts of the content collections' data visitors read. */
export interface PageKnowledgeContent {
  /** Each section's front matter and its Markdown copy. */
  sections: readonly { data: Pick<SectionData, 'id' | 'design' | 'order' | 'eyebrow' | 'title'>; body: string }[];
  site: Pick<
    Site,
    | 'brand'
    | 'phone'
    | 'email'
    | 'address'
    | 'region'
    | 'serviceAreas'
    | 'businessHours'
    | 'footerDescription'
    | 'portals'
    | 'emergencyLine'
  >;
  propertyServices: readonly Pick<PropertyService, 'title' | 'description'>[];
  commercialCleaning: CommercialCleaning;
  propertyDevelopment: PropertyDevelopment;
  reviews: Pick<Reviews, 'averageLabel' | 'stats'>;
  testimonials: readonly Pick<Testimonial, 'name' | 'role' | 'location' | 'rating' | 'text'>[];
  contact: Pick<Contact, 'topicsTitle' | 'topics'>;
  faq: Faq;
  /** What an owner pays: the answers name them by placeholder. */
  fees: Fees;
  /** What homes rent for, the owners' table, and its words. */
  marketRents: MarketRents;
  marketRentsText: MarketRentsText;
  portalsText: PortalsText;
  /** Every home's file, leased ones too: the knowledge holds those the page shows. */
  homes: readonly HomeEntry[];
  homesText: HomesText;
  /** The repairs tenants report to the agent (not on the page, but what the agent takes from them). */
  repairs: Repairs;
  /** The company's day the knowledge is made (year-month-day, lib/homes.ts dayIn): it decides "available now". */
  today: string;
}

/** "Title: words" ("Planning a build? Words" when the title ends its own sentence). */
const titled = (title: string, words: string) => `${title}${/[.?!:]$/.test(title) ? '' : ':'} ${words}`;
const described = (items: readonly { title: string; description: string }[]) =>
  items.map(({ title, description }) => titled(title, description));
/** A heading over a list of described items, on one line. */
const listOf = (heading: string, items: readonly { title: string; description: string }[]) =>
  `${heading}: ${described(items).join(' ')}`;

/** The emergency line in one line: what it is, its number, when to use it. */
const emergencyText = ({ label, phone, when }: NonNullable<PageKnowledgeContent['site']['emergencyLine']>) =>
  `${label}: ${phone.display}. ${when}`;

/** Everything a home's card says, on one line, in its order: the street first, with the id the page tools take. */
function homeText({ data, body }: HomeEntry, text: HomesText, today: string): string {
  const words = homeWords(data, text, today);
  const facts = [words.place, words.rent, words.rooms, words.available, words.pets, words.includes, words.status];
  return [
    `${data.street} ${homeReference(data.id)}:`,
    ...facts.filter(Boolean).map((fact) => `${fact}.`),
    ...paragraphsOf(body),
    `${text.apply}: ${data.applyUrl}`,
  ].join(' ');
}

/** What each design shows beyond its heading and copy, as lines; every design has its entry. */
const shownBy: Record<SectionDesign, (content: PageKnowledgeContent) => string[]> = {
  hero: () => [],
  homes: ({ homes, homesText, site, today }) => {
    const shown = homesShown(homes);
    // With none to show, the page says so and gives the applicants' doors.
    return shown.length > 0
      ? shown.map((home) => homeText(home, homesText, today))
      : [
          homesText.noHomes,
          ...site.portals
            .filter(({ audience }) => audience === 'applicants')
            .map(({ label, url, description }) => `${label} (${url}): ${description}`),
        ];
  },
  about: () => [],
  prose: () => [],
  'property-services': ({ propertyServices, marketRents, marketRentsText, homesText, site }) => [
    ...described(propertyServices),
    ...rentTableLines(rentTable(marketRents, site.serviceAreas), marketRentsText, homesText.kinds),
  ],
  'commercial-cleaning': ({ commercialCleaning: cleaning }) => [
    titled(cleaning.missionTitle, cleaning.mission),
    listOf(cleaning.differentiatorsTitle, cleaning.differentiators),
    listOf(cleaning.servicesTitle, cleaning.services),
    listOf(cleaning.reasonsTitle, cleaning.reasons),
    titled(cleaning.callToAction.title, cleaning.callToAction.description),
  ],
  'property-development': ({ propertyDevelopment: development }) => [
    listOf(development.differentiatorsTitle, development.differentiators),
    listOf(development.servicesTitle, development.services),
    `${development.processTitle}: ${development.process.map((step, index) => `${index + 1}. ${titled(step.title, step.description)}`).join(' ')}`,
    titled(development.callToAction.title, development.callToAction.description),
  ],
  reviews: ({ reviews, testimonials }) => [
    fillTemplate(reviews.averageLabel, { rating: averageRating(testimonials) }),
    ...testimonials.map(
      ({ name, role, location, rating, text }) => `${name} (${role}, ${location}, ${rating} of 5 stars): "${text}"`,
    ),
    reviews.stats.map(({ value, label }) => `${value} ${label}`).join(', '),
  ],
  contact: ({ contact }) => [`${contact.topicsTitle}: ${contact.topics.join(', ')}`],
  portals: ({ site, portalsText, sections }) => [
    ...portalGroups(site.portals, portalsText, sections.find(({ data }) => data.design === 'homes')?.data.id).map(
      ({ heading, doors }) =>
        `${heading}: ${doors.map(({ label, url, description, onPage }) => `${label} (${onPage ? `[${onPage}] on this page` : url}): ${description}`).join(' ')}`,
    ),
    // Its words are with the company's details, above.
    ...(site.emergencyLine ? [`${site.emergencyLine.label}: ${site.emergencyLine.phone.display}`] : []),
  ],
  questions: ({ faq, fees }) =>
    faq.groups.flatMap(({ title, questions }) => [
      `${title}:`,
      ...questions.map(
        ({ question, answer }) => `Q: ${question} A: ${fillTemplate(answer, feeValues(fees)).replace(/\s+/g, ' ')}`,
      ),
    ]),
};

/** The company's details, as the footer and the contact section give them on every page. */
function companyLines({ site }: PageKnowledgeContent): string[] {
  const { address } = site;
  return [
    `${site.brand}. Phone ${site.phone.display}. Email ${site.email}.`,
    ...(address ? [`Office: ${address.street}, ${address.city}, ${site.region} ${address.postalCode}.`] : []),
    `Cities served: ${site.serviceAreas.join(', ')} (${site.region}).`,
    `Hours: ${site.businessHours.map(({ days, hours }) => `${days}: ${hours}`).join('; ')}.`,
    ...(site.emergencyLine ? [emergencyText(site.emergencyLine)] : []),
    site.footerDescription,
  ];
}

/**
 * The page's words for the agent: the company's details, the repairs tenants report (kinds,
 * urgencies and their promises: not on the page, but what the agent takes), then each section in page order under a
 * line "[id] eyebrow: heading" (the id is what `show_section` takes), its copy and what its design
 * shows, one entry a line.
 *
 * Made at build time from the same content the page renders (the build's content collections, or
 * read-content.ts for `npm run assistant` and the tests): the company's details as the footer and the
 * contact section give them, then each section in page order, by its design, so an editor's change
 * reaches the agent with the next build and there is no second copy to keep. Plain sentences and one
 * entry a line, no markup: it goes into every conversation's prompt, so every byte counts.
 */
export function pageKnowledge(content: PageKnowledgeContent): string {
  const sections = inPageOrder(content.sections.map((section) => ({ ...section, order: section.data.order })));
  return [
    ...companyLines(content),
    ...repairsKnowledge(content.repairs),
    ...sections.flatMap(({ data, body }) => [
      `[${data.id}] ${data.eyebrow ? `${data.eyebrow}: ` : ''}${data.title}`,
      ...markdownText(body),
      ...shownBy[data.design](content),
    ]),
  ].join('\n');
}
