/**
 * The phone the budgets are for, whatever machine measures it: Lighthouse's CPU slowdown made from this
 * machine's benchmark index, so that a fast machine is slowed more than a slow one.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../chromium-flags.mjs';
import { chromePath, log } from './shared.mjs';

/**
 * Lighthouse's throttling guide: its 4× slowdown takes a high-end desktop, a benchmark index of about
 * 1,500 to 2,000, to a mid-tier phone. 4× at 1,600, in proportion elsewhere: about 9× at 3,600.
 */
export const phoneCalibration = { index: 1_600, slowdown: 4 };

/** The CPU slowdown that makes a machine of `index` the mid-tier phone; never below the preset's 4×. */
const slowdownFor = (index) =>
  Math.max(
    phoneCalibration.slowdown,
    Math.round((10 * phoneCalibration.slowdown * index) / phoneCalibration.index) / 10,
  );

/**
 * This machine's benchmark index, as Lighthouse measures it before each run (a short script it times in
 * the page): the highest of `runs` runs on `origin` (the blank page: nothing of ours in the way).
 * Anything else the machine does meanwhile only ever lowers a reading, so the highest is the machine's
 * own speed; a median once took a passing dip (2,012, 2,701, 2,298: 5.7× where the Lighthouse runs
 * that followed measured about 2,790, 7.0×), and judged a phone a fifth faster than the budgets' one.
 * @param {string} origin
 * @param {number} [runs]
 */
async function benchmarkIndex(origin, runs = 5) {
  const indexes = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
    try {
      const result = await lighthouse(`${origin}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint'],
      });
      indexes.push(result.lhr.environment.benchmarkIndex);
    } finally {
      chrome.kill();
    }
  }
  log(`benchmark index of this machine: ${indexes.map(Math.round).join(', ')} (the highest counts)`);
  return Math.max(...indexes);
}

/**
 * The slowdown every phone measurement of the run uses, from `origin`'s benchmark index; `fixed`, when
 * given (--cpu-slowdown), wins, for comparing with a run made elsewhere.
 * @param {string} origin
 * @param {number} [fixed]
 */
export async function calibratePhone(origin, fixed) {
  const index = await benchmarkIndex(origin);
  const slowdown = fixed ?? slowdownFor(index);
  log(
    `the phone: CPU slowed ${slowdown}× (benchmark index ${Math.round(index)}${fixed ? ', fixed by --cpu-slowdown' : `; ${phoneCalibration.slowdown}× at ${phoneCalibration.index}`})`,
  );
  return { index, slowdown };
}
