/**
 * The homes for rent as the page says them (src/lib/homes.ts): which are shown and in what order, the
 * words of each fact and the checks across files, each answer written here by hand, on small
 * fixtures or on variants of a sample home.
 */
import { describe, expect, it } from 'vitest';
import { homes, homesText, site } from '../fixtures/sample-content';
import {
  assertHomes,
  dayIn,
  homeAddress,
  homeAnchor,
  homesShown,
  homeWords,
  type HomeEntry,
  type HomeFacts,
} from '~/lib/homes';

const [first] = homes;
/** A sample home with `changes` to its facts. */
const homeWith = (changes: Partial<HomeEntry['data']>, file = 'content/homes/x.md'): HomeEntry => ({
  ...first!,
  file,
  data: { ...first!.data, ...changes },
});

describe('the homes shown', () => {
  /** A home with only the facts that decide whether and where it is shown. */
  const home = (id: string, status: HomeFacts['status'], available: string, street: string) => ({
    data: { id, status, available, street },
  });

  it('leaves the leased ones out and puts the soonest available first, then by street', () => {
    const shown = homesShown([
      home('later', 'available', '2027-01-15', 'C Street'),
      home('leased', 'leased', '2026-10-01', 'A Street'),
      home('pending', 'application-pending', '2026-12-01', 'B Street'),
      home('same-day', 'available', '2026-12-01', 'A Street'),
    ]);
    expect(shown.map(({ data }) => data.id)).toEqual(['same-day', 'pending', 'later']);
  });
});

describe('the checks across files', () => {
  it('accepts the sample', () => {
    expect(() => assertHomes(homes, site.serviceAreas)).not.toThrow();
  });

  it('stops at a city the company does not serve, naming the file and the cities it serves', () => {
    expect(() => assertHomes([homeWith({ city: 'Calgary' }, 'content/homes/calgary.md')], site.serviceAreas)).toThrow(
      `content/homes/calgary.md: city "Calgary" is not one of the cities served in content/site.json (serviceAreas): use one of "Regina", "Saskatoon", "Moose Jaw"`,
    );
  });

  it('stops at two homes with one id, naming both files', () => {
    expect(() =>
      assertHomes(
        [homeWith({ id: 'twice' }, 'content/homes/a.md'), homeWith({ id: 'twice' }, 'content/homes/b.md')],
        [first!.data.city],
      ),
    ).toThrow('content/homes/a.md and content/homes/b.md both use id "twice"');
  });
});

describe("a home's words", () => {
  const today = '2026-11-27';

  it('says rent in Canadian dollars a month, rooms, size, place, pets and what the rent includes', () => {
    const words = homeWords(
      homeWith({
        rent: 1450,
        bedrooms: 2,
        bathrooms: 1.5,
        squareFeet: 1100,
        kind: 'townhouse',
        neighbourhood: 'Harbour Landing',
        city: 'Regina',
        pets: 'cats-only',
        includes: ['heat and water', 'a parking stall'],
        status: 'available',
      }).data,
      homesText,
      today,
    );
    expect(words).toEqual({
      place: `${homesText.kinds.townhouse} · Harbour Landing, Regina`,
      rent: homesText.rent.replace('{rent}', '$1,450'),
      rooms: [
        homesText.bedrooms.many.replace('{n}', '2'),
        homesText.bathrooms.many.replace('{n}', '1.5'),
        homesText.squareFeet.replace('{n}', '1,100'),
      ].join(' · '),
      available: homesText.availableNow,
      pets: homesText.pets['cats-only'],
      includes: homesText.includes.replace('{items}', 'heat and water, a parking stall'),
    });
  });

  it('says a studio, one bedroom and one bathroom in their own words, and leaves out an unknown size and an empty list', () => {
    const studio = homeWords(
      homeWith({ bedrooms: 0, bathrooms: 1, squareFeet: undefined, includes: [] }).data,
      homesText,
      today,
    );
    expect(studio.rooms).toBe(`${homesText.bedrooms.studio} · ${homesText.bathrooms.one}`);
    expect(studio).not.toHaveProperty('includes');
    expect(homeWords(homeWith({ bedrooms: 1 }).data, homesText, today).rooms).toMatch(
      new RegExp(`^${homesText.bedrooms.one} · `),
    );
  });

  it('says "available now" from its day on, and the day before it', () => {
    const on = (available: string) => homeWords(homeWith({ available }).data, homesText, today).available;
    expect(on('2026-11-27')).toBe(homesText.availableNow);
    expect(on('2026-01-05')).toBe(homesText.availableNow);
    expect(on('2026-11-28')).toBe(homesText.availableFrom.replace('{date}', 'November 28, 2026'));
    expect(on('2027-02-01')).toBe(homesText.availableFrom.replace('{date}', 'February 1, 2027'));
  });

  it("decides on the company's day, not the build machine's in UTC (a build at 7:30 p.m. in Regina)", () => {
    // Regina keeps UTC−6 all year: 01:30 UTC on the 28th is 7:30 p.m. on the 27th there.
    const evening = dayIn('America/Regina', new Date('2026-11-28T01:30:00Z'));
    expect(evening).toBe('2026-11-27');
    expect(dayIn('America/Regina', new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
    // Halifax keeps daylight time in July (UTC−3): 02:30 UTC on the 1st is 11:30 p.m. on June 30.
    expect(dayIn('America/Halifax', new Date('2026-07-01T02:30:00Z'))).toBe('2026-06-30');
    expect(homeWords(homeWith({ available: '2026-11-28' }).data, homesText, evening).available).toBe(
      homesText.availableFrom.replace('{date}', 'November 28, 2026'),
    );
  });

  it('badges an application pending, and nothing while the home is available', () => {
    expect(homeWords(homeWith({ status: 'application-pending' }).data, homesText, today).status).toBe(
      homesText.applicationPending,
    );
    expect(homeWords(homeWith({ status: 'available' }).data, homesText, today)).not.toHaveProperty('status');
  });

  it('has an address on the page under its section, and one a visitor asks for', () => {
    expect(homeAnchor('rentals', '2341-retallack')).toBe('rentals-2341-retallack');
    expect(homeAddress({ street: 'Unit 2, 2341 Retallack Street', city: 'Regina' })).toBe(
      'Unit 2, 2341 Retallack Street, Regina',
    );
  });
});
