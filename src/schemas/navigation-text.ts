import { z } from 'astro/zod';

/** Placeholder: the island's own words, filled in with the island. */
export const navigationTextSchema = z.object({});
export type NavigationText = z.infer<typeof navigationTextSchema>;
