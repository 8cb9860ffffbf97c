/** An owner's rent estimate, worked out from the page's choices alone (never by the model). */
import type { Fees } from '~/schemas/fees';
import { homeKinds, type HomeKind } from '~/schemas/home-kinds';
import type { MarketRent, RentSource } from '~/schemas/market-rents';
import type { RentSize } from '~/schemas/rent-sizes';
import { feeDollars, type FeeDollars } from '~/lib/fee-amounts';
import { sizeOfBedrooms } from '~/lib/rent-table';
import type { ComparableHome, RentEstimateChoices } from './choices';

/** The most homes of ours an estimate names. */
const mostComparables = 3;

/** The estimate for one owner's home. */
export interface RentEstimate {
  city: string;
  kind: HomeKind;
  bedrooms: number;
  /** The size the survey files it under. */
  size: RentSize;
  /** The survey's figure, with its source; none where content has no figure for the city and size. */
  market?: { rent: number; grade?: MarketRent['grade']; source: RentSource };
  /** The fees on that figure, in dollars, with the percentages they come from. */
  fees?: FeeDollars & Fees;
  /** Our homes for rent in the city of the same size, the same kind first. */
  homes: ComparableHome[];
}

/** `bedrooms` as the tool takes it: a whole number from 0 to 9 (a string of digits too, as models write). */
function bedroomsOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 9 ? number : undefined;
}

/**
 * The estimate for the home the tool's arguments describe, from `choices` alone; a string says why
 * the call is refused (a city not served, a kind or a number of bedrooms the tool does not take).
 */
export function estimateRent(choices: RentEstimateChoices, args: Record<string, unknown>): RentEstimate | string {
  const city = choices.cities.find((served) => served === args.city);
  if (!city) return `"${String(args.city)}" is not a city the company serves`;
  const kind = homeKinds.find((known) => known === args.kind);
  if (!kind) return `"${String(args.kind)}" is not a kind of home the page knows`;
  const bedrooms = bedroomsOf(args.bedrooms);
  if (bedrooms === undefined) return `"${String(args.bedrooms)}" is not a number of bedrooms from 0 to 9`;
  const size = sizeOfBedrooms(bedrooms);
  const inCity = (rent: MarketRent) => rent.city === city && rent.size === size;
  // A figure of the owner's own kind where the source gives one, else the figure of every kind.
  const figure =
    choices.rents.find((rent) => inCity(rent) && rent.kind === kind) ??
    choices.rents.find((rent) => inCity(rent) && !rent.kind);
  const source = figure && choices.sources.find(({ id }) => id === figure.source);
  const homes = choices.homes
    .filter((home) => home.city === city && sizeOfBedrooms(home.bedrooms) === size)
    // sort() on filter()'s own copy: toSorted throws on Safari before 16, and this runs in the page.
    .sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind))
    .slice(0, mostComparables);
  if (!figure || !source) return { city, kind, bedrooms, size, homes };
  return {
    city,
    kind,
    bedrooms,
    size,
    market: { rent: figure.rent, ...(figure.grade ? { grade: figure.grade } : {}), source },
    fees: { ...feeDollars(figure.rent, choices.fees), ...choices.fees },
    homes,
  };
}
