/**
 * A phone's first view: the floating conversation control (components/layout/ConversationControl.astro)
 * leaves the hero's calls to action uncovered, and is itself visible and one tap away, with and
 * without JavaScript and without voice settings (its `tel:` link). On phones the control is a column
 * of round buttons, and the hero's calls to action keep out of its strip (styles/base.css).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatText, site, voiceChatText } from '../fixtures/sample-content';
import { chatPanel } from './chat-helpers';
import { layoutOf } from './layout';
import { noVoiceUrl } from './servers';

test.skip(({ page }) => layoutOf(page) !== 'phone', 'phone layout');

/** Common phone screens, in CSS pixels: small Android, iPhone 12 to 15, large Android. */
const phoneScreens = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The hero's calls to action a visitor can see: its links, each with its box. */
async function heroCallsToAction(page: Page) {
  const links = page.locator('main > section').first().getByRole('link');
  const boxes: { name: string; box: Box }[] = [];
  for (const link of await links.all())
    if (await link.isVisible()) boxes.push({ name: (await link.innerText()).trim(), box: (await link.boundingBox())! });
  return boxes;
}

/** Each visible control, checked uncovered by nothing of the hero and big enough to tap. */
async function expectClearOfHero(page: Page, controls: Locator[]) {
  const callsToAction = await heroCallsToAction(page);
  // The hero has its call and email links at least, in the first view at every screen here.
  expect(callsToAction.length).toBeGreaterThanOrEqual(2);
  for (const control of controls) {
    await expect(control).toBeVisible();
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = (await control.boundingBox())!;
    // WCAG 2.2's target size (24 px), and 44 px as the page's other small-screen controls.
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    for (const { name, box: callToAction } of callsToAction)
      expect(overlaps(box, callToAction), `"${name}" lies under the floating control`).toBe(false);
  }
}

for (const screen of phoneScreens) {
  test.describe(`at ${screen.width} × ${screen.height}`, () => {
    test.use({ viewport: screen });

    test('the floating control leaves the hero’s calls to action uncovered and is one tap away', async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto('/');
      if (javaScriptEnabled) {
        const chat = page.getByRole('button', { name: chatText.openLabel });
        const voice = page.getByRole('button', { name: voiceChatText.startLabel });
        await expectClearOfHero(page, [chat, voice]);
        await chat.click();
        await expect(chatPanel(page)).toBeVisible();
      } else {
        const call = page.getByTestId('voice-chat-call-link');
        await expectClearOfHero(page, [call]);
        await expect(call).toHaveAttribute('href', `tel:${site.phone.e164}`);
      }
    });

    test('without voice settings, the floating call link leaves them uncovered too', async ({ page }) => {
      await page.goto(`${noVoiceUrl}/`);
      const call = page.getByTestId('floating-call-link');
      await expectClearOfHero(page, [call]);
      await expect(call).toHaveAccessibleName(new RegExp(site.phone.display.replace(/[()]/g, '\\$&')));
    });
  });
}
