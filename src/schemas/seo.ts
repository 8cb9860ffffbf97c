import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'astro/zod';
import { contentRoot, paragraph, strictObject, text } from './shared';

/**
 * What search engines and social networks read about the page (content/seo.json): title and
 * description, the social card, the brand colour, the icon artwork, the lines of business named in
 * structured data, and the words of the "page not found" page. Limits follow what search results
 * and social cards show before they cut text off.
 */

/** Longest title search results show in full. */
export const titleMaxLength = 60;
/** Longest description search results show in full. */
export const descriptionMaxLength = 160;

/** A page's title for search results and browser tabs, no longer than they show. */
export const searchTitle = (field: string) =>
  text(field).max(titleMaxLength, {
    error: (issue) =>
      `${field} is ${String(issue.input).length} characters long: search results cut titles after ${titleMaxLength}, so shorten it to ${titleMaxLength} or fewer.`,
  });

/** A page's description for search results and social cards, no longer than they show. */
export const searchDescription = (field: string) =>
  paragraph(field).max(descriptionMaxLength, {
    error: (issue) =>
      `${field} is ${String(issue.input).length} characters long: search results cut descriptions after ${descriptionMaxLength}, so shorten it to ${descriptionMaxLength} or fewer.`,
  });

/** Artwork the build rasterises into icons and the social card: an SVG or PNG under content/. */
const artwork = (field: string, example: string) =>
  z
    .string({
      error: `${field} is required: the path of an SVG or PNG picture, relative to content/, for example "${example}".`,
    })
    .regex(/\.(svg|png)$/i, { error: `${field} must be an .svg or .png file, for example "${example}".` })
    .refine((path) => existsSync(resolve(process.cwd(), contentRoot, path)), {
      error: (issue) =>
        `${field} "${String(issue.input)}" does not exist: put the picture in content/images/ and give its path relative to content/, for example "${example}".`,
    });

/** A CSS hex colour such as "#1d4ed8". */
const hexColour = (field: string) =>
  z.string().regex(/^#[0-9a-f]{6}$/i, {
    error: `${field} must be a colour written as # and six hex digits, for example "#1d4ed8".`,
  });

export const seoSchema = strictObject({
  /** The page title in search results and browser tabs; at most 60 characters so it is not cut off. */
  title: searchTitle('title'),
  /** The snippet under the title in search results and on social cards; at most 160 characters. */
  description: searchDescription('description'),
  /** Language and region of the page for social networks, as language_TERRITORY, for example "en_CA". */
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'locale must look like "en_CA": language, underscore, country.' }),
  /** Short name under the icon when someone adds the site to a phone's home screen (at most 15 characters). */
  shortName: text('shortName').max(15, {
    error: 'shortName must be at most 15 characters: phones cut longer names under the icon.',
  }),
  /** Colour of the browser's address bar on phones, and of the installed site's title bar. */
  themeColour: hexColour('themeColour'),
  /** Background of the splash screen when the site is opened from a phone's home screen. */
  backgroundColour: hexColour('backgroundColour'),
  /** Square artwork for the favicon, the home-screen icons and the logo in structured data. */
  icon: artwork('icon', './images/logo-mark.svg'),
  /** The 1200 × 630 picture shown when the page is shared on social networks. */
  socialImage: artwork('socialImage', './images/social-card.svg'),
  /** Describes the social picture for people who cannot see it. */
  socialImageAlt: text('socialImageAlt').meta({ title: 'Social image description' }),
  /**
   * The company's lines of business, as search engines should name them; `section` is the id of the
   * section that presents each one (its text and its list of services go into the structured data).
   */
  businessLines: z
    .array(
      strictObject({
        /** Name of the line of business, for example "Commercial cleaning". */
        name: text('businessLines[].name'),
        /** Id of the section that presents it, for example "commercial-cleaning". */
        section: text('businessLines[].section'),
      }),
    )
    .min(1, { error: 'businessLines needs at least one entry: the services the company offers.' }),
  /** The page shown for an address that does not exist. */
  notFound: strictObject({
    /** Its title in the browser tab (at most 60 characters). */
    title: text('notFound.title').max(titleMaxLength, {
      error: `notFound.title must be at most ${titleMaxLength} characters.`,
    }),
    /** Its description (at most 160 characters). */
    description: paragraph('notFound.description').max(descriptionMaxLength, {
      error: `notFound.description must be at most ${descriptionMaxLength} characters.`,
    }),
    /** The heading visitors see. */
    heading: text('notFound.heading'),
    /** One or two sentences under the heading. */
    message: paragraph('notFound.message'),
    /** Text of the link back to the home page. */
    homeLink: text('notFound.homeLink'),
    /** Text before the phone number and email address; `{phone}` and `{email}` are filled in from site.json. */
    contactLine: text('notFound.contactLine')
      .includes('{phone}', { error: 'notFound.contactLine must contain {phone}, where the number goes.' })
      .includes('{email}', { error: 'notFound.contactLine must contain {email}, where the address goes.' }),
  }),
});
