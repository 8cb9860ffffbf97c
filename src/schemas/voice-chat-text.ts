import { z } from 'astro/zod';

/** Placeholder: the island's own words, filled in with the island. */
export const voiceChatTextSchema = z.object({});
export type VoiceChatText = z.infer<typeof voiceChatTextSchema>;
