import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { agentActionsTextSchema } from './agent-actions-text';
import { carouselTextSchema } from './carousel-text';
import { cleaningRatesSchema } from './cleaning-rates';
import { chatTextSchema } from './chat-text';
import { commercialCleaningSchema } from './commercial-cleaning';
import { contactSchema } from './contact';
import { faqSchema } from './faq';
import { assertHomeDescription, homeDescriptionMaxLength, homeSchema } from './home';
import { homesTextSchema } from './homes-text';
import { languageWordsSchema } from './language-words';
import { marketRentsSchema } from './market-rents';
import { marketRentsTextSchema } from './market-rents-text';
import { feesSchema } from './fees';
import { conversationTextSchema } from './conversation-text';
import { navigationTextSchema } from './navigation-text';
import { pageTextSchema } from './page-text';
import { portalsTextSchema } from './portals-text';
import { assertNoPlaceholders, privacySchema } from './privacy';
import { propertyDevelopmentSchema } from './property-development';
import { propertyServiceSchema } from './property-service';
import { repairsSchema } from './repairs';
import { reviewsSchema } from './reviews';
import { sectionSchema } from './section';
import { seoSchema } from './seo';
import { siteSchema } from './site';
import { testimonialSchema } from './testimonial';
import { assertKnownPlaceholders, knownPlaceholders } from './agent-variables';
import { agentSchema } from './agent';
import { voiceChatTextSchema } from './voice-chat-text';

/**
 * Every content collection of the site, once: the files under content/ it reads, the schema that
 * checks them, and how the browser editor names them. content.config.ts turns each entry into an
 * Astro collection (its loader chosen by `kind`), src/lib/content/ reads entries by it, and
 * src/lib/build/cms-config.ts generates the editor's whole configuration from it, so a file added here is
 * checked by the build and editable at once.
 *
 * Schemas are factories of Astro's `image()` helper, which exists only inside a build; outside one
 * (the editor's configuration, src/lib/content/read-content.ts) they get `picturePathOutsideBuild`.
 */

/**
 * Astro's `image()` where there is no build (the editor's configuration, the reader of other tools):
 * the picture's path as written, still checked to exist by the schema, and marked as a picture.
 */
export const picturePathOutsideBuild = (() => z.string().meta({ picture: true })) as unknown as ImageFunction;

/** The text under a Markdown file's front matter. */
interface MarkdownBody {
  /** What the editor calls it. */
  label: string;
  /** "markdown": formatted copy (paragraphs, links, lists); "plain": text used exactly as written. */
  format: 'markdown' | 'plain';
  /** A line of help under the field in the editor. */
  hint?: string;
  /** The most characters it may have, which the editor's field counts too (`check` says so in the build). */
  maxLength?: number;
  /** Checks the text where the file is loaded; throws a ContentFileError written for the editor. */
  check?: (body: string, file: string) => void;
}

interface Collection {
  /** Path under content/: a file, or a folder of Markdown files. */
  path: string;
  /** What the editor calls the file or folder. */
  label: string;
  /** The schema of one entry (the whole file, one list item, or one Markdown file's front matter). */
  schema: (image: ImageFunction) => z.ZodType;
}

/** A collection and how its files are laid out, which decides its loader and its place in the editor. */
export type ContentCollection =
  /** One JSON object: one entry, whose id is the file name without `.json`. */
  | (Collection & { kind: 'json-file' })
  /** One JSON array of entries, each with its own `id`, kept in the order the editor wrote them. */
  | (Collection & { kind: 'json-list'; minEntries: number })
  /** A folder of Markdown files, one entry each: front matter checked by the schema, then a body. */
  | (Collection & {
      kind: 'markdown-folder';
      minEntries: number;
      /** What the editor calls one file, for example "Section". */
      itemLabel: string;
      /** The front-matter field a new file is named after. */
      fileNameField: string;
      /** Front-matter fields the editor lists and sorts the files by. */
      listedBy: readonly string[];
      body: MarkdownBody;
    })
  /** One Markdown file: front matter checked by the schema, then a body. */
  | (Collection & { kind: 'markdown-file'; body: MarkdownBody });

export type ContentCollectionKind = ContentCollection['kind'];

/** Each at least one entry, because the page shows them. */
const minEntries = 1;

export const contentCollections = {
  sections: {
    kind: 'markdown-folder',
    path: 'sections',
    label: 'Page sections',
    itemLabel: 'Section',
    schema: sectionSchema,
    minEntries,
    fileNameField: 'id',
    listedBy: ['order', 'title'],
    body: { label: 'Copy', format: 'markdown' },
  },
  /** The homes for rent, one file each; none at all is allowed (the section then says so). */
  homes: {
    kind: 'markdown-folder',
    path: 'homes',
    label: 'Homes for rent',
    itemLabel: 'Home',
    schema: homeSchema,
    minEntries: 0,
    fileNameField: 'id',
    listedBy: ['status', 'available', 'street'],
    body: {
      label: 'Description',
      format: 'plain',
      hint: 'A sentence or two about the home, shown on its card.',
      maxLength: homeDescriptionMaxLength,
      check: assertHomeDescription,
    },
  },
  testimonials: {
    kind: 'json-list',
    path: 'testimonials.json',
    label: 'Testimonials',
    schema: () => testimonialSchema,
    minEntries,
  },
  propertyServices: {
    kind: 'json-list',
    path: 'property-services.json',
    label: 'Property-management service cards',
    schema: propertyServiceSchema,
    minEntries,
  },
  site: { kind: 'json-file', path: 'site.json', label: 'Company details (phone, email, hours …)', schema: siteSchema },
  seo: { kind: 'json-file', path: 'seo.json', label: 'Search engines and sharing', schema: () => seoSchema },
  commercialCleaning: {
    kind: 'json-file',
    path: 'commercial-cleaning.json',
    label: 'Commercial cleaning',
    schema: () => commercialCleaningSchema,
  },
  propertyDevelopment: {
    kind: 'json-file',
    path: 'property-development.json',
    label: 'Property development',
    schema: () => propertyDevelopmentSchema,
  },
  reviews: {
    kind: 'json-file',
    path: 'reviews.json',
    label: 'Rating words and stats',
    schema: () => reviewsSchema,
  },
  contact: { kind: 'json-file', path: 'contact.json', label: 'Contact section', schema: () => contactSchema },
  portalsText: {
    kind: 'json-file',
    path: 'portals.json',
    label: 'Tenants, owners and applicants section (the doors themselves: company details)',
    schema: () => portalsTextSchema,
  },
  faq: { kind: 'json-file', path: 'faq.json', label: 'Questions and answers', schema: () => faqSchema },
  /** The repairs tenants report to the AI agent: kinds of problem, urgencies and what each promises. */
  repairs: {
    kind: 'json-file',
    path: 'repairs.json',
    label: 'Repairs tenants report to the AI agent',
    schema: () => repairsSchema,
  },
  /** The company's rate card for commercial cleaning: the AI agent's cleaning quote is worked out from it. */
  cleaningRates: {
    kind: 'json-file',
    path: 'cleaning-rates.json',
    label: 'Cleaning rate card (the AI agent’s cleaning quote)',
    schema: () => cleaningRatesSchema,
  },
  /** What property management costs an owner: the questions' answers and the rent estimate read it. */
  fees: {
    kind: 'json-file',
    path: 'fees.json',
    label: 'Fees for owners',
    schema: () => feesSchema,
  },
  /** Published average rents by city and size, with their sources: the owners' table and the rent estimate. */
  marketRents: {
    kind: 'json-file',
    path: 'market-rents.json',
    label: 'What homes rent for (published averages)',
    schema: () => marketRentsSchema,
  },
  pageText: {
    kind: 'json-file',
    path: 'ui/page.json',
    label: 'Page frame words (skip link, footer)',
    schema: () => pageTextSchema,
  },
  navigationText: {
    kind: 'json-file',
    path: 'ui/navigation.json',
    label: 'Navigation words',
    schema: () => navigationTextSchema,
  },
  carouselText: {
    kind: 'json-file',
    path: 'ui/carousel.json',
    label: 'Testimonial carousel words',
    schema: () => carouselTextSchema,
  },
  conversationText: {
    kind: 'json-file',
    path: 'ui/conversation.json',
    label: 'Conversation with the AI agent: words typing and talking share',
    schema: () => conversationTextSchema,
  },
  voiceChatText: {
    kind: 'json-file',
    path: 'ui/voice-chat.json',
    label: 'Voice call words',
    schema: () => voiceChatTextSchema,
  },
  chatText: {
    kind: 'json-file',
    path: 'ui/chat.json',
    label: 'Typed chat words',
    schema: () => chatTextSchema,
  },
  homesText: {
    kind: 'json-file',
    path: 'ui/homes.json',
    label: 'Homes for rent: the words of the cards and the choices',
    schema: () => homesTextSchema,
  },
  marketRentsText: {
    kind: 'json-file',
    path: 'ui/market-rents.json',
    label: 'What homes rent for: the words of the table',
    schema: () => marketRentsTextSchema,
  },
  agentActionsText: {
    kind: 'json-file',
    path: 'ui/agent-actions.json',
    label: 'What the AI agent shows on the page (words)',
    schema: () => agentActionsTextSchema,
  },
  /**
   * The conversation panel's words in the other languages content/agent.md lists, one entry each (by
   * its code); English is the files above, and a word a language leaves out is shown in English.
   */
  languageWords: {
    kind: 'json-list',
    path: 'ui/languages.json',
    label: 'Conversation panel in other languages',
    schema: () => languageWordsSchema,
    // No language but English needs words of its own: the panel shows English where it has none.
    minEntries: 0,
  },
  /**
   * The AI assistant: for `npm run assistant`, its first message, prompt and recording setting; for
   * the page, the privacy notice its conversation panels show.
   */
  agent: {
    kind: 'markdown-file',
    path: 'agent.md',
    label: 'AI assistant: privacy notice, recording, prompt',
    schema: () => agentSchema,
    body: {
      label: 'Prompt',
      format: 'plain',
      hint: `What the assistant is told before every call. It may use ${knownPlaceholders}, filled in from the site at every call.`,
      check: (body, file) => assertKnownPlaceholders(body, `${file}: the prompt (the text under the front matter)`),
    },
  },
  /** The privacy statement at /privacy/: front matter for the page around it, the statement as Markdown. */
  privacy: {
    kind: 'markdown-file',
    path: 'privacy.md',
    label: 'Privacy page',
    schema: () => privacySchema,
    body: {
      label: 'Statement',
      format: 'markdown',
      hint: 'Shown exactly as written, under the heading. The company’s email and phone appear after it, from the company details.',
      check: (body, file) => assertNoPlaceholders(body, `${file}: the statement (the text under the front matter)`),
    },
  },
} as const satisfies Record<string, ContentCollection>;

export type ContentCollectionName = keyof typeof contentCollections;

/** Names of the collections of one `kind`. */
export type CollectionNameOfKind<Kind extends ContentCollectionKind> = {
  [Name in ContentCollectionName]: (typeof contentCollections)[Name]['kind'] extends Kind ? Name : never;
}[ContentCollectionName];
