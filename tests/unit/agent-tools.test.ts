/**
 * The page tools the assistant declares (src/agent/tools.ts): their choices come from content/,
 * a section or card added there is offered with no code change, the cards without an id get one that
 * is stable and unique, and each tool is declared so the platform hands it to the page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readAgentContent } from '~/lib/content/agent-content';
import { runAssistant } from '../fixtures/run-assistant';
import { agentToolArguments, agentToolNames, contactMethods, type AgentToolName } from '~/agent/tool-names';
import { agentToolChoices, derivedCardIds } from '~/agent/tool-choices';
import { agentTools } from '~/agent/tools';
import { assistantDefinition, calendarTools } from '~/agent/assistant';
import { ContentFileError } from '~/schemas/shared';
import { homeAddress } from '~/lib/homes';
import { inPageOrder } from '~/lib/page-sections';
import {
  agentToolContent as content,
  commercialCleaning,
  homes,
  propertyDevelopment,
  propertyServices,
  sections,
  shownHomes,
  site,
} from '../fixtures/sample-content';

const root = new URL('../../', import.meta.url);
const contentDir = new URL('content/', root);

/** The assistant as `npm run assistant` prints it. */
const printed = JSON.parse(runAssistant().stdout);

type Tool = ReturnType<typeof agentTools>[number];
const toolNamed = (tools: Tool[], name: string) => tools.find((tool) => tool.function?.name === name)!;
/** The declared argument of one of the page's tools (its name from agentToolArguments). */
const argumentOf = (tools: Tool[], name: AgentToolName) =>
  toolNamed(tools, name).function!.parameters!.properties[agentToolArguments[name]]!;
const enumOf = (tools: Tool[], name: AgentToolName) => argumentOf(tools, name).enum;
/** The cards of each design of section, as titles: a home's is its street. */
const titlesOf: Partial<Record<string, string[]>> = {
  'property-services': propertyServices.map(({ title }) => title),
  'commercial-cleaning': commercialCleaning.services.map(({ title }) => title),
  'property-development': propertyDevelopment.services.map(({ title }) => title),
  homes: shownHomes.map(({ data }) => data.street),
};

describe('the choices', () => {
  it('are the ids in content/: sections in page order, every card in page order, the five contact details, the listed languages', () => {
    const choices = agentToolChoices(content);
    expect(choices.sections).toEqual(sections.map((section) => section.id));
    expect(choices.items).toEqual(
      expect.arrayContaining(propertyServices.map(({ id, title }) => ({ id, label: title }))),
    );
    // Each section's cards where the section is: the homes (order 12 in the sample) before the services.
    expect(choices.items.map(({ label }) => label)).toEqual(
      inPageOrder(sections).flatMap(({ design }) => titlesOf[design] ?? []),
    );
    expect(choices.items).toEqual(
      expect.arrayContaining(shownHomes.map(({ data }) => ({ id: data.id, label: data.street }))),
    );
    // Not a leased home: the page does not show it.
    const leased = homes.find(({ data }) => data.status === 'leased')!;
    expect(choices.items.map(({ id }) => id)).not.toContain(leased.data.id);
    expect(choices.booking!.homes).toEqual(shownHomes.map(({ data }) => ({ id: data.id, address: homeAddress(data) })));
    expect(choices.items.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['cleaning-office-cleaning', 'development-renovation-remodeling']),
    );
    expect(choices.contactMethods).toEqual(['phone', 'email', 'hours', 'service-areas', 'emergency-line']);
    // Without an emergency line in content/site.json, show_contact does not offer one.
    expect(
      agentToolChoices({ ...content, site: { ...content.site, emergencyLine: undefined } }).contactMethods,
    ).toEqual(['phone', 'email', 'hours', 'service-areas']);
    expect(choices.languages).toEqual(content.languages.map(({ code }) => code));
  });

  it('are what `npm run assistant` declares, read from the files themselves', () => {
    const { tools } = printed.model;
    const choices = agentToolChoices(content);
    // With booking on (the sample): the page's tools in the order src/agent/tools.ts declares them,
    // its show_booking, then the platform's own calendar tools.
    expect(tools.map((tool: Tool) => tool.function?.name ?? tool.type)).toEqual([
      ...Object.keys(agentToolArguments),
      agentToolNames.showBooking,
      agentToolNames.showRepair,
      agentToolNames.showRentEstimate,
      agentToolNames.showCleaningQuote,
      agentToolNames.showBuildProject,
      ...calendarTools.map((tool) => tool.type),
    ]);
    expect(enumOf(tools, agentToolNames.showSection)).toEqual(choices.sections);
    // The cards are named in its description; a home by the id each conversation's knowledge gives it.
    expect(enumOf(tools, agentToolNames.pointTo)).toBeUndefined();
    expect(enumOf(tools, agentToolNames.showContact)).toEqual([...contactMethods]);
    expect(enumOf(tools, agentToolNames.setLanguage)).toEqual(choices.languages);
    expect(choices.languages).toEqual(expect.arrayContaining(['en', 'fr']));
  });
});

describe('show_repair', () => {
  it('takes content/repairs.json’s kinds by id and the three urgencies, what is wrong and where; the page gets the call', () => {
    const declared = toolNamed(printed.model.tools, agentToolNames.showRepair);
    expect(declared).toMatchObject({ type: 'function', async: true });
    // No server: the platform hands the call to the page, which draws the card.
    expect(declared).not.toHaveProperty('server');
    const { properties, required } = declared.function!.parameters!;
    expect(properties.kind!.enum).toEqual([
      'heat',
      'water',
      'electrical',
      'appliances',
      'doors-locks-windows',
      'pests',
      'other',
    ]);
    expect(properties.kind!.description).toContain('heat (Heat and furnace)');
    expect(properties.urgency!.enum).toEqual(['emergency', 'within-a-day', 'routine']);
    expect(properties.entry!.enum).toEqual(['yes', 'no']);
    expect(required).toEqual(['kind', 'urgency', 'problem', 'address']);
    // The card is the tenant's: in the conversation's language.
    expect(properties.problem!.description).toContain("in the conversation's language");
    expect(agentToolChoices(content).repairs.urgencies.emergency.promise).toBe(
      content.repairs.urgencies.find(({ urgency }) => urgency === 'emergency')!.promise,
    );
  });
});

describe('show_rent_estimate', () => {
  it('takes a city served, a kind of home and a number of bedrooms; the page gets the call and gives its figures back', () => {
    const declared = toolNamed(printed.model.tools, agentToolNames.showRentEstimate);
    expect(declared).toMatchObject({ type: 'function', async: true });
    expect(declared).not.toHaveProperty('server');
    const { properties, required } = declared.function!.parameters!;
    expect(properties.city!.enum).toEqual(site.serviceAreas);
    expect(properties.kind!.enum).toEqual(['apartment', 'house', 'townhouse', 'suite', 'condo']);
    expect(properties.bedrooms!.type).toBe('integer');
    expect(required).toEqual(['city', 'kind', 'bedrooms']);
    // The figures are the page's: the model is told it gets them back, and to say no other.
    expect(declared.function!.description).toContain('never a figure of your own');
  });
});

describe('show_cleaning_quote', () => {
  it('takes content/cleaning-rates.json’s kinds of premises and add-ons by id, an area and a number of visits it prices; the page gets the call', () => {
    const declared = toolNamed(printed.model.tools, agentToolNames.showCleaningQuote);
    expect(declared).toMatchObject({ type: 'function', async: true });
    expect(declared).not.toHaveProperty('server');
    const { properties, required } = declared.function!.parameters!;
    expect(properties.premises!.enum).toEqual(['office', 'retail', 'medical', 'industrial', 'common-areas']);
    expect(properties.premises!.description).toContain('medical (Medical or dental clinic)');
    expect(properties.squareFeet!.type).toBe('integer');
    expect(properties.visitsPerWeek!.type).toBe('integer');
    // The numbers the rate card prices, named: the platform's schema takes no enum of numbers.
    expect(properties.visitsPerWeek!.description).toContain('1, 2, 3, or 5');
    expect(properties.addOns).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: ['carpets', 'windows', 'floors', 'restrooms'] },
    });
    expect(required).toEqual(['premises', 'squareFeet', 'visitsPerWeek']);
    expect(declared.function!.description).toContain('never a figure of your own');
    expect(declared.function!.description).toContain('free walkthrough');
  });
});

describe('show_build_project', () => {
  it('takes what is planned, where, the lot, the size, when, the budget and the financing; the page gets the call; no figure is asked for', () => {
    const declared = toolNamed(printed.model.tools, agentToolNames.showBuildProject);
    expect(declared).toMatchObject({ type: 'function', async: true });
    expect(declared).not.toHaveProperty('server');
    const { properties, required } = declared.function!.parameters!;
    expect(properties.kind!.enum).toEqual(['custom-home', 'multi-family', 'commercial', 'renovation']);
    expect(properties.ownsLot!.enum).toEqual(['yes', 'no']);
    expect(properties.lotServiced!.enum).toEqual(['yes', 'no', 'not-known']);
    expect(properties.financing!.enum).toEqual(['arranged', 'in-progress', 'not-yet']);
    for (const theirs of ['city', 'size', 'start', 'budget']) expect(properties[theirs]!.type).toBe('string');
    expect(required).toEqual(['kind', 'city', 'size', 'start']);
    expect(declared.function!.description).toContain('one question at a time');
    expect(declared.function!.description).toContain('give none of your own');
  });
});

describe('a copy of content/ with a section and a card added', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it('offers the new section and the new card, with no code change', () => {
    copy = mkdtempSync(join(tmpdir(), 'agent-content-'));
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(
      join(copy, 'sections/careers.md'),
      '---\nid: careers\norder: 55\nnavLabel: Careers\ntitle: Work with us\n---\n\nWe are hiring.\n',
    );
    const cleaningFile = join(copy, 'commercial-cleaning.json');
    const cleaning = JSON.parse(readFileSync(cleaningFile, 'utf8'));
    cleaning.services.push({ icon: 'sparkles', title: 'Post-Construction Cleanup', description: 'Dust gone.' });
    writeFileSync(cleaningFile, JSON.stringify(cleaning));

    const agent = readAgentContent(pathToFileURL(`${copy}/`));
    const tools = assistantDefinition(agent.settings, agent.prompt, agent.content).model.tools.filter(
      (tool): tool is Tool => tool.type === 'function',
    );
    const shown = enumOf(tools, agentToolNames.showSection)!;
    expect(shown).toContain('careers');
    // In page order: after property development (order 50), before reviews (60).
    expect(shown.indexOf('careers')).toBe(shown.indexOf('reviews') - 1);
    expect(argumentOf(tools, agentToolNames.pointTo).description).toContain(
      'cleaning-post-construction-cleanup (Post-Construction Cleanup)',
    );
    expect(argumentOf(tools, agentToolNames.showSection).description).toContain('careers (Careers)');
  });

  it('a home added or leased changes what the page accepts, not the assistant: no publishing after each home', () => {
    copy = mkdtempSync(join(tmpdir(), 'agent-content-'));
    cpSync(contentDir, copy, { recursive: true });
    const [first] = shownHomes;
    const firstFile = join(copy, first!.file.replace(/^content\//, ''));
    writeFileSync(
      join(copy, 'homes/77-new-street.md'),
      readFileSync(firstFile, 'utf8')
        .replace(/^id: .*$/m, 'id: 77-new-street')
        .replace(/^street: .*$/m, 'street: 77 New Street'),
    );
    writeFileSync(firstFile, readFileSync(firstFile, 'utf8').replace(/^status: .*$/m, 'status: leased'));

    const agent = readAgentContent(pathToFileURL(`${copy}/`));
    const choices = agentToolChoices(agent.content);
    expect(choices.items.map(({ id }) => id)).toContain('77-new-street');
    expect(choices.items.map(({ id }) => id)).not.toContain(first!.data.id);
    expect(choices.booking!.homes.map(({ id }) => id)).toContain('77-new-street');
    const published = (from: typeof agent) => assistantDefinition(from.settings, from.prompt, from.content);
    expect(published(agent)).toEqual(published(readAgentContent(contentDir)));
  });

  it('stops naming both files when a home has the id of a service card', () => {
    const [home] = shownHomes;
    const taken = { ...content, propertyServices: [{ id: home!.data.id, title: 'Leasing' }] };
    expect(() => agentToolChoices(taken)).toThrow(ContentFileError);
    expect(() => agentToolChoices(taken)).toThrow(
      `the cards "${home!.data.street}" (${home!.file}) and "Leasing" (content/property-services.json) have the same id "${home!.data.id}"`,
    );
  });

  it('stops with the file named when a section has no id, or two sections share one', () => {
    copy = mkdtempSync(join(tmpdir(), 'agent-content-'));
    cpSync(contentDir, copy, { recursive: true });
    writeFileSync(join(copy, 'sections/careers.md'), '---\norder: 65\ntitle: Work with us\n---\n');
    const read = () => readAgentContent(pathToFileURL(`${copy}/`));
    expect(read).toThrow(ContentFileError);
    expect(read).toThrow(/^content\/sections\/careers\.md: id: id is required/);
    writeFileSync(join(copy, 'sections/careers.md'), '---\nid: about\norder: 65\ntitle: Work with us\n---\n');
    expect(read).toThrow(/both use id "about"/);
  });

  it('stops at every slip the build stops at, through the same schemas, naming the file and the field', () => {
    copy = mkdtempSync(join(tmpdir(), 'agent-content-'));
    cpSync(contentDir, copy, { recursive: true });
    const read = () => readAgentContent(pathToFileURL(`${copy}/`));
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(copy!, file), change(readFileSync(join(copy!, file), 'utf8')));

    edit('property-services.json', (text) => text.replace(/"title": "[^"]*",/, ''));
    expect(read).toThrow(/^content\/property-services\.json, entry 1: title: title is required/);
    cpSync(new URL('property-services.json', contentDir), join(copy, 'property-services.json'));
    // A file the assistant does not use stops it too, as it stops the build.
    edit('testimonials.json', (text) => text.replace('"rating": 5', '"rating": 6'));
    expect(read).toThrow(/^content\/testimonials\.json, entry \d+: rating: rating must be at most 5 stars/);
    cpSync(new URL('testimonials.json', contentDir), join(copy, 'testimonials.json'));
    edit('sections/about.md', (text) => text.replace(/^order: \d+$/m, 'order: 2.5'));
    expect(read).toThrow(/^content\/sections\/about\.md: order: /);
    cpSync(new URL('sections/about.md', contentDir), join(copy, 'sections/about.md'));
    expect(read().content.sections.length).toBeGreaterThan(0);
  });
});

describe('the ids of cards that have none in content/', () => {
  it('are made from the title, the same at every build', () => {
    const services = [{ title: 'Office Cleaning' }, { title: 'Renovation & Remodeling' }, { title: 'Café Fit-out' }];
    expect(derivedCardIds('cleaning', services)).toEqual([
      'cleaning-office-cleaning',
      'cleaning-renovation-remodeling',
      'cleaning-cafe-fit-out',
    ]);
    expect(derivedCardIds('cleaning', services)).toEqual(derivedCardIds('cleaning', structuredClone(services)));
    expect(derivedCardIds('development', [{ title: 'Site Development' }])).toEqual(['development-site-development']);
  });

  it('are unique in the sample content', () => {
    const ids = agentToolChoices(content).items.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stop the build, naming the file and both titles, when two titles give one id', () => {
    const clash = () => derivedCardIds('cleaning', [{ title: 'Office Cleaning' }, { title: 'Office cleaning!' }]);
    expect(clash).toThrow(ContentFileError);
    expect(clash).toThrow(
      'the cards "Office Cleaning" (content/commercial-cleaning.json) and "Office cleaning!" (content/commercial-cleaning.json) have the same id "cleaning-office-cleaning"',
    );
    expect(() => derivedCardIds('development', [{ title: '—' }])).toThrow(
      /^content\/property-development\.json: the service "—" needs letters or digits in its title/,
    );
  });

  it('may not be taken by a property service: both files are named', () => {
    const taken = {
      ...content,
      propertyServices: [{ id: 'cleaning-office-cleaning', title: 'Cleaning between tenants' }],
    };
    expect(() => agentToolChoices(taken)).toThrow(
      /"Cleaning between tenants" \(content\/property-services\.json\) and "Office Cleaning" \(content\/commercial-cleaning\.json\)/,
    );
  });
});

describe('the declarations', () => {
  it('are function tools with no server, async, one required argument from the list, and say when to call them', () => {
    const [oneArgument, booking] = [
      agentTools(content).filter((tool) => tool.function!.name in agentToolArguments),
      agentTools(content).filter((tool) => tool.function!.name === agentToolNames.showBooking),
    ];
    expect(oneArgument).toHaveLength(Object.keys(agentToolArguments).length);
    expect(booking).toHaveLength(1);
    expect(booking[0]).toMatchObject({ type: 'function', async: true });
    expect(booking[0]).not.toHaveProperty('server');
    expect(booking[0]!.function!.parameters).toMatchObject({ type: 'object', required: ['kind', 'start', 'end'] });
    expect(booking[0]!.function!.description).toMatch(/Call it once, right after the calendar confirmed the booking/);
    for (const tool of oneArgument) {
      expect(tool).toMatchObject({ type: 'function', async: true });
      // A server URL would send the call there instead of to the page.
      expect(tool).not.toHaveProperty('server');
      const name = tool.function!.name as keyof typeof agentToolArguments;
      const argument = agentToolArguments[name];
      expect(tool.function!.parameters).toMatchObject({ type: 'object', required: [argument] });
      expect(Object.keys(tool.function!.parameters!.properties)).toEqual([argument]);
      expect(tool.function!.description).toMatch(/Call it when/);
    }
  });

  it('are in the assistant printed by `npm run assistant`, which leaves the client messages to the defaults', () => {
    expect(printed.model.tools).toEqual([
      ...JSON.parse(JSON.stringify(agentTools(content))),
      { type: 'google.calendar.availability.check' },
      { type: 'google.calendar.event.create' },
    ]);
    // The islands need these four; the assistant may set the list only if it keeps them.
    const needed = ['transcript', 'tool-calls', 'status-update', 'speech-update'];
    if (printed.clientMessages !== undefined) expect(printed.clientMessages).toEqual(expect.arrayContaining(needed));
    else {
      // Unset, the platform's default list applies: the installed types document it on CreateAssistantDTO.
      const types = readFileSync(new URL('node_modules/@vapi-ai/web/dist/api.d.ts', root), 'utf8');
      const assistantType = types.slice(types.indexOf('export interface CreateAssistantDTO {'));
      const defaults = /messages that will be sent to your Client SDKs\. Default is ([\w.,-]+)\./.exec(assistantType);
      expect(defaults?.[1]?.split(',')).toEqual(expect.arrayContaining(needed));
    }
  });
});

describe('the descriptions', () => {
  it('name every card and section by its title, so the model can match what it talks about', () => {
    const tools = agentTools(content);
    const described = (name: AgentToolName) => argumentOf(tools, name).description;
    for (const service of propertyServices)
      expect(described(agentToolNames.pointTo)).toContain(`${service.id} (${service.title})`);
    expect(described(agentToolNames.pointTo)).toContain('cleaning-office-cleaning (Office Cleaning)');
    for (const section of sections)
      expect(described(agentToolNames.showSection)).toContain(`${section.id} (${section.navLabel ?? section.title})`);
    for (const { code, name } of content.languages)
      expect(described(agentToolNames.setLanguage)).toContain(`${code} (${name})`);
  });
});
