/**
 * The browser editor at /admin/, used as an editor would: it opens a folder that holds a temporary
 * copy of the project (never the repository's own content/), changes a testimonial, the business
 * hours, the privacy page's date and a home's rent through the forms, saves, and the changed files
 * build into pages with the new words. The
 * folder picker is the one thing automation cannot click: a real directory of the browser's
 * origin-private file system stands in for the folder the editor would pick.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { editorPath } from '../../src/lib/editor-path';
import { readFrontMatter } from '../../src/lib/content/front-matter';
import type { AgentSettings } from '~/schemas/agent';
import { createContentProject, type ContentProject } from '../fixtures/content-project';

declare global {
  interface Window {
    /** Chromium's folder picker (File System Access API), which TypeScript's DOM types do not have yet. */
    showDirectoryPicker: () => Promise<FileSystemDirectoryHandle>;
    /** "directive blocked-URL" of each policy violation, recorded by the test. */
    cspViolations: string[];
  }
}

test.describe.configure({ mode: 'serial' });
test.skip(
  ({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile,
  'the editor is a desktop, JavaScript tool; one run is enough',
);

/** Name of the folder inside the origin-private file system that plays the project folder. */
const folderName = 'project';

let project: ContentProject;
test.beforeAll(() => {
  project = createContentProject();
});
test.afterAll(() => project?.remove());

/** Every file of the copy's content/ folder, as project-relative path → base64. */
function contentFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path).toString('base64');
    }
  };
  walk(join(root, 'content'));
  // The editor treats the folder it is given as a Git checkout.
  files['.git/HEAD'] = Buffer.from('ref: refs/heads/main\n').toString('base64');
  return files;
}

/**
 * Fills the origin-private folder with `files` and makes the folder picker return it; records every
 * Content-Security-Policy violation on `window.cspViolations`.
 */
async function standInForFolderPicker(page: Page, files: Record<string, string>) {
  await page.addInitScript((name) => {
    window.showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  }, folderName);
  await page.goto('/robots.txt'); // any page of the origin, to reach its file system
  await page.evaluate(
    async ({ name, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(name, { recursive: true }).catch(() => undefined);
      const folder = await root.getDirectoryHandle(name, { create: true });
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = folder;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: folderName, files },
  );
}

/**
 * A file of the origin-private folder, as text. While the editor is still writing it the browser
 * refuses to read it (NotReadableError), or for a moment does not find it (NotFoundError: seen once
 * on a busy CI machine, mid-save); such a read is retried for up to 10 s, then the error stands.
 */
const readBack = (page: Page, path: string) =>
  page.evaluate(
    async ({ name, path }) => {
      const givesUpAt = Date.now() + 10_000;
      for (;;) {
        try {
          let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
          const parts = path.split('/');
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
        } catch (error) {
          const midSave =
            error instanceof DOMException && (error.name === 'NotReadableError' || error.name === 'NotFoundError');
          if (!midSave || Date.now() > givesUpAt) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    { name: folderName, path },
  );

const newTestimonial = 'Prairie Hearth answered every call within the hour, even on a long weekend in January.';
const newHours = '7:30 AM – 6:30 PM';

test('an editor changes a testimonial and the business hours through the forms, and the form refuses bad values', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const testimonialsBefore = readFileSync(join(project.root, 'content/testimonials.json'), 'utf8');
  const siteBefore = readFileSync(join(project.root, 'content/site.json'), 'utf8');
  await standInForFolderPicker(page, contentFiles(project.root));

  await page.goto(editorPath);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText('Page sections').first()).toBeVisible();

  // A testimonial: a rating of 7 is refused with a message; a new text with a valid rating is saved.
  await page.goto(`${editorPath}#/collections/lists/entries/testimonials`);
  const rating = page.getByRole('spinbutton', { name: 'Rating' }).first();
  await rating.fill('7');
  await page.getByRole('textbox', { name: 'Text' }).first().fill(newTestimonial);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/less than or equal to 5/).first()).toBeVisible();
  expect(await readBack(page, 'content/testimonials.json')).toBe(testimonialsBefore);
  await rating.fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readBack(page, 'content/testimonials.json')).toContain(newTestimonial);
  const testimonials = JSON.parse(await readBack(page, 'content/testimonials.json')) as {
    text: string;
    rating: number;
  }[];
  expect(testimonials[0]).toMatchObject({ text: newTestimonial, rating: 4 });
  expect(testimonials).toHaveLength((JSON.parse(testimonialsBefore) as unknown[]).length);

  // The company details: a malformed email is refused with the schema's own message.
  await page.goto(`${editorPath}#/collections/settings/entries/site`);
  const email = page.getByRole('textbox', { name: 'Email' });
  const goodEmail = await email.inputValue();
  await email.fill('hello-at-prairiehearth');
  // The editor draws list entries once they scroll into view.
  const businessHours = page.getByRole('group', { name: /Business hours/ }).first();
  await businessHours.scrollIntoViewIfNeeded();
  await businessHours.getByRole('textbox', { name: 'Hours' }).first().fill(newHours);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('email must be an email address such as "hello@example.ca".').first()).toBeVisible();
  expect(await readBack(page, 'content/site.json')).toBe(siteBefore);
  await email.fill(goodEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readBack(page, 'content/site.json')).toContain(newHours);

  // The admin policy let the editor do all of this and refused nothing: its fonts and its update check
  // come from the site itself, not from the public CDNs its script names.
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

  // Into the project copy, for the rebuild below.
  for (const file of ['content/testimonials.json', 'content/site.json'])
    writeFileSync(join(project.root, file), await readBack(page, file));
});

test("the AI agent's file opens with its recording switch, notice, first message and prompt, placeholders as written", async ({
  page,
}) => {
  await standInForFolderPicker(page, contentFiles(project.root));
  await page.goto(editorPath);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText('Page sections').first()).toBeVisible();

  await page.goto(`${editorPath}#/collections/settings/entries/agent`);
  const { data, body } = readFrontMatter(
    readFileSync(join(project.root, 'content/agent.md'), 'utf8'),
    'content/agent.md',
  );
  const agent = data as AgentSettings;
  await expect(page.getByRole('switch', { name: 'Record calls' })).toHaveAttribute(
    'aria-checked',
    String(agent.recording),
  );
  await expect(page.getByRole('textbox', { name: 'Notice' })).toHaveValue(agent.notice);
  await expect(page.getByRole('textbox', { name: 'First message' })).toHaveValue(agent.firstMessage);
  // A plain text box: the prompt's lines and {{placeholders}} reach the form untouched.
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue(body.trim());
});

const newPrivacyDate = '2027-01-15';

test("the privacy page's date is picked from a calendar and saved as year-month-day", async ({ page }) => {
  await standInForFolderPicker(page, contentFiles(project.root));
  await page.goto(editorPath);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText('Page sections').first()).toBeVisible();

  await page.goto(`${editorPath}#/collections/settings/entries/privacy`);
  const date = page.getByLabel('Last updated', { exact: true });
  await expect(date).toHaveAttribute('type', 'date');
  await date.fill(newPrivacyDate);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readBack(page, 'content/privacy.md')).toContain(newPrivacyDate);
  const saved = await readBack(page, 'content/privacy.md');
  expect(readFrontMatter(saved, 'content/privacy.md').data).toMatchObject({ lastUpdated: newPrivacyDate });
  writeFileSync(join(project.root, 'content/privacy.md'), saved);
});

const homeFile = 'content/homes/812-broadway.md';
const newRent = 1425;

test('a home for rent opens in a form of its own: a rent of 0 is refused, a new rent saved, its photos and description kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = readFrontMatter(readFileSync(join(project.root, homeFile), 'utf8'), homeFile);
  await standInForFolderPicker(page, contentFiles(project.root));
  await page.goto(editorPath);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText('Homes for rent').first()).toBeVisible();

  await page.goto(`${editorPath}#/collections/homes/entries/812-broadway`);
  const rent = page.getByRole('spinbutton', { name: 'Monthly rent (CAD)' });
  await expect(rent).toHaveValue(String((before.data as { rent: number }).rent));
  await rent.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/greater than or equal to 100/).first()).toBeVisible();
  await rent.fill(String(newRent));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readBack(page, homeFile)).toContain(`rent: ${newRent}`);
  const saved = await readBack(page, homeFile);
  const after = readFrontMatter(saved, homeFile);
  expect(after.data).toEqual({ ...(before.data as object), rent: newRent });
  expect(after.body.trim()).toBe(before.body.trim());
  writeFileSync(join(project.root, homeFile), saved);
});

test('the files the editor saved build into a page with the new words', () => {
  test.setTimeout(300_000);
  const { status, output } = project.runAstro('build');
  expect(status, output).toBe(0);
  const html = readFileSync(join(project.root, 'dist/index.html'), 'utf8');
  expect(html).toContain(newTestimonial);
  expect(html).toContain(newHours);
  expect(html).toContain(`$${newRent.toLocaleString('en-CA')}`);
  expect(readFileSync(join(project.root, 'dist/privacy/index.html'), 'utf8')).toContain(
    `<time datetime="${newPrivacyDate}">`,
  );
});
