/** /conversation-context.json: the placeholders' values and the agent's page choices (src/lib/conversation-context.ts). */
import type { APIRoute } from 'astro';
import { fileResponse } from '~/lib/build/brand-assets';
import { getList, getSingleton } from '~/lib/content/collections';
import { getSections } from '~/lib/content/sections';
import { conversationContextOf } from '~/lib/conversation-context';

export const GET: APIRoute = async () => {
  const context = conversationContextOf({
    site: await getSingleton('site'),
    propertyServices: await getList('propertyServices'),
    commercialCleaning: await getSingleton('commercialCleaning'),
    propertyDevelopment: await getSingleton('propertyDevelopment'),
    contact: await getSingleton('contact'),
    agentActionsText: await getSingleton('agentActionsText'),
    sections: (await getSections()).map((section) => section.data),
    booking: (await getSingleton('agent')).booking,
  });
  return fileResponse(JSON.stringify(context), 'application/json');
};
