/**
 * Press on the voice button → loading look painted, on the calibrated phone (calibrate.mjs; 390 ×
 * 844), in the three slow moments a visitor's press can meet: the island's code not yet arrived, the
 * SDK still downloading, the microphone prompt not yet answered. Median of the runs in each; the
 * slowest counts; beside each, the Event Timing duration of the press (event-timing.mjs).
 */
import { durationText, interactionDuration, recordEventTimings } from './event-timing.mjs';
import { calibratedPhone, log, median, slowly, voiceButton } from './shared.mjs';

/**
 * Installs, in the page, a watch for the next press: from the click event's time (the input's own
 * timestamp) to the frame after the one in which a spinner first shows in the voice button, i.e.
 * once that frame has been painted. Before the island runs, the held press's spinner shows by CSS
 * alone; its being drawn is the loading look. The result lands in `window.pressToLoading`, with the
 * page's clock when the watch began (for the press's Event Timing entries).
 */
const watchNextPress = (page) =>
  page.evaluate(() => {
    const armedAt = performance.now();
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
            if (spinner) requestAnimationFrame(() => resolve({ time: performance.now() - pressedAt, armedAt }));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  });

/**
 * Moves the pointer off the voice button (its tooltip closes) onto the page's heading, where no island
 * is: the top-left corner is the navigation's, whose island hydrates on a pointer over it, and that
 * hydration ran inside the press's window, which no visitor's tap on a phone brings.
 */
const leaveVoiceButton = (page) => page.getByRole('heading', { level: 1 }).hover();

/** Each slow moment, prepared on a fresh page. */
const pressCases = {
  'island code not yet arrived': async (page, { origin }) => {
    await page.route('**/_astro/VoiceChatButton.*.js', slowly(5000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
  },
  'SDK still downloading': async (page, { origin, isSdkChunk }) => {
    await page.route(isSdkChunk, slowly(10_000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // The island asks for the SDK once it has hydrated, on the pointer over it. Not Astro's `ssr` mark:
    // it goes as React's hydration begins, and a press then met the island still hydrating.
    const sdkAsked = page.waitForRequest((request) => isSdkChunk(request.url()));
    await voiceButton(page).hover();
    await sdkAsked;
    await leaveVoiceButton(page);
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
    await leaveVoiceButton(page);
  },
};

/**
 * `pressToLoading` (the slowest case's median) and its Event Timing duration, phone only; each case's
 * medians in the details.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number, sdkChunks: Set<string>, slowdown: number }} options
 */
export async function measurePressTiming(browser, { origin, runs, sdkChunks, slowdown }) {
  log(`measuring press → loading on the calibrated phone (CPU ${slowdown}× slower) ...`);
  /** @type {Record<string, { painted: number, eventTiming: number }>} */
  const medians = {};
  for (const name of Object.keys(pressCases)) {
    const times = [];
    for (let run = 1; run <= runs; run += 1)
      times.push(await timeVoicePress(browser, { origin, slowdown, name, sdkChunks }));
    medians[name] = {
      painted: median(times.map((time) => time.painted)),
      eventTiming: median(times.map((time) => time.eventTiming)),
    };
    log(
      `press → loading painted, ${name}: ${times.map((time) => Math.round(time.painted)).join(', ')} ms; Event Timing ${times.map((time) => durationText(time.eventTiming)).join(', ')}`,
    );
  }
  const slowest = (key) => Math.max(...Object.values(medians).map((median) => median[key]));
  return {
    figures: {
      pressToLoading: { mobile: slowest('painted') },
      pressToLoadingEventTiming: { mobile: slowest('eventTiming') },
    },
    details: medians,
    note: `Press → loading (the calibrated phone, CPU ${slowdown}× slower, 390 × 844, median of ${runs} per case): ${Object.entries(
      medians,
    )
      .map(
        ([name, { painted, eventTiming }]) =>
          `${name} ${Math.round(painted)} ms (Event Timing ${durationText(eventTiming)})`,
      )
      .join('; ')}.`,
  };
}

/** The names of the slow moments a press on the voice button is timed in. */
export const voicePressCases = Object.keys(pressCases);

/**
 * One press on the voice button, on a fresh page on the calibrated phone, in the case `name`: press →
 * loading look painted, and the press's Event Timing duration. The bench's runs and
 * compare-builds.mjs's are this one. `sdkChunks`: the build's voice SDK chunks (build.mjs).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, slowdown: number, name: string, sdkChunks: Set<string> }} options
 * @returns {Promise<{ painted: number, eventTiming: number }>}
 */
export async function timeVoicePress(browser, { origin, slowdown, name, sdkChunks }) {
  /** Whether a URL (string or URL) is one of the voice SDK's chunks. */
  const isSdkChunk = (url) => sdkChunks.has(new URL(url).pathname);
  const { context, page } = await calibratedPhone(browser, slowdown);
  try {
    await page.addInitScript(recordEventTimings);
    await pressCases[name](page, { origin, isSdkChunk });
    await watchNextPress(page);
    await voiceButton(page).tap();
    const { time, armedAt } = await page.evaluate(() => window.pressToLoading);
    return { painted: time, eventTiming: await interactionDuration(page, armedAt) };
  } finally {
    await context.close();
  }
}
