/** The company as schema.org structured data (JSON-LD), built from content/ by a plain function. */
import type {
  AccommodationLeaf,
  ApartmentLeaf,
  City,
  ContactPoint,
  DayOfWeek,
  HouseLeaf,
  Offer,
  OfferCatalog,
  OfferForLeaseLeaf,
  OpeningHoursSpecification,
  PostalAddress,
  RealEstateAgentLeaf,
  SingleFamilyResidenceLeaf,
  WithContext,
} from 'schema-dts';
import type { HomeKind } from '~/schemas/home-kinds';
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
  /** The office's address (content/site.json `address`), when the company gives one. */
  address?: { street: string; city: string; postalCode: string; country: string } | undefined;
  /** The emergency line (content/site.json `emergencyLine`), when there is one: its name and E.164 number. */
  emergencyLine?: { label: string; telephone: string } | undefined;
  /** Public paths of the square logo and the social card. */
  logoPath: string;
  imagePath: string;
  /** Each line of business: its name, the section presenting it, its summary and its services. */
  businessLines: BusinessLine[];
  /** The homes for rent the page shows, in its order. */
  homes: HomeListing[];
}

/** A home for rent as crawlers read it. */
export interface HomeListing {
  /** Its anchor on the page, for example "homes-2341-retallack". */
  anchor: string;
  street: string;
  city: string;
  kind: HomeKind;
  bedrooms: number;
  /** In halves: 1.5 is a full bathroom and a partial one. */
  bathrooms: number;
  squareFeet?: number | undefined;
  /** Dollars (CAD) a month. */
  rent: number;
  /** The first day it can be moved into, year-month-day. */
  available: string;
  /** An application is being decided: still offered, with less chance. */
  pending: boolean;
  /** Whether pets are welcome, or which ("Cats only"). */
  petsAllowed: boolean | string;
}

/** What schema.org says of any home, whatever its type. */
type AccommodationFacts = Omit<AccommodationLeaf, '@type'>;
type HomeAccommodation = ApartmentLeaf | HouseLeaf | SingleFamilyResidenceLeaf;
const apartment = (facts: AccommodationFacts): HomeAccommodation => ({ '@type': 'Apartment', ...facts });
/** The schema.org type of each kind of home: a suite or a condo is a unit in a building, as an apartment. */
const accommodationOf: Record<HomeKind, (facts: AccommodationFacts) => HomeAccommodation> = {
  apartment,
  condo: apartment,
  suite: apartment,
  townhouse: (facts) => ({ '@type': 'House', ...facts }),
  house: (facts) => ({ '@type': 'SingleFamilyResidence', ...facts }),
};

export type DayOfWeekName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface BusinessLine {
  name: string;
  /** Anchor of the section that presents it, for example "commercial-cleaning". */
  sectionId: string;
  description: string;
  services: { title: string }[];
}

/**
 * The JSON-LD node of the business.
 *
 * Type: `RealEstateAgent`, schema.org's LocalBusiness subtype for businesses that lease and manage
 * property for owners, which is the company's core line. Commercial cleaning and property development
 * are not separate businesses with their own premises, so they are offered services (`makesOffer`,
 * `hasOfferCatalog`) of the one business rather than extra types; a multi-type node such as
 * `["RealEstateAgent", "HomeAndConstructionBusiness"]` would claim a trade the company does not practise.
 *
 * The homes for rent are offers of the same business too, each an `OfferForLease` (an offer whose
 * business is leasing out) of an accommodation at its address on the page, priced by the month.
 *
 * Deliberately absent: `review` and `aggregateRating`. The testimonials are the company's own, and
 * search engines treat self-published ratings as self-serving and may penalise them. And an
 * `FAQPage` for the questions and answers: search engines show its rich result only for
 * well-known government and health sites, so it would repeat every answer in the page for nothing.
 */
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
  const address: PostalAddress | undefined = input.address && {
    '@type': 'PostalAddress',
    streetAddress: input.address.street,
    addressLocality: input.address.city,
    addressRegion: input.region,
    postalCode: input.address.postalCode,
    addressCountry: input.address.country,
  };
  // The emergency line is a contact point of its own kind ("emergency", one of the types search
  // engines read), beside the business's own telephone.
  const contactPoint: ContactPoint | undefined = input.emergencyLine && {
    '@type': 'ContactPoint',
    contactType: 'emergency',
    name: input.emergencyLine.label,
    telephone: input.emergencyLine.telephone,
  };

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
  const homeOffers: OfferForLeaseLeaf[] = input.homes.map((home) => ({
    '@type': 'OfferForLease',
    url: absoluteUrl(`/#${home.anchor}`, input.site),
    priceSpecification: { '@type': 'UnitPriceSpecification', price: home.rent, priceCurrency: 'CAD', unitCode: 'MON' },
    availability: home.pending ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
    availabilityStarts: home.available,
    // schema.org lets an offer's item be any thing ("others can be used"); schema-dts types only the
    // common ones, and a home is none of them.
    itemOffered: accommodationOf[home.kind]({
      address: {
        '@type': 'PostalAddress',
        streetAddress: home.street,
        addressLocality: home.city,
        addressRegion: input.region,
        ...(input.address ? { addressCountry: input.address.country } : {}),
      },
      numberOfBedrooms: home.bedrooms,
      numberOfBathroomsTotal: Math.ceil(home.bathrooms),
      ...(home.bathrooms % 1 ? { numberOfPartialBathrooms: 1 } : {}),
      ...(home.squareFeet
        ? { floorSize: { '@type': 'QuantitativeValue', value: home.squareFeet, unitCode: 'FTK' } }
        : {}),
      petsAllowed: home.petsAllowed,
    }) as unknown as OfferForLeaseLeaf['itemOffered'],
  }));
  const catalog: OfferCatalog = {
    '@type': 'OfferCatalog',
    name: input.brand,
    itemListElement: input.businessLines.map((line) => ({
      '@type': 'OfferCatalog',
      name: line.name,
      url: lineUrl(line),
      // Named only: each service's description is on the page, at the line's address, and repeating
      // them here cost every visitor 0.7 KB gzip.
      itemListElement: line.services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title },
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
    ...(address ? { address } : {}),
    ...(contactPoint ? { contactPoint } : {}),
    areaServed,
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
    makesOffer: [...offers, ...homeOffers],
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
