import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/**
 * The words around the average rating, and the stats strip beside the testimonials (content/reviews.json).
 * The average itself is no figure of this file: the page works it out from the testimonials listed
 * (src/lib/average-rating.ts), so it can only say what they say.
 */
export const reviewsSchema = strictObject(
  {
    /** Text after the average's stars; `{rating}` is the average, for example "{rating}/5 average rating". */
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
  },
  {
    retired: {
      averageRating:
        'the average is no longer typed: the page works it out from the ratings of testimonials.json, so it says what they say. Remove averageRating.',
    },
  },
);
export type Reviews = z.infer<typeof reviewsSchema>;
