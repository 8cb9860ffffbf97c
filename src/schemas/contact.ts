import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/** The contact section's headings and support topics (content/contact.json). */
export const contactSchema = strictObject({
  /** Heading over the phone number. */
  phoneTitle: text('phoneTitle'),
  /** Heading over the email address. */
  emailTitle: text('emailTitle'),
  /** Heading over the office's address (content/site.json `address`), shown when there is one. */
  officeTitle: text('officeTitle'),
  /** Heading over the cities served. */
  areasTitle: text('areasTitle'),
  /** Heading over the business hours. */
  hoursTitle: text('hoursTitle'),
  /** Heading over the support topics. */
  topicsTitle: text('topicsTitle'),
  /** What visitors can get help with. */
  topics: z.array(text('topics[]')).min(1, { error: 'topics needs at least one entry.' }),
});

export type Contact = z.infer<typeof contactSchema>;
