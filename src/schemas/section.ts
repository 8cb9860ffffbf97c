import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { anchorId, contentRoot, existingImage, strictObject, text } from './shared';

/**
 * The front matter of a page section (content/sections/*.md); the Markdown body under it is the
 * section's copy.
 */

/** Where a section's navigation link goes: the top bar, or under the More button. */
const navPlacements = ['bar', 'more'] as const;

/**
 * How a section is drawn: one of the page's own designs, or "prose" (heading and copy) for a section
 * an editor adds. Chosen here, apart from the id, so an editor can rename the anchor freely.
 */
export const sectionDesigns = [
  'hero',
  'homes',
  'about',
  'property-services',
  'commercial-cleaning',
  'property-development',
  'reviews',
  'contact',
  'portals',
  'questions',
  'prose',
] as const;
export type SectionDesign = (typeof sectionDesigns)[number];

/** The schema of a section's front matter; `image` is Astro's image helper for the illustration. */
export const sectionSchema = (image: ImageFunction) =>
  strictObject({
    /** The anchor (`#id`) of the section; unique across all sections. */
    id: anchorId,
    /** How the section is drawn; each design but "prose" belongs to one section. */
    design: z
      .enum(sectionDesigns, {
        error: `design must be one of ${sectionDesigns.map((design) => `"${design}"`).join(', ')}: "prose" draws the heading and the copy.`,
      })
      .meta({ title: 'Design' })
      .default('prose'),
    /** Position on the page: sections are shown from the lowest number to the highest. */
    order: z.number({ error: 'order must be a number: sections are shown from lowest to highest.' }).int(),
    /** Text of the section's navigation link; leave out to keep the section out of the navigation. */
    navLabel: text('navLabel').meta({ title: 'Navigation label' }).optional(),
    /** "bar" puts the link in the top bar, "more" under the More button. */
    navPlacement: z
      .enum(navPlacements, { error: 'navPlacement must be "bar" or "more".' })
      .meta({ title: 'Navigation placement' })
      .default('bar'),
    /** Small line above the heading. */
    eyebrow: text('eyebrow').optional(),
    /** The section's heading (the hero's is the page's only h1). */
    title: text('title'),
    /** Optional illustration, relative to the Markdown file, for example "../images/hero.svg". */
    image: existingImage(image, `${contentRoot}/sections`, 'image').optional(),
    /** Describes the illustration for visitors who cannot see it; required with `image`. */
    imageAlt: text('imageAlt').meta({ title: 'Picture description' }).optional(),
  }).refine((section) => !section.image || section.imageAlt, {
    error: 'imageAlt is required when image is set: describe the picture for visitors who cannot see it.',
    path: ['imageAlt'],
  });

/** A section's front matter as the page uses it. */
export type SectionData = z.infer<ReturnType<typeof sectionSchema>>;
