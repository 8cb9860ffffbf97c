/**
 * `npm run dev` shows a content slip where editors look, in the browser, with the build's words (file,
 * entry, field, what is wrong) and the file opened at the line to fix; a slip there at the start does
 * not stop the server, and the page comes back by itself once the file is fixed. Run against `astro
 * dev` of a copy of the project whose content the test breaks, never the repository's own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createContentProject, type ContentProject, type DevServer } from '../fixtures/content-project';
import { ports } from './servers';

test.describe.configure({ mode: 'serial' });
test.skip(
  ({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile,
  "the dev server's error display is a script of its own; one width is enough",
);

let project: ContentProject;
let server: DevServer;

/** content/testimonials.json of the copy, through `edit`; its first rating is the one broken and mended. */
function editTestimonials(edit: (text: string) => string) {
  const file = join(project.root, 'content/testimonials.json');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}
const firstRating = /"rating": \d/;
/** The line of the first rating in the file, 1-based, as the display names it. */
const firstRatingLine = () =>
  readFileSync(join(project.root, 'content/testimonials.json'), 'utf8')
    .split('\n')
    .findIndex((line) => firstRating.test(line)) + 1;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  project = createContentProject();
  // The slip is there before the server starts.
  editTestimonials((text) => text.replace(firstRating, '"rating": 6'));
  server = await project.startAstroDev(ports.devSlips);
});
test.afterAll(() => {
  server?.stop();
  project?.remove();
});

const display = (page: Page) => page.locator('vite-error-overlay');
const said = (words: string) => `content/testimonials.json, entry 1: rating: ${words}`;

async function expectSlipShown(page: Page, line: number) {
  const overlay = display(page);
  await expect(overlay.locator('#title')).toHaveText('A content file needs fixing', { timeout: 60_000 });
  await expect(overlay.locator('#message-content')).toHaveText(
    said('rating must be at most 5 stars (whole numbers from 1 to 5).'),
  );
  await expect(overlay.locator('#hint-content')).toContainText('and save: this page then reloads by itself');
  // The file, opened at the field to fix.
  await expect(overlay.locator('#code header h2')).toHaveText(`content/testimonials.json:${line}:5`);
  await expect(overlay.locator('.error-line')).toContainText('"rating": 6');
}

test('a slip there when npm run dev starts: the server runs, and the page shows the slip instead of itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(server.output()).toContain(said('rating must be at most 5 stars (whole numbers from 1 to 5).'));
  await page.goto(server.url);
  await expectSlipShown(page, firstRatingLine());
});

test('fixed, the page comes back by itself; a slip made while it runs shows in the open page, and so does broken JSON', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(server.url);
  await expect(display(page).locator('#title')).toHaveText('A content file needs fixing', { timeout: 60_000 });

  editTestimonials((text) => text.replace('"rating": 6', '"rating": 5'));
  await expect(page.locator('section#reviews')).toBeVisible({ timeout: 60_000 });
  await expect(display(page)).toHaveCount(0);

  editTestimonials((text) => text.replace(firstRating, '"rating": 6'));
  await expectSlipShown(page, firstRatingLine());

  // Broken as a whole, the file is said as the build says it, at its line and column.
  editTestimonials((text) => text.replace(firstRating, '"rating": 5').replace(/\}\s*\]\s*$/, '}, ]\n'));
  await expect(display(page).locator('#message-content')).toHaveText(
    /^content\/testimonials\.json, line \d+, column \d+: a value is expected here: remove the comma after the last entry/,
    { timeout: 60_000 },
  );

  editTestimonials((text) => text.replace(/\}, \]\n$/, '}\n]\n'));
  await expect(page.locator('section#reviews')).toBeVisible({ timeout: 60_000 });
  await expect(display(page)).toHaveCount(0);
});
