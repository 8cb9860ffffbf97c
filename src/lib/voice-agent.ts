/**
 * What the voice agent knows about the page, built at build time from content/ so the site and its
 * agent never disagree about phone, hours, areas or services. The voice button passes these values at
 * every call start (Vapi's `assistantOverrides.variableValues`), and the assistant's prompt uses them
 * as `{{name}}` placeholders; `npm run assistant` prints that assistant from content/voice-agent.md.
 *
 * Plain TypeScript with no imports: pages, schemas, tests and the Node script all use it.
 */

/** Each variable the assistant's prompt and first message may use, and what it holds. */
export const voiceAgentVariableDescriptions = {
  brand: 'Company name (site.json brand)',
  phone: 'Phone number as visitors read it, for example "(306) 555-0142"',
  phoneE164: 'The same number in international form, for example "+13065550142"',
  email: 'Contact email address',
  region: 'Province or region served, for example "Saskatchewan"',
  serviceAreas: 'Cities served, comma-separated, in the order of site.json',
  hours: 'Business hours, one "days: hours" line each, separated by "; "',
  propertyServices: 'Property-management services (property-services.json titles), comma-separated',
  cleaningServices: 'Commercial-cleaning services (commercial-cleaning.json services), comma-separated',
  developmentServices: 'Property-development services (property-development.json services), comma-separated',
  helpTopics: 'What visitors can get help with (contact.json topics), comma-separated',
} as const;

export type VoiceAgentVariable = keyof typeof voiceAgentVariableDescriptions;

/** Variable names, in the order documented. */
export const voiceAgentVariableNames = Object.keys(voiceAgentVariableDescriptions) as VoiceAgentVariable[];

/** The content the variables come from (the validated data of the content collections). */
export interface VoiceAgentContent {
  site: {
    brand: string;
    phone: { display: string; e164: string };
    email: string;
    region: string;
    serviceAreas: readonly string[];
    businessHours: readonly { days: string; hours: string }[];
  };
  propertyServices: readonly { title: string }[];
  commercialCleaning: { services: readonly { title: string }[] };
  propertyDevelopment: { services: readonly { title: string }[] };
  contact: { topics: readonly string[] };
}

const list = (items: readonly string[]) => items.join(', ');
const titles = (items: readonly { title: string }[]) => list(items.map((item) => item.title));

/** The values of every variable, as strings (Vapi substitutes them into the prompt as text). */
export function voiceAgentVariables(content: VoiceAgentContent): Record<VoiceAgentVariable, string> {
  const { site } = content;
  return {
    brand: site.brand,
    phone: site.phone.display,
    phoneE164: site.phone.e164,
    email: site.email,
    region: site.region,
    serviceAreas: list(site.serviceAreas),
    hours: site.businessHours.map(({ days, hours }) => `${days}: ${hours}`).join('; '),
    propertyServices: titles(content.propertyServices),
    cleaningServices: titles(content.commercialCleaning.services),
    developmentServices: titles(content.propertyDevelopment.services),
    helpTopics: list(content.contact.topics),
  };
}

/** Names used as `{{name}}` placeholders in a text (Vapi's syntax; spaces inside the braces allowed). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1]!);
}

/** Placeholders in a text that are not variables the page provides (each would reach callers verbatim). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(voiceAgentVariableNames);
  return [...new Set(placeholdersIn(text))].filter((name) => !known.has(name));
}

/** The front matter of content/voice-agent.md (validated by src/schemas/voice-agent.ts). */
export interface VoiceAgentSettings {
  name: string;
  firstMessage: string;
  model: { provider: string; model: string };
  voice?: { provider: string; voiceId: string } | undefined;
}

/**
 * The body of Vapi's "create assistant" request (`POST /assistant`, or the dashboard's JSON view):
 * the prompt and first message keep their `{{name}}` placeholders, filled at each call start.
 */
export function assistantDefinition(settings: VoiceAgentSettings, prompt: string) {
  return {
    name: settings.name,
    firstMessage: settings.firstMessage,
    model: {
      provider: settings.model.provider,
      model: settings.model.model,
      messages: [{ role: 'system', content: prompt.trim() }],
    },
    ...(settings.voice ? { voice: settings.voice } : {}),
  };
}
