import { z } from 'astro/zod';
import { comparableTag, isEnglishTag } from './language-tags';
import { ContentFileError, languageTag, strictObject, text } from './shared';

/**
 * content/agent.md: the AI agent (the assistant, on the platform) as `npm run assistant` prints it for Vapi, whether its
 * calls are recorded, and the privacy notice the conversation panels show before a visitor's first
 * word. Its front matter is checked by `agentSchema`; its body is the assistant's prompt, checked
 * where the file is loaded (src/lib/content/content-loaders.ts) and by `npm run assistant`. The first message
 * and the prompt may use `{{name}}` placeholders for the page's own facts, which the voice button
 * fills in at every call start (src/agent/assistant.ts computes the values); a name outside this
 * vocabulary stops the build.
 */

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
    'The languages the assistant speaks (languages), each by its own name with its English one, for example "English, Français (French), Español (Spanish)"',
  language:
    'The language the visitor chose on the website when the conversation started, for example "Français (French)"; the first listed language until the page says otherwise',
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
const withKnownPlaceholders = (field: string) =>
  text(field).check((context) => {
    try {
      assertKnownPlaceholders(context.value, field);
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      context.issues.push({ code: 'custom', input: context.value, message: error.message });
    }
  });

/** The longest notice the conversation panels show: they are small, and it is read before a word is said. */
const noticeMaxLength = 200;

/** The placeholder of the notice that the page turns into a link to the privacy page. */
const privacyPlaceholder = '{privacy}';

/** How a text says calls are recorded: a word starting with "record" (recorded, recording, records). */
const recordingWord = /\brecord\w*/i;

/** Examples the messages give, one for each setting. */
const noticeExamples = {
  on: `"This conversation is recorded and transcribed so we can follow up on your request. See our ${privacyPlaceholder}."`,
  off: `"This conversation is transcribed so we can follow up on your request. See our ${privacyPlaceholder}."`,
};

/** Whether a text names a time zone the browser and the platform know, such as "America/Regina". */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Booking the free consultation: on or off, what may be booked and how far ahead, in which time zone.
 * With it on, `npm run assistant` declares the platform's Google Calendar tools (a calendar the owner
 * connects once in Vapi's dashboard) and adds `instructions` to the prompt; the open hours are
 * content/site.json's businessHours (src/agent/booking.ts).
 */
const bookingSchema = strictObject({
  enabled: z
    .boolean({
      error:
        'booking.enabled must be true or false: true when the assistant books visits in the company’s Google Calendar (connected in Vapi’s dashboard, see docs/booking.md), false when visitors phone instead.',
    })
    .meta({
      title: 'Book appointments',
      description:
        'On: the assistant books visits in the calendar connected in Vapi’s dashboard. Off: it gives the phone.',
    }),
  timeZone: text('booking.timeZone')
    .refine(isTimeZone, {
      error:
        'booking.timeZone must be a time zone name such as "America/Regina" (Saskatchewan, which keeps Central Standard Time all year).',
    })
    .meta({ title: 'Time zone', description: 'Every date and time is said in it, for example America/Regina.' }),
  bookAheadDays: z
    .number({ error: 'booking.bookAheadDays must be a number of days, for example 30.' })
    .int({ error: 'booking.bookAheadDays must be a whole number of days, for example 30.' })
    .min(1, { error: 'booking.bookAheadDays must be at least 1 day.' })
    .max(365, { error: 'booking.bookAheadDays must be at most 365 days.' })
    .meta({ title: 'Book up to (days ahead)' }),
  kinds: z
    .array(
      strictObject({
        /** What the visit is for, as visitors read it and the calendar event is titled. */
        label: text('booking.kinds[].label').max(60, {
          error: 'booking.kinds[].label must be at most 60 characters: it is a calendar event’s title.',
        }),
        /** How long the visit takes. */
        minutes: z
          .number({ error: 'booking.kinds[].minutes must be a number of minutes, for example 60.' })
          .int({ error: 'booking.kinds[].minutes must be a whole number of minutes, for example 60.' })
          .min(15, { error: 'booking.kinds[].minutes must be at least 15.' })
          .max(480, { error: 'booking.kinds[].minutes must be at most 480 (8 hours).' }),
        /** A showing of one of the homes for rent: the agent names the home, and the visit is at its address. */
        showing: z
          .boolean({
            error:
              'booking.kinds[].showing must be true or false: true when the visit is a showing of one of the homes for rent (content/homes/), at its address.',
          })
          .optional()
          .meta({
            title: 'A showing of a home for rent',
            description: 'On: the visit is at one of the homes for rent, which the assistant names.',
          }),
      }),
    )
    .min(1, { error: 'booking.kinds needs at least one kind of appointment, for example "Free in-home consultation".' })
    .meta({ title: 'Kinds of appointment' }),
  /** The prompt's part on booking, added to it with booking on. */
  instructions: withKnownPlaceholders('booking.instructions').meta({
    multiline: true,
    title: 'How the assistant books',
    description: `Added to the prompt with booking on. It may use ${knownPlaceholders}.`,
  }),
}).check((context) => {
  // The agent names a kind by its label, and the page finds it by that label: each must be one.
  const labels = context.value.kinds.map(({ label }) => label.toLowerCase());
  const repeated = labels.find((label, index) => labels.indexOf(label) !== index);
  if (repeated) {
    context.issues.push({
      code: 'custom',
      input: context.value.kinds,
      path: ['kinds'],
      message: `booking.kinds has "${repeated}" twice: give each kind of appointment its own label.`,
    });
  }
});

/** content/agent.md's booking settings. */
export type BookingSettings = z.infer<typeof bookingSchema>;

/** A language the assistant speaks: its tag, its name in its own words, and a question in it for `--verify`. */
const agentLanguageSchema = strictObject({
  /** The BCP 47 tag, for example "fr"; the page's `lang` attributes and the agent's page tool use it. */
  code: languageTag('languages[].code'),
  /** Its name in its own words, for example "Français": what the conversation panel offers. */
  name: text('languages[].name').max(40, {
    error: 'languages[].name must be at most 40 characters: it is a choice in a list.',
  }),
  /** A short question in the language, which `npm run assistant -- --verify` asks of the second one listed. */
  question: text('languages[].question').optional(),
});

/** A language the assistant speaks, as content/agent.md lists it. */
export type AgentLanguage = z.infer<typeof agentLanguageSchema>;

/** The transcribers publishing can set, each named for its provider and model (src/agent/speech-languages.ts lists their languages). */
const transcriberChoices = ['deepgram-nova-3', 'gladia-solaria'] as const;
export type TranscriberChoice = (typeof transcriberChoices)[number];

/** The voice models publishing can set, all the platform's ElevenLabs ones (their languages: src/agent/speech-languages.ts). */
const voiceModelChoices = ['eleven_flash_v2_5', 'eleven_multilingual_v2', 'eleven_v3', 'eleven_flash_v2'] as const;

/** The assistant's voice in calls: the platform's ElevenLabs, a model that speaks every listed language, and a voice. */
const voiceSchema = strictObject({
  provider: z.enum(['11labs'], {
    error:
      'voice.provider must be "11labs": the site knows which languages the platform’s ElevenLabs models speak (docs/languages.md).',
  }),
  model: z.enum(voiceModelChoices, {
    error: `voice.model must be one of ${voiceModelChoices.join(', ')}: each speaks the languages docs/languages.md lists for it.`,
  }),
  /** An ElevenLabs voice of the platform's library (for example "sarah") or of the owner's ElevenLabs account. */
  voiceId: text('voice.voiceId'),
});

/** The voice of content/agent.md. */
export type VoiceChoice = z.infer<typeof voiceSchema>;

/** The front matter of content/agent.md. */
export const agentSchema = strictObject({
  /** The assistant's name in Vapi's dashboard (Vapi allows at most 40 characters). */
  name: text('name').max(40, { error: 'name must be at most 40 characters (Vapi’s limit).' }),
  /**
   * Whether calls are recorded (their audio kept with the transcript); `npm run assistant` writes it
   * into the assistant, and the notice and first message must say the same.
   */
  recording: z
    .boolean({
      error:
        'recording must be true or false: true when calls are recorded (their audio kept), false when they are not.',
    })
    .meta({
      title: 'Record calls',
      description:
        'On: calls are recorded, and the notice and first message must say so. Off: they must not mention recording.',
    }),
  /**
   * What every visitor reads before their first word, in the voice and chat panels: what is kept and
   * why, with `{privacy}` where the link to the privacy page goes.
   */
  notice: text('notice')
    .max(noticeMaxLength, {
      error: `notice must be at most ${noticeMaxLength} characters: it is shown in a small panel before the conversation starts.`,
    })
    .includes(privacyPlaceholder, {
      error: `notice must contain ${privacyPlaceholder}, where the link to the privacy page goes, for example ${noticeExamples.on}`,
    })
    .meta({
      multiline: true,
      description: `Shown before the conversation starts. ${privacyPlaceholder} becomes the link to the privacy page.`,
    }),
  /** The words of the notice's link to the privacy page, for example "privacy notice". */
  privacyLinkText: text('privacyLinkText')
    .max(40, { error: 'privacyLinkText must be at most 40 characters: it is a link inside a sentence.' })
    .meta({ title: 'Privacy link text', description: `The words of the link that replaces ${privacyPlaceholder}.` }),
  /** What the assistant says first, for example "Hi, thanks for calling {{brand}}!". */
  firstMessage: withKnownPlaceholders('firstMessage').meta({
    description: `What the assistant says first; with recording on, it says the call is recorded. It may use ${knownPlaceholders}.`,
  }),
  /** The language model: Vapi's provider name and model id, for example "openai" and "gpt-4o". */
  model: strictObject({ provider: text('model.provider'), model: text('model.model') }),
  /** The languages the assistant speaks, English among them: calls hear and speak each, the typed chat writes each. */
  languages: z
    .array(agentLanguageSchema)
    .min(1, { error: 'languages needs at least English: { code: en, name: English }.' })
    .meta({ title: 'Languages the assistant speaks' }),
  /** The transcriber of calls: one that hears every listed language (docs/languages.md). */
  transcriber: z.enum(transcriberChoices, {
    error: `transcriber must be one of ${transcriberChoices.join(', ')}: each hears the languages docs/languages.md lists for it.`,
  }),
  /** The voice of calls: a model that speaks every listed language. */
  voice: voiceSchema,
  /** Booking the free consultation (bookingSchema). */
  booking: bookingSchema,
}).check((context) => {
  // English is the page's language, the office's, and the words of the conversation panel where a
  // language has none of its own; a language listed twice would be offered twice.
  const { languages } = context.value;
  const canonical = languages.map(({ code }) => comparableTag(code));
  if (!canonical.some(isEnglishTag)) {
    context.issues.push({
      code: 'custom',
      input: languages,
      path: ['languages'],
      message:
        'languages must include English ({ code: en, name: English }): the page and the office read English, and the conversation panel shows English where a language has no words of its own.',
    });
  }
  const repeated = languages.find((_, index) => canonical.indexOf(canonical[index]!) !== index);
  if (repeated) {
    context.issues.push({
      code: 'custom',
      input: languages,
      path: ['languages'],
      message: `languages has "${repeated.code}" (${repeated.name}) twice (the same language, perhaps under another code): list each language once.`,
    });
  }
  const second = languages[1];
  if (second && !second.question) {
    context.issues.push({
      code: 'custom',
      input: second,
      path: ['languages', 1, 'question'],
      message: `languages[1].question is required: the second language listed (${second.name}) needs a short question in it, which npm run assistant -- --verify asks to check the agent answers in it.`,
    });
  }
  // What visitors read and hear must match what is done: a notice that promises no recording while
  // calls are recorded (or the reverse) misleads them, so it stops the build.
  const { recording, notice, firstMessage } = context.value;
  const said = {
    notice: { words: notice, on: `for example ${noticeExamples.on}`, off: `for example ${noticeExamples.off}` },
    firstMessage: {
      words: firstMessage,
      on: 'for example "… I\'m an AI assistant, and this call is recorded so we can follow up."',
      off: 'say nothing of recording',
    },
  };
  for (const [field, { words, on, off }] of Object.entries(said)) {
    const word = recordingWord.exec(words)?.[0];
    if (recording && !word) {
      context.issues.push({
        code: 'custom',
        input: words,
        path: [field],
        message: `${field} must say that the conversation is recorded, because recording is true: ${on}. Or set recording to false.`,
      });
    } else if (!recording && word) {
      context.issues.push({
        code: 'custom',
        input: words,
        path: [field],
        message: `${field} mentions recording ("${word}"), but recording is false, so calls are not recorded: ${off}. Or set recording to true.`,
      });
    }
  }
});

/** The AI agent's settings as the build and `npm run assistant` read them. */
export type AgentSettings = z.infer<typeof agentSchema>;
