#!/usr/bin/env node
/**
 * `npm run bench`: builds the production site, serves it the way a host would (gzip + the build's own
 * `_headers`), and checks every budget in scripts/budgets.mjs:
 *   - Lighthouse in Chromium, mobile and desktop presets, 5 runs each, medians: the four category
 *     scores, LCP, FCP, TBT, CLS. Each mobile run is followed by a run of the same page with every
 *     script blocked (the floor: what HTML, CSS and images alone cost). This machine's absolute
 *     times swing from run to run; the ratio to the floor measured beside them is the steadier figure;
 *   - with Playwright + Chromium, at phone and desktop widths, the gzip bytes actually transferred:
 *     JavaScript for the first view (load, then idle, no scrolling, no input), JavaScript after
 *     scrolling through the page before any click, hover or key, voice SDK bytes before intent,
 *     HTML + CSS, and the voice chunk that focusing the voice button loads;
 *   - press on the voice button → loading look painted, on a phone with its CPU slowed 4×, in the
 *     three slow cases a visitor meets: the island's code not yet arrived, the SDK still downloading,
 *     the microphone prompt not yet answered. The slowest median counts;
 *   - axe (WCAG 2.2 AA tags) on the page as loaded, at both widths. The other UI states are covered by
 *     tests/e2e/a11y-states.spec.ts (npm test).
 * Prints a table, writes bench-results/, exits 1 when a budget is missed.
 *
 *   node scripts/bench.mjs [--runs 5] [--out-dir dist-bench] [--port 4450] [--skip-build]
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgets, formatFigure, limitText } from './budgets.mjs';
import { chromiumFlags } from './chromium-flags.mjs';
import { scrollThroughPage } from './scroll-through-page.mjs';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * Reported with no budget: the voice chunk loads only once the visitor shows intent, so its size
 * costs nothing on the first view; it is printed so that growth is seen, not judged.
 */
const reportOnly = { voiceChunk: { label: 'voice chunk loaded on intent (focus on the button)', unit: 'bytes' } };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'out-dir': { type: 'string', default: 'dist-bench' },
    port: { type: 'string', default: '4450' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const outDir = options['out-dir'];
const origin = `http://127.0.0.1:${options.port}`;
const projectRoot = resolve(import.meta.dirname, '..');
process.chdir(projectRoot);

const chromeFlags = ['--headless=new', ...chromiumFlags];
const chromePath = execFileSync('bash', ['scripts/find-chromium.sh'], { encoding: 'utf8' }).trim();
const log = (message) => console.error(`bench: ${message}`);
/** The voice button's name, from content/ like everything a visitor reads. */
const { startLabel } = JSON.parse(readFileSync('content/ui/voice-chat.json', 'utf8'));
const voiceButton = (page) => page.getByRole('button', { name: startLabel, exact: true });

// ── Build ─────────────────────────────────────────────────────────────────────────────────────────
// Production as deployed: voice chat on (the button and its lazy SDK are part of the page) with the
// real default API URL, so the CSP and bundle are exactly a live site's. The key is a placeholder:
// nothing here presses the button, and a hover only loads the SDK.
if (!options['skip-build']) {
  log(`building into ${outDir}/ ...`);
  const env = {
    ...process.env,
    ASTRO_OUT_DIR: outDir,
    PUBLIC_VAPI_PUBLIC_KEY: 'bench-public-key',
    PUBLIC_VAPI_ASSISTANT_ID: 'bench-assistant-id',
  };
  delete env.PUBLIC_VAPI_API_URL;
  execFileSync('npx', ['astro', 'build', '--silent'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The voice SDK's chunks, recognised by content (Daily's call machine loader is in no other code). */
const astroDir = join(outDir, '_astro');
const sdkChunks = new Set(
  readdirSync(astroDir)
    .filter(
      (file) => file.endsWith('.js') && /call-machine|DailyIframe/.test(readFileSync(join(astroDir, file), 'utf8')),
    )
    .map((file) => `/_astro/${file}`),
);
if (sdkChunks.size === 0)
  throw new Error('bench: no voice SDK chunk found in the build (looked for Daily code); was voice chat built in?');
/** Whether a URL (string or URL) is one of the voice SDK's chunks. */
const isSdkChunk = (url) => sdkChunks.has(new URL(url).pathname);

// ── Serve ─────────────────────────────────────────────────────────────────────────────────────────
const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', outDir, '--port', options.port], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolvePromise, reject) => {
  server.stdout.once('data', resolvePromise);
  server.once('exit', (code) => reject(new Error(`bench: the server exited (${code})`)));
});
const stopServer = () => server.kill();
process.on('exit', stopServer);

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ── Lighthouse ────────────────────────────────────────────────────────────────────────────────────
/** One Lighthouse run in a fresh Chromium; `blockScripts` blocks every script file (the floor). */
async function lighthouseRun(preset, { blockScripts = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      `${origin}/`,
      { port: chrome.port, output: 'json', logLevel: 'error', ...(blockScripts && { blockedUrlPatterns: ['*.js'] }) },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    const figures = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
    // Name what cost points, so a miss can be acted on without opening the report.
    const failing = Object.values(result.lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
    return { ...figures, failing };
  } finally {
    chrome.kill();
  }
}

const medianOf = (results) =>
  Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => key !== 'failing')
      .map((key) => [key, median(results.map((result) => result[key]))]),
  );

/** `runs` runs of a preset; with `floor`, each run is followed by one with scripts blocked. */
async function lighthouseRuns(preset, { floor = false } = {}) {
  const results = [];
  const floorResults = [];
  const show = ({ failing, ...figures }) =>
    `${JSON.stringify(figures)}${failing.length ? ` below full marks: ${failing.join(', ')}` : ''}`;
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouseRun(preset);
    results.push(result);
    log(`lighthouse ${preset} run ${run}/${runs}: ${show(result)}`);
    if (floor) {
      const floorResult = await lighthouseRun(preset, { blockScripts: true });
      floorResults.push(floorResult);
      log(`lighthouse ${preset} run ${run}/${runs}, scripts blocked (floor): ${show(floorResult)}`);
    }
  }
  return {
    medians: medianOf(results),
    runs: results,
    ...(floor && { floor: medianOf(floorResults), floorRuns: floorResults }),
  };
}

// ── Bytes and axe, in Playwright ──────────────────────────────────────────────────────────────────
const settle = (page, ms) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(ms));

async function measureBytes(browser, deviceName, device) {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
  const page = await context.newPage();
  /** @type {{ url: string, type: string, bytes: number, phase: string }[]} */
  const responses = [];
  let phase = 'first-view';
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response || !request.url().startsWith(origin)) return;
    const { responseBodySize } = await request.sizes();
    responses.push({
      url: new URL(request.url()).pathname,
      type: request.resourceType(),
      bytes: responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'none',
      phase,
    });
  });
  // Load, then idle, with no input: nothing should hydrate (islands wait for the visitor).
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await settle(page, 3000);
  const firstView = [...responses];

  phase = 'scroll';
  await scrollThroughPage(page, { pauseMs: 250 });
  await settle(page, 2000);
  const afterScroll = [...responses];

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();

  phase = 'intent';
  // Focus is intent as much as hover or touch, and needs no pointer, so it works at every width.
  await voiceButton(page).focus();
  await settle(page, 1500);
  const onIntent = responses.filter((response) => response.phase === 'intent');
  await context.close();

  const scriptBytes = (list) =>
    list.filter((response) => response.type === 'script').reduce((sum, response) => sum + response.bytes, 0);
  const sdkBytes = (list) =>
    list.filter((response) => sdkChunks.has(response.url)).reduce((sum, response) => sum + response.bytes, 0);
  const uncompressed = afterScroll.filter(
    (response) =>
      response.bytes > 1024 && response.encoding === 'none' && /script|document|stylesheet/.test(response.type),
  );
  if (uncompressed.length)
    log(`warning: served without compression: ${uncompressed.map((response) => response.url).join(', ')}`);
  if (!onIntent.some((response) => sdkChunks.has(response.url)))
    throw new Error(
      `bench (${deviceName}): focusing the voice button loaded no SDK chunk; cannot measure the voice chunk.`,
    );

  return {
    jsFirstView: scriptBytes(firstView),
    jsAfterScroll: scriptBytes(afterScroll),
    voiceSdkBeforeIntent: sdkBytes(afterScroll),
    htmlCss: firstView
      .filter((response) => response.type === 'document' || response.type === 'stylesheet')
      .reduce((sum, response) => sum + response.bytes, 0),
    voiceChunk: scriptBytes(onIntent),
    axe: axe.violations.length,
    axeDetails: axe.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    scripts: afterScroll
      .filter((response) => response.type === 'script')
      .map(({ url, bytes, phase: when }) => ({ url, bytes, phase: when })),
  };
}

// ── Press → loading, in Playwright ────────────────────────────────────────────────────────────────
/**
 * Installs, in the page, a watch for the next press: from the click event's time (the input's own
 * timestamp) to the frame after the one in which a spinner first shows in the voice button, i.e.
 * once that frame has been painted. The result lands in `window.pressToLoading`.
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

/** A route handler that answers after `ms`, as a slow network would. */
const slowly = (ms) => async (route) => {
  await new Promise((done) => setTimeout(done, ms));
  await route.continue().catch(() => {});
};

/** The three slow moments a press can meet, each prepared on a fresh page. */
const pressCases = {
  'island code not yet arrived': async (page) => {
    await page.route('**/_astro/VoiceChatButton.*.js', slowly(5000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
  },
  'SDK still downloading': async (page) => {
    await page.route(isSdkChunk, slowly(10_000));
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await voiceButton(page).hover();
    await page.locator('astro-island:not([ssr]) [data-testid="voice-chat-button"]').waitFor();
    await page.mouse.move(0, 0);
  },
  'microphone prompt unanswered': async (page) => {
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

async function measurePressToLoading(browser) {
  const figures = {};
  for (const [name, prepare] of Object.entries(pressCases)) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Lighthouse's mobile preset slows the CPU 4×; so does this.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await prepare(page);
      await watchNextPress(page);
      await voiceButton(page).tap();
      times.push(await page.evaluate(() => window.pressToLoading));
      await context.close();
    }
    figures[name] = median(times);
    log(`press → loading painted, ${name}: ${times.map((time) => Math.round(time)).join(', ')} ms`);
  }
  return figures;
}

const started = Date.now();
let results;
try {
  log(`Lighthouse: ${runs} mobile runs, each beside a scripts-blocked floor run, and ${runs} desktop runs ...`);
  const mobile = await lighthouseRuns('mobile', { floor: true });
  const desktop = await lighthouseRuns('desktop');

  log('measuring transferred bytes and running axe at phone and desktop widths ...');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags,
  });
  const phone = await measureBytes(browser, 'phone', devices['Pixel 7']);
  const wide = await measureBytes(browser, 'desktop', {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  });
  log('measuring press → loading on a slowed phone ...');
  const pressToLoading = await measurePressToLoading(browser);
  await browser.close();
  results = { mobile, desktop, phone, wide, pressToLoading };
} finally {
  stopServer();
}

// ── Report ────────────────────────────────────────────────────────────────────────────────────────
const passes = ({ min, max }, value) => (min !== undefined ? value >= min : value <= max);

const lighthouseKeys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'fcp', 'tbt', 'cls'];
/** Timings beside the floor: the ratio is the figure to read on a machine whose speed swings. */
const timingKeys = ['lcp', 'fcp', 'tbt', 'cls'];
const slowestPress = Math.max(...Object.values(results.pressToLoading));
const rows = Object.entries(budgets).map(([key, budget]) => {
  const [first, second] =
    key === 'pressToLoading'
      ? [slowestPress, undefined]
      : lighthouseKeys.includes(key)
        ? [results.mobile.medians[key], results.desktop.medians[key]]
        : [results.phone[key], results.wide[key]];
  const floor = timingKeys.includes(key) ? results.mobile.floor[key] : undefined;
  return {
    key,
    label: budget.label,
    budget: limitText(budget),
    phone: formatFigure(first, budget.unit),
    desktop: second === undefined ? '—' : formatFigure(second, budget.unit),
    floor: floor === undefined ? '' : formatFigure(floor, budget.unit),
    ratio: floor === undefined ? '' : floor > 0 ? `${(first / floor).toFixed(2)}×` : first > 0 ? '—' : '1.00×',
    pass: passes(budget, first) && (second === undefined || passes(budget, second)),
  };
});
rows.push({
  key: 'voiceChunk',
  label: reportOnly.voiceChunk.label,
  budget: '(report)',
  phone: formatFigure(results.phone.voiceChunk, 'bytes'),
  desktop: formatFigure(results.wide.voiceChunk, 'bytes'),
  floor: '',
  ratio: '',
  pass: true,
});

const table = [
  `| figure | budget | mobile / phone | desktop | floor (scripts blocked) | ratio to floor | result |`,
  `| --- | --- | --- | --- | --- | --- | --- |`,
  ...rows.map(
    (row) =>
      `| ${row.label} | ${row.budget} | ${row.phone} | ${row.desktop} | ${row.floor} | ${row.ratio} | ${row.budget === '(report)' ? '—' : row.pass ? 'pass' : '**FAIL**'} |`,
  ),
].join('\n');
const note = [
  `Lighthouse: median of ${runs} runs per preset (mobile = default preset, desktop = desktop preset) on ${origin}/, served with gzip and _headers; the floor is the mobile preset with every script blocked, run after each mobile run.`,
  `Press → loading (phone, CPU 4× slower, median of ${runs} per case): ${Object.entries(results.pressToLoading)
    .map(([name, time]) => `${name} ${Math.round(time)} ms`)
    .join('; ')}.`,
  'Bytes: gzip bytes transferred, measured in Chromium with Playwright; "phone" = Pixel 7 emulation, "desktop" = 1280 × 800.',
  `Voice SDK chunk(s): ${[...sdkChunks].join(', ')}. axe: page as loaded; every UI state is in tests/e2e/a11y-states.spec.ts.`,
  `Took ${Math.round((Date.now() - started) / 1000)} s.`,
].join('\n');
console.log(`\n${table}\n\n${note}\n`);
for (const [name, measured] of [
  ['phone', results.phone],
  ['desktop', results.wide],
]) {
  if (measured.axeDetails.length) console.log(`axe (${name}): ${measured.axeDetails.join('; ')}`);
}

mkdirSync('bench-results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const payload = { date: new Date().toISOString(), budgets, rows, results, sdkChunks: [...sdkChunks] };
writeFileSync(join('bench-results', `bench-${stamp}.json`), JSON.stringify(payload, null, 2));
writeFileSync(join('bench-results', 'latest.json'), JSON.stringify(payload, null, 2));
writeFileSync(join('bench-results', 'latest.md'), `${table}\n\n${note}\n`);

const missed = rows.filter((row) => !row.pass);
if (missed.length) {
  console.error(`bench: ${missed.length} budget(s) missed: ${missed.map((row) => row.label).join('; ')}`);
  process.exit(1);
}
console.error('bench: every budget met.');
