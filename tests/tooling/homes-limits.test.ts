/**
 * Homes in more cities than the choice of city offers (src/lib/home-choices.ts mostCityChoices): the
 * build goes on with one warning saying why, and the page leaves the choice of city out, keeping the
 * choice of bedrooms and every home. Builds a copy of the project (tests/fixtures/content-project.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mostCityChoices } from '~/lib/home-choices';
import { createContentProject, type ContentProject } from '../fixtures/content-project';
import { sections, shownHomes, site } from '../fixtures/sample-content';

const homesSection = sections.find((section) => section.design === 'homes')!;
let project: ContentProject | undefined;
afterAll(() => project?.remove());

describe('homes in more cities than the choice of city offers', { timeout: 180_000 }, () => {
  it('builds with one warning, and the page shows every home with the choice of bedrooms but not of city', () => {
    project = createContentProject();
    const copy = project;
    const cities = new Set(shownHomes.map(({ data }) => data.city));
    // New cities served, one home each from a copy of a sample home, until the homes are in one city too many.
    const newCities = Array.from({ length: mostCityChoices + 1 - cities.size }, (_, index) => `Town ${index + 1}`);
    copy.editContent('site.json', (text) => {
      const json = JSON.parse(text) as { serviceAreas: string[] };
      json.serviceAreas = [...site.serviceAreas, ...newCities];
      return `${JSON.stringify(json, null, 2)}\n`;
    });
    const sample = shownHomes[0]!;
    const sampleFile = readFileSync(join(copy.root, sample.file), 'utf8');
    newCities.forEach((city, index) =>
      writeFileSync(
        join(copy.root, `content/homes/town-${index + 1}.md`),
        sampleFile.replace(/^id: .*$/m, `id: town-${index + 1}`).replace(/^city: .*$/m, `city: ${city}`),
      ),
    );

    const { status, output } = copy.runAstro('build');
    expect(status, output).toBe(0);
    const warning = `the homes shown are in ${mostCityChoices + 1} cities, and the choice of city above them offers at most ${mostCityChoices}`;
    expect(output.split(warning).length - 1, output).toBe(1);

    const html = readFileSync(join(copy.root, 'dist/index.html'), 'utf8');
    const start = html.indexOf(`<section id="${homesSection.id}"`);
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).not.toContain(`name="${homesSection.id}-city"`);
    expect(section).toContain(`name="${homesSection.id}-bedrooms"`);
    expect(section.match(/<article/g)).toHaveLength(shownHomes.length + newCities.length);
  });
});
