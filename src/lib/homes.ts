/**
 * The homes for rent (content/homes/) as the page says them: which are shown, in what order, and each
 * fact in the words of content/ui/homes.json (the choices above them: ./home-choices.ts).
 */
import { ContentFileError } from '~/schemas/content-file-error';
import type { HomeData } from '~/schemas/home';
import type { HomesText } from '~/schemas/homes-text';
import { findDuplicateIds } from './duplicate-ids';
import { fillTemplate } from './placeholders';

/** The facts of a home that the page says, whatever its photos are (processed or paths). */
export type HomeFacts = Omit<HomeData, 'photos'>;

/** A home's file with its checked front matter and its description (the text under it). */
export interface HomeEntry<Data extends HomeFacts = HomeFacts> {
  data: Data;
  body: string;
  /** Its path, named in an error: "content/homes/2341-retallack.md". */
  file: string;
}

/**
 * The day it is at `at` in `timeZone` (the company's, content/agent.md's booking.timeZone),
 * year-month-day: a home whose day is that day or earlier is "available now". Not the build machine's
 * day in UTC, which in Regina turns at 6 p.m.
 */
export function dayIn(timeZone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, { type, value }) => ({ ...all, [type]: value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The homes the page shows: every one not leased, soonest available first (then by street). */
export const homesShown = <Home extends { data: Pick<HomeFacts, 'status' | 'available' | 'street'> }>(
  homes: readonly Home[],
): Home[] =>
  homes
    .filter(({ data }) => data.status !== 'leased')
    // sort() on filter()'s own copy: toSorted throws on Safari before 16, and the page's islands run this.
    .sort((a, b) => a.data.available.localeCompare(b.data.available) || a.data.street.localeCompare(b.data.street));

/**
 * The checks no schema can make on one home alone: each city one the company serves
 * (content/site.json), each id once (the end of an address). Throws a ContentFileError naming the file.
 */
export function assertHomes(homes: readonly HomeEntry[], serviceAreas: readonly string[]): void {
  for (const { data, file } of homes) {
    if (!serviceAreas.includes(data.city))
      throw new ContentFileError(
        `${file}: city "${data.city}" is not one of the cities served in content/site.json (serviceAreas): use one of ${serviceAreas.map((city) => `"${city}"`).join(', ')}, or add the city there first.`,
      );
  }
  const [clash] = findDuplicateIds(homes.map(({ data, file }) => ({ id: data.id, file })));
  if (clash)
    throw new ContentFileError(
      `content: ${clash.files.join(' and ')} both use id "${clash.id}"; every home needs its own id (the end of its address on the page).`,
    );
}

/** A home's address on the page: the section's id, a hyphen and the home's (`#homes-2341-retallack`). */
export const homeAnchor = (sectionId: string, homeId: string) => `${sectionId}-${homeId}`;

/** A home's street and city, as a visitor asks for it: "Unit 2, 2341 Retallack Street, Regina". */
export const homeAddress = ({ street, city }: Pick<HomeFacts, 'street' | 'city'>) => `${street}, ${city}`;

// Marked pure so a browser bundle that imports this module for the list of homes leaves them out.
const dollars = /* @__PURE__ */ new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** Everything the page says of a home, each in content's words, in the order the card shows them. */
export interface HomeWords {
  /** "Apartment · Cathedral, Regina". */
  place: string;
  /** "$1,450 a month". */
  rent: string;
  /** "2 bedrooms · 1 bathroom · 850 sq ft". */
  rooms: string;
  /** "Available now" or "Available December 1, 2026". */
  available: string;
  /** "Cats only". */
  pets: string;
  /** "Includes heat and water, a parking stall", or none when the rent includes nothing. */
  includes?: string;
  /** "Application pending", or none while the home is available. */
  status?: string;
}

/** The words of one home's facts; `today` (year-month-day) decides "available now". */
export function homeWords(home: HomeFacts, text: HomesText, today: string): HomeWords {
  const { bedrooms, bathrooms } = home;
  const rooms = [
    bedrooms === 0
      ? text.bedrooms.studio
      : bedrooms === 1
        ? text.bedrooms.one
        : fillTemplate(text.bedrooms.many, { n: bedrooms }),
    bathrooms === 1 ? text.bathrooms.one : fillTemplate(text.bathrooms.many, { n: bathrooms }),
    ...(home.squareFeet ? [fillTemplate(text.squareFeet, { n: home.squareFeet.toLocaleString('en-CA') })] : []),
  ];
  return {
    place: `${text.kinds[home.kind]} · ${home.neighbourhood}, ${home.city}`,
    rent: fillTemplate(text.rent, { rent: dollars.format(home.rent) }),
    rooms: rooms.join(' · '),
    available:
      home.available <= today
        ? text.availableNow
        : fillTemplate(text.availableFrom, { date: longDate.format(new Date(`${home.available}T00:00:00Z`)) }),
    pets: text.pets[home.pets],
    ...(home.includes.length > 0 ? { includes: fillTemplate(text.includes, { items: home.includes.join(', ') }) } : {}),
    ...(home.status === 'application-pending' ? { status: text.applicationPending } : {}),
  };
}
