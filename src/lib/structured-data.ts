/**
 * The company as schema.org structured data (JSON-LD), built from content/ by a plain function and
 * unit-tested in tests/unit/structured-data.test.ts.
 *
 * Type: `RealEstateAgent`, schema.org's LocalBusiness subtype for businesses that lease and manage
 * property for owners, which is the company's core line. Commercial cleaning and property development
 * are not separate businesses with their own premises, so they are offered services (`makesOffer`,
 * `hasOfferCatalog`) of the one business rather than extra types; a multi-type node such as
 * `["RealEstateAgent", "HomeAndConstructionBusiness"]` would claim a trade the company does not practise.
 *
 * Deliberately absent: `review` and `aggregateRating`. The testimonials are the company's own, and
 * search engines treat self-published ratings as self-serving and may penalise them.
 */
import type {
  City,
  DayOfWeek,
  Offer,
  OfferCatalog,
  OpeningHoursSpecification,
  RealEstateAgentLeaf,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from './head';

export interface StructuredDataInput {
  /** The canonical origin. */
  site: URL | string | undefined;
  brand: string;
  description: string;
  /** E.164, for example "+13065550142". */
  telephone: string;
  email: string;
  /** Cities, for example ["Regina", "Saskatoon", "Moose Jaw"]. */
  serviceAreas: string[];
  /** The province the cities are in. */
  region: string;
  /** Lines of content/site.json `businessHours`; lines without days or times (emergencies only) are left out. */
  businessHours: { dayOfWeek?: DayOfWeekName[]; opens?: string; closes?: string }[];
  /** Social profile URLs. */
  sameAs: string[];
  /** Public paths of the square logo and the social card. */
  logoPath: string;
  imagePath: string;
  /** Each line of business: its name, the section presenting it, its summary and its services. */
  businessLines: BusinessLine[];
}

export type DayOfWeekName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface BusinessLine {
  name: string;
  /** Anchor of the section that presents it, for example "commercial-cleaning". */
  sectionId: string;
  description: string;
  services: { title: string; description: string }[];
}

/** The JSON-LD node of the business. */
export function buildLocalBusiness(input: StructuredDataInput): WithContext<RealEstateAgentLeaf> {
  const url = absoluteUrl('/', input.site);
  const id = `${url}#business`;
  const areaServed: City[] = input.serviceAreas.map((name) => ({
    '@type': 'City',
    name,
    containedInPlace: { '@type': 'AdministrativeArea', name: input.region },
  }));
  const openingHours: OpeningHoursSpecification[] = input.businessHours.flatMap(({ dayOfWeek, opens, closes }) =>
    dayOfWeek?.length && opens && closes
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayOfWeek satisfies DayOfWeek[], opens, closes }]
      : [],
  );
  const lineUrl = (line: BusinessLine) => absoluteUrl(`/#${line.sectionId}`, input.site);

  const offers: Offer[] = input.businessLines.map((line) => ({
    '@type': 'Offer',
    itemOffered: {
      '@type': 'Service',
      name: line.name,
      description: line.description,
      url: lineUrl(line),
      // Area served is said once, on the business; repeating it per service only adds bytes.
      provider: { '@id': id },
    },
  }));
  const catalog: OfferCatalog = {
    '@type': 'OfferCatalog',
    name: input.brand,
    itemListElement: input.businessLines.map((line) => ({
      '@type': 'OfferCatalog',
      name: line.name,
      url: lineUrl(line),
      itemListElement: line.services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title, description: service.description },
      })),
    })),
  };

  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': id,
    name: input.brand,
    description: input.description,
    url,
    logo: absoluteUrl(input.logoPath, input.site),
    image: absoluteUrl(input.imagePath, input.site),
    telephone: input.telephone,
    email: input.email,
    areaServed,
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
    makesOffer: offers,
    hasOfferCatalog: catalog,
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<` is escaped so that text an editor
 * writes (say "</script>") can never close the element early; JSON parsers read `\u003c` as `<`.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The first paragraph of a section's Markdown as plain text, for a service's description: links keep
 * their text, emphasis and code marks are dropped, line breaks become spaces.
 */
export function firstParagraphText(markdown: string): string {
  const paragraph = markdown
    .trim()
    .split(/\n\s*\n/)
    .find((block) => block.trim() && !/^\s*(#|<|!\[|```|[-*+] |\d+\. )/.test(block));
  return (paragraph ?? '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}
