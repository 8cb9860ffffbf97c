import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/** The average rating and the stats strip beside the testimonials (content/reviews.json). */
export const reviewsSchema = strictObject({
  /** The average shown beside the testimonials, for example 4.9. */
  averageRating: z
    .number({ error: 'averageRating must be a number between 0 and 5, for example 4.9.' })
    .min(0, { error: 'averageRating must be between 0 and 5.' })
    .max(5, { error: 'averageRating must be between 0 and 5.' }),
  /** Text after the average; `{rating}` is replaced by it, for example "{rating}/5 average rating". */
  averageLabel: text('averageLabel').includes('{rating}', { error: 'averageLabel must contain {rating}.' }),
  /** How a testimonial's stars are read out; `{rating}` is its number of stars. */
  ratingLabel: text('ratingLabel').includes('{rating}', { error: 'ratingLabel must contain {rating}.' }),
  /** The stats strip under the testimonials. */
  stats: z
    .array(
      strictObject({
        /** The figure, for example "500+". */
        value: text('stats[].value'),
        /** What it counts, for example "Properties managed". */
        label: text('stats[].label'),
      }),
    )
    .min(1, { error: 'stats needs at least one entry.' }),
});
export type Reviews = z.infer<typeof reviewsSchema>;
