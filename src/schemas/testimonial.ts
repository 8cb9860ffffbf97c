import { z } from 'astro/zod';
import { anchorId, paragraph, strictObject, text } from './shared';

/** Avatar background colours that keep white initials at AA contrast. */
export const avatarColours = ['blue', 'emerald', 'violet', 'rose', 'amber', 'teal'] as const;

export type AvatarColour = (typeof avatarColours)[number];

/** One testimonial (an entry of content/testimonials.json). */
export const testimonialSchema = strictObject({
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
  text: paragraph('text'),
  /** One to three letters shown in the avatar circle. */
  initials: z
    .string()
    .regex(/^[A-Z]{1,3}$/, { error: 'initials must be one to three capital letters, for example "JD".' }),
  /** Avatar colour. */
  colour: z.enum(avatarColours, { error: `colour must be one of ${avatarColours.join(', ')}.` }),
});

/** One testimonial as the carousel island receives it: plain data, already in page order. */
export type Testimonial = z.infer<typeof testimonialSchema>;
