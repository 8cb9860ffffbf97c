/**
 * The `{{name}}` placeholders content/agent.md's prompt and first message may use: the page fills each
 * when a conversation starts (src/agent/assistant.ts); a name outside this vocabulary stops the build.
 */
import { ContentFileError, text } from './shared';

/** Each placeholder the assistant's prompt and first message may use, and what it holds. */
export const agentVariableDescriptions = {
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
  pageKnowledge:
    'Everything a visitor can read on the page, as plain text: the company’s details (the emergency line among them), then each section in page order under a line "[id] heading" (the id is what show_section takes), with its copy, cards, homes for rent (each street followed by "(home id)", the id point_to and show_booking take), doors, and questions and answers',
  conversationSoFar:
    'What the visitor and the assistant already said in this visit (typed, or in an earlier call), one "Visitor: …" or "Assistant: …" line each, at most 2,000 characters; empty when this is the first word. Filled when the conversation starts, not from content/',
  today:
    'The date and time when the conversation starts, on the platform’s clock in the company’s time zone (booking.timeZone), for example "Tuesday, November 24, 2026, 03:05 PM". Written by npm run assistant in the platform’s own words, not from content/',
  timeZone: 'The company’s time zone (booking.timeZone), for example "America/Regina"',
  bookingKinds:
    'The appointments the assistant may book (booking.kinds), for example "Free in-home consultation (60 minutes), Free cleaning quote (30 minutes)"; empty with booking off',
  bookAheadDays: 'How many days ahead a visitor may book (booking.bookAheadDays), for example "30"',
  languages:
    'The languages the assistant speaks in writing (languages), each by its own name with its code, for example "English (en), Français (fr), Español (es)"',
  language:
    'The language the visitor chose on the website when the conversation started, for example "Français (fr)"; the first listed language until the page says otherwise',
  callLanguages:
    'The languages a call goes on in aloud: those its transcriber hears and its voice speaks, for a call in the visitor’s language (a language with a voice of its own may be spoken only with English), for example "English (en), Français (fr)". In the typed chat, those of a call in the first listed language',
} as const;

export type AgentVariable = keyof typeof agentVariableDescriptions;

/** Variable names, in the order documented. */
export const agentVariableNames = Object.keys(agentVariableDescriptions) as AgentVariable[];

/**
 * A `{{name}}` placeholder, Vapi's syntax (spaces inside the braces allowed); the name is group 1.
 * Global: use it with `matchAll` and `replace`, which start from the beginning each time.
 */
export const placeholderPattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** Names used as `{{name}}` placeholders in a text, in order, repeats included. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1]!);
}

/** The vocabulary as editors write it: "{{brand}}, {{phone}}, …". */
export const knownPlaceholders = agentVariableNames.map((name) => `{{${name}}}`).join(', ');

/**
 * Throws a ContentFileError when `text` uses a placeholder the page does not provide (the caller
 * would hear it verbatim). `where` starts the message: a field name, or the file and its part.
 */
export function assertKnownPlaceholders(text: string, where: string): void {
  const known = new Set<string>(agentVariableNames);
  const unknown = [...new Set(placeholdersIn(text))].filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ContentFileError(
      `${where} uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, which the page does not provide: use only ${knownPlaceholders}.`,
    );
  }
}

/** A text whose `{{placeholders}}` are all variables the page provides. */
export const withKnownPlaceholders = (field: string) =>
  text(field).check((context) => {
    try {
      assertKnownPlaceholders(context.value, field);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      context.issues.push({ code: 'custom', input: context.value, message: error.message });
    }
  });
