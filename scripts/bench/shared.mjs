/** What several parts of the bench need: where Chromium is, how to log, a median, the voice button. */
import { execFileSync } from 'node:child_process';
import { devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The project root: every path the bench uses is relative to it. */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** The Chromium the browser tests use (scripts/find-chromium.sh). */
export const chromePath = execFileSync('bash', [resolve(projectRoot, 'scripts/find-chromium.sh')], {
  encoding: 'utf8',
}).trim();

/** Progress goes to stderr; stdout carries only the final table. */
export const log = (message) => console.error(`bench: ${message}`);

export { median } from './median.mjs';

/** The voice button's and the typing control's names, from content/ like everything a visitor reads. */
const { startLabel } = JSON.parse(readFileSync(resolve(projectRoot, 'content/ui/voice-chat.json'), 'utf8'));
const { openLabel } = JSON.parse(readFileSync(resolve(projectRoot, 'content/ui/chat.json'), 'utf8'));

/** @param {import('@playwright/test').Page} page */
export const voiceButton = (page) => page.getByRole('button', { name: startLabel, exact: true });

/** @param {import('@playwright/test').Page} page */
export const chatControl = (page) => page.getByRole('button', { name: openLabel, exact: true });

/** A route handler that answers after `ms`, as a slow network would. */
export const slowly = (ms) => async (route) => {
  await new Promise((done) => setTimeout(done, ms));
  await route.continue().catch(() => {});
};

/**
 * A fresh phone page whose CPU is slowed 4×, as Lighthouse's mobile preset slows it.
 * @param {import('@playwright/test').Browser} browser
 */
export async function slowedPhone(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** The phone the presses are timed on: a touch screen of 390 × 844, as common a size as any. */
const pressPhone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
};

/**
 * A fresh page on the calibrated phone (calibrate.mjs): 390 × 844, touch, the CPU slowed `slowdown`×.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} slowdown
 */
export async function calibratedPhone(browser, slowdown) {
  const context = await browser.newContext(pressPhone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page };
}
