/**
 * With no home to show (every one leased, or none in content/ at all), the build still succeeds and
 * the homes' section says so, gives the applicants' doors and offers to tell the visitor when one
 * comes up, in place of the cards and the choices; the structured data offers no home, and the agent
 * knows the same. Each case builds a copy of the project (tests/fixtures/content-project.ts), the first
 * with the agent's settings (the offer opens the typed chat where scripts run), the second without (a
 * phone link). tests/e2e/homes-agent.spec.ts presses the offer in a browser.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentProject, type ContentProject } from '../fixtures/content-project';
import { homesText, sections, site } from '../fixtures/sample-content';
import { testVoiceSettings } from '../e2e/servers';

const homesSection = sections.find((section) => section.design === 'homes')!;
const applicantDoors = site.portals.filter(({ audience }) => audience === 'applicants');

/**
 * The Chromium the browser tests use (scripts/find-chromium.sh: CHROMIUM_PATH, else Debian's, else
 * Playwright's own), so this file also runs alone, outside `npm test`, which sets CHROMIUM_PATH.
 */
const chromiumPath = execFileSync('bash', [fileURLToPath(new URL('../../scripts/find-chromium.sh', import.meta.url))], {
  encoding: 'utf8',
}).trim();

let project: ContentProject | undefined;
afterAll(() => project?.remove());

/** The built home page and conversation context of a copy whose content went through `edit`. */
function built(edit: (project: ContentProject) => void, settings: Record<string, string>) {
  project ??= createContentProject();
  project.restoreContent();
  edit(project);
  const { status, output } = project.runAstro('build', settings);
  expect(status, output).toBe(0);
  const read = (path: string) => readFileSync(join(project!.root, 'dist', path), 'utf8');
  return { html: read('index.html'), context: read('conversation-context.json') };
}

/**
 * Whether `text` is visible on the built page `html` where scripts run, as Chromium draws it from the
 * page's own markup and stylesheets (nothing is fetched; the islands stay asleep).
 */
async function visibleWithScripts(html: string, text: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    return await page.getByText(text, { exact: true }).isVisible();
  } finally {
    await browser.close();
  }
}

/** The homes' section of a built page. */
const sectionOf = (html: string) => {
  const start = html.indexOf(`<section id="${homesSection.id}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('no home to show', { timeout: 180_000 }, () => {
  const homeFiles = readdirSync(new URL('../../content/homes/', import.meta.url));

  /** The voice settings blanked, as a build without them has them (the shell's own must not leak in). */
  const noVoice = Object.fromEntries(Object.keys(testVoiceSettings).map((setting) => [setting, '']));

  it.each([
    [
      'every home leased',
      testVoiceSettings,
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
    [
      'no home in content/',
      noVoice,
      (copy: ContentProject) => rmSync(join(copy.root, 'content/homes'), { recursive: true }),
    ],
  ])(
    "%s: the section says so, gives the applicants' doors and offers to tell; nothing offers a home",
    async (_, settings, edit) => {
      const { html, context } = built(edit, settings);
      const section = sectionOf(html);
      expect(section).toContain('data-homes-empty');
      expect(section).toContain(homesText.noHomes);
      // The offer: a phone link saying what to ask for, which the typed chat answers where it exists.
      const offer = /<a [^>]*>(?:(?!<\/a>).)*<\/a>/s
        .exec(section.slice(section.indexOf(homesText.noHomes)))![0]
        .replaceAll('&#39;', "'");
      expect(offer).toContain(`href="tel:${site.phone.e164}"`);
      expect(offer).toContain(homesText.homeAlert);
      const byPhone = homesText.homeAlertByPhone.replace('{phone}', site.phone.display);
      expect(offer).toContain(byPhone);
      const withChat = settings === testVoiceSettings;
      expect(offer.includes('data-opens-chat="homeAlert"'), 'opens the chat').toBe(withChat);
      // The line that says what to ask for on the phone is hidden only where the chat answers instead
      // (without scripts it shows either way: tests/e2e/homes-agent.spec.ts).
      expect(await visibleWithScripts(html, byPhone), 'phone line shown where scripts run').toBe(!withChat);
      expect(applicantDoors.length).toBeGreaterThan(0);
      for (const door of applicantDoors) expect(section).toContain(`href="${door.url}"`);
      expect(section).not.toContain('type="radio"');
      expect(section).not.toContain('<article');
      expect(html).not.toContain('OfferForLease');
      expect(JSON.parse(context).variableValues.pageKnowledge).toContain(homesText.noHomes);
    },
  );
});
