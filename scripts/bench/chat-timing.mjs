/**
 * The typed chat's timings on the calibrated phone (calibrate.mjs; 390 × 844):
 *   - a press on the typing control → the panel painted with its text box drawn and enabled (the frame
 *     the visitor can type in, not the first frame that changes), in three cases: the first press
 *     after the page has loaded, the same once its code is here (closed and opened again), and a press
 *     while the page still loads, as soon as the control is painted; the slowest median counts, and
 *     beside each the Event Timing duration of the press (event-timing.mjs);
 *   - a streamed reply chunk reaching the page → its words painted;
 * and the bytes of a question's request, opening the session and following up in it.
 * The bench's build talks to the real API address, so `/chat/web` is answered here, by a route, with
 * a streamed reply in Vapi's shape.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { durationText, interactionDuration, recordEventTimings } from './event-timing.mjs';
import { calibratedPhone, chatControl, log, median, projectRoot } from './shared.mjs';

const { closeLabel } = JSON.parse(readFileSync(resolve(projectRoot, 'content/ui/chat.json'), 'utf8'));

/**
 * In the page: a watch for the next press, from the click event's time (the input's own timestamp)
 * to the frame after the one in which the chat panel's text box is first drawn (visible, in the
 * screen) and enabled, i.e. once that frame has been painted. It lands in `window.benchPress`, with
 * the page's clock when the watch began (for the press's Event Timing entries) and how long after
 * the page's load event the press came (null: before it).
 */
function watchNextPress() {
  const armedAt = performance.now();
  window.benchPress = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const pressedAt = event.timeStamp;
        const loadedAt = performance.getEntriesByType('navigation')[0]?.loadEventEnd;
        const afterLoad = loadedAt ? pressedAt - loadedAt : null;
        const drawn = (box) => {
          const { top, bottom, height } = box.getBoundingClientRect();
          return (
            !box.disabled &&
            height > 0 &&
            top >= 0 &&
            bottom <= window.innerHeight &&
            box.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          );
        };
        const check = () => {
          if ([...document.querySelectorAll('[data-testid="chat-panel"] textarea')].some(drawn))
            requestAnimationFrame(() => resolve({ time: performance.now() - pressedAt, armedAt, afterLoad }));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
}

/** The panel's text box, drawn: where a case waits before closing the panel again. */
const textBox = (page) => page.getByTestId('chat-panel').locator('textarea').locator('visible=true');

/**
 * Each moment a press on the typing control can meet: `prepare` readies a fresh page (the watch
 * already in it where `early`), and the press follows.
 */
const pressCases = {
  // The visitor has read a moment: the page has loaded and its network is quiet.
  'first press after the page has loaded': {
    prepare: async (page, { origin }) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
  },
  'once its code is here (closed and opened again)': {
    prepare: async (page, { origin }) => {
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      await chatControl(page).tap();
      await textBox(page).waitFor();
      await page.getByRole('button', { name: closeLabel, exact: true }).tap();
      await textBox(page).waitFor({ state: 'hidden' });
      await page.waitForTimeout(500);
    },
  },
  'pressed while the page still loads (as soon as the control is painted)': {
    early: true,
    prepare: async (page, { origin }) => {
      await page.goto(`${origin}/`, { waitUntil: 'commit' });
    },
  },
};
/** The reply, in the pieces it streams in (Vapi's `CreateChatStreamResponse` chunks). */
const replyWords = ['Yes, ', 'we manage ', 'rental homes ', 'in Regina.'];
const streamedReply = replyWords
  .map(
    (delta) =>
      `data: ${JSON.stringify({ id: 'bench', sessionId: 'bench-session', path: 'chat.output[0].content', delta })}\n\n`,
  )
  .join('');

/**
 * Before any page script: wraps `fetch` so the time each chunk of a `/chat/web` answer reaches the
 * page is written down (a copy of the body is read beside the page's own reader), then watches for
 * the first reply's words on screen. The result lands in `window.deltaToPaint`.
 */
function watchFirstDelta() {
  const pageFetch = window.fetch;
  window.deltaToPaint = new Promise((resolve) => {
    window.fetch = async (...args) => {
      const response = await pageFetch(...args);
      if (!String(args[0]).endsWith('/chat/web') || !response.body) return response;
      const [forPage, forWatch] = response.body.tee();
      const reader = forWatch.getReader();
      reader.read().then(({ value }) => {
        const arrivedAt = performance.now();
        const firstDelta = JSON.parse(/data: (.*)/.exec(new TextDecoder().decode(value))[1]).delta.trim();
        const check = () => {
          const reply = document.querySelector('[data-testid="chat-reply"]');
          if (reply?.textContent.includes(firstDelta))
            requestAnimationFrame(() => resolve(performance.now() - arrivedAt));
          else requestAnimationFrame(check);
        };
        check();
      });
      return new Response(forPage, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  });
}

/**
 * `pressToPanel` (the slowest case's median) and its Event Timing duration, `deltaToPaint`, and the
 * requests' bytes; phone only.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number, slowdown: number }} options
 */
export async function measureChatTiming(browser, { origin, runs, slowdown }) {
  log(`measuring the typed chat on the calibrated phone (CPU ${slowdown}× slower) ...`);
  const medians = await measureChatPresses(browser, { origin, runs, slowdown });

  const deltas = [];
  /** The bytes of each question's request body in the first run: the one that opens the session, then a follow-up. */
  const requestBytes = [];
  for (let run = 1; run <= runs; run += 1)
    deltas.push(
      await timeStreamedChunk(browser, { origin, slowdown, requestBytes: run === 1 ? requestBytes : undefined }),
    );
  log(`streamed chunk → painted: ${deltas.map((time) => Math.round(time)).join(', ')} ms`);
  const [firstQuestion, followUp] = requestBytes;
  log(`a question's request: ${firstQuestion} B opening the session, ${followUp} B as a follow-up`);

  const slowest = (key) => Math.max(...Object.values(medians).map((median) => median[key]));
  return {
    figures: {
      pressToPanel: { mobile: slowest('painted') },
      pressToPanelEventTiming: { mobile: slowest('eventTiming') },
      deltaToPaint: { mobile: median(deltas) },
      followUpRequest: { mobile: followUp },
      firstQuestionRequest: { mobile: firstQuestion },
    },
    details: { pressToPanel: medians, deltaToPaint: deltas, requestBytes },
    note: `Typed chat (the calibrated phone, CPU ${slowdown}× slower, 390 × 844, median of ${runs}): press → panel with its text box painted, ${Object.entries(
      medians,
    )
      .map(
        ([name, { painted, eventTiming }]) =>
          `${name} ${Math.round(painted)} ms (Event Timing ${durationText(eventTiming)})`,
      )
      .join('; ')}; streamed chunk → painted ${Math.round(median(deltas))} ms.`,
  };
}

/**
 * Each case's medians over `runs` fresh loads: press → panel with its text box painted, and the
 * press's Event Timing duration.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number, slowdown: number }} options
 * @returns {Promise<Record<string, { painted: number, eventTiming: number, runs: { painted: number, eventTiming: number, afterLoad: number | null }[] }>>}
 */
async function measureChatPresses(browser, { origin, runs, slowdown }) {
  const medians = {};
  for (const [name, { early }] of Object.entries(pressCases)) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) times.push(await timeChatPress(browser, { origin, slowdown, name }));
    medians[name] = {
      painted: median(times.map((time) => time.painted)),
      eventTiming: median(times.map((time) => time.eventTiming)),
      runs: times,
    };
    log(
      `press → panel with its text box painted, ${name}: ${times.map((time) => Math.round(time.painted)).join(', ')} ms; Event Timing ${times.map((time) => durationText(time.eventTiming)).join(', ')}${early ? `; pressed ${times.map(({ afterLoad }) => (afterLoad === null ? 'before the load event' : `${Math.round(afterLoad)} ms after it`)).join(', ')}` : ''}`,
    );
  }
  return medians;
}

/** The names of the moments a press on the typing control is timed in. */
export const chatPressCases = Object.keys(pressCases);

/**
 * One press on the typing control, on a fresh page on the calibrated phone, in the case `name`: press →
 * panel with its text box painted, the press's Event Timing duration, and how long after the page's
 * load event it came (null: before it). The bench's runs and compare-builds.mjs's are this one.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, slowdown: number, name: string }} options
 * @returns {Promise<{ painted: number, eventTiming: number, afterLoad: number | null }>}
 */
export async function timeChatPress(browser, { origin, slowdown, name }) {
  const { prepare, early } = pressCases[name];
  const { context, page } = await calibratedPhone(browser, slowdown);
  try {
    await page.addInitScript(recordEventTimings);
    if (early) await page.addInitScript(watchNextPress);
    await prepare(page, { origin });
    if (!early) await page.evaluate(watchNextPress);
    await chatControl(page).tap();
    const { time, armedAt, afterLoad } = await page.evaluate(() => window.benchPress);
    return { painted: time, eventTiming: await interactionDuration(page, armedAt), afterLoad };
  } finally {
    await context.close();
  }
}

/**
 * One question on a fresh page on the calibrated phone, its answer streamed by a route in Vapi's shape:
 * from its first chunk reaching the page to the frame after its words are painted. With `requestBytes`,
 * a follow-up is asked in the session the answer named too, and each question's request body's bytes
 * are pushed there. The bench's runs and compare-builds.mjs's are this one.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, slowdown: number, requestBytes?: number[] }} options
 * @returns {Promise<number>}
 */
export async function timeStreamedChunk(browser, { origin, slowdown, requestBytes }) {
  const { context, page } = await calibratedPhone(browser, slowdown);
  try {
    await page.addInitScript(watchFirstDelta);
    await page.route('**/chat/web', (route) => {
      if (requestBytes && route.request().method() === 'POST')
        requestBytes.push(route.request().postDataBuffer()?.length ?? 0);
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
        body: streamedReply,
      });
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await chatControl(page).tap();
    const box = page.getByTestId('chat-panel').getByRole('textbox');
    await box.fill('Do you manage rentals in Regina?');
    await box.press('Enter');
    const time = await page.evaluate(() => window.deltaToPaint);
    if (requestBytes) {
      // A follow-up in the session the first answer named: the text box is free again once it has come whole.
      await page
        .getByTestId('chat-reply')
        .filter({ hasText: replyWords.join('').trim() })
        .waitFor();
      await box.fill('And in Saskatoon?');
      await box.press('Enter');
      await page.getByTestId('chat-reply').nth(1).waitFor();
    }
    return time;
  } finally {
    await context.close();
  }
}
