import { z } from 'astro/zod';
import { rentSizes } from './rent-sizes';
import { strictObject, text, withPlaceholders } from './shared';

/**
 * The words of the table of what homes rent for (content/ui/market-rents.json), in the owners' part of
 * the page (the property-services section); its figures are content/market-rents.json's.
 */
export const marketRentsTextSchema = strictObject({
  /** The table's title; `{cities}` are the cities it has figures for, for example "What homes rent for in {cities}". */
  caption: withPlaceholders('caption', ['{cities}'], 'What homes rent for in {cities}'),
  /** The heading over the sizes, for example "Size". */
  size: text('size'),
  /** Each size as a row's heading, for example "2 bedrooms". */
  sizes: strictObject(
    Object.fromEntries(rentSizes.map((size) => [size, text(`sizes.${size}`)])) as Record<
      (typeof rentSizes)[number],
      ReturnType<typeof text>
    >,
  ).meta({ title: 'Sizes' }),
  /** A cell the sources give no figure for, for example "Not published". */
  noFigure: text('noFigure'),
  /**
   * Under the table, once per source: `{survey}` and `{date}` are its name and month, `{homes}` the
   * homes its figures are of, `{publishedBy}` the link to the page they were read on, for example
   * "{survey}, {date}: average monthly rent of {homes}, as published by {publishedBy}.".
   */
  source: withPlaceholders(
    'source',
    ['{homes}', '{survey}', '{date}', '{publishedBy}'],
    '{survey}, {date}: average monthly rent of {homes}, as published by {publishedBy}.',
  ),
  /** The same for a source that publishes its own figures: `{survey}` is the link. */
  sourceOwn: withPlaceholders(
    'sourceOwn',
    ['{homes}', '{survey}', '{date}'],
    '{survey}, {date}: average monthly rent of {homes}.',
  ),
  /** After the sources, where a figure has a grade, for example "a to d: the survey's reliability grade, from excellent to use with caution.". */
  grades: text('grades'),
  /** The invitation to ask for a figure for one's own home: opens the conversation with the AI assistant. */
  ask: text('ask'),
  /**
   * Under it, where the assistant cannot answer (no JavaScript, or the site built without it), on
   * its phone link; `{phone}` is the company's number, for example "Call {phone} and ask".
   */
  askByPhone: withPlaceholders('askByPhone', ['{phone}'], 'Call {phone} and ask'),
});

/** content/ui/market-rents.json. */
export type MarketRentsText = z.infer<typeof marketRentsTextSchema>;
