/**
 * An owner's question answered, in Chromium at both widths: the owners' table of what homes rent for
 * (content/market-rents.json), with and without scripts.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillTemplate } from '~/lib/placeholders';
import { chatText, marketRents, marketRentsText, sections, site } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { chatBox, chatPanel } from './chat-helpers';
import { productionUrl } from './servers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** "$1,559", as the page writes a whole number of dollars. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-CA')}`;
/** "Regina, Saskatoon and Moose Jaw": the cities served, each with figures in the sample. */
const cities = `${site.serviceAreas.slice(0, -1).join(', ')} and ${site.serviceAreas.at(-1)}`;
const table = (page: Page) => page.getByRole('table', { name: fillTemplate(marketRentsText.caption, { cities }) });
const [source] = marketRents.sources;
/** The owners' part of the page, whatever its id: the section the table is in. */
const ownersSection = sections.find(({ design }) => design === 'property-services')!.id;

test.describe("the owners' table", () => {
  test('every figure under its size and city, the survey and its date, the page it was read on, an invitation to ask', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(productionUrl);
    const rents = table(page);
    await rents.scrollIntoViewIfNeeded();
    await expect(rents).toBeVisible();
    await expect(rents.getByRole('columnheader')).toHaveText([marketRentsText.size, ...site.serviceAreas]);
    for (const { city, size, rent } of marketRents.rents) {
      const row = rents.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: marketRentsText.sizes[size], exact: true }),
      });
      await expect(row.getByRole('cell').nth(site.serviceAreas.indexOf(city))).toHaveText(dollars(rent));
    }
    // Whole on a phone: nothing wider than the screen.
    const width = page.viewportSize()!.width;
    expect((await rents.boundingBox())!.width).toBeLessThanOrEqual(width);
    const box = rents.locator('xpath=..');
    await expect(box).toContainText(`${source!.survey}, October 2025`);
    await expect(box).toContainText(source!.homes);
    await expect(box.getByRole('link', { name: source!.publishedBy })).toHaveAttribute('href', source!.url);
    const askLink = box.getByRole('link', { name: marketRentsText.ask });
    await expect(askLink).toHaveAttribute('href', `tel:${site.phone.e164}`);
    const byPhone = box.getByText(fillTemplate(marketRentsText.askByPhone, { phone: site.phone.display }));
    if (!javaScriptEnabled) {
      // No script, no assistant: the link calls the company, and says what to ask.
      await expect(byPhone).toBeVisible();
      return;
    }
    await expect(byPhone).toBeHidden();
    expect(await axeViolations(page, `#${ownersSection}`)).toEqual([]);
    // Where the assistant answers, the link opens its conversation with the owner's question.
    await askLink.click();
    await expect(chatPanel(page)).toBeVisible();
    await expect(chatBox(page)).toHaveValue(chatText.requests.rentEstimate);
  });
});
