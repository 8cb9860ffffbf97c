/**
 * Lighthouse in Chromium, mobile and desktop presets, `runs` runs each, medians: the four category
 * scores, LCP, FCP, TBT, CLS, and the main thread's style, layout and parsing work. The mobile preset
 * runs on the calibrated phone (calibrate.mjs: the CPU slowed for this machine's speed). Each mobile
 * run is followed by a run of the same page with every script blocked (the floor) and, when a reference
 * build is served beside ours, by a run of its page and one of a blank page (what the browser itself
 * costs): the figures held to those are judged on the median of each interleaved run's own ratio.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { budgets } from '../budgets.mjs';
import { chromiumFlags } from '../chromium-flags.mjs';
import { heroInFirstPaint, ownLongTask, ownLongTaskFigures } from './own-long-task.mjs';
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

/** A Lighthouse run that gave no figures. */
class FailedRun extends Error {}

/** How many times a run that gave no figures is made in all before the bench gives up. */
const attemptsPerRun = 3;

/** `lighthouseRun`, made again when Lighthouse could not finish it, so no failed run counts as a figure. */
async function runAgainIfFailed(origin, preset, mode) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(origin, preset, mode);
    } catch (error) {
      if (!(error instanceof FailedRun) || attempt === attemptsPerRun) throw error;
      log(`lighthouse ${preset} run of ${origin} gave no figures (${error.message}); again`);
    }
  }
}

/**
 * One run in a fresh Chromium; `blockScripts` blocks every script file (the floor); `devtools` throttles
 * in the browser (the document streams) rather than simulating the phone from an unthrottled load;
 * `cpuSlowdown`, the calibrated phone's, replaces the mobile preset's 4×.
 */
async function lighthouseRun(origin, preset, { blockScripts = false, devtools = false, cpuSlowdown } = {}) {
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
        ...(preset === 'mobile' && cpuSlowdown && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    // A run Lighthouse could not finish (its runtimeError: no paint seen, the protocol timed out) has no
    // figures; counted, it would be a performance score of 0. It is made again instead (runAgainIfFailed).
    if (result.lhr.runtimeError || categories.performance.score === null)
      throw new FailedRun(result.lhr.runtimeError?.code ?? 'no performance score');
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
      // How fast this machine ran the run (calibrate.mjs makes the phone's slowdown from it).
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      ...(devtools && { ownLongTask: ownLongTask(audits, origin), heroInFirstPaint: heroInFirstPaint(audits) }),
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
 * Runs of one mode, interleaved: each of ours followed, as asked, by one with scripts blocked (`floor`),
 * one of the reference's page and one of the blank page, so that each ratio is taken within a minute.
 */
async function interleavedRuns(origin, preset, count, { floor = false, referenceOrigin, blankOrigin, ...mode } = {}) {
  const runs = { ours: [], floor: [], reference: [], blank: [] };
  const name = `${preset}${mode.devtools ? ', DevTools throttling' : ''}`;
  for (let run = 1; run <= count; run += 1) {
    runs.ours.push(await runAgainIfFailed(origin, preset, mode));
    log(`lighthouse ${name} run ${run}/${count}: ${show(runs.ours.at(-1))}`);
    const beside = [
      ['floor', floor && origin, 'scripts blocked (floor)', { blockScripts: true }],
      ['reference', referenceOrigin, 'reference'],
      ['blank', blankOrigin, 'blank page'],
    ];
    for (const [key, besideOrigin, label, extra] of beside) {
      if (!besideOrigin) continue;
      runs[key].push(await runAgainIfFailed(besideOrigin, preset, { ...mode, ...extra }));
      log(`lighthouse ${name} run ${run}/${count}, ${label}: ${show(runs[key].at(-1))}`);
    }
  }
  return runs;
}

/** The median of each interleaved run's own ratio of ours to `beside` for a figure (`of`, its key in a run's figures). */
const pairRatio = (runs, beside, of) => {
  const ratios = runs.ours.flatMap((run, index) => {
    const base = beside[index]?.figures[of];
    return base > 0 ? [run.figures[of] / base] : [];
  });
  return ratios.length ? median(ratios) : undefined;
};

/** How near a ratio may come to its line before more runs are made: about a run's own spread. */
const nearTheLine = 0.03;

/**
 * A ratio budget whose median pair ratio lies within 3 % of its line is not judged on `count` runs:
 * `count` more interleaved runs are made, and it is judged on them all. Interleaved pairs cancel the
 * machine's drift (each pair runs within a minute), their median resists a stray run, and a figure near
 * its line gets twice the runs, which narrows its median where a verdict could turn on one run.
 */
async function withMoreRunsNearTheLine(runs, ratioBudgets, rerun) {
  const near = ratioBudgets.filter(({ of, beside, limit }) => {
    const ratio = pairRatio(runs, runs[beside], of);
    return ratio !== undefined && Math.abs(ratio / limit - 1) < nearTheLine;
  });
  if (near.length === 0) return runs;
  log(
    `near their line (within ${nearTheLine * 100} %): ${near.map(({ key }) => key).join(', ')}; as many runs again ...`,
  );
  const more = await rerun();
  return Object.fromEntries(Object.keys(runs).map((key) => [key, [...runs[key], ...more[key]]]));
}

/** The ratio budgets of a measure: the figure, what its ratio is to, the line, and the run figure it reads. */
const ratioBudgetsOf = (measure, runFigure) =>
  Object.entries(budgets).flatMap(([key, budget]) =>
    budget.measure !== measure
      ? []
      : [
          ...(budget.maxTimesReference ? [{ key, beside: 'reference', limit: budget.maxTimesReference }] : []),
          ...(budget.maxTimesBlank ? [{ key, beside: 'blank', limit: budget.maxTimesBlank }] : []),
        ].map((ratio) => ({ ...ratio, of: runFigure(key) })),
  );

/** A figure by key: ours, and the reference's and the blank page's medians and median pair ratios where measured. */
const figureOf = (runs, of, extra = {}) => {
  const medianFigure = (list) => (list.length ? medianOf(list)[of] : undefined);
  const reference = medianFigure(runs.reference);
  const blank = medianFigure(runs.blank);
  return {
    mobile: medianOf(runs.ours)[of],
    ...extra,
    ...(reference !== undefined && { reference, referenceRatio: pairRatio(runs, runs.reference, of) }),
    ...(blank !== undefined && { blank, blankRatio: pairRatio(runs, runs.blank, of) }),
  };
};

/**
 * Every Lighthouse figure by key: `mobile` (the calibrated phone) and `desktop` medians, the mobile
 * `floor`, and beside them the reference's page and the blank page when `referenceOrigin` and
 * `blankOrigin` serve them.
 * @param {{ origin: string, runs: number, cpuSlowdown: number, referenceOrigin?: string, blankOrigin?: string }} options
 */
export async function measureLighthouse({ origin, runs: count, cpuSlowdown, referenceOrigin, blankOrigin }) {
  log(
    `Lighthouse: ${count} mobile runs (CPU ${cpuSlowdown}×), each beside a scripts-blocked floor run${referenceOrigin ? ', a run of the reference' : ''}${blankOrigin ? ', a run of the blank page' : ''}, and ${count} desktop runs ...`,
  );
  const mobileRuns = () =>
    interleavedRuns(origin, 'mobile', count, { floor: true, referenceOrigin, blankOrigin, cpuSlowdown });
  const mobile = await withMoreRunsNearTheLine(
    await mobileRuns(),
    ratioBudgetsOf('lighthouse', (key) => key),
    mobileRuns,
  );
  const desktop = await interleavedRuns(origin, 'desktop', count);
  const floor = medianOf(mobile.floor);
  const desktopMedians = medianOf(desktop.ours);
  const figures = Object.fromEntries(
    Object.keys(mobile.ours[0].figures).map((key) => [
      key,
      figureOf(mobile, key, { desktop: desktopMedians[key], floor: floor[key] }),
    ]),
  );
  figures.cpuSlowdown = { mobile: cpuSlowdown };
  return { figures, details: { mobile, desktop } };
}

/** The DevTools-throttled figures by the key each run gives them. */
const devtoolsFigures = { devtoolsFcp: 'fcp', devtoolsLcp: 'lcp', devtoolsTbt: 'tbt' };

/**
 * The side by side again under DevTools throttling (the document streams and paints as it arrives),
 * mobile preset on the calibrated phone: `runs` runs of ours, each followed by one of the reference's
 * page and one of the blank page when `referenceOrigin` and `blankOrigin` serve them; LCP, FCP and TBT,
 * medians, and the longest task of the page's own after its first paint in the loads where that paint
 * held the hero.
 * @param {{ origin: string, runs: number, cpuSlowdown: number, referenceOrigin?: string, blankOrigin?: string }} options
 */
export async function measureLighthouseDevtools({ origin, runs: count, cpuSlowdown, referenceOrigin, blankOrigin }) {
  log(
    `Lighthouse, DevTools throttling: ${count} mobile runs (CPU ${cpuSlowdown}×)${referenceOrigin ? ', each beside a run of the reference' : ''}${blankOrigin ? ' and one of the blank page' : ''} ...`,
  );
  const devtoolsRuns = () =>
    interleavedRuns(origin, 'mobile', count, { referenceOrigin, blankOrigin, cpuSlowdown, devtools: true });
  const runs = await withMoreRunsNearTheLine(
    await devtoolsRuns(),
    ratioBudgetsOf('lighthouseDevtools', (key) => devtoolsFigures[key]),
    devtoolsRuns,
  );
  return {
    figures: {
      ...Object.fromEntries(Object.entries(devtoolsFigures).map(([key, of]) => [key, figureOf(runs, of)])),
      ...ownLongTaskFigures(runs),
    },
    details: runs,
  };
}

/**
 * One run of Lighthouse's mobile preset on the calibrated phone (`devtools`: under DevTools throttling),
 * made again should Lighthouse not finish it: its figures, as each of the bench's runs gives them
 * (bench:compare's load cases, compare-builds.mjs).
 * @param {string} origin
 * @param {{ cpuSlowdown: number, devtools?: boolean }} mode
 */
export const mobileRunFigures = async (origin, mode) => (await runAgainIfFailed(origin, 'mobile', mode)).figures;
