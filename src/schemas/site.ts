import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { contentRoot, existingImage, externalUrl, paragraph, strictObject, text } from './shared';

/**
 * The company's own details (content/site.json): name, phone, email, cities, hours, social links and
 * accreditation. Everything that shows them (header, contact, footer, structured data, the voice
 * button's fallback) reads them from here.
 */

/** A phone number, as visitors read it and as `tel:` links dial it; `field` names it in messages ("phone"). */
const phoneSchema = (field: string) =>
  strictObject({
    /** As visitors read it, for example "(306) 555-0142". */
    display: text(`${field}.display`)
      .regex(/\d{3}.*\d{4}/, {
        error: `${field}.display must contain the whole number as visitors should read it, for example "(306) 555-0142".`,
      })
      .meta({ title: 'As visitors read it' }),
    /** The same number in E.164 form for `tel:` links, for example +13065550142. */
    e164: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, {
        error: `${field}.e164 must be the number in international form: a plus sign, country code and digits only, for example "+13065550142".`,
      })
      .meta({ title: 'International form (E.164)' }),
  });

/** A phone number as every part of the page receives it: `{ display, e164 }`. */
export type Phone = z.infer<ReturnType<typeof phoneSchema>>;

/** Who a portal is for: the page groups the doors by it, in this order (the headings: content/portals.json). */
export const portalAudiences = ['tenants', 'owners', 'applicants'] as const;
export type PortalAudience = (typeof portalAudiences)[number];

/** A door to one of the company's online portals: pay rent, request a repair, apply, owner statements. */
const portalSchema = strictObject({
  /** The link's words, for example "Pay rent". */
  label: text('portals[].label').max(40, { error: 'portals[].label must be at most 40 characters: it is a link.' }),
  /** Who it is for. */
  audience: z.enum(portalAudiences, {
    error: `portals[].audience must be one of ${portalAudiences.map((audience) => `"${audience}"`).join(', ')}: who the door is for.`,
  }),
  /** One line under the link, for example "Pay online by bank transfer, or set up automatic payments.". */
  description: text('portals[].description').max(160, {
    error: 'portals[].description must be at most 160 characters: one short line under the link.',
  }),
  /** Where it leads. */
  url: externalUrl('portals[].url', 'https://portal.example.ca/pay-rent'),
});

/** A portal as the page receives it. */
export type Portal = z.infer<typeof portalSchema>;

/** The line to phone when something at a managed home cannot wait. */
const emergencyLineSchema = strictObject({
  /** Its name, as the footer and the doors' section head it, for example "24/7 emergency maintenance". */
  label: text('emergencyLine.label'),
  /** Its number. */
  phone: phoneSchema('emergencyLine.phone'),
  /** When to use it, and when to phone 911 instead. */
  when: paragraph('emergencyLine.when').meta({ title: 'When to use it' }),
});

/** The emergency line as the page receives it. */
export type EmergencyLine = z.infer<typeof emergencyLineSchema>;

/** The office's postal address, shown in the contact section and given to search engines. */
const addressSchema = strictObject({
  /** Street and number, and a suite if any, for example "1801 Hamilton Street, Suite 200". */
  street: text('address.street'),
  /** The city, for example "Regina" (the province is `region`). */
  city: text('address.city'),
  /** For example "S4P 4B4". */
  postalCode: text('address.postalCode').meta({ title: 'Postal code' }),
  /** Two-letter country code for search engines, for example "CA". */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'address.country must be the two-letter country code, for example "CA".' }),
});

/** schema.org day names, as search engines read opening hours. */
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof dayNames)[number];

/** 24-hour "HH:MM" time for structured data. */
const time = (field: string, example: string) =>
  z.string().regex(/^\d{2}:\d{2}$/, { error: `${field} must be 24-hour time such as "${example}".` });

/** The schema of content/site.json; `image` is Astro's image helper, which checks and processes the seal. */
export const siteSchema = (image: ImageFunction) =>
  strictObject({
    /** Company name as shown in the header, hero, footer and structured data. */
    brand: text('brand'),
    /** The company's phone number. */
    phone: phoneSchema('phone'),
    /** The support address used for every email link. */
    email: z.email({ error: 'email must be an email address such as "hello@example.ca".' }),
    /** The office's address; leave out when the company gives none. */
    address: addressSchema.optional(),
    /** Cities served, in the order they are listed. */
    serviceAreas: z.array(text('serviceAreas[]')).min(1, { error: 'serviceAreas needs at least one city.' }),
    /** Province or region the cities are in, for example "Saskatchewan". */
    region: text('region'),
    /** Opening hours, one line each; `opens`/`closes` (24-hour "HH:MM") feed structured data. */
    businessHours: z
      .array(
        strictObject({
          /** As visitors read it, for example "Monday – Friday". */
          days: text('businessHours[].days'),
          /** As visitors read it, for example "8:00 AM – 6:00 PM". */
          hours: text('businessHours[].hours'),
          /** schema.org day names for search engines; leave out for lines like "emergencies only". */
          dayOfWeek: z
            .array(
              z.enum(dayNames, {
                error: `businessHours[].dayOfWeek must list day names in English: ${dayNames.join(', ')}.`,
              }),
            )
            .optional(),
          /** Opening time for search engines, 24-hour, for example "08:00". */
          opens: time('opens', '08:00').optional(),
          /** Closing time for search engines, 24-hour, for example "18:00". */
          closes: time('closes', '18:00').optional(),
        }),
      )
      .min(1, { error: 'businessHours needs at least one line.' }),
    /** Social profiles; each opens in a new tab from the footer. */
    socials: z.array(
      strictObject({
        /** Network name, for example "LinkedIn". */
        name: text('socials[].name'),
        /** Address of the company's profile there. */
        url: externalUrl('socials[].url'),
      }),
    ),
    /** Business-bureau accreditation shown in the footer. */
    bureau: strictObject({
      /** Link text for screen readers, for example "Our accredited business profile". */
      label: text('bureau.label'),
      /** Address of the accredited profile. */
      url: externalUrl('bureau.url'),
      /** The seal image, relative to this file, for example "./images/accredited-seal.svg". */
      seal: existingImage(image, contentRoot, 'bureau.seal'),
      /** What the seal says, for visitors who cannot see it. */
      sealAlt: text('bureau.sealAlt').meta({ title: 'Seal description' }),
    }),
    /** Short paragraph about the company at the top of the footer. */
    footerDescription: paragraph('footerDescription'),
    /** The online portals, each drawn as a link under its audience; none is drawn that is not here. */
    portals: z.array(portalSchema).default([]),
    /** Shown in the footer of every page, the doors' section and the contact hours; leave out if none. */
    emergencyLine: emergencyLineSchema.optional(),
  });

/** content/site.json as the page uses it (the seal processed into image metadata). */
export type Site = z.infer<ReturnType<typeof siteSchema>>;
