/**
 * A section's id is only its anchor, which editors may rename: renaming every one in a copy of the
 * content (and the references content/seo.json makes to them, which the build asks for by name)
 * changes the page's anchors and the links to them, and nothing else. Every section keeps its design
 * and every in-page link of every page still lands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentProject, type ContentProject } from '../fixtures/content-project';

const pages = ['index.html', 'privacy/index.html', '404.html'];
const prefix = 'renamed-';

const projects: ContentProject[] = [];
afterAll(() => projects.forEach((project) => project.remove()));

/** A copy of the project whose content went through `edit`, built: its pages' HTML by path. */
function builtPages(edit: (project: ContentProject) => void): Record<string, string> {
  const project = createContentProject();
  projects.push(project);
  edit(project);
  const { status, output } = project.runAstro('build');
  expect(status, output).toBe(0);
  return Object.fromEntries(pages.map((page) => [page, readFileSync(join(project.root, 'dist', page), 'utf8')]));
}

/** Every link of a page to an anchor: "#id" on the page itself, "/#id" on the home page. */
const anchorLinks = (html: string) =>
  [...html.matchAll(/href="(\/?)#([^"]*)"/g)].map((match) => ({ onHomePage: match[1] === '/', id: match[2]! }));
/**
 * A page as two builds of different folders can be compared: island ids (a hash of their props) and
 * the content hashes of built file names set aside.
 */
const comparable = (html: string) =>
  html.replace(/ uid="[^"]*"/g, ' uid=""').replace(/(\/_astro\/[\w-]+)\.[\w-]{8}\./g, '$1.');
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));

describe('renaming every section id', { timeout: 300_000 }, () => {
  it('keeps every design and every link: the page differs only by the new anchors', () => {
    const sectionFiles = readdirSync(new URL('../../content/sections/', import.meta.url));
    const ids = sectionFiles.map(
      (file) =>
        /^id: (.+)$/m.exec(readFileSync(new URL(`../../content/sections/${file}`, import.meta.url), 'utf8'))![1]!,
    );
    const original = builtPages(() => {});
    const renamed = builtPages((project) => {
      for (const file of sectionFiles)
        project.editContent(`sections/${file}`, (text) => text.replace(/^id: /m, `id: ${prefix}`));
      project.editContent('seo.json', (text) => text.replace(/"section": "/g, `"section": "${prefix}`));
    });

    const homeIds = idsOf(renamed['index.html']!);
    for (const id of ids) expect(homeIds).toContain(`${prefix}${id}`);
    for (const [page, html] of Object.entries(renamed)) {
      const links = anchorLinks(html);
      expect(links.length, `${page} has links to anchors`).toBeGreaterThan(0);
      for (const { onHomePage, id } of links) {
        expect(onHomePage || page === 'index.html' ? homeIds : idsOf(html), `${page} links to #${id}`).toContain(id);
      }
    }
    // Nothing but the anchors moved: the same designs, words, links and order.
    for (const page of pages)
      expect(comparable(renamed[page]!.replaceAll(prefix, '')), page).toBe(comparable(original[page]!));
  });
});
