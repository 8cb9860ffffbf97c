/**
 * What the AI agent is told about the page (src/agent/assistant.ts), its file
 * (content/agent.md, its placeholders and its schema) and `npm run assistant`.
 */
import { runAssistant } from '../fixtures/run-assistant';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAgentContent } from '~/lib/content/agent-content';
import { pageKnowledge } from '~/agent/page-knowledge';
import { cleaningRates, knowledgeContent } from '../fixtures/sample-content';
import { agentToolArguments, agentToolNames } from '~/agent/tool-names';
import type { AgentToolContent } from '~/agent/tool-choices';
import { agentTools } from '~/agent/tools';
import { readFrontMatter } from '~/lib/content/front-matter';
import {
  assistantDefinition,
  calendarTools,
  fillPlaceholders,
  agentVariableValues,
  platformToday,
  type AgentVariablesContent,
} from '~/agent/assistant';
import { leadOutput } from '~/agent/lead';
import { assertKnownPlaceholders, placeholdersIn, agentVariableNames } from '~/schemas/agent-variables';
import { agentSchema } from '~/schemas/agent';
import type { BookingSettings } from '~/schemas/booking-settings';
import { ContentFileError } from '~/schemas/content-file-error';

const root = new URL('../../', import.meta.url);
const readContent = (path: string) => readFileSync(new URL(`content/${path}`, root), 'utf8');
const json = (path: string) => JSON.parse(readContent(path));

/** Booking settings as content/agent.md gives them; `bookingOn` books two kinds, Saskatchewan time. */
const bookingOff: BookingSettings = {
  enabled: false,
  timeZone: 'America/Regina',
  bookAheadDays: 30,
  kinds: [{ label: 'Free in-home consultation', minutes: 60 }],
  instructions:
    'Book visits in {{timeZone}}: {{bookingKinds}}, up to {{bookAheadDays}} days ahead. Today is {{today}}.',
};
const bookingOn: BookingSettings = {
  ...bookingOff,
  enabled: true,
  kinds: [
    { label: 'Free in-home consultation', minutes: 60 },
    { label: 'Free cleaning quote', minutes: 30 },
  ],
};

const content: AgentVariablesContent = {
  site: {
    brand: 'Prairie Hearth',
    phone: { display: '(306) 555-0142', e164: '+13065550142' },
    email: 'hello@example.ca',
    region: 'Saskatchewan',
    serviceAreas: ['Regina', 'Saskatoon'],
    businessHours: [
      {
        days: 'Monday – Friday',
        hours: '8:00 AM – 6:00 PM',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { days: 'Weekends', hours: 'Emergencies only' },
    ],
  },
  propertyServices: [{ title: 'Tenant Screening' }, { title: 'Rent Collection' }],
  commercialCleaning: { services: [{ title: 'Office Cleaning' }] },
  propertyDevelopment: { services: [{ title: 'Custom Homes' }, { title: 'Renovation' }] },
  contact: { topics: ['Property Management', 'Free Consultation'] },
  booking: bookingOff,
  knowledge: knowledgeContent,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'Français', question: 'Quelles villes desservez-vous ?' },
  ],
  transcriber: 'deepgram-nova-3',
  voice: { provider: '11labs', model: 'eleven_flash_v2_5', voiceId: 'sarah' },
};

/** The page tools' part of the content: one section, one card of each kind. */
const toolContent: AgentToolContent = {
  sections: [{ id: 'home', design: 'hero', order: 10, title: 'Prairie Hearth', navLabel: 'Home' }],
  propertyServices: [{ id: 'tenant-screening', title: 'Tenant Screening' }],
  commercialCleaning: content.commercialCleaning,
  propertyDevelopment: content.propertyDevelopment,
  homes: [],
  site: content.site,
  booking: bookingOff,
  languages: content.languages,
  repairs: content.knowledge.repairs,
  marketRents: content.knowledge.marketRents,
  fees: content.knowledge.fees,
  cleaningRates,
};

describe('agentVariableValues', () => {
  it('turns the content into one string per documented variable', () => {
    const values = agentVariableValues(content);
    expect(values).toEqual({
      brand: 'Prairie Hearth',
      phone: '(306) 555-0142',
      phoneE164: '+13065550142',
      email: 'hello@example.ca',
      region: 'Saskatchewan',
      serviceAreas: 'Regina, Saskatoon',
      hours: 'Monday – Friday: 8:00 AM – 6:00 PM; Weekends: Emergencies only',
      propertyServices: 'Tenant Screening, Rent Collection',
      cleaningServices: 'Office Cleaning',
      developmentServices: 'Custom Homes, Renovation',
      helpTopics: 'Property Management, Free Consultation',
      pageKnowledge: pageKnowledge(knowledgeContent),
      // Filled by the islands when a conversation starts; nothing is known of it at build time.
      conversationSoFar: '',
      timeZone: 'America/Regina',
      bookingKinds: '',
      bookAheadDays: '',
      languages: 'English (en), Français (fr)',
      // The first listed until the islands send the visitor's choice, and what a call in it speaks.
      language: 'English (en)',
      callLanguages: 'English (en), Français (fr)',
    });
    // Every variable but `{{today}}`, which the platform fills from its own clock.
    expect(Object.keys(values)).toEqual(agentVariableNames.filter((name) => name !== 'today'));
  });

  it('a call speaks the languages its transcriber and voice share: Punjabi, with a call of its own, not in an English call', () => {
    const punjabi = {
      code: 'pa',
      name: 'ਪੰਜਾਬੀ',
      call: { transcriber: 'gladia-solaria', voice: { provider: 'azure', voiceId: 'pa-IN-VaaniNeural' } },
    } as const;
    expect(agentVariableValues({ ...content, languages: [...content.languages, punjabi] })).toMatchObject({
      languages: 'English (en), Français (fr), ਪੰਜਾਬੀ (pa)',
      callLanguages: 'English (en), Français (fr)',
    });
  });

  it('with booking on, says what may be booked and how far ahead', () => {
    expect(agentVariableValues({ ...content, booking: bookingOn })).toMatchObject({
      timeZone: 'America/Regina',
      bookingKinds: 'Free in-home consultation (60 minutes), Free cleaning quote (30 minutes)',
      bookAheadDays: '30',
    });
  });

  it("takes the site's real contact details from content/", () => {
    const site = json('site.json');
    const values = agentVariableValues({
      site,
      propertyServices: json('property-services.json'),
      commercialCleaning: json('commercial-cleaning.json'),
      propertyDevelopment: json('property-development.json'),
      contact: json('contact.json'),
      booking: bookingOff,
      knowledge: knowledgeContent,
      languages: content.languages,
      transcriber: content.transcriber,
      voice: content.voice,
    });
    expect(values.phone).toBe(site.phone.display);
    expect(values.email).toBe(site.email);
    for (const area of site.serviceAreas) expect(values.serviceAreas).toContain(area);
    for (const line of site.businessHours) expect(values.hours).toContain(`${line.days}: ${line.hours}`);
  });
});

describe('placeholders', () => {
  it('finds {{name}} and {{ name }}, and refuses, once each, the ones the page does not provide', () => {
    expect(placeholdersIn('Hi {{brand}}, call {{ phone }} or {{nope}}.')).toEqual(['brand', 'phone', 'nope']);
    expect(() => assertKnownPlaceholders('Hi {{brand}}, {{nope}} and {{nope}} and {{Phone}}', 'the text')).toThrow(
      /^the text uses \{\{nope\}\}, \{\{Phone\}\}, which the page does not provide: use only \{\{brand\}\}, \{\{phone\}\},/,
    );
    expect(() => assertKnownPlaceholders('no placeholders, {single} braces, {{brand}}', 'the text')).not.toThrow();
  });

  it('fills the known ones with their values and leaves any other text alone', () => {
    const values = agentVariableValues(content);
    expect(fillPlaceholders('Call {{ phone }} at {{brand}}, not {{nope}} or {phone}.', values)).toBe(
      'Call (306) 555-0142 at Prairie Hearth, not {{nope}} or {phone}.',
    );
  });
});

/** `npm run assistant` with `args`: its stdout. */
const run = (...args: string[]) => {
  const { status, stdout, stderr } = runAssistant(...args);
  if (status !== 0) throw new Error(`npm run assistant failed: ${stderr}`);
  return stdout;
};

/** Front matter that passes the schema, recording off. */
const valid = {
  name: 'Agent',
  recording: false,
  notice: 'We keep a transcript to follow up. See our {privacy}.',
  privacyLinkText: 'privacy notice',
  firstMessage: 'Hi from {{brand}}',
  model: { provider: 'openai', model: 'gpt-4o' },
  languages: [...content.languages],
  transcriber: 'deepgram-nova-3' as const,
  voice: { provider: '11labs' as const, model: 'eleven_flash_v2_5' as const, voiceId: 'sarah' },
  booking: bookingOff,
};

/** The messages of a failed parse, by the field they name. */
const issuesOf = (data: unknown) =>
  (agentSchema.safeParse(data).error?.issues ?? []).map(({ path, message }) => ({
    field: path.join('.'),
    message,
  }));

describe('content/agent.md', () => {
  const { data, body } = readFrontMatter(readContent('agent.md'), 'content/agent.md');

  it('passes its schema and uses only variables the page provides', () => {
    const settings = agentSchema.parse(data);
    expect(placeholdersIn(settings.firstMessage)).toContain('brand');
    expect(() => assertKnownPlaceholders(body, 'the prompt')).not.toThrow();
    for (const name of ['brand', 'phone', 'email', 'serviceAreas', 'pageKnowledge']) {
      expect(placeholdersIn(body)).toContain(name);
    }
  });

  it('the schema stops an unknown placeholder and an unknown field, naming them', () => {
    expect(agentSchema.safeParse(valid).success).toBe(true);
    const unknown = agentSchema.safeParse({ ...valid, firstMessage: 'Call {{phoneNumber}}' });
    expect(unknown.error?.issues[0]?.message).toMatch(/firstMessage uses \{\{phoneNumber\}\}.*\{\{phone\}\}/);
    expect(agentSchema.safeParse({ ...valid, prompt: 'x' }).success).toBe(false);
  });
});

describe('the languages the agent speaks', () => {
  const languages = (list: unknown) => issuesOf({ ...valid, languages: list });

  it('take real BCP 47 tags, each with its own name; a slip stops the build naming the field and what would be right', () => {
    expect(
      languages([
        { code: 'en', name: 'English' },
        { code: 'fr-CA', name: 'Français', question: 'Où ?' },
        { code: 'tl', name: 'Tagalog' },
      ]),
    ).toEqual([]);
    for (const code of ['en_US', 'english', 'fr-XX', 'zz', 'x-klingon']) {
      expect(
        languages([
          { code: 'en', name: 'English' },
          { code, name: 'Other', question: '?' },
        ]),
        code,
      ).toEqual([
        {
          field: 'languages.1.code',
          message: expect.stringMatching(
            new RegExp(`^languages\\[\\]\\.code "${code}" is not a (language tag|language the language data knows)`),
          ),
        },
      ]);
    }
    expect(languages([{ code: 'en', name: ' ' }])).toEqual([
      { field: 'languages.0.name', message: 'languages[].name is empty: write the text visitors should read.' },
    ]);
    expect(languages([{ code: 'en', name: 'English', langue: 'x' }])[0]?.message).toMatch(/unknown field "langue"/);
  });

  it('the second listed needs a question in it, for the owner’s check', () => {
    expect(
      languages([
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
      ]),
    ).toEqual([
      {
        field: 'languages.1.question',
        message: expect.stringMatching(/^languages\[1\]\.question is required: the second language listed \(Español\)/),
      },
    ]);
  });

  it('must include English and list each language once, an alias counting as the same', () => {
    expect(languages([{ code: 'fr', name: 'Français' }])).toEqual([
      { field: 'languages', message: expect.stringMatching(/^languages must include English/) },
    ]);
    expect(
      languages([
        { code: 'en', name: 'English' },
        { code: 'tl', name: 'Tagalog', question: 'Saan?' },
        { code: 'fil', name: 'Filipino' },
      ]),
    ).toEqual([{ field: 'languages', message: expect.stringMatching(/^languages has "fil" \(Filipino\) twice/) }]);
  });

  it('are heard by a transcriber and spoken by a voice model of the site’s choices', () => {
    expect(issuesOf({ ...valid, transcriber: 'whisper' })).toEqual([
      {
        field: 'transcriber',
        message: expect.stringMatching(/^transcriber must be one of deepgram-nova-3, gladia-solaria/),
      },
    ]);
    expect(issuesOf({ ...valid, voice: { ...valid.voice, model: 'eleven_turbo_v9' } })).toEqual([
      { field: 'voice.model', message: expect.stringMatching(/^voice\.model must be one of eleven_flash_v2_5/) },
    ]);
    expect(issuesOf({ ...valid, voice: { ...valid.voice, provider: 'polly' } })[0]?.message).toMatch(
      /^voice\.provider must be "11labs" or "azure"/,
    );
  });

  it('an ElevenLabs voice names its model; an Azure voice none, and its full name, its locale first', () => {
    expect(issuesOf({ ...valid, voice: { provider: '11labs', voiceId: 'sarah' } })).toEqual([
      { field: 'voice.model', message: expect.stringMatching(/^voice\.model is required for an ElevenLabs voice/) },
    ]);
    expect(
      issuesOf({ ...valid, voice: { provider: 'azure', model: 'eleven_v3', voiceId: 'pa-IN-VaaniNeural' } }),
    ).toEqual([{ field: 'voice.model', message: expect.stringMatching(/^voice\.model is for ElevenLabs voices/) }]);
    expect(issuesOf({ ...valid, voice: { provider: 'azure', voiceId: 'Vaani' } })).toEqual([
      {
        field: 'voice.voiceId',
        message: expect.stringMatching(
          /^voice\.voiceId "Vaani" is not an Azure neural voice's full name.*"pa-IN-VaaniNeural"/,
        ),
      },
    ]);
    expect(issuesOf({ ...valid, voice: { provider: 'azure', voiceId: 'en-CA-ClaraNeural' } })).toEqual([]);
  });

  it('a language’s own call: a transcriber, a voice or both, checked like the shared ones', () => {
    const withCall = (call: unknown) =>
      issuesOf({ ...valid, languages: [...valid.languages, { code: 'pa', name: 'ਪੰਜਾਬੀ', call }] });
    expect(
      withCall({ transcriber: 'gladia-solaria', voice: { provider: 'azure', voiceId: 'pa-IN-OjasNeural' } }),
    ).toEqual([]);
    expect(withCall({})).toEqual([
      {
        field: 'languages.2.call',
        message: expect.stringMatching(/^languages\[\]\.call needs a transcriber, a voice or both/),
      },
    ]);
    expect(withCall({ voice: { provider: 'azure', voiceId: 'Ojas' } })).toEqual([
      {
        field: 'languages.2.call.voice.voiceId',
        message: expect.stringMatching(/^languages\[\]\.call\.voice\.voiceId "Ojas" is not an Azure neural voice/),
      },
    ]);
    expect(withCall({ transcriber: 'whisper' })[0]?.message).toMatch(
      /^languages\[\]\.call\.transcriber must be one of/,
    );
  });

  it('reach the assistant: the transcriber and voice, the language tool, and the prompt’s placeholders', () => {
    const definition = assistantDefinition(
      valid,
      'You speak {{languages}}; the visitor chose {{language}}.',
      toolContent,
    );
    expect(definition.transcriber).toEqual({ provider: 'deepgram', model: 'nova-3', language: 'multi' });
    expect(definition.voice).toEqual({ provider: '11labs', model: 'eleven_flash_v2_5', voiceId: 'sarah' });
    const setLanguage = definition.model.tools.find(
      (tool) => tool.type === 'function' && tool.function?.name === agentToolNames.setLanguage,
    );
    expect(setLanguage).toMatchObject({
      async: true,
      function: { parameters: { properties: { language: { enum: ['en', 'fr'] } }, required: ['language'] } },
    });
    // The sample's prompt says to answer in the visitor's language, follow a switch and keep the facts.
    const sample = readFrontMatter(readContent('agent.md'), 'agent.md').body;
    expect(placeholdersIn(sample)).toEqual(expect.arrayContaining(['languages', 'language']));
    expect(sample).toMatch(/call set_language/);
    expect(sample).toMatch(/keep names,\s+addresses, phone numbers, email addresses and prices exactly/);
  });
});

describe('recording, and the notice every visitor reads first', { timeout: 20_000 }, () => {
  const recorded = {
    ...valid,
    recording: true,
    notice: 'This conversation is recorded and transcribed. See our {privacy}.',
    firstMessage: 'Hi from {{brand}}! This call is recorded.',
  };

  it('the sample records calls, and its notice and first message say so, with the privacy link', () => {
    const settings = agentSchema.parse(readFrontMatter(readContent('agent.md'), 'agent.md').data);
    expect(settings.recording).toBe(true);
    expect(settings.notice).toContain('{privacy}');
    expect(settings.notice).toMatch(/\brecorded\b/);
    expect(settings.firstMessage).toMatch(/\brecorded\b/);
    expect(settings.privacyLinkText).toBe('privacy notice');
  });

  it('with recording on, a notice or first message that does not say so stops the build, naming the field', () => {
    expect(issuesOf(recorded)).toEqual([]);
    expect(issuesOf({ ...recorded, notice: 'We keep a transcript. See our {privacy}.' })).toEqual([
      {
        field: 'notice',
        message: expect.stringMatching(/^notice must say that the conversation is recorded, because recording is true/),
      },
    ]);
    expect(issuesOf({ ...recorded, firstMessage: 'Hi from {{brand}}!' })).toEqual([
      {
        field: 'firstMessage',
        message: expect.stringMatching(
          /^firstMessage must say that the conversation is recorded.*Or set recording to false\.$/,
        ),
      },
    ]);
  });

  it('with recording off, a notice or first message that mentions it stops the build, naming the field and the word', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf({ ...valid, notice: recorded.notice, firstMessage: 'Calls are not Recorded here.' })).toEqual([
      {
        field: 'notice',
        message: expect.stringMatching(/^notice mentions recording \("recorded"\), but recording is false/),
      },
      {
        field: 'firstMessage',
        message: expect.stringMatching(/^firstMessage mentions recording \("Recorded"\), but recording is false/),
      },
    ]);
  });

  it('the notice holds {privacy} and fits the panel; recording is a yes or no', () => {
    expect(issuesOf({ ...valid, notice: 'We keep a transcript.' })).toEqual([
      { field: 'notice', message: expect.stringMatching(/^notice must contain \{privacy\}/) },
    ]);
    expect(issuesOf({ ...valid, notice: `${'x'.repeat(190)} {privacy}.` })).toEqual([
      { field: 'notice', message: expect.stringMatching(/^notice must be at most 200 characters/) },
    ]);
    expect(issuesOf({ ...valid, recording: 'yes' })).toEqual([
      { field: 'recording', message: expect.stringMatching(/^recording must be true or false/) },
    ]);
    expect(issuesOf({ ...valid, recording: undefined })[0]?.field).toBe('recording');
  });

  it('decides the recording flags of the assistant, video always off', () => {
    const plan = (settings: typeof valid) => assistantDefinition(settings, 'Prompt', toolContent).artifactPlan;
    expect(plan(recorded)).toMatchObject({ recordingEnabled: true, videoRecordingEnabled: false });
    expect(plan(valid)).toMatchObject({ recordingEnabled: false, videoRecordingEnabled: false });
  });

  it('reaches the assistant `npm run assistant` prints from a copy of content/ with recording off', () => {
    const copy = mkdtempSync(join(tmpdir(), 'agent-recording-'));
    try {
      cpSync(new URL('content/', root), copy, { recursive: true });
      const file = join(copy, 'agent.md');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace('recording: true', 'recording: false')
          .replace(/^notice: .*$/m, 'notice: "We keep a transcript to follow up on your request. See our {privacy}."')
          .replace(', and this call is recorded so we can follow up', ''),
      );
      const agent = readAgentContent(pathToFileURL(`${copy}/`));
      expect(assistantDefinition(agent.settings, agent.prompt, agent.content).artifactPlan).toMatchObject({
        recordingEnabled: false,
        videoRecordingEnabled: false,
      });
      // The printed assistant, from the project's own content/, follows its setting too.
      const printed = JSON.parse(run());
      expect(printed.artifactPlan).toMatchObject({ recordingEnabled: true, videoRecordingEnabled: false });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

// Each test that runs `npm run assistant` starts Node with the project's sources (a second or two
// each, more on a busy machine).
describe('npm run assistant', { timeout: 20_000 }, () => {
  it("prints Vapi's create-assistant body from content/agent.md, placeholders kept", () => {
    const assistant = JSON.parse(run());
    expect(assistant).toMatchObject({ name: expect.any(String), model: { provider: 'openai' } });
    expect(assistant.firstMessage).toContain('{{brand}}');
    expect(assistant.model.messages).toEqual([{ role: 'system', content: expect.stringContaining('{{phone}}') }]);
  });

  it('--filled puts the values from content/ in place of the placeholders', () => {
    const site = json('site.json');
    const filled = run('--filled');
    expect(placeholdersIn(filled)).toEqual([]);
    const assistant = JSON.parse(filled);
    expect(assistant.firstMessage).toContain(site.brand);
    expect(assistant.model.messages[0].content).toContain(site.phone.display);
  });

  it('writes {{today}} as the platform’s own clock in the company’s time zone, printed and filled alike', () => {
    const liquid = '{{"now" | date: "%A, %B %d, %Y, %I:%M %p", "America/Regina"}}';
    expect(platformToday('America/Regina')).toBe(liquid);
    for (const printed of [run(), run('--filled')]) {
      const { model } = JSON.parse(printed);
      expect(model.messages[0].content).toContain(`It is now ${liquid}.`);
      expect(model.messages[0].content).not.toContain('{{today}}');
    }
    const definition = assistantDefinition(
      { ...valid, firstMessage: 'Hi, it is {{ today }}.', booking: { ...bookingOff, timeZone: 'America/Toronto' } },
      'Today is {{today}}; call {{phone}}.',
      toolContent,
    );
    expect(definition.firstMessage).toBe(`Hi, it is ${platformToday('America/Toronto')}.`);
    expect(definition.model.messages[0]!.content).toBe(`Today is ${platformToday('America/Toronto')}; call {{phone}}.`);
  });

  it('is the same definition assistantDefinition builds', () => {
    const definition = assistantDefinition(
      { ...valid, name: 'A', firstMessage: 'Hi' },
      '\n  The prompt.\n',
      toolContent,
    );
    expect(definition).toEqual({
      name: 'A',
      firstMessage: 'Hi',
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        messages: [{ role: 'system', content: 'The prompt.' }],
        tools: agentTools(toolContent),
      },
      transcriber: { provider: 'deepgram', model: 'nova-3', language: 'multi' },
      voice: { provider: '11labs', model: 'eleven_flash_v2_5', voiceId: 'sarah' },
      artifactPlan: { recordingEnabled: false, videoRecordingEnabled: false, structuredOutputs: [leadOutput] },
    });
  });
});

describe('the lead every conversation leaves', { timeout: 20_000 }, () => {
  it('is extracted into the artifact with every field the company follows up with', () => {
    const assistant = JSON.parse(runAssistant().stdout);
    expect(assistant.artifactPlan.structuredOutputs).toEqual([leadOutput]);
    const [lead] = assistant.artifactPlan.structuredOutputs;
    expect(lead.name.length).toBeLessThanOrEqual(40);
    expect(Object.keys(lead.schema.properties)).toEqual([
      'name',
      'phone',
      'email',
      'city',
      'language',
      'need',
      'homeAddress',
      'propertyType',
      'bestTimeToReach',
      'repairKind',
      'repairUrgency',
      'entryPermission',
      'pets',
      'repairAddress',
      'ownerHomeCity',
      'ownerHomeKind',
      'ownerHomeBedrooms',
      'rentEstimateGiven',
      'cleaningPremises',
      'cleaningSquareFeet',
      'cleaningVisitsPerWeek',
      'cleaningAddOns',
      'cleaningQuoteGiven',
      'buildKind',
      'buildCity',
      'buildOwnsLot',
      'buildLotServiced',
      'buildSize',
      'buildStart',
      'buildBudget',
      'buildFinancing',
      'bookedAppointment',
      'summary',
    ]);
    expect(lead.schema.properties.cleaningSquareFeet.type).toBe('integer');
    expect(lead.schema.properties.cleaningVisitsPerWeek.type).toBe('integer');
    expect(lead.schema.properties.cleaningQuoteGiven.description).toContain('Never a figure the page did not give');
    expect(lead.schema.properties.buildKind.enum).toEqual(['custom-home', 'multi-family', 'commercial', 'renovation']);
    expect(lead.schema.properties.buildLotServiced.enum).toEqual(['yes', 'no', 'not-known']);
    expect(lead.schema.properties.buildFinancing.enum).toEqual(['arranged', 'in-progress', 'not-yet']);
    expect(lead.schema.properties.repairUrgency.enum).toEqual(['emergency', 'within-a-day', 'routine']);
    expect(lead.schema.properties.entryPermission.enum).toEqual(['yes', 'no']);
    expect(lead.schema.properties.ownerHomeKind.enum).toEqual(['apartment', 'house', 'townhouse', 'suite', 'condo']);
    expect(lead.schema.properties.ownerHomeBedrooms.type).toBe('integer');
    expect(lead.schema.properties.need.enum).toEqual([
      'property management',
      'cleaning',
      'development',
      'tenant repair',
      'tenant rent',
      'tenant lease',
      'rental home',
      'other',
    ]);
    expect(lead.schema.required).toEqual(['need', 'summary']);
    // The office reads English, whatever the conversation's language; the language is a field of its own.
    expect(lead.description).toMatch(/Write every field in English, whatever language the conversation was in/);
    expect(lead.schema.properties.language.description).toMatch(/by its English name/);
    for (const field of Object.values(lead.schema.properties) as { description?: string }[])
      expect(field.description).toBeTruthy();
  });

  it('--lead-output prints its definition alone, and --lead-output-id names it by id instead', () => {
    expect(JSON.parse(runAssistant('--lead-output').stdout)).toEqual(leadOutput);
    const byId = JSON.parse(runAssistant('--lead-output-id', 'lead-123').stdout);
    expect(byId.artifactPlan).toMatchObject({ structuredOutputIds: ['lead-123'] });
    expect(byId.artifactPlan).not.toHaveProperty('structuredOutputs');
    expect(JSON.parse(runAssistant('--filled', '--lead-output-id=lead-123').stdout).artifactPlan).toEqual(
      byId.artifactPlan,
    );
  });

  it('refuses an unknown option or an empty id on stderr, printing no JSON', () => {
    for (const args of [['--bogus'], ['--lead-output-id', ' ']]) {
      const result = runAssistant(...args);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^npm run assistant: .*(--bogus|--lead-output-id)/);
    }
  });
});

describe('booking the free consultation', () => {
  // The page's own tools, in the order src/agent/tools.ts declares them.
  const pageToolNames = Object.keys(agentToolArguments);
  const tools = (booking: BookingSettings) =>
    assistantDefinition({ ...valid, booking }, 'The prompt.', toolContent).model.tools;
  const system = (booking: BookingSettings) =>
    assistantDefinition({ ...valid, booking }, 'The prompt.', toolContent).model.messages[0]!.content;

  it('on: the platform’s two calendar tools and the page’s show_booking are declared, and the prompt says how to book', () => {
    expect(tools(bookingOn).map((tool) => (tool.type === 'function' ? tool.function?.name : tool.type))).toEqual([
      ...pageToolNames,
      agentToolNames.showBooking,
      agentToolNames.showRepair,
      agentToolNames.showRentEstimate,
      agentToolNames.showCleaningQuote,
      agentToolNames.showBuildProject,
      ...calendarTools.map((tool) => tool.type),
    ]);
    expect(system(bookingOn)).toBe(
      `The prompt.\n\n${bookingOn.instructions.replace('{{today}}', platformToday('America/Regina'))}`,
    );
  });

  it('off: nothing of it is declared or said, and the lead still has its field (left empty)', () => {
    expect(tools(bookingOff).map((tool) => tool.type === 'function' && tool.function?.name)).toEqual([
      ...pageToolNames,
      agentToolNames.showRepair,
      agentToolNames.showRentEstimate,
      agentToolNames.showCleaningQuote,
      agentToolNames.showBuildProject,
    ]);
    expect(system(bookingOff)).toBe('The prompt.');
    expect(leadOutput.schema.properties).toHaveProperty('bookedAppointment');
  });

  it('show_booking offers exactly the declared kinds, and asks for date-times with the company’s offset', () => {
    const tool = tools(bookingOn).find(
      (item) => item.type === 'function' && item.function?.name === agentToolNames.showBooking,
    );
    expect(tool).toMatchObject({ type: 'function', async: true });
    const parameters = (tool as Extract<typeof tool, { type: 'function' }>)!.function!.parameters!;
    expect(parameters.required).toEqual(['kind', 'start', 'end']);
    expect(parameters.properties!.kind).toMatchObject({ enum: ['Free in-home consultation', 'Free cleaning quote'] });
    expect(parameters.properties!.start!.description).toMatch(/ISO 8601 .*America\/Regina offset.*T10:00:00-06:00/);
    // No kind is a showing: no home to name.
    expect(parameters.properties).not.toHaveProperty('home');
  });

  it('with a showing among the kinds, show_booking takes the home by the id the page knowledge gives it, never a list', () => {
    const showing = { label: 'Showing of a home for rent', minutes: 30, showing: true };
    const tool = tools({ ...bookingOn, kinds: [...bookingOn.kinds, showing] }).find(
      (item) => item.type === 'function' && item.function?.name === agentToolNames.showBooking,
    );
    const parameters = (tool as Extract<typeof tool, { type: 'function' }>)!.function!.parameters!;
    expect(parameters.required).toEqual(['kind', 'start', 'end']);
    expect(parameters.properties!.home).toEqual({
      type: 'string',
      description: expect.stringContaining(
        `For a showing ("${showing.label}"): the home's id, written after its street`,
      ),
    });
    expect(parameters.properties!.home).not.toHaveProperty('enum');
  });

  it('the sample has booking on, in Saskatchewan time, with its three free visits and a showing of a home for rent', () => {
    const settings = agentSchema.parse(readFrontMatter(readContent('agent.md'), 'agent.md').data);
    expect(settings.booking).toMatchObject({ enabled: true, timeZone: 'America/Regina' });
    expect(settings.booking.kinds.map(({ label, showing }) => [label, showing ?? false])).toEqual([
      ['Free in-home consultation', false],
      ['Free cleaning quote', false],
      ['Free build consultation', false],
      ['Showing of a home for rent', true],
    ]);
    expect(JSON.parse(run()).model.tools.map((tool: { type: string }) => tool.type)).toContain(
      'google.calendar.event.create',
    );
  });

  it('a slip in the booking settings stops the build, naming the field and what would be right', () => {
    const booking = (change: Partial<BookingSettings> | Record<string, unknown>) =>
      issuesOf({ ...valid, booking: { ...bookingOn, ...change } });
    expect(booking({ timeZone: 'Saskatchewan' })).toEqual([
      {
        field: 'booking.timeZone',
        message: expect.stringMatching(/^booking.timeZone must be a time zone name such as "America\/Regina"/),
      },
    ]);
    expect(booking({ bookAheadDays: 0 })).toEqual([
      { field: 'booking.bookAheadDays', message: 'booking.bookAheadDays must be at least 1 day.' },
    ]);
    expect(booking({ kinds: [] })[0]).toMatchObject({ field: 'booking.kinds' });
    expect(booking({ kinds: [{ label: 'Visit', minutes: 12.5 }] })).toEqual([
      {
        field: 'booking.kinds.0.minutes',
        message: expect.stringMatching(/^booking.kinds\[\].minutes must be a whole number/),
      },
    ]);
    expect(booking({ kinds: [...bookingOn.kinds, { label: 'free cleaning quote', minutes: 45 }] })).toEqual([
      { field: 'booking.kinds', message: expect.stringMatching(/^booking.kinds has "free cleaning quote" twice/) },
    ]);
    expect(booking({ instructions: 'Book in {{zone}}.' })[0]?.message).toMatch(
      /^booking.instructions uses \{\{zone\}\}/,
    );
    expect(booking({ enabled: 'yes' })[0]).toMatchObject({ field: 'booking.enabled' });
    expect(issuesOf({ ...valid, booking: undefined })[0]).toMatchObject({ field: 'booking' });
  });

  it('on, with no open hours in content/site.json, stops the build naming both files', () => {
    const site = { ...content.site, businessHours: [{ days: 'Every day', hours: 'By appointment' }] };
    expect(() => agentVariableValues({ ...content, site, booking: bookingOn })).toThrow(ContentFileError);
    expect(() => agentVariableValues({ ...content, site, booking: bookingOn })).toThrow(
      /^content\/agent.md: booking.enabled is true, but no line of businessHours in content\/site.json gives dayOfWeek, opens and closes/,
    );
    expect(() => agentVariableValues({ ...content, site, booking: bookingOff })).not.toThrow();
  });
});

describe("the agent's guide, docs/agent.md", () => {
  it('documents exactly the placeholders the prompt may use, in their order', () => {
    const guide = readFileSync(new URL('../../docs/agent.md', import.meta.url), 'utf8');
    const documented = [...guide.matchAll(/^\| `\{\{(\w+)\}\}`/gm)].map((match) => match[1]);
    expect(documented).toEqual(agentVariableNames);
  });
});
