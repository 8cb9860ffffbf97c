/**
 * An editor's mistake must stop the build with a message naming the file and the field and saying
 * what would be right, never publish a page with content missing; and it stops the tools outside
 * Astro (`npm run assistant`, through read-content.ts) naming the same file. Each case breaks the
 * content of one copy of the project, put back after it, and runs the real Astro CLI (so the real
 * loaders of content.config.ts).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentProject, type ContentProject } from '../fixtures/content-project';
import { parseStrictJson } from '~/lib/content/content-files';
import { readContent } from '~/lib/content/read-content';

let project: ContentProject;

beforeAll(() => {
  project = createContentProject();
});
afterEach(() => project.restoreContent());
afterAll(() => project.remove());

/** The copy's content/ as the tools outside Astro read it. */
const readCopy = () => readContent(pathToFileURL(`${join(project.root, 'content')}/`));

/** Breaks `file` of the copy's content through `edit`; the tools outside Astro stop at once, naming it. */
function brokenProject(file: string, edit: (text: string) => string): ContentProject {
  project.editContent(file, edit);
  expect(readCopy).toThrow(`content/${file}`);
  return project;
}

describe('content validation at build time', { timeout: 120_000 }, () => {
  it('accepts the sample content', () => {
    expect(readCopy().sections.length).toBeGreaterThan(0);
    const { status, output } = project.runAstro('sync');
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  });

  it('rejects a rating outside 1 to 5, naming the file and the field', () => {
    const { status, output } = brokenProject('testimonials.json', (text) =>
      text.replace('"rating": 5', '"rating": 6'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/testimonials.json');
    expect(output).toContain('rating: rating must be at most 5 stars (whole numbers from 1 to 5).');
  });

  it('rejects a malformed email address', () => {
    const { status, output } = brokenProject('site.json', (text) =>
      text.replace('"hello@prairiehearth.example"', '"hello-at-prairiehearth"'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/site.json');
    expect(output).toContain('email: email must be an email address such as "hello@example.ca".');
  });

  it('rejects a phone number that is not in E.164 form', () => {
    const { status, output } = brokenProject('site.json', (text) =>
      text.replace('"+13065550142"', '"306-555-0142"'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/site.json');
    expect(output).toMatch(/phone\.e164: phone\.e164 must be the number in international form/);
  });

  it('rejects a section without its required title', () => {
    const { status, output } = brokenProject('sections/about.md', (text) => text.replace(/^title: .*\n/m, '')).runAstro(
      'sync',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('content/sections/about.md');
    expect(output).toContain('title: title is required: write the text visitors should read.');
  });

  it('rejects an image file that does not exist', () => {
    const { status, output } = brokenProject('property-services.json', (text) =>
      text.replace('./images/rent-collection.svg', './images/rent-collection-photo.svg'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/property-services.json');
    expect(output).toContain(
      'image: image "./images/rent-collection-photo.svg" does not exist: put the picture in content/images/',
    );
  });

  it('rejects two sections with the same id, naming both files', () => {
    const { status, output } = brokenProject('sections/services.md', (text) =>
      text.replace('id: services', 'id: about'),
    ).runAstro('build');
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/sections\/about\.md and content\/sections\/services\.md both use id "about"/);
  });

  it("rejects a door's address that is not a full https:// one, naming the file and the field", () => {
    const { status, output } = brokenProject('site.json', (text) =>
      text.replace('"https://portal.prairiehearth.example/tenants/pay-rent"', '"portal.prairiehearth.example/pay"'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/site.json');
    expect(output).toContain(
      'portals.0.url: portals[].url must be a full https:// address, for example "https://portal.example.ca/pay-rent".',
    );
  });

  it('rejects a door for an audience the page does not have, and an emergency number not in E.164 form', () => {
    const audience = brokenProject('site.json', (text) =>
      text.replace('"audience": "owners"', '"audience": "landlords"'),
    ).runAstro('sync');
    expect(audience.status).not.toBe(0);
    expect(audience.output).toContain(
      'portals.2.audience: portals[].audience must be one of "tenants", "owners", "applicants": who the door is for.',
    );
    project.restoreContent();
    const emergency = brokenProject('site.json', (text) => text.replace('"+13065550199"', '"306-555-0199"')).runAstro(
      'sync',
    );
    expect(emergency.status).not.toBe(0);
    expect(emergency.output).toContain(
      'emergencyLine.phone.e164: emergencyLine.phone.e164 must be the number in international form',
    );
  });

  it("rejects a doors' heading left out of content/portals.json, naming the audience", () => {
    const { status, output } = brokenProject('portals.json', (text) =>
      text.replace(/\s*"owners": "[^"]*",/, ''),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/portals.json');
    expect(output).toContain('audiences.owners: audiences.owners is required: write the text visitors should read.');
  });

  it('rejects an empty answer and two answers at one address in content/faq.json, naming the field', () => {
    const empty = brokenProject('faq.json', (text) => text.replace(/"answer": "[^"]*"/, '"answer": " "')).runAstro(
      'sync',
    );
    expect(empty.status).not.toBe(0);
    expect(empty.output).toContain('content/faq.json');
    expect(empty.output).toContain(
      'groups.0.questions.0.answer: questions[].answer is empty: write the text visitors should read.',
    );
    project.restoreContent();
    const twice = brokenProject('faq.json', (text) => text.replace('"id": "pets"', '"id": "pay-rent"')).runAstro(
      'sync',
    );
    expect(twice.status).not.toBe(0);
    expect(twice.output).toMatch(
      /groups\.1\.questions\.\d\.id: questions\[\]\.id "pay-rent" is used by "[^"]+" and by "[^"]+": each answer's address must be its own/,
    );
  });

  it('rejects an unknown urgency, an empty promise and a kind named twice in content/repairs.json, naming the field', () => {
    const unknown = brokenProject('repairs.json', (text) =>
      text.replace('"urgency": "within-a-day"', '"urgency": "urgent"'),
    ).runAstro('sync');
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toContain('content/repairs.json');
    expect(unknown.output).toContain(
      'urgencies.1.urgency: urgencies[].urgency "urgent" is not an urgency the agent knows: use emergency, within-a-day, routine.',
    );
    project.restoreContent();
    const empty = brokenProject('repairs.json', (text) => text.replace(/"promise": "[^"]*"/, '"promise": ""')).runAstro(
      'sync',
    );
    expect(empty.status).not.toBe(0);
    expect(empty.output).toContain(
      'urgencies.0.promise: urgencies[].promise is empty: write the text visitors should read.',
    );
    project.restoreContent();
    const twice = brokenProject('repairs.json', (text) => text.replace('"id": "pests"', '"id": "heat"')).runAstro(
      'sync',
    );
    expect(twice.status).not.toBe(0);
    expect(twice.output).toContain(
      'kinds.5.id: kinds[].id "heat" names both "Heat and furnace" and "Pests": give each kind its own id.',
    );
  });

  it('stops at a slip in the cleaning rate card, naming content/cleaning-rates.json and the field', () => {
    const { status, output } = brokenProject('cleaning-rates.json', (text) =>
      text.replace('{ "visitsPerWeek": 3, "factor": 1 }', '{ "visitsPerWeek": 3, "factor": 1.1 }'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/cleaning-rates.json');
    expect(output).toContain(
      "frequencies: frequencies must give 3 visits a week (visitsPerWeek, the rates' own) the factor 1: the rates are already for that many visits.",
    );
  });

  it('stops at a published rent of 0, a size given twice, a figure without its source, a source without its month', () => {
    const slips: [edit: (text: string) => string, message: string][] = [
      [
        (text) => text.replace('"rent": 901', '"rent": 0'),
        'rents.0.rent: rents[].rent must be the average monthly rent in dollars, from 100 to 50000: leave out a figure the source does not give.',
      ],
      [
        (text) => text.replace('"size": "one-bedroom", "rent": 1240', '"size": "bachelor", "rent": 1240'),
        "rents.1: rents gives Regina's bachelor twice: keep one figure for each city and size.",
      ],
      [
        (text) => text.replace('"rent": 1559, "source": "cmhc-rms-2025"', '"rent": 1559'),
        'rents.6.source: rents[].source is required: the id of the source (sources[].id) the figure was read in.',
      ],
      [
        (text) => text.replace('"rent": 1559, "source": "cmhc-rms-2025"', '"rent": 1559, "source": "cmhc-2024"'),
        'rents.6.source: rents[].source "cmhc-2024" is not the id of a source: use "cmhc-rms-2025", or add the source to sources.',
      ],
      [
        (text) => text.replace(/\s*"surveyed": "[^"]*",/, ''),
        'sources.0.surveyed: sources[].surveyed is required: the month of the survey, written as year-month, for example 2025-10.',
      ],
    ];
    for (const [edit, message] of slips) {
      const { status, output } = brokenProject('market-rents.json', edit).runAstro('sync');
      expect(status).not.toBe(0);
      expect(output).toContain('content/market-rents.json');
      expect(output).toContain(message);
      project.restoreContent();
    }
  });

  it('stops the build at a published rent of a city the company does not serve, naming the file, the figure and the cities served', () => {
    const { status, output } = brokenProject('market-rents.json', (text) =>
      text.replace('"city": "Regina", "size": "bachelor"', '"city": "Calgary", "size": "bachelor"'),
    ).runAstro('build');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/market-rents.json: rents.0.city "Calgary" is not one of the cities served in content/site.json (serviceAreas): use one of "Regina", "Saskatoon", "Moose Jaw", or leave the figure out.',
    );
  });

  it('stops at a fee that is not a percentage, and at an answer naming a placeholder no fee fills', () => {
    const fee = brokenProject('fees.json', (text) =>
      text.replace('"managementPercent": 8', '"managementPercent": "8%"'),
    ).runAstro('sync');
    expect(fee.status).not.toBe(0);
    expect(fee.output).toContain('content/fees.json');
    expect(fee.output).toContain(
      'managementPercent: managementPercent must be the monthly fee in percent of the rent collected, a number from 0 to 100 (for example 8, or 7.5).',
    );
    project.restoreContent();
    const answer = brokenProject('faq.json', (text) => text.replace('{placementPercent}', '{placementFee}')).runAstro(
      'sync',
    );
    expect(answer.status).not.toBe(0);
    expect(answer.output).toContain('content/faq.json');
    expect(answer.output).toContain(
      'has a placeholder nothing fills: an answer may use {managementPercent} and {placementPercent} (the fees of content/fees.json), nothing else.',
    );
  });

  it('stops when the section of the doors would have nothing to show, naming both files', () => {
    const { status, output } = brokenProject('site.json', (text) => {
      const site = JSON.parse(text) as Record<string, unknown>;
      delete site.portals;
      delete site.emergencyLine;
      return JSON.stringify(site, null, 2);
    }).runAstro('build');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/sections/portals.md has design "portals", but content/site.json gives no portals and no emergencyLine for it to show',
    );
  });

  it("stops at an empty word or a language code that is not one in the conversation panel's other languages, naming the file and key", () => {
    const { status, output } = brokenProject('ui/languages.json', (text) =>
      text.replace('"sendLabel": "Envoyer"', '"sendLabel": " "').replace('"id": "fr"', '"id": "fr_CA"'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/ui/languages.json');
    expect(output).toContain('chat.sendLabel: sendLabel is empty: write the text visitors should read.');
    expect(output).toContain('id: id "fr_CA" is not a language tag (BCP 47)');
  });

  it("stops at a placeholder the English word does not have in the conversation panel's other languages, naming the file, language and key", () => {
    const { status, output } = brokenProject('ui/languages.json', (text) =>
      text.replace('Réessayez dans {seconds}', 'Réessayez dans {seconds} {unité}'),
    ).runAstro('build');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/ui/languages.json: fr: chat.errors.busy uses {unité}, which the English (content/ui/chat.json) does not have: use only {seconds}, {phone}',
    );
  });

  it('stops at a missing comma in a list file, naming the file, line and column', () => {
    let line = 0;
    const { status, output } = brokenProject('testimonials.json', (text) => {
      const lines = text.split('\n');
      const index = lines.findIndex((each) => /"rating": \d,$/.test(each));
      lines[index] = lines[index]!.replace(/,$/, '');
      line = index + 2; // the parser stops at the next field, on the line after (1-based)
      return lines.join('\n');
    }).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      new RegExp(`content/testimonials\\.json, line ${line}, column \\d+: a comma is missing just before this point`),
    );
  });

  it('stops at a trailing comma in a settings file, naming the file, line and column', () => {
    let line = 0;
    const { status, output } = brokenProject('site.json', (text) => {
      line = text.slice(0, text.indexOf('"Moose Jaw"]')).split('\n').length;
      return text.replace('"Moose Jaw"]', '"Moose Jaw",]');
    }).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      new RegExp(`content/site\\.json, line ${line}, column \\d+: a value is expected here: remove the comma`),
    );
  });

  it('stops at broken YAML front matter, naming the file first', () => {
    const { status, output } = brokenProject('sections/about.md', (text) =>
      text.replace(/^title: (.*)$/m, 'title: [$1'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/sections\/about\.md, line \d+, column \d+: the front matter is not valid YAML/);
  });

  it("stops at a placeholder in the AI agent's prompt that the page does not provide, naming the file", () => {
    // The first {{phone}} under the front matter.
    const { status, output } = brokenProject('agent.md', (text) =>
      text.replace(/(\n---\n[\s\S]*?)\{\{phone\}\}/, '$1{{phoneNumber}}'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/agent.md: the prompt (the text under the front matter) uses {{phoneNumber}}, which the page does not provide: use only {{brand}}, {{phone}},',
    );
  });

  it('stops when the privacy notice says calls are recorded while recording is off, naming the file and field', () => {
    const { status, output } = brokenProject('agent.md', (text) =>
      text.replace('recording: true', 'recording: false'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/agent.md');
    expect(output).toContain('notice: notice mentions recording ("recorded"), but recording is false');
  });

  it('stops at an impossible date on the privacy page, which Astro would read as another day', () => {
    const { status, output } = brokenProject('privacy.md', (text) =>
      text.replace(/^lastUpdated: .*$/m, 'lastUpdated: 2026-02-30'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/privacy.md: lastUpdated is 2026-02-30, which is not a day of the calendar');
  });

  it('stops at a placeholder in the privacy statement, which would be shown as written', () => {
    const { status, output } = brokenProject('privacy.md', (text) => `${text}\nWrite to {email}.\n`).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/privacy.md: the statement (the text under the front matter) uses {email}: the statement is shown exactly as written',
    );
  });

  describe('a home for rent', () => {
    const home = 'homes/812-broadway.md';
    /** Runs `astro sync` on the copy with the home's file edited by `edit`; the tools outside Astro stop first. */
    const syncWith = (edit: (text: string) => string) => {
      const result = brokenProject(home, edit).runAstro('sync');
      project.restoreContent();
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(`content/${home}`);
      return result.output;
    };

    it('rejects a rent of 0 or a word, naming the field', () => {
      const rule =
        'rent: rent must be the monthly rent in Canadian dollars, for example 1450, a whole number from 100 to 50000.';
      expect(syncWith((text) => text.replace(/^rent: .*$/m, 'rent: 0'))).toContain(rule);
      expect(syncWith((text) => text.replace(/^rent: .*$/m, 'rent: fourteen hundred'))).toContain(rule);
    });

    it('rejects a photo that does not exist and a photo without its description', () => {
      expect(
        syncWith((text) => text.replace(/(image: \.\.\/images\/homes\/)[\w-]+\.svg/, '$1no-such-photo.svg')),
      ).toContain('photos.0.image: photos[].image "../images/homes/no-such-photo.svg" does not exist');
      expect(syncWith((text) => text.replace(/^ {4}alt: .*\n/m, ''))).toContain(
        'photos.0.alt: photos[].alt is required: write the text visitors should read.',
      );
    });

    it('rejects a date that is not a date, and one that is not a day of the calendar', () => {
      expect(syncWith((text) => text.replace(/^available: .*$/m, 'available: next week'))).toContain(
        'available: available must be a date written as year-month-day, for example 2025-06-01.',
      );
      expect(syncWith((text) => text.replace(/^available: .*$/m, 'available: 2027-02-30'))).toContain(
        'available is 2027-02-30, which is not a day of the calendar',
      );
    });

    it('rejects an application address that is not https, and an unknown field', () => {
      expect(syncWith((text) => text.replace(/^applyUrl: https:/m, 'applyUrl: http:'))).toContain(
        'applyUrl: applyUrl must be a full https:// address, for example "https://portal.example.ca/apply/2341-retallack".',
      );
      expect(syncWith((text) => text.replace(/^pets: /m, 'parking: yes\npets: '))).toContain(
        'unknown field "parking": check the spelling; the fields allowed here are id, status, street, city',
      );
    });

    it('rejects a kind of home the page does not know, and an empty description', () => {
      expect(syncWith((text) => text.replace(/^kind: .*$/m, 'kind: loft'))).toContain(
        'kind: kind must be one of "apartment", "house", "townhouse", "suite", "condo": the kind of home.',
      );
      expect(syncWith((text) => text.replace(/\n---\n[\s\S]*$/, '\n---\n'))).toContain(
        `content/${home}: the description (the text under the front matter) is empty`,
      );
    });

    it('stops the build at a city the company does not serve, naming the file, the field and the cities served', () => {
      const { status, output } = brokenProject(home, (text) => text.replace(/^city: .*$/m, 'city: Calgary')).runAstro(
        'build',
      );
      expect(status).not.toBe(0);
      expect(output).toContain(
        `content/${home}: city "Calgary" is not one of the cities served in content/site.json (serviceAreas): use one of "Regina", "Saskatoon", "Moose Jaw"`,
      );
    });
  });

  it('rejects a misspelt field name instead of dropping it', () => {
    const { status, output } = brokenProject('testimonials.json', (text) =>
      text.replace('"rating": 5', '"ratng": 5'),
    ).runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/testimonials.json');
    expect(output).toContain('unknown field "ratng": check the spelling; the fields allowed here are id, name, role');
  });

  it('stops when a data file is missing, naming it', () => {
    project.removeContent('contact.json');
    expect(readCopy).toThrow('content/contact.json is missing: the page needs it.');
    const { status, output } = project.runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain('content/contact.json is missing: the page needs it.');
  });

  it('stops when a list the page shows is emptied, saying how many entries it needs', () => {
    const { status, output } = brokenProject('testimonials.json', () => '[]\n').runAstro('sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/testimonials.json holds 0 entries: the page needs this file with a list of at least 1 entry.',
    );
  });

  it('reports a syntax error in `astro dev` too', async () => {
    const output = await brokenProject('property-services.json', (text) =>
      text.replace(/\}\s*\]\s*$/, '}, ]'),
    ).runAstroDev(/content\/property-services\.json, line \d+/);
    expect(output).toMatch(/content\/property-services\.json, line \d+, column \d+: a value is expected here/);
  });
});

describe('strict JSON reading', () => {
  it('names the line and column of an unclosed quote and of a comment', () => {
    expect(() => parseStrictJson('{\n  "a": "open\n}', 'content/x.json')).toThrow(
      /^content\/x\.json, line 2, column 8: a text is not closed/,
    );
    expect(() => parseStrictJson('{\n  // note\n  "a": 1\n}', 'content/x.json')).toThrow(
      /^content\/x\.json, line 2, column 3: JSON files cannot contain comments/,
    );
    expect(parseStrictJson('{ "a": [1, 2] }', 'content/x.json')).toEqual({ a: [1, 2] });
  });
});
