/**
 * Every content collection of the site: which files under `content/` it reads and which schema in
 * src/schemas/ checks them. Editors change the files; a mistake stops the build with a message that
 * names the file and the field and says what would be right (see content/README.md).
 */
import { defineCollection } from 'astro:content';
import { contentRoot } from './schemas/shared';
import { jsonFile, jsonList, markdownFile, markdownFolder } from './lib/content-loaders';
import { siteSchema } from './schemas/site';
import { sectionSchema } from './schemas/section';
import { propertyServiceSchema } from './schemas/property-service';
import { commercialCleaningSchema } from './schemas/commercial-cleaning';
import { propertyDevelopmentSchema } from './schemas/property-development';
import { testimonialSchema } from './schemas/testimonial';
import { reviewsSchema } from './schemas/reviews';
import { contactSchema } from './schemas/contact';
import { pageTextSchema } from './schemas/page-text';
import { navigationTextSchema } from './schemas/navigation-text';
import { carouselTextSchema } from './schemas/carousel-text';
import { voiceChatTextSchema } from './schemas/voice-chat-text';
import { seoSchema } from './schemas/seo';
import { assertKnownPlaceholders, voiceAgentSchema } from './schemas/voice-agent';

/**
 * A single JSON file as a one-entry collection (its id is the file name without `.json`). Every loader
 * here checks its files strictly first (src/lib/content-loaders.ts): a syntax error, a missing file or
 * an emptied list stops the build naming the file.
 */
const singleJson = (fileName: string) => jsonFile(contentRoot, fileName);

export const collections = {
  site: defineCollection({ loader: singleJson('site.json'), schema: ({ image }) => siteSchema(image) }),
  sections: defineCollection({
    loader: markdownFolder(`${contentRoot}/sections`, { minEntries: 1 }),
    schema: ({ image }) => sectionSchema(image),
  }),
  propertyServices: defineCollection({
    loader: jsonList(`${contentRoot}/property-services.json`, { minEntries: 1 }),
    schema: ({ image }) => propertyServiceSchema(image),
  }),
  commercialCleaning: defineCollection({
    loader: singleJson('commercial-cleaning.json'),
    schema: commercialCleaningSchema,
  }),
  propertyDevelopment: defineCollection({
    loader: singleJson('property-development.json'),
    schema: propertyDevelopmentSchema,
  }),
  testimonials: defineCollection({
    loader: jsonList(`${contentRoot}/testimonials.json`, { minEntries: 1 }),
    schema: testimonialSchema,
  }),
  reviews: defineCollection({ loader: singleJson('reviews.json'), schema: reviewsSchema }),
  contact: defineCollection({ loader: singleJson('contact.json'), schema: contactSchema }),
  pageText: defineCollection({ loader: singleJson('ui/page.json'), schema: pageTextSchema }),
  navigationText: defineCollection({ loader: singleJson('ui/navigation.json'), schema: navigationTextSchema }),
  carouselText: defineCollection({ loader: singleJson('ui/carousel.json'), schema: carouselTextSchema }),
  voiceChatText: defineCollection({ loader: singleJson('ui/voice-chat.json'), schema: voiceChatTextSchema }),
  seo: defineCollection({ loader: singleJson('seo.json'), schema: seoSchema }),
  /** The voice assistant's prompt and first message, for `npm run assistant`; not shown on the page. */
  voiceAgent: defineCollection({
    loader: markdownFile(contentRoot, 'voice-agent.md', {
      checkBody: (body, name) => assertKnownPlaceholders(body, `${name}: the prompt (the text under the front matter)`),
    }),
    schema: voiceAgentSchema,
  }),
};
