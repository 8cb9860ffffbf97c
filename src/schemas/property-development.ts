import { z } from 'astro/zod';
import { callToAction, feature, offeredService, paragraph, strictObject, text } from './shared';

/** The property-development section's lists and words (content/property-development.json). */
export const propertyDevelopmentSchema = strictObject({
  /** Heading over the differentiators. */
  differentiatorsTitle: text('differentiatorsTitle'),
  /** What sets the development service apart. */
  differentiators: z.array(feature).min(1, { error: 'differentiators needs at least one entry.' }),
  /** Heading over the services. */
  servicesTitle: text('servicesTitle'),
  /** The development services offered. */
  services: z.array(offeredService).min(1, { error: 'services needs at least one entry.' }),
  /** Heading over the process steps. */
  processTitle: text('processTitle'),
  /** The steps of a project, in order; they are numbered on the page. */
  process: z
    .array(
      strictObject({
        /** Name of the step, for example "Consultation". */
        title: text('process[].title'),
        /** One or two sentences on the step. */
        description: paragraph('process[].description'),
      }),
    )
    .min(1, { error: 'process needs at least one step.' }),
  /** The block closing the section. */
  callToAction,
});

export type PropertyDevelopment = z.infer<typeof propertyDevelopmentSchema>;
