/**
 * One visit per width (phone, desktop) that counts the gzip bytes actually transferred, phase by
 * phase: the first view (load, then idle, no input), after scrolling through the page (before any
 * click, hover or key), on opening the typed chat (a press on its control), and on intent on the
 * voice button (focus). axe scans the page between the scroll and the chat, as loaded.
 */
import { devices } from '@playwright/test';
import { scrollThroughPage } from '../scroll-through-page.mjs';
import { scanAxe } from './axe.mjs';
import { chatControl, log, voiceButton } from './shared.mjs';

/** The two widths, as the browser tests use them. */
const widths = {
  mobile: devices['Pixel 7'],
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

/** Network quiet, then `ms` more: what "idle" means for the bytes counted in a phase. */
const settle = (page, ms) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(ms));

/** Sum of the bytes of the responses that `include` picks. */
const bytesOf = (responses, include) => responses.filter(include).reduce((sum, response) => sum + response.bytes, 0);

async function visit(browser, width, device, { origin, sdkChunks }) {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
  const page = await context.newPage();
  /** @type {{ url: string, type: string, bytes: number, headerBytes: number, encoding: string, phase: string }[]} */
  const responses = [];
  let phase = 'first-view';
  // A request belongs to the phase it was made in, however late its sizes are read; and every
  // reading started is awaited before a phase's figures are taken (`recorded`).
  const phaseOf = new WeakMap();
  page.on('request', (request) => phaseOf.set(request, phase));
  const readings = [];
  page.on('requestfinished', (request) =>
    readings.push(
      (async () => {
        const response = await request.response();
        if (!response || !request.url().startsWith(origin)) return;
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        responses.push({
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: responseBodySize,
          headerBytes: responseHeadersSize,
          encoding: response.headers()['content-encoding'] ?? 'none',
          phase: phaseOf.get(request) ?? phase,
        });
      })(),
    ),
  );
  /** Every response of the visit so far, once each has been read. */
  const recorded = async () => {
    await Promise.all(readings);
    return [...responses];
  };
  // Load, then idle, with no input: nothing should hydrate (islands wait for the visitor).
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await settle(page, 3000);
  const firstView = await recorded();

  phase = 'scroll';
  await scrollThroughPage(page);
  await settle(page, 2000);
  const afterScroll = await recorded();

  const axe = await scanAxe(page);

  phase = 'chat';
  await chatControl(page).click();
  await page.getByRole('dialog').waitFor();
  await settle(page, 1500);
  const onChat = (await recorded()).filter((response) => response.phase === 'chat');

  phase = 'intent';
  // Focus is intent as much as hover or touch, and needs no pointer, so it works at every width.
  await voiceButton(page).focus();
  await settle(page, 1500);
  const onIntent = (await recorded()).filter((response) => response.phase === 'intent');
  await context.close();

  const isScript = (response) => response.type === 'script';
  const isDocument = (response) => response.type === 'document';
  const uncompressed = afterScroll.filter(
    (response) =>
      response.bytes > 1024 && response.encoding === 'none' && /script|document|stylesheet/.test(response.type),
  );
  if (uncompressed.length)
    log(`warning: served without compression: ${uncompressed.map((response) => response.url).join(', ')}`);
  if (!onIntent.some((response) => sdkChunks.has(response.url)))
    throw new Error(`bench (${width}): focusing the voice button loaded no SDK chunk; cannot measure the voice chunk.`);

  return {
    transfer: {
      jsFirstView: bytesOf(firstView, isScript),
      jsAfterScroll: bytesOf(afterScroll, isScript),
      voiceSdkBeforeIntent: bytesOf(afterScroll, (response) => sdkChunks.has(response.url)),
      htmlCss: bytesOf(firstView, (response) => isDocument(response) || response.type === 'stylesheet'),
      documentTransfer: firstView
        .filter(isDocument)
        .reduce((sum, response) => sum + response.bytes + response.headerBytes, 0),
      chatOnOpening: bytesOf(onChat, isScript),
      voiceSdkWhenTyping: bytesOf(onChat, (response) => sdkChunks.has(response.url)),
      voiceChunk: bytesOf(onIntent, isScript),
    },
    axe,
    scripts: afterScroll.filter(isScript).map(({ url, bytes, phase: when }) => ({ url, bytes, phase: when })),
  };
}

/** Pairs one figure per width into `{ mobile, desktop }` for each key. */
const byKey = (mobile, desktop) =>
  Object.fromEntries(Object.keys(mobile).map((key) => [key, { mobile: mobile[key], desktop: desktop[key] }]));

/**
 * The transfer figures and the axe count, each by key as `{ mobile, desktop }`.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, sdkChunks: Set<string> }} options
 */
export async function measureVisits(browser, options) {
  log('measuring transferred bytes and running axe at phone and desktop widths ...');
  const mobile = await visit(browser, 'phone', widths.mobile, options);
  const desktop = await visit(browser, 'desktop', widths.desktop, options);
  return {
    transfer: {
      figures: byKey(mobile.transfer, desktop.transfer),
      details: { scripts: { mobile: mobile.scripts, desktop: desktop.scripts } },
    },
    axe: {
      figures: { axe: { mobile: mobile.axe.count, desktop: desktop.axe.count } },
      details: { mobile: mobile.axe.details, desktop: desktop.axe.details },
    },
  };
}
