/**
 * An editor's mistake must stop the build with a message naming the file and the field and saying
 * what would be right. Each case breaks a copy of the sample content and runs the real Astro CLI.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createContentProject, type ContentProject } from '../fixtures/content-project';

let project: ContentProject | undefined;

afterEach(() => {
  project?.remove();
  project = undefined;
});

function brokenProject(file: string, edit: (text: string) => string): ContentProject {
  project = createContentProject();
  project.editContent(file, edit);
  return project;
}

describe('content validation at build time', { timeout: 120_000 }, () => {
  it('accepts the sample content', () => {
    project = createContentProject();
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
});
