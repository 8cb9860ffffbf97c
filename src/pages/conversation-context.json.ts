/** /conversation-context.json: the placeholders' values and the agent's page choices (src/lib/conversation-context.ts). */
import type { APIRoute } from 'astro';
import { fileResponse } from '~/lib/brand-assets';
import { buildConversationContext } from '~/lib/conversation-context';

export const GET: APIRoute = async () =>
  fileResponse(JSON.stringify(await buildConversationContext()), 'application/json');
