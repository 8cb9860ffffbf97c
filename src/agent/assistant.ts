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
import { leadOutput } from './lead';
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
