/**
 * Every content collection of the site and its schema. Editors change the files under `content/`;
 * these schemas check them at build time, so a mistake stops the build with a message that names the
 * file and the field and says what would be right (see content/README.md).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { callToAction, existingImage, feature, icon, text } from './schemas/shared';
import { navigationTextSchema } from './schemas/navigation-text';
import { carouselTextSchema } from './schemas/carousel-text';
import { voiceChatTextSchema } from './schemas/voice-chat-text';
import { seoSchema } from './schemas/seo';
import { voiceAgentSchema } from './schemas/voice-agent';

/** Top-level folder that editors own. */
const contentRoot = './content';

/** A single JSON file as a one-entry collection (its id is the file name without `.json`). */
const singleJson = (fileName: string) => glob({ pattern: fileName, base: contentRoot });

/** Anchors are lowercase words joined by hyphens, so they read well in the address bar. */
const anchorId = z
  .string({ error: 'id is required: the anchor of the section, for example "about".' })
  .regex(/^[a-z][a-z0-9-]*$/, {
    error:
      'id must be lowercase letters, digits and hyphens, starting with a letter (for example "commercial-cleaning").',
  });

/** E.164 phone number as used in `tel:` links, for example +13065550142. */
const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, {
  error:
    'phone.e164 must be the number in international form: a plus sign, country code and digits only, for example "+13065550142".',
});

/** Absolute https URL of a page outside the site. */
const externalUrl = (field: string) =>
  z.url({
    protocol: /^https$/,
    error: `${field} must be a full https:// address, for example "https://www.linkedin.com/company/example".`,
  });

const site = defineCollection({
  loader: singleJson('site.json'),
  schema: ({ image }) =>
    z.object({
      /** Company name as shown in the header, hero, footer and structured data. */
      brand: text('brand'),
      /** The company's phone number. */
      phone: z.object({
        /** As visitors read it, for example "(306) 555-0142". */
        display: text('phone.display').regex(/\d{3}.*\d{4}/, {
          error:
            'phone.display must contain the whole number as visitors should read it, for example "(306) 555-0142".',
        }),
        /** The same number in E.164 form for `tel:` links. */
        e164,
      }),
      /** The support address used for every email link. */
      email: z.email({ error: 'email must be an email address such as "hello@example.ca".' }),
      /** Cities served, in the order they are listed. */
      serviceAreas: z.array(text('serviceAreas[]')).min(1, { error: 'serviceAreas needs at least one city.' }),
      /** Province or region the cities are in, for example "Saskatchewan". */
      region: text('region'),
      /** Opening hours, one line each; `opens`/`closes` (24-hour "HH:MM") feed structured data. */
      businessHours: z
        .array(
          z.object({
            /** As visitors read it, for example "Monday – Friday". */
            days: text('businessHours[].days'),
            /** As visitors read it, for example "8:00 AM – 6:00 PM". */
            hours: text('businessHours[].hours'),
            /** schema.org day names for search engines; leave out for lines like "emergencies only". */
            dayOfWeek: z
              .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
              .optional(),
            opens: z
              .string()
              .regex(/^\d{2}:\d{2}$/, { error: 'opens must be 24-hour time such as "08:00".' })
              .optional(),
            closes: z
              .string()
              .regex(/^\d{2}:\d{2}$/, { error: 'closes must be 24-hour time such as "18:00".' })
              .optional(),
          }),
        )
        .min(1, { error: 'businessHours needs at least one line.' }),
      /** Social profiles; each opens in a new tab from the footer. */
      socials: z.array(
        z.object({
          /** Network name, for example "LinkedIn". */
          name: text('socials[].name'),
          url: externalUrl('socials[].url'),
        }),
      ),
      /** Business-bureau accreditation shown in the footer. */
      bureau: z.object({
        /** Link text for screen readers, for example "Our accredited business profile". */
        label: text('bureau.label'),
        url: externalUrl('bureau.url'),
        /** The seal image, relative to this file, for example "./images/accredited-seal.svg". */
        seal: existingImage(image, contentRoot, 'bureau.seal'),
        /** What the seal says, for visitors who cannot see it. */
        sealAlt: text('bureau.sealAlt'),
      }),
      /** Short paragraph about the company at the top of the footer. */
      footerDescription: text('footerDescription'),
    }),
});

const sections = defineCollection({
  loader: glob({ pattern: '*.md', base: `${contentRoot}/sections` }),
  schema: ({ image }) =>
    z
      .object({
        /** The anchor (`#id`) of the section; unique across all sections. */
        id: anchorId,
        /** Position on the page: sections are shown from the lowest number to the highest. */
        order: z.number({ error: 'order must be a number: sections are shown from lowest to highest.' }).int(),
        /** Text of the section's navigation link; leave out to keep the section out of the navigation. */
        navLabel: text('navLabel').optional(),
        /** "bar" puts the link in the top bar, "more" under the More button. */
        navPlacement: z.enum(['bar', 'more'], { error: 'navPlacement must be "bar" or "more".' }).default('bar'),
        /** Small line above the heading. */
        eyebrow: text('eyebrow').optional(),
        /** The section's heading (the hero's is the page's only h1). */
        title: text('title'),
        /** Optional illustration, relative to the Markdown file, for example "../images/hero.svg". */
        image: existingImage(image, `${contentRoot}/sections`, 'image').optional(),
        /** Describes the illustration for visitors who cannot see it; required with `image`. */
        imageAlt: text('imageAlt').optional(),
      })
      .refine((section) => !section.image || section.imageAlt, {
        error: 'imageAlt is required when image is set: describe the picture for visitors who cannot see it.',
        path: ['imageAlt'],
      }),
});

const propertyServices = defineCollection({
  loader: file(`${contentRoot}/property-services.json`),
  schema: ({ image }) =>
    z.object({
      /** Unique key of the card, for example "tenant-screening". */
      id: anchorId,
      /** Card heading. */
      title: text('title'),
      /** One or two sentences on the service. */
      description: text('description'),
      /** Card picture, relative to the JSON file, for example "./images/tenant-screening.svg". */
      image: existingImage(image, contentRoot, 'image'),
      /** Describes the picture for visitors who cannot see it. */
      imageAlt: text('imageAlt'),
    }),
});

/** A service offered inside a line of business: icon, name, one sentence. */
const offeredService = z.object({
  icon,
  title: text('services[].title'),
  description: text('services[].description'),
});

const commercialCleaning = defineCollection({
  loader: singleJson('commercial-cleaning.json'),
  schema: z.object({
    /** Heading over the mission statement. */
    missionTitle: text('missionTitle'),
    /** The mission statement. */
    mission: text('mission'),
    differentiatorsTitle: text('differentiatorsTitle'),
    differentiators: z.array(feature).min(1, { error: 'differentiators needs at least one entry.' }),
    servicesTitle: text('servicesTitle'),
    services: z.array(offeredService).min(1, { error: 'services needs at least one entry.' }),
    reasonsTitle: text('reasonsTitle'),
    reasons: z.array(feature).min(1, { error: 'reasons needs at least one entry.' }),
    callToAction,
  }),
});

const propertyDevelopment = defineCollection({
  loader: singleJson('property-development.json'),
  schema: z.object({
    differentiatorsTitle: text('differentiatorsTitle'),
    differentiators: z.array(feature).min(1, { error: 'differentiators needs at least one entry.' }),
    servicesTitle: text('servicesTitle'),
    services: z.array(offeredService).min(1, { error: 'services needs at least one entry.' }),
    processTitle: text('processTitle'),
    /** The steps of a project, in order; they are numbered on the page. */
    process: z
      .array(z.object({ title: text('process[].title'), description: text('process[].description') }))
      .min(1, { error: 'process needs at least one step.' }),
    callToAction,
  }),
});

/** Avatar background colours that keep white initials at AA contrast. */
const avatarColours = ['blue', 'emerald', 'violet', 'rose', 'amber', 'teal'] as const;

const testimonials = defineCollection({
  loader: file(`${contentRoot}/testimonials.json`),
  schema: z.object({
    /** Unique key, for example "owner-regina". */
    id: anchorId,
    /** Reviewer's name as they agreed to have it shown. */
    name: text('name'),
    /** For example "Property Owner". */
    role: text('role'),
    /** City, for example "Regina". */
    location: text('location'),
    /** Stars given, a whole number from 1 to 5. */
    rating: z
      .number({ error: 'rating must be a number of stars from 1 to 5.' })
      .int({ error: 'rating must be a whole number of stars from 1 to 5.' })
      .min(1, { error: 'rating must be at least 1 star (whole numbers from 1 to 5).' })
      .max(5, { error: 'rating must be at most 5 stars (whole numbers from 1 to 5).' }),
    /** What they said. */
    text: text('text'),
    /** One to three letters shown in the avatar circle. */
    initials: z
      .string()
      .regex(/^[A-Z]{1,3}$/, { error: 'initials must be one to three capital letters, for example "JD".' }),
    /** Avatar colour. */
    colour: z.enum(avatarColours, { error: `colour must be one of ${avatarColours.join(', ')}.` }),
  }),
});

const reviews = defineCollection({
  loader: singleJson('reviews.json'),
  schema: z.object({
    /** The average shown beside the testimonials, for example 4.9. */
    averageRating: z.number().min(0).max(5, { error: 'averageRating must be between 0 and 5.' }),
    /** Text after the average; `{rating}` is replaced by it, for example "{rating}/5 average rating". */
    averageLabel: text('averageLabel').includes('{rating}', { error: 'averageLabel must contain {rating}.' }),
    /** How a testimonial's stars are read out; `{rating}` is its number of stars. */
    ratingLabel: text('ratingLabel').includes('{rating}', { error: 'ratingLabel must contain {rating}.' }),
    /** The stats strip under the testimonials. */
    stats: z.array(z.object({ value: text('stats[].value'), label: text('stats[].label') })).min(1),
  }),
});

const contact = defineCollection({
  loader: singleJson('contact.json'),
  schema: z.object({
    phoneTitle: text('phoneTitle'),
    emailTitle: text('emailTitle'),
    areasTitle: text('areasTitle'),
    hoursTitle: text('hoursTitle'),
    topicsTitle: text('topicsTitle'),
    /** What visitors can get help with. */
    topics: z.array(text('topics[]')).min(1, { error: 'topics needs at least one entry.' }),
  }),
});

/** Words of the page frame: skip link, footer headings, small labels. */
const pageText = defineCollection({
  loader: singleJson('ui/page.json'),
  schema: z.object({
    skipLink: text('skipLink'),
    /** Hint shown on a service card on hover and focus, for example "Learn More". */
    serviceCardHint: text('serviceCardHint'),
    /** Label of the floating call link shown when voice chat is off. */
    callUsLabel: text('callUsLabel'),
    footer: z.object({
      servicesTitle: text('footer.servicesTitle'),
      areasTitle: text('footer.areasTitle'),
      contactTitle: text('footer.contactTitle'),
      socialTitle: text('footer.socialTitle'),
      /** Said after a social link's name to warn that it opens a new tab. */
      newTabHint: text('footer.newTabHint'),
      /** Copyright line; `{year}` is the build year and `{brand}` the company name. */
      copyright: text('footer.copyright').includes('{year}', { error: 'footer.copyright must contain {year}.' }),
    }),
  }),
});

const navigationText = defineCollection({ loader: singleJson('ui/navigation.json'), schema: navigationTextSchema });
const carouselText = defineCollection({ loader: singleJson('ui/carousel.json'), schema: carouselTextSchema });
const voiceChatText = defineCollection({ loader: singleJson('ui/voice-chat.json'), schema: voiceChatTextSchema });
/** Title, description, social card, icons and 404 words for crawlers and browsers (src/schemas/seo.ts). */
const seo = defineCollection({ loader: singleJson('seo.json'), schema: seoSchema });

/** The voice assistant's prompt and first message (src/schemas/voice-agent.ts), for `npm run assistant`. */
const voiceAgent = defineCollection({
  loader: glob({ pattern: 'voice-agent.md', base: contentRoot }),
  schema: voiceAgentSchema,
});

export const collections = {
  site,
  sections,
  propertyServices,
  commercialCleaning,
  propertyDevelopment,
  testimonials,
  reviews,
  contact,
  pageText,
  navigationText,
  carouselText,
  voiceChatText,
  seo,
  voiceAgent,
};
