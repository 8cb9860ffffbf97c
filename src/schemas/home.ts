import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { homeKinds } from './home-kinds';
import { calendarDate, ContentFileError, contentRoot, existingImage, externalUrl, strictObject, text } from './shared';

/**
 * One home for rent (a Markdown file of content/homes/): its facts in the front matter, its short
 * description under it. Whether its city is one the company serves is checked against
 * content/site.json where both are read (src/lib/homes.ts).
 */

/** Which pets the owner accepts. */
export const petPolicies = ['allowed', 'cats-only', 'none'] as const;

/** Where the home stands: a leased home stays in content/ for later but is not shown. */
const homeStatuses = ['available', 'application-pending', 'leased'] as const;

/** The most photos a home may have, and the longest description: a card, not a page. */
const maxPhotos = 6;
export const homeDescriptionMaxLength = 320;

const choice = <const Values extends readonly [string, ...string[]]>(field: string, values: Values, what: string) =>
  z.enum(values, {
    error: `${field} must be one of ${values.map((value) => `"${value}"`).join(', ')}: ${what}.`,
  });

/** A whole number from `min` to `max`, with one message for every way of missing it. */
const wholeNumber = (field: string, min: number, max: number, what: string) => {
  const error = `${field} must be ${what}, a whole number from ${min} to ${max}.`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** The schema of a home's front matter; `image` is Astro's image helper for the photos. */
export const homeSchema = (image: ImageFunction) =>
  strictObject({
    /** The end of the home's address on the page (`#<section id>-<id>`); unique among the homes. */
    id: z
      .string({ error: 'id is required: the end of the home\'s address on the page, for example "2341-retallack".' })
      .regex(/^[a-z0-9][a-z0-9-]*$/, {
        error: 'id must be lowercase letters, digits and hyphens (for example "2341-retallack").',
      })
      .meta({ title: 'Id (end of its address on the page)' }),
    /** Available, application pending (still shown, with a badge), or leased (not shown). */
    status: choice('status', homeStatuses, 'a leased home is kept here but not shown')
      .meta({ title: 'Status' })
      .default('available'),
    /** Number and street, and the unit if any, for example "Unit 2, 2341 Retallack Street". */
    street: text('street').meta({ title: 'Street address' }),
    /** One of the cities of content/site.json's `serviceAreas`. */
    city: text('city').meta({ description: 'One of the cities served (company details, Service areas).' }),
    /** For example "Cathedral". */
    neighbourhood: text('neighbourhood'),
    kind: choice('kind', homeKinds, 'the kind of home'),
    /** 0 for a studio. */
    bedrooms: wholeNumber('bedrooms', 0, 9, 'the number of bedrooms (0 for a studio)'),
    /** Halves count a bathroom without a bath or shower, as in 1.5. */
    bathrooms: z
      .number({ error: 'bathrooms must be a number from 1 to 9, in halves, for example 1 or 1.5.' })
      .min(1, { error: 'bathrooms must be a number from 1 to 9, in halves, for example 1 or 1.5.' })
      .max(9, { error: 'bathrooms must be a number from 1 to 9, in halves, for example 1 or 1.5.' })
      .multipleOf(0.5, { error: 'bathrooms must be a number from 1 to 9, in halves, for example 1 or 1.5.' }),
    /** Living space in square feet; leave out when not known. */
    squareFeet: wholeNumber('squareFeet', 100, 20_000, 'the living space in square feet')
      .meta({ title: 'Size (square feet)' })
      .optional(),
    /** Monthly rent in Canadian dollars. */
    rent: wholeNumber('rent', 100, 50_000, 'the monthly rent in Canadian dollars, for example 1450').meta({
      title: 'Monthly rent (CAD)',
    }),
    /** What the rent includes, one item a line, for example "heat and water"; none, leave empty. */
    includes: z
      .array(
        text('includes[]').max(40, {
          error: 'includes[] must be at most 40 characters: one short item, for example "heat and water".',
        }),
      )
      .max(8, { error: 'includes holds at most 8 items: name the ones that matter most.' })
      .meta({ title: 'Rent includes' })
      .default([]),
    /** The first day the home can be moved into; a day already past reads "Available now". */
    available: calendarDate('available', 'Available from'),
    pets: choice('pets', petPolicies, 'which pets the owner accepts'),
    /** One to six photos; the first is the card's. */
    photos: z
      .array(
        strictObject({
          /** Relative to the home's file, for example "../images/homes/retallack-walk-up.svg". */
          image: existingImage(image, `${contentRoot}/homes`, 'photos[].image').meta({ title: 'Photo' }),
          /** What the photo shows, for visitors who cannot see it. */
          alt: text('photos[].alt').meta({ title: 'Photo description' }),
        }),
      )
      .min(1, { error: 'photos needs at least one photo: the card shows the first.' })
      .max(maxPhotos, { error: `photos holds at most ${maxPhotos} photos.` }),
    /** Where to apply for this home. */
    applyUrl: externalUrl('applyUrl', 'https://portal.example.ca/apply/2341-retallack').meta({
      title: 'Application address',
    }),
  });

/** A home's front matter as the page uses it (photos processed into image metadata). */
export type HomeData = z.infer<ReturnType<typeof homeSchema>>;

/**
 * Checks a home's description, the text under its front matter (`file` names it): a sentence or two,
 * as plain text. Throws a ContentFileError written for the editor.
 */
export function assertHomeDescription(body: string, file: string): void {
  const description = body.trim();
  const where = `${file}: the description (the text under the front matter)`;
  if (!description) throw new ContentFileError(`${where} is empty: write a sentence or two about the home.`);
  if (description.length > homeDescriptionMaxLength)
    throw new ContentFileError(
      `${where} has ${description.length} characters: keep it to ${homeDescriptionMaxLength}, a sentence or two; the card is not a page.`,
    );
}
