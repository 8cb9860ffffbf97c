/**
 * The carousel's words (content/ui/carousel.json) and their schema: the shipped file passes, and
 * each editor mistake fails with a message naming the field and what would be right.
 */
import { describe, expect, it } from 'vitest';
import carouselJson from '../../content/ui/carousel.json';
import { carouselTextSchema } from '~/schemas/carousel-text';

const good = carouselTextSchema.parse(carouselJson);

/** The messages a broken copy of the shipped file produces. */
function errorsFor(change: Record<string, unknown>): string[] {
  const result = carouselTextSchema.safeParse({ ...carouselJson, ...change });
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('content/ui/carousel.json', () => {
  it('passes its schema and carries the names the carousel pattern needs', () => {
    expect(good).toMatchObject({
      carouselRoleDescription: 'carousel',
      slideRoleDescription: 'slide',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      showSlide: 'Show testimonial {n}',
      slideLabel: '{n} of {total}',
    });
    // The rotation control's two names say different things.
    expect(good.stopRotation).not.toBe(good.startRotation);
  });
});

describe('carouselTextSchema', () => {
  it('names a missing field', () => {
    const { next: _dropped, ...withoutNext } = carouselJson;
    const result = carouselTextSchema.safeParse(withoutNext);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['next']);
    expect(result.error!.issues[0]!.message).toMatch(/^next is required/);
  });

  it('rejects an empty label', () => {
    expect(errorsFor({ label: '   ' })).toEqual(['label: label is empty: write the text visitors should read.']);
  });

  it('requires {n} in each dot name', () => {
    expect(errorsFor({ showSlide: 'Show testimonial' })).toEqual([
      'showSlide: showSlide must contain {n}, which is replaced on the page; for example "Show testimonial {n}".',
    ]);
  });

  it('requires both {n} and {total} in the slide label', () => {
    expect(errorsFor({ slideLabel: '{n}' })).toEqual([
      'slideLabel: slideLabel must contain {total}, which is replaced on the page; for example "{n} of {total}".',
    ]);
    expect(errorsFor({ slideLabel: 'of {total}' })[0]).toMatch(/slideLabel must contain \{n\}/);
  });

  it('rejects text that is not a string', () => {
    expect(errorsFor({ stopRotation: 3 })[0]).toMatch(/^stopRotation: stopRotation is required/);
  });
});
