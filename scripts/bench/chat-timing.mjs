/**
 * The typed chat's two timings on a phone with its CPU slowed 4×:
 *   - press on the typing control → panel painted, while its code is still arriving (the panel's
 *     frame is drawn by CSS from the held press) and once it is here; the slower median counts;
 *   - a streamed reply chunk reaching the page → its words painted;
 * and the bytes of a question's request, opening the session and following up in it.
 * The bench's build talks to the real API address, so `/chat/web` is answered here, by a route, with
 * a streamed reply in Vapi's shape.
 */
import { chatControl, log, median, slowedPhone, slowly } from './shared.mjs';

/**
 * Installs, in the page, a watch for the next press: from the click event's time to the frame after
 * the one in which the chat panel (or its frame, before the island runs) first shows. The result
 * lands in `window.pressToPanel`.
 */
const watchNextPress = (page) =>
  page.evaluate(() => {
    window.pressToPanel = new Promise((resolve) => {
      window.addEventListener(
        'click',
        (event) => {
          const pressedAt = event.timeStamp;
          const check = () => {
            const panel = [...document.querySelectorAll('[data-testid="chat-panel"]')].find(
              (element) => element.getClientRects().length > 0,
            );
            if (panel) requestAnimationFrame(() => resolve(performance.now() - pressedAt));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  });

/** Each moment a press on the typing control can meet, prepared on a fresh page. */
const pressCases = {
  'its code not yet arrived': async (page, { origin }) => {
    await page.route('**/_astro/TypedChat.*.js', slowly(5000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
  },
  'its code here': async (page, { origin }) => {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await chatControl(page).hover();
    await page.locator('astro-island:not([ssr]) [data-testid="typed-chat-control"]').waitFor();
    await page.mouse.move(0, 0);
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
 * `pressToPanel` (the slower case's median) and `deltaToPaint`, phone only.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, runs: number }} options
 */
export async function measureChatTiming(browser, { origin, runs }) {
  log('measuring the typed chat on a slowed phone ...');
  /** @type {Record<string, number>} */
  const medians = {};
  for (const [name, prepare] of Object.entries(pressCases)) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const { context, page } = await slowedPhone(browser);
      await prepare(page, { origin });
      await watchNextPress(page);
      await chatControl(page).tap();
      times.push(await page.evaluate(() => window.pressToPanel));
      await context.close();
    }
    medians[name] = median(times);
    log(`press → panel painted, ${name}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
  }

  const deltas = [];
  /** The bytes of each question's request body in the first run: the one that opens the session, then a follow-up. */
  const requestBytes = [];
  for (let run = 1; run <= runs; run += 1) {
    const { context, page } = await slowedPhone(browser);
    await page.addInitScript(watchFirstDelta);
    await page.route('**/chat/web', (route) => {
      if (run === 1 && route.request().method() === 'POST')
        requestBytes.push(route.request().postDataBuffer()?.length ?? 0);
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
        body: streamedReply,
      });
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await chatControl(page).tap();
    const box = page.getByRole('textbox');
    await box.fill('Do you manage rentals in Regina?');
    await box.press('Enter');
    deltas.push(await page.evaluate(() => window.deltaToPaint));
    if (run === 1) {
      // A follow-up in the session the first answer named: the text box is free again once it has come whole.
      await page
        .getByTestId('chat-reply')
        .filter({ hasText: replyWords.join('').trim() })
        .waitFor();
      await box.fill('And in Saskatoon?');
      await box.press('Enter');
      await page.getByTestId('chat-reply').nth(1).waitFor();
    }
    await context.close();
  }
  log(`streamed chunk → painted: ${deltas.map((time) => Math.round(time)).join(', ')} ms`);
  const [firstQuestion, followUp] = requestBytes;
  log(`a question's request: ${firstQuestion} B opening the session, ${followUp} B as a follow-up`);

  return {
    figures: {
      pressToPanel: { mobile: Math.max(...Object.values(medians)) },
      deltaToPaint: { mobile: median(deltas) },
      followUpRequest: { mobile: followUp },
      firstQuestionRequest: { mobile: firstQuestion },
    },
    details: { pressToPanel: medians, deltaToPaint: deltas, requestBytes },
    note: `Typed chat (phone, CPU 4× slower, median of ${runs}): press → panel ${Object.entries(medians)
      .map(([name, time]) => `${name} ${Math.round(time)} ms`)
      .join('; ')}; streamed chunk → painted ${Math.round(median(deltas))} ms.`,
  };
}
