/**
 * Lighthouse in Chromium, mobile and desktop presets, `runs` runs each, medians: the four category
 * scores, LCP, FCP, TBT, CLS, and the main thread's style, layout and parsing work. Each mobile run is followed by a run of the same page with every
 * script blocked (the floor, what HTML, CSS and images alone cost) and, when a reference build is
 * served beside ours, by a run of its page and one of a blank page (what the browser itself costs).
 * This machine's absolute times swing from run to run; the ratios to the floor and to the reference,
 * measured in the same minutes, are the steadier figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags } from '../chromium-flags.mjs';
import { chromePath, log, median } from './shared.mjs';

const chromeFlags = ['--headless=new', ...chromiumFlags];

/**
 * The page's own style and layout work, and its HTML and CSS parsing, over the load (Lighthouse's
 * main-thread breakdown, in the preset's slowed-down CPU time).
 */
const mainThreadWork = (audit) => {
  const group = (name) => (audit.details?.items ?? []).find((item) => item.group === name)?.duration ?? 0;
  return { styleLayout: group('styleLayout'), parseHtmlCss: group('parseHTML') };
};

/**
 * One run in a fresh Chromium; `blockScripts` blocks every script file (the floor); `devtools` throttles
 * in the browser (the document streams) rather than simulating the phone from an unthrottled load.
 */
async function lighthouseRun(origin, preset, { blockScripts = false, devtools = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      `${origin}/`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(blockScripts && { blockedUrlPatterns: ['*.js'] }),
        ...(devtools && { throttlingMethod: 'devtools' }),
      },
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
      ...mainThreadWork(audits['mainthread-work-breakdown']),
      // How fast this machine ran the run: Lighthouse slows the CPU 4x from it without correcting for it.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
    // Name what cost points, so a miss can be acted on without opening the report.
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
    return { figures, failing };
  } finally {
    chrome.kill();
  }
}

/** Median of each figure over the runs. */
const medianOf = (runs) =>
  Object.fromEntries(Object.keys(runs[0].figures).map((key) => [key, median(runs.map((run) => run.figures[key]))]));

const show = ({ figures, failing }) =>
  `${JSON.stringify(figures)}${failing.length ? ` below full marks: ${failing.join(', ')}` : ''}`;

/**
 * `runs` runs of a preset; with `floor`, each is followed by one with scripts blocked, and with
 * `referenceOrigin` and `blankOrigin`, by one of the reference's page and one of the blank page.
 */
async function lighthouseRuns(origin, preset, runs, { floor = false, referenceOrigin, blankOrigin } = {}) {
  const results = [];
  const floorResults = [];
  const referenceResults = [];
  const blankResults = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouseRun(origin, preset);
    results.push(result);
    log(`lighthouse ${preset} run ${run}/${runs}: ${show(result)}`);
    if (floor) {
      const floorResult = await lighthouseRun(origin, preset, { blockScripts: true });
      floorResults.push(floorResult);
      log(`lighthouse ${preset} run ${run}/${runs}, scripts blocked (floor): ${show(floorResult)}`);
    }
    if (referenceOrigin) {
      const referenceResult = await lighthouseRun(referenceOrigin, preset);
      referenceResults.push(referenceResult);
      log(`lighthouse ${preset} run ${run}/${runs}, reference: ${show(referenceResult)}`);
    }
    if (blankOrigin) {
      const blankResult = await lighthouseRun(blankOrigin, preset);
      blankResults.push(blankResult);
      log(`lighthouse ${preset} run ${run}/${runs}, blank page: ${show(blankResult)}`);
    }
  }
  return {
    medians: medianOf(results),
    runs: results,
    ...(floor && { floorRuns: floorResults }),
    ...(referenceOrigin && { referenceRuns: referenceResults }),
    ...(blankOrigin && { blankRuns: blankResults }),
  };
}

/**
 * Every Lighthouse figure by key: `mobile` and `desktop` medians, the mobile `floor`, and the mobile
 * medians of the reference's page and of the blank page when `referenceOrigin` and `blankOrigin` serve them.
 * @param {{ origin: string, runs: number, referenceOrigin?: string, blankOrigin?: string }} options
 */
export async function measureLighthouse({ origin, runs, referenceOrigin, blankOrigin }) {
  log(
    `Lighthouse: ${runs} mobile runs, each beside a scripts-blocked floor run${referenceOrigin ? ', a run of the reference' : ''}${blankOrigin ? ', a run of the blank page' : ''}, and ${runs} desktop runs ...`,
  );
  const mobile = await lighthouseRuns(origin, 'mobile', runs, { floor: true, referenceOrigin, blankOrigin });
  const desktop = await lighthouseRuns(origin, 'desktop', runs);
  const floor = medianOf(mobile.floorRuns);
  const reference = mobile.referenceRuns && medianOf(mobile.referenceRuns);
  const blank = mobile.blankRuns && medianOf(mobile.blankRuns);
  const figures = Object.fromEntries(
    Object.keys(mobile.medians).map((key) => [
      key,
      {
        mobile: mobile.medians[key],
        desktop: desktop.medians[key],
        floor: floor[key],
        ...(reference && { reference: reference[key] }),
        ...(blank && { blank: blank[key] }),
      },
    ]),
  );
  return { figures, details: { mobile, desktop } };
}

/**
 * The side by side again under DevTools throttling, mobile preset: `runs` runs of ours, each followed
 * by one of the reference's page and one of the blank page when `referenceOrigin` and `blankOrigin`
 * serve them; LCP, FCP and TBT, medians.
 * @param {{ origin: string, runs: number, referenceOrigin?: string, blankOrigin?: string }} options
 */
export async function measureLighthouseDevtools({ origin, runs, referenceOrigin, blankOrigin }) {
  log(
    `Lighthouse, DevTools throttling: ${runs} mobile runs${referenceOrigin ? ', each beside a run of the reference' : ''}${blankOrigin ? ' and one of the blank page' : ''} ...`,
  );
  const ours = [];
  const reference = [];
  const blank = [];
  for (let run = 1; run <= runs; run += 1) {
    ours.push(await lighthouseRun(origin, 'mobile', { devtools: true }));
    log(`lighthouse devtools run ${run}/${runs}: ${show(ours.at(-1))}`);
    if (referenceOrigin) {
      reference.push(await lighthouseRun(referenceOrigin, 'mobile', { devtools: true }));
      log(`lighthouse devtools run ${run}/${runs}, reference: ${show(reference.at(-1))}`);
    }
    if (blankOrigin) {
      blank.push(await lighthouseRun(blankOrigin, 'mobile', { devtools: true }));
      log(`lighthouse devtools run ${run}/${runs}, blank page: ${show(blank.at(-1))}`);
    }
  }
  const oursMedian = medianOf(ours);
  const referenceMedian = referenceOrigin && medianOf(reference);
  const blankMedian = blankOrigin && medianOf(blank);
  const figure = (key) => ({
    mobile: oursMedian[key],
    ...(referenceMedian && { reference: referenceMedian[key] }),
    ...(blankMedian && { blank: blankMedian[key] }),
  });
  return {
    figures: { devtoolsFcp: figure('fcp'), devtoolsLcp: figure('lcp'), devtoolsTbt: figure('tbt') },
    details: { runs: ours, referenceRuns: reference, blankRuns: blank },
  };
}
