/**
 * An owner's rent estimate (src/agent/rent-estimate/), worked out from content alone: on a small
 * fixture whose every expected figure is written by hand, then on the real content files read through
 * the schemas (tests/fixtures/sample-content.ts).
 */
import { describe, expect, it } from 'vitest';
import { agentToolChoices } from '~/agent/tool-choices';
import { rentEstimateChoices, type RentEstimateChoices } from '~/agent/rent-estimate/choices';
import { estimateRent, type RentEstimate } from '~/agent/rent-estimate/estimate';
import { estimateForAgent } from '~/agent/rent-estimate/told';
import { agentToolContent, fees, marketRents, shownHomes, site } from '../fixtures/sample-content';

const survey = {
  id: 'survey',
  survey: 'A Rental Survey',
  surveyed: '2025-10',
  homes: 'row and apartment units',
  publishedBy: 'A Statistics Office',
  url: 'https://stats.example/rents',
};

const home = (
  id: string,
  city: string,
  kind: 'apartment' | 'condo' | 'house' | 'townhouse',
  bedrooms: number,
  rent: number,
) => ({
  data: {
    id,
    street: `${id} Street`,
    city,
    kind,
    bedrooms,
    rent,
    status: 'available' as const,
    available: '2026-01-01',
  },
});

/** Two cities served; figures for two sizes of Saskatoon (one of them by kind too) and one of Regina. */
const fixture: RentEstimateChoices = rentEstimateChoices({
  site: { serviceAreas: ['Regina', 'Saskatoon'] },
  marketRents: {
    sources: [survey],
    rents: [
      { city: 'Saskatoon', size: 'two-bedroom', rent: 1559, source: 'survey' },
      { city: 'Saskatoon', size: 'two-bedroom', kind: 'townhouse', rent: 1610, source: 'survey', grade: 'b' },
      { city: 'Saskatoon', size: 'one-bedroom', rent: 1281, source: 'survey' },
      { city: 'Regina', size: 'bachelor', rent: 901, source: 'survey' },
    ],
  },
  fees: { managementPercent: 8, placementPercent: 50 },
  homes: [
    home('a', 'Saskatoon', 'apartment', 2, 1395),
    home('b', 'Saskatoon', 'condo', 2, 1750),
    home('c', 'Saskatoon', 'house', 4, 2100),
    home('d', 'Regina', 'condo', 2, 1500),
    home('e', 'Saskatoon', 'apartment', 2, 1450),
    home('f', 'Saskatoon', 'apartment', 2, 1500),
  ],
  sections: [{ id: 'rentals', design: 'homes' }],
});

const estimate = (args: Record<string, unknown>) => estimateRent(fixture, args) as RentEstimate;

describe('the estimate, on a fixture', () => {
  it("a two-bedroom condo in Saskatoon: the survey's figure of every kind, the fees in dollars, our homes like it (its kind first, three at most)", () => {
    expect(estimate({ city: 'Saskatoon', kind: 'condo', bedrooms: 2 })).toEqual({
      city: 'Saskatoon',
      kind: 'condo',
      bedrooms: 2,
      size: 'two-bedroom',
      market: { rent: 1559, source: survey },
      // 8% of 1,559 is 124.72; 50% is 779.50.
      fees: { management: 125, placement: 780, ownerKeeps: 1434, managementPercent: 8, placementPercent: 50 },
      homes: [
        { id: 'b', street: 'b Street', city: 'Saskatoon', kind: 'condo', bedrooms: 2, rent: 1750, anchor: 'rentals-b' },
        {
          id: 'a',
          street: 'a Street',
          city: 'Saskatoon',
          kind: 'apartment',
          bedrooms: 2,
          rent: 1395,
          anchor: 'rentals-a',
        },
        {
          id: 'e',
          street: 'e Street',
          city: 'Saskatoon',
          kind: 'apartment',
          bedrooms: 2,
          rent: 1450,
          anchor: 'rentals-e',
        },
      ],
    });
  });

  it("a townhouse takes the figure of its own kind where the source gives one, with the figure's grade", () => {
    const { market, fees: dollars } = estimate({ city: 'Saskatoon', kind: 'townhouse', bedrooms: '2' });
    expect(market).toEqual({ rent: 1610, grade: 'b', source: survey });
    expect(estimateForAgent(estimate({ city: 'Saskatoon', kind: 'townhouse', bedrooms: 2 }))).toContain(
      'as published by A Statistics Office, grade b.',
    );
    // 8% of 1,610 is 128.80; 50% is 805.
    expect(dollars).toMatchObject({ management: 129, placement: 805, ownerKeeps: 1481 });
  });

  it('a size content has no figure for gets no number and no fee, only our homes like it (four bedrooms: three or more)', () => {
    expect(estimate({ city: 'Saskatoon', kind: 'house', bedrooms: 4 })).toEqual({
      city: 'Saskatoon',
      kind: 'house',
      bedrooms: 4,
      size: 'three-bedroom-plus',
      homes: [
        { id: 'c', street: 'c Street', city: 'Saskatoon', kind: 'house', bedrooms: 4, rent: 2100, anchor: 'rentals-c' },
      ],
    });
    expect(estimate({ city: 'Regina', kind: 'apartment', bedrooms: 1 })).toEqual({
      city: 'Regina',
      kind: 'apartment',
      bedrooms: 1,
      size: 'one-bedroom',
      homes: [],
    });
  });

  it.each([
    [{ city: 'Calgary', kind: 'condo', bedrooms: 2 }, '"Calgary" is not a city the company serves'],
    [{ city: 'saskatoon', kind: 'condo', bedrooms: 2 }, '"saskatoon" is not a city the company serves'],
    [{ city: 'Saskatoon', kind: 'duplex', bedrooms: 2 }, '"duplex" is not a kind of home the page knows'],
    [{ city: 'Saskatoon', kind: 'condo', bedrooms: -1 }, '"-1" is not a number of bedrooms from 0 to 9'],
    [{ city: 'Saskatoon', kind: 'condo', bedrooms: 2.5 }, '"2.5" is not a number of bedrooms from 0 to 9'],
    [{ city: 'Saskatoon', kind: 'condo', bedrooms: 10 }, '"10" is not a number of bedrooms from 0 to 9'],
    [{ city: 'Saskatoon', kind: 'condo', bedrooms: 'two' }, '"two" is not a number of bedrooms from 0 to 9'],
    [{ city: 'Saskatoon', kind: 'condo' }, '"undefined" is not a number of bedrooms from 0 to 9'],
  ])('refuses %o: %s', (args, reason) => {
    expect(estimateRent(fixture, args)).toBe(reason);
  });

  it("gives the agent the card's figures in English, with the source, and tells it to say no other", () => {
    expect(estimateForAgent(estimate({ city: 'Saskatoon', kind: 'condo', bedrooms: 2 }))).toBe(
      'The page showed the visitor a rent estimate for a condo with 2 bedrooms in Saskatoon. ' +
        'Average rent there for that size: $1,559 a month. Source: A Rental Survey, October 2025, average rent of row and apartment units, as published by A Statistics Office. ' +
        "Our fee, 8% of the rent: $125 a month; placing a tenant, 50% of one month's rent: $780, once; the owner keeps $1,434 a month. " +
        'Our homes for rent like it: b Street, Saskatoon (home b), $1,750 a month; a Street, Saskatoon (home a), $1,395 a month; e Street, Saskatoon (home e), $1,450 a month. ' +
        'It is a starting point from published averages, not an appraisal. Say these figures exactly, and no others, then offer the free in-home consultation.',
    );
    expect(estimateForAgent(estimate({ city: 'Regina', kind: 'apartment', bedrooms: 0 }))).toBe(
      'The page showed the visitor a rent estimate for an apartment with no bedroom (a bachelor) in Regina. Average rent there for that size: $901 a month. Source: A Rental Survey, October 2025, average rent of row and apartment units, as published by A Statistics Office. ' +
        "Our fee, 8% of the rent: $72 a month; placing a tenant, 50% of one month's rent: $451, once; the owner keeps $829 a month. " +
        'It is a starting point from published averages, not an appraisal. Say these figures exactly, and no others, then offer the free in-home consultation.',
    );
    expect(estimateForAgent(estimate({ city: 'Regina', kind: 'house', bedrooms: 1 }))).toBe(
      'The page showed the visitor a rent estimate for a house with 1 bedroom in Regina: the survey the website gives has no average rent for that size there, so the card gives no number. Give no figure for their home, and offer the free in-home consultation, where we work one out.',
    );
  });
});

describe('the estimate, from the content files', () => {
  const { rentEstimate } = agentToolChoices(agentToolContent);
  const figureOf = (city: string, size: string) =>
    marketRents.rents.find((rent) => rent.city === city && rent.size === size && !rent.kind)!;

  it("every city served and size the owners' table has gives its figure, and the fees of content/fees.json on it", () => {
    expect(marketRents.rents.length).toBeGreaterThan(0);
    for (const { city, size, rent } of marketRents.rents) {
      const bedrooms = { bachelor: 0, 'one-bedroom': 1, 'two-bedroom': 2, 'three-bedroom-plus': 3 }[size];
      const { market, fees: dollars } = estimateRent(rentEstimate, {
        city,
        kind: 'apartment',
        bedrooms,
      }) as RentEstimate;
      expect(market?.rent, `${city} ${size}`).toBe(rent);
      // Each fee within half a dollar of its percentage of the figure; the owner keeps the rest.
      expect(Math.abs(dollars!.management - (rent * fees.managementPercent) / 100)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(dollars!.placement - (rent * fees.placementPercent) / 100)).toBeLessThanOrEqual(0.5);
      expect(dollars!.ownerKeeps + dollars!.management).toBe(rent);
    }
  });

  it('a two-bedroom condo in Saskatoon: its figure, its source, and the homes shown there with two bedrooms, linked to their cards', () => {
    const result = estimateRent(rentEstimate, { city: 'Saskatoon', kind: 'condo', bedrooms: 2 }) as RentEstimate;
    expect(result.market?.rent).toBe(figureOf('Saskatoon', 'two-bedroom').rent);
    expect(result.market?.source).toEqual(
      marketRents.sources.find(({ id }) => id === figureOf('Saskatoon', 'two-bedroom').source),
    );
    const twoBedroomsThere = shownHomes.filter(({ data }) => data.city === 'Saskatoon' && data.bedrooms === 2);
    expect(result.homes.map(({ id }) => id).toSorted()).toEqual(twoBedroomsThere.map(({ data }) => data.id).toSorted());
    for (const { anchor, id } of result.homes) expect(anchor).toBe(`homes-${id}`);
  });

  it('a size the table lacks (a copy of the content without one figure) gives no number', () => {
    const lacking = {
      ...rentEstimate,
      rents: rentEstimate.rents.filter((rent) => rent !== figureOf('Moose Jaw', 'two-bedroom')),
    };
    const result = estimateRent(lacking, { city: 'Moose Jaw', kind: 'house', bedrooms: 2 }) as RentEstimate;
    expect(result).not.toHaveProperty('market');
    expect(result).not.toHaveProperty('fees');
  });

  it('takes no city but those served', () => {
    expect(rentEstimate.cities).toEqual(site.serviceAreas);
    expect(estimateRent(rentEstimate, { city: 'Calgary', kind: 'condo', bedrooms: 2 })).toBe(
      '"Calgary" is not a city the company serves',
    );
  });
});
