/**
 * The choice of city and of bedrooms above the homes (src/lib/home-choices.ts): the choices of small
 * fixtures, written by hand; the choice of city left out past its limit; and the stylesheet's rule for
 * every choice the code may offer, its limits' other half.
 */
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { homeChoices, mostBedroomsChoice, mostCityChoices } from '~/lib/home-choices';

describe('the choices of city and bedrooms', () => {
  it("offers the cities with a home in the company's order, the sizes there are, and knows the pairs none has", () => {
    const choices = homeChoices(
      [
        { city: 'Moose Jaw', bedrooms: 1 },
        { city: 'Regina', bedrooms: 2 },
        { city: 'Regina', bedrooms: 0 },
        { city: 'Moose Jaw', bedrooms: 1 },
      ],
      ['Regina', 'Saskatoon', 'Moose Jaw'],
    );
    expect(choices).toEqual({
      // Saskatoon has no home: no choice, and Moose Jaw is the second.
      cities: [
        { choice: 1, city: 'Regina' },
        { choice: 2, city: 'Moose Jaw' },
      ],
      bedrooms: [0, 1, 2],
      unmatched: [
        { city: 1, bedrooms: 1 },
        { city: 2, bedrooms: 0 },
        { city: 2, bedrooms: 2 },
      ],
    });
  });

  it('counts homes with more bedrooms than the largest choice under it, and leaves out a city with none', () => {
    const choices = homeChoices(
      [
        { city: 'Saskatoon', bedrooms: 6 },
        { city: 'Saskatoon', bedrooms: mostBedroomsChoice },
      ],
      ['Regina', 'Saskatoon'],
    );
    expect(choices).toEqual({
      cities: [{ choice: 1, city: 'Saskatoon' }],
      bedrooms: [mostBedroomsChoice],
      unmatched: [],
    });
  });

  it('leaves the choice of city out, saying why, when the homes are in more cities than it offers', () => {
    const cities = Array.from({ length: mostCityChoices + 1 }, (_, index) => `City ${index}`);
    const choices = homeChoices(
      cities.map((city, index) => ({ city, bedrooms: index % 2 })),
      cities,
    );
    expect(choices).toMatchObject({ cities: [], bedrooms: [0, 1], unmatched: [] });
    expect(choices.citiesLeftOut).toBe(
      `content/homes/: the homes shown are in ${mostCityChoices + 1} cities, and the choice of city above them offers at most ${mostCityChoices}, so the page leaves it out (the choice of bedrooms stays). To offer it, mark homes leased until they are in ${mostCityChoices} cities or fewer.`,
    );
    // At the limit, it is offered.
    expect(
      homeChoices(
        cities.slice(1).map((city) => ({ city, bedrooms: 1 })),
        cities,
      ).cities,
    ).toHaveLength(mostCityChoices);
  });
});

/** Every selector of the page's stylesheet, one by one. */
const selectors: string[] = [];
postcss.parse(readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8')).walkRules((rule) => {
  if (rule.nodes.some((node) => node.type === 'decl' && node.prop === 'display' && node.value === 'none'))
    selectors.push(...rule.selectors.map((selector) => selector.replace(/\s+/g, ' ')));
});
/** The numbers a pattern finds in the selectors that hide (its first group). */
const ruled = (pattern: RegExp) =>
  selectors
    .flatMap((selector) => [...selector.matchAll(pattern)].map((match) => Number(match[1])))
    .toSorted((a, b) => a - b);
/** 0, 1, …, `last`. */
const upTo = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

describe("the stylesheet's rules for the choices (src/styles/global.css)", () => {
  it('hides the cards of other cities for every city choice the code may offer, 1 to mostCityChoices, and no more', () => {
    expect(ruled(/\.homes:has\(\[data-city='(\d+)'\]:checked\) li\[data-city\]:not\(\[data-city='\1'\]/g)).toEqual(
      upTo(1, mostCityChoices),
    );
    expect(ruled(/\[data-city='(\d+)'\]:checked/g)).toEqual(upTo(1, mostCityChoices));
  });

  it('hides the other sizes, and the lines of cities that have the size, for every bedroom choice, 0 to mostBedroomsChoice', () => {
    expect(
      ruled(/\.homes:has\(\[data-bedrooms='(\d+)'\]:checked\) :is\( ?li\[data-bedrooms\]:not\(\[data-bedrooms='\1'\]/g),
    ).toEqual(upTo(0, mostBedroomsChoice));
    expect(
      ruled(/\[data-bedrooms='(\d+)'\]:checked\) :is\(.*\[data-unmatched\]:not\(\[data-unmatched~='\1'\]\)/g),
    ).toEqual(upTo(0, mostBedroomsChoice));
    expect(ruled(/\[data-bedrooms='(\d+)'\]:checked/g)).toEqual(upTo(0, mostBedroomsChoice));
  });
});
