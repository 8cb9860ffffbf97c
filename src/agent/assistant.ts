/**
 * What the AI agent knows about the page, built at build time from content/: the values both channels
 * send when a conversation starts, for the prompt's `{{name}}` placeholders, and the assistant itself.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { AgentToolContent } from './tool-choices';
import { agentTools } from './tools';
import type { CommercialCleaning } from '~/schemas/commercial-cleaning';
import type { Contact } from '~/schemas/contact';
import type { PropertyDevelopment } from '~/schemas/property-development';
import type { PropertyService } from '~/schemas/property-service';
import type { Site } from '~/schemas/site';
import { placeholderPattern, type AgentVariable } from '~/schemas/agent-variables';
import type { AgentSettings } from '~/schemas/agent';
import type { BookingSettings } from '~/schemas/booking-settings';
import { bookingChoices, describedKinds } from '~/agent/booking/choices';
import { repairUrgencies } from '~/schemas/repair-urgencies';
import { homeKinds } from '~/schemas/home-kinds';
import { entryAnswers } from '~/agent/repair/choices';
import { languageVariable } from './languages';
import { transcribers, voiceCoverage } from './speech-languages';
import { assertSpeechCoverage, languageCalls, type SpeechSettings } from './call-speech';
import { pageKnowledge, type PageKnowledgeContent } from './page-knowledge';

/** The content the variables come from: the parts of the content collections' data they read. */
export interface AgentVariablesContent {
  site: Pick<Site, 'brand' | 'phone' | 'email' | 'region' | 'serviceAreas' | 'businessHours'>;
  propertyServices: Pick<PropertyService, 'title'>[];
  commercialCleaning: { services: Pick<CommercialCleaning['services'][number], 'title'>[] };
  propertyDevelopment: { services: Pick<PropertyDevelopment['services'][number], 'title'>[] };
  contact: Pick<Contact, 'topics'>;
  /** content/agent.md's booking settings. */
  booking: BookingSettings;
  /** What a visitor can read on the page, for `{{pageKnowledge}}`. */
  knowledge: PageKnowledgeContent;
  /** content/agent.md's languages, the first the conversation's until the visitor chooses. */
  languages: SpeechSettings['languages'];
  /** The transcriber and voice every call shares, which with each language's own say what a call speaks. */
  transcriber: SpeechSettings['transcriber'];
  voice: SpeechSettings['voice'];
}

const list = (items: readonly string[]) => items.join(', ');
const titles = (items: readonly { title: string }[]) => list(items.map((item) => item.title));

/** The variables the page gives; `{{today}}` is the platform's (platformToday). */
type PageVariable = Exclude<AgentVariable, 'today'>;

/**
 * The values of every variable the page gives, as strings (Vapi substitutes them into the prompt as text).
 *
 * So the site and its agent never disagree about phone, hours, areas or services: a call sends these
 * values at its start, the typed chat with the question that opens a session (Vapi's `assistantOverrides.variableValues`);
 * their vocabulary and pattern are src/schemas/agent-variables.ts's. `npm run assistant` prints the assistant from
 * content/agent.md.
 */
export function agentVariableValues(content: AgentVariablesContent): Record<PageVariable, string> {
  const { site } = content;
  const booking = bookingChoices(content.booking, site.businessHours);
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
    pageKnowledge: pageKnowledge(content.knowledge),
    // The conversation so far is the visitor's, not the page's: the islands fill it in when a
    // conversation starts (empty until then).
    conversationSoFar: '',
    timeZone: content.booking.timeZone,
    bookingKinds: booking ? describedKinds(booking.kinds) : '',
    bookAheadDays: booking ? String(booking.bookAheadDays) : '',
    languages: content.languages.map(languageVariable).join(', '),
    // The islands send the visitor's choice when a conversation starts, and a call what it speaks.
    language: languageVariable(content.languages[0]!),
    callLanguages: languageCalls(content)[0]!.serves.map(languageVariable).join(', '),
  };
}

/** `text` with each known `{{name}}` replaced by its value, as Vapi fills it at a call start. */
export function fillPlaceholders(text: string, values: Record<PageVariable, string>): string {
  return text.replace(placeholderPattern, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name as PageVariable] : placeholder,
  );
}

/**
 * `{{today}}` as the platform writes it itself (LiquidJS's `date` filter, its documentation's "Dynamic
 * variables"): its own clock when the conversation starts, in the company's time zone, never the
 * visitor's device.
 */
export const platformToday = (timeZone: string) => `{{"now" | date: "%A, %B %d, %Y, %I:%M %p", "${timeZone}"}}`;

/** `text` with `{{today}}` in the platform's words; the other placeholders kept. */
const withPlatformToday = (text: string, timeZone: string) =>
  text.replace(placeholderPattern, (placeholder, name: string) =>
    name === 'today' ? platformToday(timeZone) : placeholder,
  );

/**
 * What a visitor needs, as a lead records it: one of the company's lines of business, a tenant's
 * request (filed as such, for whoever handles tenants), a home to rent, or other.
 */
const leadNeeds = [
  'property management',
  'cleaning',
  'development',
  'tenant repair',
  'tenant rent',
  'tenant lease',
  'rental home',
  'other',
] as const;

/**
 * The lead a conversation leaves for the company: who the visitor is, how to reach them and what they
 * need. The platform extracts it from each conversation with a model after it ends, into the
 * artifact's `structuredOutputs` (typed by the installed `CreateStructuredOutputDTO`). Only `need` and
 * `summary` are required: a visitor who gave no name or number still leaves what they asked.
 */
export const leadOutput: Vapi.CreateStructuredOutputDto = {
  type: 'ai',
  name: 'Website lead',
  description:
    'A lead for the company from a conversation with a visitor of its website. Take only what the visitor said; leave out a field they did not give, and never guess. Write every field in English, whatever language the conversation was in (the office reads English), translating what the visitor said; keep names, addresses, phone numbers and email addresses exactly as they gave them.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: "The visitor's name, as they gave it." },
      phone: { type: 'string', description: 'The phone number the visitor gave to be reached on.' },
      email: { type: 'string', description: 'The email address the visitor gave.' },
      city: { type: 'string', description: 'The city or town of the property, or else where the visitor is.' },
      language: {
        type: 'string',
        description:
          'The language the visitor spoke or wrote in, by its English name, for example "French"; the one they used most if they changed.',
      },
      need: {
        type: 'string',
        enum: [...leadNeeds],
        description:
          'What the visitor needs: property management (an owner renting out or managing a property, or asking what their home would rent for), cleaning (commercial cleaning), development (building or renovating), tenant repair (a tenant of ours reporting something to fix, emergencies included), tenant rent (a tenant asking about paying rent), tenant lease (a tenant asking about their lease: renewing, moving out, pets, who lives there), rental home (someone looking to rent a home: asking about one, booking a showing, applying, or asking to be told when one comes up), or other.',
      },
      homeAddress: {
        type: 'string',
        description:
          'The home for rent the visitor asked about or booked a showing of, by its address exactly as the website writes it (street and city), for example "Unit 305, 812 Broadway Avenue, Saskatoon"; the one they settled on if they asked about several. Leave it out when they asked about no particular home.',
      },
      propertyType: {
        type: 'string',
        description: 'The kind of property, for example house, condo, apartment building, office or retail store.',
      },
      bestTimeToReach: { type: 'string', description: 'When the visitor would like to be contacted, in their words.' },
      repairKind: {
        type: 'string',
        description:
          'For a tenant repair: the kind of problem, by the id it was filed under (show_repair\'s kind, for example "heat"). Leave it out otherwise.',
      },
      repairUrgency: {
        type: 'string',
        enum: [...repairUrgencies],
        description: "For a tenant repair: how urgent it is, as the agent filed it (show_repair's urgency).",
      },
      entryPermission: {
        type: 'string',
        enum: [...entryAnswers],
        description:
          'For a tenant repair: whether the company may come in when no one is home (yes or no), if the tenant said.',
      },
      pets: {
        type: 'string',
        description: 'For a tenant repair: any pets at the home to know about, if the tenant said.',
      },
      repairAddress: {
        type: 'string',
        description:
          "For a tenant repair: the tenant's home, its address and unit exactly as the tenant gave them. Leave it out otherwise.",
      },
      ownerHomeCity: {
        type: 'string',
        description:
          "For an owner who asked what their home would rent for: the home's city, as show_rent_estimate was given it. Leave it out otherwise.",
      },
      ownerHomeKind: {
        type: 'string',
        enum: [...homeKinds],
        description:
          "For an owner's rent estimate: the kind of home, as show_rent_estimate was given it. Leave it out otherwise.",
      },
      ownerHomeBedrooms: {
        type: 'integer',
        description:
          "For an owner's rent estimate: the home's number of bedrooms (0 for a bachelor), as show_rent_estimate was given it. Leave it out otherwise.",
      },
      rentEstimateGiven: {
        type: 'string',
        description:
          'For an owner\'s rent estimate: the figures the page gave (the average rent and its source, the fee, placing a tenant and what the owner keeps, in dollars), as the page gave them, in the form "Average rent $A a month (source, month); fee $B a month; placing a tenant $C; owner keeps $D a month", or "no figure for that size" when the page gave none. Never a figure the page did not give.',
      },
      bookedAppointment: {
        type: 'string',
        description:
          'The visit booked in the calendar during the conversation, if one was: what it is for and when it starts, as an ISO 8601 date-time with the company’s offset, for example "Free in-home consultation, 2026-12-01T10:00:00-06:00". Leave it out when nothing was booked.',
      },
      summary: {
        type: 'string',
        description:
          'Two or three sentences in English for whoever follows up: what the visitor asked, what they were told, and what was agreed.',
      },
    },
    required: ['need', 'summary'],
  },
};

/**
 * With booking on, the platform's own Google Calendar tools: they run on its side, in the calendar the
 * owner connects once in its dashboard, and return their result to the model (a tool the page carries
 * out cannot). Their arguments (start and end date-times, time zone, attendees …) are the platform's.
 */
export const calendarTools: Vapi.OpenAiModelToolsItem[] = [
  { type: 'google.calendar.availability.check' },
  { type: 'google.calendar.event.create' },
];

/** How `assistantDefinition` refers to the lead. */
export interface AssistantOptions {
  /**
   * The id of the lead output once created on the platform (`POST /structured-output` with
   * `leadOutput`): the assistant then names it by id instead of carrying it inline. The installed
   * types say a chat session's artifact uses only `artifactPlan.structuredOutputIds`, so only an
   * output named by id leaves a lead from typed chats too.
   */
  leadOutputId?: string | undefined;
}

/**
 * The body of Vapi's "create assistant" request (`POST /assistant`, or the dashboard's JSON view):
 * the prompt and first message keep their `{{name}}` placeholders, filled at each call start
 * (`{{today}}` by the platform itself, platformToday); the page tools' choices come from `content`
 * (src/agent/tools.ts); calls are recorded or not as `settings.recording` says; every
 * conversation leaves a lead. With booking on, the prompt gains its booking instructions and the
 * model the platform's calendar tools (and the page's `show_booking`).
 *
 * `clientMessages` is left unset on purpose: the platform's default list (as the installed
 * `CreateAssistantDTO` documents it) already sends the page `transcript`, `tool-calls`,
 * `status-update` and `speech-update`, which the islands depend on, and a list set here would have to
 * keep all four through every later edit.
 */
export function assistantDefinition(
  settings: AgentSettings,
  prompt: string,
  content: AgentToolContent,
  { leadOutputId }: AssistantOptions = {},
) {
  const artifactPlan: Vapi.ArtifactPlan = {
    // One setting decides it (content/agent.md), and its schema makes the notice and the first
    // message say the same. Video is never recorded: the page sends none. The transcript is kept
    // either way (`transcriptPlan` left to its default, on): the lead is made from it.
    recordingEnabled: settings.recording,
    videoRecordingEnabled: false,
    ...(leadOutputId ? { structuredOutputIds: [leadOutputId] } : { structuredOutputs: [leadOutput] }),
  };
  // Nothing publishes a call that would hear a listed language as noise, or could not answer in it.
  assertSpeechCoverage(settings);
  const { booking } = settings;
  const prompted = booking.enabled ? `${prompt.trim()}\n\n${booking.instructions.trim()}` : prompt.trim();
  const system = withPlatformToday(prompted, booking.timeZone);
  return {
    name: settings.name,
    firstMessage: withPlatformToday(settings.firstMessage, booking.timeZone),
    model: {
      provider: settings.model.provider,
      model: settings.model.model,
      messages: [{ role: 'system', content: system }],
      tools: [...agentTools({ ...content, booking }), ...(booking.enabled ? calendarTools : [])],
    },
    // A transcriber and a voice that serve every listed language without a call of its own (call-speech.ts).
    transcriber: transcribers[settings.transcriber].transcriber,
    voice: voiceCoverage(settings.voice).voice,
    artifactPlan,
  };
}
