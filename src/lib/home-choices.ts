/** The choice of city and of bedrooms above the homes for rent: which choices there are, and their limits. */
import type { HomeFacts } from './homes';

/**
 * The largest choice of bedrooms: it takes homes with that many or more. The stylesheet has a rule
 * for each choice from 0 (a studio) to it, and for each city choice from 1 to `mostCityChoices`
 * (styles/global.css, `.homes`; tests/unit/home-choices.test.ts holds the two to each other).
 */
export const mostBedroomsChoice = 4;
/** The most cities the choice of city offers. */
export const mostCityChoices = 8;

/** A home's bedroom choice: its number of bedrooms, up to `mostBedroomsChoice`. */
export const bedroomsChoice = (bedrooms: number) => Math.min(bedrooms, mostBedroomsChoice);

/** The choices above the homes, each numbered as the stylesheet's rules read them. */
export interface HomeChoices {
  /** The cities that have a home shown, in content/site.json's order, numbered from 1; none past the limit. */
  cities: { choice: number; city: string }[];
  /** The bedroom choices that have a home: 0 (studio) to `mostBedroomsChoice` (and more). */
  bedrooms: number[];
  /** The pairs of choices no home has both of: where the page says that none matches. */
  unmatched: { city: number; bedrooms: number }[];
  /** Why the choice of city is left out: the homes are in more cities than it offers (a build warning). */
  citiesLeftOut?: string;
}

/**
 * The choices for `homes` (the homes shown) in `serviceAreas`' order. Homes in more cities than the
 * choice of city offers leave it out, with the reason; the choice of bedrooms stays.
 */
export function homeChoices(
  homes: readonly Pick<HomeFacts, 'city' | 'bedrooms'>[],
  serviceAreas: readonly string[],
): HomeChoices {
  const withHomes = serviceAreas.filter((city) => homes.some((home) => home.city === city));
  const bedrooms = [...new Set(homes.map((home) => bedroomsChoice(home.bedrooms)))].toSorted((a, b) => a - b);
  if (withHomes.length > mostCityChoices)
    return {
      cities: [],
      bedrooms,
      unmatched: [],
      citiesLeftOut: `content/homes/: the homes shown are in ${withHomes.length} cities, and the choice of city above them offers at most ${mostCityChoices}, so the page leaves it out (the choice of bedrooms stays). To offer it, mark homes leased until they are in ${mostCityChoices} cities or fewer.`,
    };
  const cities = withHomes.map((city, index) => ({ choice: index + 1, city }));
  const unmatched = cities.flatMap(({ choice, city }) =>
    bedrooms
      .filter((choiceOfBedrooms) =>
        homes.every((home) => home.city !== city || bedroomsChoice(home.bedrooms) !== choiceOfBedrooms),
      )
      .map((choiceOfBedrooms) => ({ city: choice, bedrooms: choiceOfBedrooms })),
  );
  return { cities, bedrooms, unmatched };
}
