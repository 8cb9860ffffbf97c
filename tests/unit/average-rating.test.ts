/**
 * The average rating beside the testimonials is worked out from their stars, to one decimal and never
 * above what they gave.
 */
import { describe, expect, it } from 'vitest';
import { averageRating } from '~/lib/average-rating';

const rated = (...stars: number[]) => stars.map((rating) => ({ rating }));

describe('averageRating', () => {
  it('is the stars given when every testimonial gives the same', () => {
    expect(averageRating(rated(5, 5, 5, 5, 5, 5))).toBe(5);
    expect(averageRating(rated(3))).toBe(3);
  });

  it('keeps one decimal, rounded down, so it never says more than the testimonials do', () => {
    expect(averageRating(rated(5, 5, 4))).toBe(4.6); // 4.67
    expect(averageRating(rated(...Array<number>(24).fill(5), 4))).toBe(4.9); // 4.96, not 5
    expect(averageRating(rated(5, 5, 5, 5, 5, 5, 5, 5, 5, 4))).toBe(4.9); // exactly 4.9
    expect(averageRating(rated(1, 2))).toBe(1.5);
  });

  it('refuses to make up an average with no testimonial', () => {
    expect(() => averageRating([])).toThrow(/no testimonial/);
  });
});
