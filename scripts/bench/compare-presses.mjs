#!/usr/bin/env node
/**
 * `npm run bench:compare -- --before <build> --after <build>`: whether a change moved the typing
 * control's presses, measured side by side. Both builds are served the way the bench serves its own
 * (serve.mjs) and pressed in turn, run after run, each run a fresh load on the calibrated phone, as the
 * bench times them (chat-timing.mjs); which build goes first alternates, so the machine's drift falls on
 * both alike. For each case it prints both medians, their difference and its 90 % interval
 * (side-by-side.mjs): the figures to keep a change by, where one bench run's median of five spreads
 * more than most changes move it.
 *
 * A build is a folder as `npm run bench` leaves it: `node scripts/bench/index.mjs --only presses
 * --out-dir <folder>` in a checkout of each commit (the bench's build talks to the real API address, as
 * a live site does), or any `astro build` of the same settings.
 *
 *   node scripts/bench/compare-presses.mjs --before <folder> --after <folder> [--runs 20]
 *     [--case <name>]... [--cpu-slowdown 7.2] [--port 4470]
 *
 * `--cpu-slowdown`: the phone's, fixed; by default made from this machine's benchmark index, as the bench's.
 * `--case`: the start of a case's name (`first`, `once`, `pressed`); by default, every case.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../chromium-flags.mjs';
import { calibratePhone } from './calibrate.mjs';
import { chatPressCases, timeChatPress } from './chat-timing.mjs';
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
const builds = { before: options.before, after: options.after };
for (const [side, folder] of Object.entries(builds)) {
  if (!folder || !existsSync(resolve(folder, 'index.html')))
    throw new Error(`bench:compare: --${side} <folder> must name a built site (its index.html at the top)`);
}
const cases = options.case
  ? options.case.map((start) => {
      const name = chatPressCases.find((caseName) => caseName.startsWith(start));
      if (!name) throw new Error(`bench:compare: no case starts "${start}"; they are: ${chatPressCases.join('; ')}`);
      return name;
    })
  : chatPressCases;
const runs = Number(options.runs);
process.chdir(projectRoot);

const servers = {
  before: await startServer({ outDir: resolve(builds.before), port: options.port }),
  after: await startServer({ outDir: resolve(builds.after), port: String(Number(options.port) + 1) }),
};
const { slowdown } = await calibratePhone(
  servers.before.origin,
  options['cpu-slowdown'] ? Number(options['cpu-slowdown']) : undefined,
);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
log(`pressing both builds in turn, ${runs} runs each, on the calibrated phone (CPU ${slowdown}× slower) ...`);

for (const name of cases) {
  const times = { before: [], after: [] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ['after', 'before'] : ['before', 'after'];
    for (const side of order)
      times[side].push((await timeChatPress(browser, { origin: servers[side].origin, slowdown, name })).painted);
  }
  const { before, after, difference, interval, moved } = medianDifference(times.before, times.after);
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(
    `${name}: before ${ms(before)}, after ${ms(after)}: ${difference > 0 ? '+' : ''}${ms(difference)} (90 % interval ${ms(interval[0])} to ${ms(interval[1])}): ${moved ? (difference < 0 ? 'faster' : 'slower') : 'no change beyond the spread'}`,
  );
  log(`  before: ${times.before.map(Math.round).join(', ')}`);
  log(`  after:  ${times.after.map(Math.round).join(', ')}`);
}
await browser.close();
servers.before.stop();
servers.after.stop();
