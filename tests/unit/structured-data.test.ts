import { describe, expect, it } from 'vitest';
import { buildLocalBusiness, serializeJsonLd, type HomeListing, type StructuredDataInput } from '~/lib/structured-data';
import {
  commercialCleaning,
  propertyDevelopment,
  propertyServices,
  shownHomes,
  site,
} from '../fixtures/sample-content';

/** The homes the page shows, as StructuredData.astro gives them, under a section with id "rentals". */
const listings: HomeListing[] = shownHomes.map(({ data }) => ({
  anchor: `rentals-${data.id}`,
  street: data.street,
  city: data.city,
  kind: data.kind,
  bedrooms: data.bedrooms,
  bathrooms: data.bathrooms,
  squareFeet: data.squareFeet,
  rent: data.rent,
  available: data.available,
  pending: data.status === 'application-pending',
  petsAllowed: data.pets === 'allowed',
}));

/** Built from the real sample content, the way StructuredData.astro builds it. */
const input: StructuredDataInput = {
  site: 'https://prairiehearth.example',
  brand: site.brand,
  description: 'Property management, commercial cleaning and property development in Saskatchewan.',
  telephone: site.phone.e164,
  email: site.email,
  serviceAreas: site.serviceAreas,
  region: 'Saskatchewan',
  businessHours: [
    { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    {}, // "Saturday – Sunday: emergencies only" has no times
  ],
  sameAs: site.socials.map((social) => social.url),
  address: site.address,
  emergencyLine: site.emergencyLine && { label: site.emergencyLine.label, telephone: site.emergencyLine.phone.e164 },
  logoPath: '/icon-512.png',
  imagePath: '/social-card.png',
  businessLines: [
    {
      name: 'Property management',
      sectionId: 'services',
      description: 'Everything a rental property needs.',
      services: propertyServices,
    },
    {
      name: 'Commercial cleaning',
      sectionId: 'commercial-cleaning',
      description: 'Clean workplaces.',
      services: commercialCleaning.services,
    },
    {
      name: 'Property development',
      sectionId: 'property-development',
      description: 'We build.',
      services: propertyDevelopment.services,
    },
  ],
  homes: listings,
};

/** Every key anywhere in a JSON value. */
const allKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(allKeys)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)])
      : [];

describe('buildLocalBusiness', () => {
  const data = buildLocalBusiness(input);

  it('is one schema.org RealEstateAgent (a LocalBusiness) with absolute URLs', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('RealEstateAgent');
    expect(data).toMatchObject({
      name: site.brand,
      url: 'https://prairiehearth.example/',
      logo: 'https://prairiehearth.example/icon-512.png',
      image: 'https://prairiehearth.example/social-card.png',
      telephone: '+13065550142',
      email: site.email,
      sameAs: site.socials.map((social) => social.url),
    });
  });

  it('serves Regina, Saskatoon and Moose Jaw as cities in Saskatchewan', () => {
    expect(data.areaServed).toEqual(
      ['Regina', 'Saskatoon', 'Moose Jaw'].map((name) => ({
        '@type': 'City',
        name,
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Saskatchewan' },
      })),
    );
  });

  it('is open Monday to Friday 08:00–18:00 and leaves out lines without times', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('offers the three lines of business, each with the services its section lists', () => {
    const offers = (
      data.makesOffer as unknown as {
        '@type': string;
        itemOffered: { '@type': string; name: string; url: string; provider: unknown };
      }[]
    ).filter((offer) => offer['@type'] === 'Offer');
    expect(offers.map((offer) => [offer.itemOffered['@type'], offer.itemOffered.name, offer.itemOffered.url])).toEqual([
      ['Service', 'Property management', 'https://prairiehearth.example/#services'],
      ['Service', 'Commercial cleaning', 'https://prairiehearth.example/#commercial-cleaning'],
      ['Service', 'Property development', 'https://prairiehearth.example/#property-development'],
    ]);
    expect(offers[0]?.itemOffered.provider).toEqual({ '@id': data['@id'] });
    const catalog = data.hasOfferCatalog as unknown as {
      itemListElement: { name: string; itemListElement: { itemOffered: { name: string } }[] }[];
    };
    expect(catalog.itemListElement.map((line) => line.name)).toEqual([
      'Property management',
      'Commercial cleaning',
      'Property development',
    ]);
    expect(catalog.itemListElement[1]?.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      commercialCleaning.services.map((service) => service.title),
    );
    expect(catalog.itemListElement[0]?.itemListElement).toHaveLength(propertyServices.length);
  });

  it('offers each home shown for lease at its card, priced by the month in Canadian dollars, with its address, rooms, size and day', () => {
    const offers = (data.makesOffer as unknown as Record<string, unknown>[]).filter(
      (offer) => offer['@type'] === 'OfferForLease',
    );
    expect(offers).toHaveLength(listings.length);
    expect(listings.length).toBeGreaterThanOrEqual(6);
    const [home] = listings;
    expect(offers[0]).toEqual({
      '@type': 'OfferForLease',
      url: `https://prairiehearth.example/#${home!.anchor}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: home!.rent,
        priceCurrency: 'CAD',
        unitCode: 'MON',
      },
      availability: 'https://schema.org/InStock',
      availabilityStarts: home!.available,
      itemOffered: expect.objectContaining({
        address: {
          '@type': 'PostalAddress',
          streetAddress: home!.street,
          addressLocality: home!.city,
          addressRegion: 'Saskatchewan',
          addressCountry: 'CA',
        },
        numberOfBedrooms: home!.bedrooms,
        numberOfBathroomsTotal: Math.ceil(home!.bathrooms),
        petsAllowed: home!.petsAllowed,
      }),
    });
  });

  it('types each kind of home, counts a half bathroom as partial, gives the size in square feet, and marks a pending application', () => {
    const [listing] = listings;
    const offerOf = (changes: Partial<HomeListing>) =>
      (
        buildLocalBusiness({ ...input, homes: [{ ...listing!, ...changes }] }).makesOffer as unknown as {
          '@type': string;
          availability: string;
          itemOffered: Record<string, unknown>;
        }[]
      ).at(-1)!;
    expect(offerOf({ kind: 'house' }).itemOffered['@type']).toBe('SingleFamilyResidence');
    expect(offerOf({ kind: 'townhouse' }).itemOffered['@type']).toBe('House');
    for (const kind of ['apartment', 'condo', 'suite'] as const)
      expect(offerOf({ kind }).itemOffered['@type']).toBe('Apartment');
    expect(offerOf({ bathrooms: 1.5 }).itemOffered).toMatchObject({
      numberOfBathroomsTotal: 2,
      numberOfPartialBathrooms: 1,
    });
    expect(offerOf({ bathrooms: 2 }).itemOffered).not.toHaveProperty('numberOfPartialBathrooms');
    expect(offerOf({ squareFeet: 980 }).itemOffered.floorSize).toEqual({
      '@type': 'QuantitativeValue',
      value: 980,
      unitCode: 'FTK',
    });
    expect(offerOf({ squareFeet: undefined }).itemOffered).not.toHaveProperty('floorSize');
    expect(offerOf({ pending: true }).availability).toBe('https://schema.org/LimitedAvailability');
    expect(offerOf({ petsAllowed: 'Cats only' }).itemOffered.petsAllowed).toBe('Cats only');
  });

  it('carries no review or rating markup for the company’s own testimonials', () => {
    const keys = allKeys(data);
    expect(keys).not.toContain('review');
    expect(keys).not.toContain('reviews');
    expect(keys).not.toContain('aggregateRating');
    expect(JSON.stringify(data)).not.toMatch(/Rating|Review/);
  });

  it('gives the office as a postal address and the emergency line as its own contact point', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address!.street,
      addressLocality: site.address!.city,
      addressRegion: 'Saskatchewan',
      postalCode: site.address!.postalCode,
      addressCountry: 'CA',
    });
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'emergency',
      name: site.emergencyLine!.label,
      telephone: site.emergencyLine!.phone.e164,
    });
  });

  it('names each service of the catalog, its words left to the page', () => {
    expect(JSON.stringify(data.hasOfferCatalog)).not.toContain(propertyServices[0]!.description);
  });

  it('leaves out sameAs, hours, the address and the emergency line when content has none', () => {
    const bare = buildLocalBusiness({
      ...input,
      sameAs: [],
      businessHours: [],
      address: undefined,
      emergencyLine: undefined,
    });
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('openingHoursSpecification');
    expect(bare).not.toHaveProperty('address');
    expect(bare).not.toHaveProperty('contactPoint');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by text in content, and still parses back to the same data', () => {
    const data = { name: 'Evil </script><script>alert(1)</script>' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
