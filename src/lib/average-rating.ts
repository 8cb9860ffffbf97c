/**
 * The average rating the page shows beside the testimonials, worked out from the stars of the
 * testimonials listed (content/testimonials.json), never typed: it can only say what they say.
 */

/**
 * The average of `testimonials`' stars to one decimal, rounded down (4.83 → 4.8, 4.96 → 4.9, 5 → 5):
 * never more than they gave. Whole numbers of stars, so the tenths are worked out exactly.
 */
export function averageRating(testimonials: readonly { rating: number }[]): number {
  if (testimonials.length === 0) throw new Error('averageRating: no testimonial to work the average out from.');
  const stars = testimonials.reduce((sum, { rating }) => sum + rating, 0);
  return Math.floor((stars * 10) / testimonials.length) / 10;
}
