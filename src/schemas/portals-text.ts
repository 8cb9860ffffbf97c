import { z } from 'astro/zod';
import { portalAudiences } from './site';
import { strictObject, text } from './shared';

/**
 * The words of the section that opens the company's portals (content/portals.json): a heading for
 * each audience, over its doors. The doors themselves and the emergency line are the company's
 * details, in content/site.json.
 */
export const portalsTextSchema = strictObject({
  /** The heading over each audience's doors, for example "Tenants". */
  audiences: strictObject(
    Object.fromEntries(portalAudiences.map((audience) => [audience, text(`audiences.${audience}`)])) as Record<
      (typeof portalAudiences)[number],
      ReturnType<typeof text>
    >,
  ).meta({ title: 'Headings, by audience' }),
});

export type PortalsText = z.infer<typeof portalsTextSchema>;
