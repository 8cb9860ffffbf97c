/**
 * The doors of the people who already rent or own with the company, or want to (content/site.json's
 * portals and emergency line), and its questions and answers (content/faq.json), in all four
 * projects (JavaScript on and off, desktop and phone): plain links and native disclosures, an answer
 * with an address of its own that the browser opens when a link or a text search lands in it, and
 * axe with an answer open.
 */
import { expect, test, type Page } from '@playwright/test';
import { contact, faq, fees, portalsText, sections, site } from '../fixtures/sample-content';
import { privacyPath } from '../../src/lib/page-paths';
import { axeViolations } from './axe';

/** The sections drawn by the two designs, whatever their ids. */
const doorsSection = sections.find((section) => section.design === 'portals')!;
const faqSection = sections.find((section) => section.design === 'questions')!;
const homesSection = sections.find((section) => section.design === 'homes')!;
const emergencyLine = site.emergencyLine!;
// An answer names the fees by placeholder (content/fees.json); the page says them as percentages.
const questions = faq.groups
  .flatMap((group) => group.questions)
  .map((question) => ({
    ...question,
    answer: question.answer
      .replaceAll('{managementPercent}', `${fees.managementPercent}%`)
      .replaceAll('{placementPercent}', `${fees.placementPercent}%`),
  }));

const region = (page: Page, section: { title: string }) => page.getByRole('region', { name: section.title });
const disclosure = (page: Page, question: string) =>
  region(page, faqSection).locator('details', { has: page.locator('summary', { hasText: question }) });
const answerOf = (page: Page, id: string) => page.locator(`#${faqSection.id}-${id}`);

test.describe('the doors', () => {
  test('each door stands under its audience as a plain link to its address, with its line', async ({ page }) => {
    await page.goto('/');
    const doors = region(page, doorsSection);
    // What the sample's content/site.json and content/portals.json must put on the page, written out:
    // the audiences in their fixed order, each with its doors in the file's order, the applicants'
    // first door the homes on this page.
    const expected = [
      {
        heading: 'Tenants',
        doors: [
          ['Pay rent', 'https://portal.prairiehearth.example/tenants/pay-rent'],
          ['Request a repair', 'https://portal.prairiehearth.example/tenants/repairs'],
        ],
      },
      {
        heading: 'Property owners',
        doors: [['Owner statements', 'https://portal.prairiehearth.example/owners/statements']],
      },
      {
        heading: 'Looking for a home',
        doors: [
          ['See the homes for rent', `#${homesSection.id}`],
          ['Apply for a rental', 'https://portal.prairiehearth.example/rentals/apply'],
        ],
      },
    ];
    await expect(doors.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(
      expected.map(({ heading }) => heading),
    );
    for (const { heading, doors: cardDoors } of expected) {
      const card = doors.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
      await expect(card.getByRole('link')).toHaveText(cardDoors.map(([label]) => label!));
      for (const [label, href] of cardDoors) {
        const link = card.getByRole('link', { name: label, exact: true });
        await expect(link).toBeVisible();
        // A link crawlers follow and every browser opens in place: no script, no new tab, no nofollow.
        await expect(link).toHaveAttribute('href', href!);
        await expect(link).not.toHaveAttribute('target', /./);
        await expect(link).not.toHaveAttribute('rel', /./);
        const description =
          site.portals.find((door) => door.label === label)?.description ?? portalsText.homesOnPage.description;
        await expect(card).toContainText(description);
      }
    }
  });

  test("the applicants' first door leads to the homes on the page; applying stays the portal's", async ({ page }) => {
    await page.goto('/');
    const card = region(page, doorsSection)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: portalsText.audiences.applicants }) });
    const links = card.getByRole('link');
    await expect(links.first()).toHaveText(portalsText.homesOnPage.label);
    await expect(links.first()).toHaveAttribute('href', `#${homesSection.id}`);
    await expect(card).toContainText(portalsText.homesOnPage.description);
    // The sample's applicants have one portal door besides: applying.
    await expect(links).toHaveText([
      portalsText.homesOnPage.label,
      ...site.portals.filter(({ audience }) => audience === 'applicants').map(({ label }) => label),
    ]);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`#${homesSection.id}$`));
    await expect(page.getByRole('region', { name: homesSection.title })).toBeInViewport();
  });

  test('a door leads to its portal', async ({ page }) => {
    const door = site.portals.find(({ audience }) => audience === 'tenants')!;
    // The sample's addresses are examples: the portal answers here instead.
    await page.route(`${new URL(door.url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Portal</title>' }),
    );
    await page.goto('/');
    await region(page, doorsSection).getByRole('link', { name: door.label, exact: true }).click();
    await expect(page).toHaveURL(door.url);
  });

  test('the emergency line is a phone link in the doors, in the contact hours and in every footer', async ({
    page,
  }) => {
    const tel = `tel:${emergencyLine.phone.e164}`;
    await page.goto('/');
    const doors = region(page, doorsSection);
    await expect(doors.getByRole('heading', { name: emergencyLine.label })).toBeVisible();
    await expect(doors).toContainText(emergencyLine.when);
    await expect(doors.getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute('href', tel);
    // How to reach someone when the office is closed, under the hours.
    const hours = page
      .locator(`section#${sections.find((section) => section.design === 'contact')!.id}`)
      .locator('div', { has: page.getByRole('heading', { name: contact.hoursTitle }) });
    await expect(hours.getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute('href', tel);
    for (const path of ['/', privacyPath]) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: emergencyLine.label })).toBeVisible();
      await expect(footer.getByRole('link', { name: emergencyLine.phone.display })).toHaveAttribute('href', tel);
    }
  });
});

test.describe('the questions and answers', () => {
  test('every question is a native disclosure, closed, in its group; a click opens and closes it', async ({ page }) => {
    await page.goto('/');
    const section = region(page, faqSection);
    for (const group of faq.groups)
      await expect(section.getByRole('heading', { name: group.title, level: 3 })).toBeVisible();
    await expect(section.locator('details')).toHaveCount(questions.length);
    for (const { id, question, answer } of questions) {
      await expect(disclosure(page, question)).not.toHaveAttribute('open');
      await expect(answerOf(page, id)).toBeHidden();
      await expect(answerOf(page, id)).toHaveText(answer);
    }
    const { id, question } = questions[0]!;
    const summary = disclosure(page, question).locator('summary');
    await summary.click();
    await expect(answerOf(page, id)).toBeVisible();
    await summary.click();
    await expect(answerOf(page, id)).toBeHidden();
  });

  test('opens from the keyboard', async ({ page }) => {
    await page.goto('/');
    const { id, question } = questions[1]!;
    await disclosure(page, question).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answerOf(page, id)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answerOf(page, id)).toBeHidden();
  });

  test('each answer has an address: a link to it opens it, its question above it in view', async ({ page }) => {
    const { id, question } = questions.at(-1)!;
    await page.goto(`/#${faqSection.id}-${id}`);
    await expect(disclosure(page, question)).toHaveAttribute('open', '');
    await expect(answerOf(page, id)).toBeInViewport();
    await expect(disclosure(page, question).locator('summary')).toBeInViewport();
  });

  test('a text search that lands in a closed answer opens it (as find-in-page does)', async ({ page }) => {
    // Chromium reveals a closed <details> for find-in-page and for a text fragment alike.
    const { id, question, answer } = questions[2]!;
    const words = answer.split(/[.:;]/)[0]!.trim();
    await page.goto(`/#:~:text=${encodeURIComponent(words)}`);
    await expect(disclosure(page, question)).toHaveAttribute('open', '');
    await expect(answerOf(page, id)).toBeInViewport();
  });
});

test.describe('axe', () => {
  // axe runs as a script in the page: the projects without JavaScript block the page's own scripts
  // instead, which draws exactly what a visitor without it sees.
  test.use({ javaScriptEnabled: true, contextOptions: { reducedMotion: 'reduce' } });

  test('finds nothing with the doors in view and an answer open', async ({ page }, testInfo) => {
    // Two scans of the whole page take a busy machine past the usual 30 s.
    test.slow();
    if (testInfo.project.use.javaScriptEnabled === false) await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    const { id } = questions[0]!;
    await page.goto(`/#${faqSection.id}-${id}`);
    await expect(answerOf(page, id)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await region(page, doorsSection).scrollIntoViewIfNeeded();
    expect(await axeViolations(page, `section#${doorsSection.id}`)).toEqual([]);
  });
});
