/**
 * With no home to show (every one leased, or none in content/ at all), the build still succeeds and
 * the homes' section says so and gives the applicants' doors, in place of the cards and the choices;
 * the structured data offers no home, and the agent knows the same. Each case builds a copy of the
 * project (tests/fixtures/content-project.ts).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentProject, type ContentProject } from '../fixtures/content-project';
import { homesText, sections, site } from '../fixtures/sample-content';

const homesSection = sections.find((section) => section.design === 'homes')!;
const applicantDoors = site.portals.filter(({ audience }) => audience === 'applicants');

let project: ContentProject | undefined;
afterAll(() => project?.remove());

/** The built home page and conversation context of a copy whose content went through `edit`. */
function built(edit: (project: ContentProject) => void) {
  project ??= createContentProject();
  project.restoreContent();
  edit(project);
  const { status, output } = project.runAstro('build');
  expect(status, output).toBe(0);
  const read = (path: string) => readFileSync(join(project!.root, 'dist', path), 'utf8');
  return { html: read('index.html'), context: read('conversation-context.json') };
}

/** The homes' section of a built page. */
const sectionOf = (html: string) => {
  const start = html.indexOf(`<section id="${homesSection.id}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('no home to show', { timeout: 180_000 }, () => {
  const homeFiles = readdirSync(new URL('../../content/homes/', import.meta.url));

  it.each([
    [
      'every home leased',
      (copy: ContentProject) =>
        homeFiles
          .filter(
            (file) =>
              !readFileSync(new URL(`../../content/homes/${file}`, import.meta.url), 'utf8').includes('status: leased'),
          )
          .forEach((file) =>
            copy.editContent(`homes/${file}`, (text) => text.replace(/^status: .*$/m, 'status: leased')),
          ),
    ],
    ['no home in content/', (copy: ContentProject) => rmSync(join(copy.root, 'content/homes'), { recursive: true })],
  ])("%s: the section says so and gives the applicants' doors; nothing offers a home", (_, edit) => {
    const { html, context } = built(edit);
    const section = sectionOf(html);
    expect(section).toContain('data-homes-empty');
    expect(section).toContain(homesText.noHomes);
    expect(applicantDoors.length).toBeGreaterThan(0);
    for (const door of applicantDoors) expect(section).toContain(`href="${door.url}"`);
    expect(section).not.toContain('type="radio"');
    expect(section).not.toContain('<article');
    expect(html).not.toContain('OfferForLease');
    expect(JSON.parse(context).variableValues.pageKnowledge).toContain(homesText.noHomes);
  });
});
