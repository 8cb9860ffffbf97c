import { z } from 'astro/zod';
import { strictObject, text } from './shared';

/**
 * A line that must contain every one of `placeholders`, each replaced on the page, for example
 * "Show testimonial {n}". The message names the field and the missing placeholder.
 */
const template = (field: string, placeholders: readonly string[], example: string) =>
  placeholders.reduce(
    (schema, placeholder) =>
      schema.includes(placeholder, {
        error: `${field} must contain ${placeholder}, which is replaced on the page; for example "${example}".`,
      }),
    text(field),
  );

/**
 * The words of the testimonial carousel (content/ui/carousel.json). Most are read out by screen
 * readers rather than shown, so write them as you would say them.
 */
export const carouselTextSchema = strictObject({
  /** Name of the carousel as a whole, for example "Client testimonials". */
  label: text('label'),
  /** What screen readers call the carousel, for example "carousel". */
  carouselRoleDescription: text('carouselRoleDescription'),
  /** What screen readers call each testimonial in it, for example "slide". */
  slideRoleDescription: text('slideRoleDescription'),
  /** Said for each testimonial: `{n}` is its number and `{total}` how many there are, for example "{n} of {total}". */
  slideLabel: template('slideLabel', ['{n}', '{total}'], '{n} of {total}'),
  /** Name of the button that shows the testimonial before, for example "Previous testimonial". */
  previous: text('previous'),
  /** Name of the button that shows the testimonial after, for example "Next testimonial". */
  next: text('next'),
  /** Name of the row of dots, for example "Choose a testimonial". */
  picker: text('picker'),
  /** Name of each dot; `{n}` is the testimonial's number, for example "Show testimonial {n}". */
  showSlide: template('showSlide', ['{n}'], 'Show testimonial {n}'),
  /** Name of the rotation button while testimonials change by themselves, for example "Stop automatic slide show". */
  stopRotation: text('stopRotation'),
  /** Name of the rotation button once they have stopped, for example "Start automatic slide show". */
  startRotation: text('startRotation'),
  /** Shown under the testimonials when JavaScript is off and they sit in a sideways-scrolling row. */
  scrollHint: text('scrollHint'),
});

/** The carousel's words, as the island receives them. */
export type CarouselText = z.infer<typeof carouselTextSchema>;
