#!/usr/bin/env node
/**
 * `npm run bench:compare -- --before <build> --after <build>`: whether a change moved the presses (the
 * typing control's and the voice button's), the streamed chunk or the load lines, measured side by side. Both builds are
 * served the way the bench serves its own (serve.mjs) and measured in turn, run after run, each run a
 * fresh load on the calibrated phone, as the bench measures them (chat-timing.mjs, press-timing.mjs,
 * lighthouse.mjs); which build goes first alternates, so the machine's drift falls on both alike. For
 * each figure of a case it prints both medians, their difference and its 90 % interval
 * (side-by-side.mjs): the figures to keep a change by, where one bench run's median of five spreads
 * more than most changes move it.
 *
 * A build is a folder as `npm run bench` leaves it: `node scripts/bench/index.mjs --only presses
 * --out-dir <folder>` in a checkout of each commit (the bench's build talks to the real API address, as
 * a live site does), or any `astro build` of the same settings.
 *
 *   node scripts/bench/compare-builds.mjs --before <folder> --after <folder> [--runs 20]
 *     [--case <name>]... [--cpu-slowdown 7.2] [--port 4470]
 *
 * `--cpu-slowdown`: the phone's, fixed; by default made from this machine's benchmark index, as the bench's.
 * `--case`: the start of a case's name, as often as needed: the typing control's `first`, `once`,
 * `pressed`; the voice button's `island`, `SDK`, `microphone`; the typed chat's `streamed` (a streamed
 * chunk → its words painted); a load's `simulated` (Lighthouse's simulated phone: performance, TBT, FCP,
 * LCP) and `DevTools` (under DevTools throttling: FCP, LCP, TBT, the page's own longest task after a
 * first paint that held the hero). By default, every press case and the streamed chunk; the loads, a
 * Lighthouse run each, only when named.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../chromium-flags.mjs';
import { calibratePhone } from './calibrate.mjs';
import { findSdkChunks } from './build.mjs';
import { chatPressCases, timeChatPress, timeStreamedChunk } from './chat-timing.mjs';
import { mobileRunFigures } from './lighthouse.mjs';
import { timeVoicePress, voicePressCases } from './press-timing.mjs';
import { startServer } from './serve.mjs';
import { medianDifference } from './side-by-side.mjs';
import { chromePath, log, projectRoot } from './shared.mjs';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    runs: { type: 'string', default: '20' },
    case: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string' },
    port: { type: 'string', default: '4470' },
  },
});
/** The two built folders, from where the command was run (the script then works from the project's root). */
const builds = Object.fromEntries(
  ['before', 'after'].map((side) => {
    const folder = options[side];
    if (!folder || !existsSync(resolve(folder, 'index.html')))
      throw new Error(`bench:compare: --${side} <folder> must name a built site (its index.html at the top)`);
    return [side, resolve(folder)];
  }),
);
/** One figure of a run: `value` undefined where the run does not count for it. */
const figure = (name, value, unit = ' ms') => ({ name, value, unit });
/** A press's figure: from the press to the frame the visitor waits for, painted. */
const pressFigures = (time) => async (browser, options) => [figure('painted', (await time(browser, options)).painted)];
/**
 * Every case a build is measured in, and the figures one run of it gives; an `onlyWhenNamed` case (a
 * Lighthouse run a load) only when `--case` names it.
 */
const everyCase = [
  ...chatPressCases.map((name) => ({ name, label: `typing control, ${name}`, measure: pressFigures(timeChatPress) })),
  ...voicePressCases.map((name) => ({ name, label: `voice button, ${name}`, measure: pressFigures(timeVoicePress) })),
  {
    name: 'streamed chunk',
    label: 'typed chat, a streamed chunk → its words painted',
    measure: async (browser, options) => [figure('painted', await timeStreamedChunk(browser, options))],
  },
  {
    name: "simulated phone's load",
    label: "load, Lighthouse's simulated phone",
    onlyWhenNamed: true,
    measure: async (browser, { origin, slowdown }) => {
      const run = await mobileRunFigures(origin, { cpuSlowdown: slowdown });
      return [
        figure('performance', run.performance, ''),
        figure('TBT', run.tbt),
        figure('FCP', run.fcp),
        figure('LCP', run.lcp),
      ];
    },
  },
  {
    name: 'DevTools-throttled load',
    label: 'load, Lighthouse under DevTools throttling',
    onlyWhenNamed: true,
    measure: async (browser, { origin, slowdown }) => {
      const run = await mobileRunFigures(origin, { cpuSlowdown: slowdown, devtools: true });
      return [
        figure('FCP', run.fcp),
        figure('LCP', run.lcp),
        figure('TBT', run.tbt),
        // The line's loads only (own-long-task.mjs): where the first paint came before the hero, the tasks
        // after it draw the hero itself.
        figure(
          'own longest task after a first paint holding the hero',
          run.heroInFirstPaint ? run.ownLongTask : undefined,
        ),
      ];
    },
  },
];
const cases = options.case
  ? options.case.map((start) => {
      const found = everyCase.find(({ name }) => name.startsWith(start));
      if (!found)
        throw new Error(
          `bench:compare: no case starts "${start}"; they are: ${everyCase.map(({ name }) => name).join('; ')}`,
        );
      return found;
    })
  : everyCase.filter(({ onlyWhenNamed }) => !onlyWhenNamed);
const runs = Number(options.runs);
process.chdir(projectRoot);

const servers = {
  before: await startServer({ outDir: builds.before, port: options.port }),
  after: await startServer({ outDir: builds.after, port: String(Number(options.port) + 1) }),
};
const { slowdown } = await calibratePhone(
  servers.before.origin,
  options['cpu-slowdown'] ? Number(options['cpu-slowdown']) : undefined,
);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
log(`measuring both builds in turn, ${runs} runs each, on the calibrated phone (CPU ${slowdown}× slower) ...`);

/** Each build's voice SDK chunks, which its voice button's cases hold back or wait for. */
const sdkChunks = { before: findSdkChunks(builds.before), after: findSdkChunks(builds.after) };
for (const { name, label, measure } of cases) {
  /** Each figure's values by build, in the order the runs gave them. */
  const figures = new Map();
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ['after', 'before'] : ['before', 'after'];
    for (const side of order)
      for (const { name: figureName, value, unit } of await measure(browser, {
        origin: servers[side].origin,
        slowdown,
        name,
        sdkChunks: sdkChunks[side],
      })) {
        if (!figures.has(figureName)) figures.set(figureName, { unit, before: [], after: [] });
        if (value !== undefined) figures.get(figureName)[side].push(value);
      }
  }
  for (const [figureName, { unit, ...values }] of figures) {
    const shown = `${label}${figureName === 'painted' ? '' : `, ${figureName}`}`;
    if (values.before.length < 2 || values.after.length < 2) {
      console.log(`${shown}: too few runs counted (${values.before.length} before, ${values.after.length} after)`);
      continue;
    }
    const { before, after, difference, interval, moved } = medianDifference(values.before, values.after);
    const at = (value) => `${Math.round(value)}${unit}`;
    console.log(
      `${shown}: before ${at(before)}, after ${at(after)}: ${difference > 0 ? '+' : ''}${at(difference)} (90 % interval ${at(interval[0])} to ${at(interval[1])}, ${values.before.length} and ${values.after.length} runs): ${moved ? (difference < 0 ? 'lower' : 'higher') : 'no change beyond the spread'}`,
    );
    log(`  before: ${values.before.map(Math.round).join(', ')}`);
    log(`  after:  ${values.after.map(Math.round).join(', ')}`);
  }
}
await browser.close();
servers.before.stop();
servers.after.stop();
