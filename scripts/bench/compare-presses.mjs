#!/usr/bin/env node
/**
 * `npm run bench:compare -- --before <build> --after <build>`: whether a change moved the presses
 * (the typing control's and the voice button's), measured side by side. Both builds are served the way
 * the bench serves its own (serve.mjs) and pressed in turn, run after run, each run a fresh load on the
 * calibrated phone, as the bench times them (chat-timing.mjs, press-timing.mjs); which build goes first
 * alternates, so the machine's drift falls on both alike. For each case it prints both medians, their difference and its 90 % interval
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
 * `--case`: the start of a case's name (the typing control's `first`, `once`, `pressed`; the voice
 * button's `island`, `SDK`, `microphone`), as often as needed; by default, every case of both.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../chromium-flags.mjs';
import { calibratePhone } from './calibrate.mjs';
import { findSdkChunks } from './build.mjs';
import { chatPressCases, timeChatPress } from './chat-timing.mjs';
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
/** Every case either control is timed in, and how one press of it is timed on a build. */
const everyCase = [
  ...chatPressCases.map((name) => ({ name, label: `typing control, ${name}`, time: timeChatPress })),
  ...voicePressCases.map((name) => ({ name, label: `voice button, ${name}`, time: timeVoicePress })),
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
  : everyCase;
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
log(`pressing both builds in turn, ${runs} runs each, on the calibrated phone (CPU ${slowdown}× slower) ...`);

/** Each build's voice SDK chunks, which its voice button's cases hold back or wait for. */
const sdkChunks = { before: findSdkChunks(builds.before), after: findSdkChunks(builds.after) };
for (const { name, label, time } of cases) {
  const times = { before: [], after: [] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ['after', 'before'] : ['before', 'after'];
    for (const side of order)
      times[side].push(
        (await time(browser, { origin: servers[side].origin, slowdown, name, sdkChunks: sdkChunks[side] })).painted,
      );
  }
  const { before, after, difference, interval, moved } = medianDifference(times.before, times.after);
  const ms = (value) => `${Math.round(value)} ms`;
  console.log(
    `${label}: before ${ms(before)}, after ${ms(after)}: ${difference > 0 ? '+' : ''}${ms(difference)} (90 % interval ${ms(interval[0])} to ${ms(interval[1])}): ${moved ? (difference < 0 ? 'faster' : 'slower') : 'no change beyond the spread'}`,
  );
  log(`  before: ${times.before.map(Math.round).join(', ')}`);
  log(`  after:  ${times.after.map(Math.round).join(', ')}`);
}
await browser.close();
servers.before.stop();
servers.after.stop();
