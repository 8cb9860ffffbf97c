/**
 * Press on the voice button → loading look painted, on a phone with its CPU slowed 4×, in the three
 * slow moments a visitor's press can meet: the island's code not yet arrived, the SDK still
 * downloading, the microphone prompt not yet answered. Median of the runs in each; the slowest counts.
 */
import { log, median, slowedPhone, slowly, voiceButton } from './shared.mjs';

/**
 * Installs, in the page, a watch for the next press: from the click event's time (the input's own
 * timestamp) to the frame after the one in which a spinner first shows in the voice button, i.e.
 * once that frame has been painted. Before the island runs, the held press's spinner shows by CSS
 * alone; its being drawn is the loading look. The result lands in `window.pressToLoading`.
 */
const watchNextPress = (page) =>
  page.evaluate(() => {
    window.pressToLoading = new Promise((resolve) => {
      window.addEventListener(
        'click',
        (event) => {
          const pressedAt = event.timeStamp;
          const button = document.querySelector('[data-testid="voice-chat-button"]');
          const check = () => {
            const spinner = [...button.querySelectorAll('[data-testid="voice-chat-spinner"]')].find(
              (element) => element.getClientRects().length > 0,
            );
            if (spinner) requestAnimationFrame(() => resolve(performance.now() - pressedAt));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  });

/** Each slow moment, prepared on a fresh page. */
const pressCases = {
  'island code not yet arrived': async (page, { origin }) => {
    await page.route('**/_astro/VoiceChatButton.*.js', slowly(5000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
  },
  'SDK still downloading': async (page, { origin, isSdkChunk }) => {
    await page.route(isSdkChunk, slowly(10_000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await voiceButton(page).hover();
    await page.locator('astro-island:not([ssr]) [data-testid="voice-chat-button"]').waitFor();
    await page.mouse.move(0, 0);
  },
  'microphone prompt unanswered': async (page, { origin, isSdkChunk }) => {
    // A prompt the visitor has not answered yet: getUserMedia never settles.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => new Promise(() => {});
    });
    const sdkLoaded = page.waitForResponse((response) => isSdkChunk(response.url()));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await voiceButton(page).hover();
    await sdkLoaded;
    await page.mouse.move(0, 0);
  },
};

/**
 * `pressToLoading` (the slowest case's median, phone only), and each case's median in the details.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number, sdkChunks: Set<string> }} options
 */
export async function measurePressTiming(browser, { origin, runs, sdkChunks }) {
  log('measuring press → loading on a slowed phone ...');
  /** Whether a URL (string or URL) is one of the voice SDK's chunks. */
  const isSdkChunk = (url) => sdkChunks.has(new URL(url).pathname);
  /** @type {Record<string, number>} */
  const medians = {};
  for (const [name, prepare] of Object.entries(pressCases)) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const { context, page } = await slowedPhone(browser);
      await prepare(page, { origin, isSdkChunk });
      await watchNextPress(page);
      await voiceButton(page).tap();
      times.push(await page.evaluate(() => window.pressToLoading));
      await context.close();
    }
    medians[name] = median(times);
    log(`press → loading painted, ${name}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
  }
  return {
    figures: { pressToLoading: { mobile: Math.max(...Object.values(medians)) } },
    details: medians,
    note: `Press → loading (phone, CPU 4× slower, median of ${runs} per case): ${Object.entries(medians)
      .map(([name, time]) => `${name} ${Math.round(time)} ms`)
      .join('; ')}.`,
  };
}
