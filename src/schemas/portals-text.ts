import { z } from 'astro/zod';
import { portalAudiences } from './site';
import { strictObject, text } from './shared';

/**
 * The words of the section that opens the company's portals (content/portals.json): a heading for
 * each audience, over its doors, and the applicants' link to the homes on the page. The doors
 * themselves and the emergency line are the company's details, in content/site.json.
 */
export const portalsTextSchema = strictObject({
  /** The heading over each audience's doors, for example "Tenants". */
  audiences: strictObject(
    Object.fromEntries(portalAudiences.map((audience) => [audience, text(`audiences.${audience}`)])) as Record<
      (typeof portalAudiences)[number],
      ReturnType<typeof text>
    >,
  ).meta({ title: 'Headings, by audience' }),
  /**
   * The applicants' first door, where the page lists homes for rent (a section with design "homes"):
   * a link to them on the page; applying stays a portal's door.
   */
  homesOnPage: strictObject({
    /** The link's words, for example "See the homes for rent". */
    label: text('homesOnPage.label').max(40, {
      error: 'homesOnPage.label must be at most 40 characters: it is a link.',
    }),
    /** One line under it, for example "Homes for rent now in Regina, Saskatoon and Moose Jaw, on this page.". */
    description: text('homesOnPage.description').max(160, {
      error: 'homesOnPage.description must be at most 160 characters: one short line under the link.',
    }),
  }).meta({ title: 'Link to the homes for rent on the page' }),
});

export type PortalsText = z.infer<typeof portalsTextSchema>;
