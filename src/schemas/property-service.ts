import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { anchorId, contentRoot, existingImage, paragraph, strictObject, text } from './shared';

/** One property-management service card (an entry of content/property-services.json). */
export const propertyServiceSchema = (image: ImageFunction) =>
  strictObject({
    /** Unique key of the card, for example "tenant-screening". */
    id: anchorId,
    /** Card heading. */
    title: text('title'),
    /** One or two sentences on the service. */
    description: paragraph('description'),
    /** Card picture, relative to the JSON file, for example "./images/tenant-screening.svg". */
    image: existingImage(image, contentRoot, 'image'),
    /** Describes the picture for visitors who cannot see it. */
    imageAlt: text('imageAlt').meta({ title: 'Picture description' }),
  });

/** A service card as the page uses it (the picture processed into image metadata). */
export type PropertyService = z.infer<ReturnType<typeof propertyServiceSchema>>;
