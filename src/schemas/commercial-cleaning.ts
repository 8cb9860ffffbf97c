import { z } from 'astro/zod';
import { callToAction, feature, offeredService, paragraph, strictObject, text } from './shared';

/** The commercial-cleaning section's lists and words (content/commercial-cleaning.json). */
export const commercialCleaningSchema = strictObject({
  /** Heading over the mission statement. */
  missionTitle: text('missionTitle'),
  /** The mission statement. */
  mission: paragraph('mission'),
  /** Heading over the differentiators. */
  differentiatorsTitle: text('differentiatorsTitle'),
  /** What sets the cleaning service apart. */
  differentiators: z.array(feature).min(1, { error: 'differentiators needs at least one entry.' }),
  /** Heading over the services. */
  servicesTitle: text('servicesTitle'),
  /** The cleaning services offered. */
  services: z.array(offeredService).min(1, { error: 'services needs at least one entry.' }),
  /** Heading over the reasons. */
  reasonsTitle: text('reasonsTitle'),
  /** Why clients choose the service. */
  reasons: z.array(feature).min(1, { error: 'reasons needs at least one entry.' }),
  /** The block closing the section. */
  callToAction,
});

export type CommercialCleaning = z.infer<typeof commercialCleaningSchema>;
