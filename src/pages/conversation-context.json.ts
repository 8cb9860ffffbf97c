/**
 * /conversation-context.json: the placeholders' values (the page's words among them, for
 * `{{pageKnowledge}}`) and the agent's page choices (src/agent/conversation-context.ts).
 */
import type { APIRoute } from 'astro';
import { fileResponse } from '~/lib/build/brand-assets';
import { getList, getSingleton } from '~/lib/content/entries';
import { getSections } from '~/lib/content/sections';
import { getHomesShown } from '~/lib/content/homes-shown';
import { conversationContextOf } from '~/agent/conversation-context';
import { dayIn } from '~/lib/homes';

export const GET: APIRoute = async () => {
  const sections = await getSections();
  const agent = await getSingleton('agent');
  const knowledge = {
    sections: sections.map(({ data, body }) => ({ data, body: body ?? '' })),
    site: await getSingleton('site'),
    propertyServices: await getList('propertyServices'),
    commercialCleaning: await getSingleton('commercialCleaning'),
    propertyDevelopment: await getSingleton('propertyDevelopment'),
    reviews: await getSingleton('reviews'),
    testimonials: await getList('testimonials'),
    contact: await getSingleton('contact'),
    faq: await getSingleton('faq'),
    fees: await getSingleton('fees'),
    marketRents: await getSingleton('marketRents'),
    marketRentsText: await getSingleton('marketRentsText'),
    portalsText: await getSingleton('portalsText'),
    homes: await getHomesShown(),
    homesText: await getSingleton('homesText'),
    repairs: await getSingleton('repairs'),
    today: dayIn(agent.booking.timeZone),
  };
  const context = conversationContextOf({
    ...knowledge,
    agentActionsText: await getSingleton('agentActionsText'),
    cleaningRates: await getSingleton('cleaningRates'),
    sections: sections.map((section) => section.data),
    booking: agent.booking,
    languages: agent.languages,
    transcriber: agent.transcriber,
    voice: agent.voice,
    knowledge,
  });
  return fileResponse(JSON.stringify(context), 'application/json');
};
