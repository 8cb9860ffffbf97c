/**
 * Every conversation opens with the privacy notice (content/agent.md `notice`) and its link to
 * the privacy page: in the voice panel from the moment a call is requested, even while the island's
 * code is still arriving, and in the typed chat above the text box as it opens.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatText, conversationNotice } from '../fixtures/sample-content';
import { axeViolations } from './axe';
import { productionUrl } from './servers';
import { blockVoiceThirdParties, voiceText } from './voice-helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'conversations need JavaScript');
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const noticeStart = conversationNotice.notice.split('{privacy}')[0]!.trim();
const voiceButton = (page: Page) => page.getByRole('button', { name: voiceText.startLabel, exact: true });

async function expectNotice(page: Page, container: ReturnType<Page['locator']>) {
  await expect(container).toContainText(noticeStart);
  const link = container.getByRole('link', { name: new RegExp(conversationNotice.linkText) });
  await expect(link).toHaveAttribute('href', '/privacy/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test('the voice panel shows the notice from the press on, while the microphone prompt is unanswered', async ({
  page,
}) => {
  await blockVoiceThirdParties(page);
  // A prompt the visitor has not answered yet: the call is requested, not started.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => new Promise(() => {});
  });
  await page.goto(productionUrl);
  await voiceButton(page).click();
  await expect(voiceButton(page)).toHaveAttribute('data-state', 'connecting');
  await expectNotice(page, page.getByTestId('voice-chat-notice'));
  expect(await axeViolations(page, '[data-testid="conversation-control"]')).toEqual([]);
});

test('a press held before the voice island runs shows the notice at once, by CSS', async ({ page }) => {
  await blockVoiceThirdParties(page);
  let releaseIsland = () => {};
  const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
  await page.route('**/_astro/VoiceChatButton.*.js', async (route) => {
    await islandHeld;
    await route.continue();
  });
  await page.goto(productionUrl);
  await voiceButton(page).click();
  // The island's code has not arrived: what shows is the server's HTML, drawn by the held press.
  await expect(page.locator('astro-island[data-press="held"]')).toHaveCount(1);
  await expect(page.getByTestId('voice-chat-notice')).toBeVisible();
  await expect(page.getByTestId('voice-chat-notice')).toContainText(noticeStart);
  releaseIsland();
});

test('the typed chat shows the notice above the text box as it opens', async ({ page }) => {
  await page.goto(productionUrl);
  await page.getByRole('button', { name: chatText.openLabel }).click();
  const panel = page.getByRole('dialog', { name: chatText.title });
  await expectNotice(page, panel.getByTestId('conversation-notice'));
  const notice = await panel.getByTestId('conversation-notice').boundingBox();
  const box = await panel.getByRole('textbox', { name: chatText.inputLabel }).boundingBox();
  expect(notice!.y + notice!.height).toBeLessThanOrEqual(box!.y);
});
