import { z } from 'astro/zod';

/** Placeholder: the island's own words, filled in with the island. */
export const carouselTextSchema = z.object({});
export type CarouselText = z.infer<typeof carouselTextSchema>;
