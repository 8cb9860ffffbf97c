#!/usr/bin/env node
/**
 * `npm run bench`: builds the production site (build.mjs), serves it the way a host would (serve.mjs),
 * runs every measurement that a figure of scripts/budgets.mjs names (lighthouse.mjs, simulated and under
 * DevTools throttling; first-view.mjs; bytes.mjs with axe.mjs, served in gzip alone; forced-layouts.mjs;
 * press-timing.mjs; chat-timing.mjs), prints the table of figures against their budgets (report.mjs),
 * writes bench-results/, and exits 1 when a budget is missed.
 *
 * `--reference <folder>`: another built site (its index.html at the top), served the same way on the
 * next port and measured in the same run, interleaved with ours and with a blank page (build.mjs,
 * `writeBlankPage`); the budgets set beside them are judged only then. By default, `defaultReference`
 * when that folder exists; `--reference none` measures ours alone.
 *
 * `--cpu-slowdown <n>`: the phone's CPU slowdown, fixed, where it is otherwise made from this machine's
 * benchmark index (calibrate.mjs): to compare with a run made on another machine.
 *
 * `--only <measures>`: only these measurements (names of `measures` in scripts/budgets.mjs, separated
 * by commas, or `presses`: the voice button's and the typing control's timings), and only their rows;
 * the phone is calibrated all the same.
 *
 *   node scripts/bench/index.mjs [--runs 5] [--out-dir dist-bench] [--port 4450] [--skip-build] [--reference <folder>|none] [--cpu-slowdown <n>] [--only presses]
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { budgets, measures, reportedFigures } from '../budgets.mjs';
import { chromiumFlags } from '../chromium-flags.mjs';
import { buildSite, findSdkChunks, writeBlankPage } from './build.mjs';
import { calibratePhone, phoneCalibration } from './calibrate.mjs';
import { measureVisits } from './bytes.mjs';
import { measureChatTiming } from './chat-timing.mjs';
import { measureFirstView } from './first-view.mjs';
import { measureForcedLayouts } from './forced-layouts.mjs';
import { measureLighthouse, measureLighthouseDevtools } from './lighthouse.mjs';
import { measurePressTiming } from './press-timing.mjs';
import { formatNotes, formatTable, tableRows, writeResults } from './report.mjs';
import { startServer } from './serve.mjs';
import { chromePath, log, projectRoot } from './shared.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'out-dir': { type: 'string', default: 'dist-bench' },
    port: { type: 'string', default: '4450' },
    'skip-build': { type: 'boolean', default: false },
    reference: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(options.runs);
const outDir = options['out-dir'];
process.chdir(projectRoot);

/**
 * AstroWind's home page as built (onwidget/astrowind, the most used Astro marketing template), kept
 * beside this repository on the project's machines and never in it: the page the LCP, FCP and TBT
 * budgets are set against.
 */
const defaultReference = resolve(projectRoot, '../shared/reference/astrowind-home');
const reference =
  options.reference === 'none'
    ? undefined
    : (options.reference ?? (existsSync(resolve(defaultReference, 'index.html')) ? defaultReference : undefined));
if (reference && !existsSync(resolve(reference, 'index.html')))
  throw new Error(`bench: the reference build ${reference} has no index.html`);

/** The measures some figure names, in the order `measures` lists them (Lighthouse first, on a quiet machine). */
const figures = Object.values({ ...budgets, ...reportedFigures });
/** `--only`'s names for a group of measurements. */
const measureGroups = { presses: ['pressTiming', 'chatTiming'] };
const only = options.only?.split(',').flatMap((name) => measureGroups[name] ?? [name]);
const notMeasures = only?.filter((name) => !(name in measures)) ?? [];
if (notMeasures.length)
  throw new Error(
    `bench: --only names no measurement "${notMeasures[0]}"; it takes ${[...Object.keys(measureGroups), ...Object.keys(measures)].join(', ')}`,
  );
const needed = Object.keys(measures).filter(
  (name) => figures.some((figure) => figure.measure === name) && (!only || only.includes(name)),
);
const unknown = figures.filter((figure) => !(figure.measure in measures));
if (unknown.length)
  throw new Error(
    `bench: no measurement "${unknown[0].measure}" (for "${unknown[0].label}"); scripts/budgets.mjs lists them`,
  );

if (!options['skip-build']) buildSite(outDir);
const sdkChunks = findSdkChunks(outDir);
const port = (offset) => String(Number(options.port) + offset);
const server = await startServer({ outDir, port: port(0) });
const { origin } = server;
// The byte budgets are gzip, the larger encoding: the visits that count bytes get nothing else.
const gzipServer = await startServer({ outDir, port: port(3), gzipOnly: true });
const referenceServer = reference && (await startServer({ outDir: reference, port: port(1) }));
const referenceOrigin = referenceServer?.origin;
const blankDir = `${outDir}-blank`;
if (reference) writeBlankPage(blankDir);
const blankServer = reference && (await startServer({ outDir: blankDir, port: port(2) }));
const blankOrigin = blankServer?.origin;
// The phone every mobile measurement and every press runs on, made from this machine's speed (calibrate.mjs).
const needsPhone = needed.some((name) =>
  ['lighthouse', 'lighthouseDevtools', 'pressTiming', 'chatTiming'].includes(name),
);
const phone =
  needsPhone &&
  (await calibratePhone(blankOrigin ?? origin, options['cpu-slowdown'] ? Number(options['cpu-slowdown']) : undefined));
const cpuSlowdown = phone ? phone.slowdown : undefined;

/** One Playwright Chromium, launched when a measurement first needs it. */
let browser;
const playwrightBrowser = async () =>
  (browser ??= await chromium.launch({ executablePath: chromePath, args: chromiumFlags }));
/** The transfer figures and the axe scan come from the same visits: made once. */
let visits;
const visitOnce = async () =>
  (visits ??= measureVisits(await playwrightBrowser(), { origin: gzipServer.origin, sdkChunks }));

/** Each measure's module, run with what it needs. */
const measurements = {
  lighthouse: () => measureLighthouse({ origin, runs, cpuSlowdown, referenceOrigin, blankOrigin }),
  lighthouseDevtools: () => measureLighthouseDevtools({ origin, runs, cpuSlowdown, referenceOrigin, blankOrigin }),
  firstView: async () => {
    const ours = await measureFirstView(origin);
    const reference = referenceOrigin && (await measureFirstView(referenceOrigin));
    return {
      figures: { firstView: { mobile: ours.bytes, ...(reference && { reference: reference.bytes }) } },
      details: { ours, reference },
    };
  },
  forcedLayouts: async () => measureForcedLayouts(await playwrightBrowser(), { origin, runs }),
  transfer: async () => (await visitOnce()).transfer,
  axe: async () => (await visitOnce()).axe,
  pressTiming: async () =>
    measurePressTiming(await playwrightBrowser(), { origin, runs, sdkChunks, slowdown: cpuSlowdown }),
  chatTiming: async () => measureChatTiming(await playwrightBrowser(), { origin, runs, slowdown: cpuSlowdown }),
};

const started = Date.now();
/** @type {Record<string, { figures: object, details?: unknown, note?: string }>} */
const results = {};
try {
  for (const name of needed) results[name] = await measurements[name]();
} finally {
  await browser?.close();
  for (const started of [server, gzipServer, referenceServer, blankServer]) started?.stop();
}

const rows = tableRows(results, needed);
const table = formatTable(rows);
const notes = formatNotes(needed, [
  `Served from ${origin}/ with compression (brotli to a browser that accepts it, as a CDN does, else gzip) and the build's _headers; for the visits that count bytes, from ${gzipServer.origin}/ in gzip alone.`,
  ...(phone
    ? [
        `The phone: Lighthouse's mobile runs (simulated and DevTools) and the presses with the CPU slowed ${phone.slowdown}× for this machine's benchmark index of ${Math.round(phone.index)} (${phoneCalibration.slowdown}× at ${phoneCalibration.index.toLocaleString('en-CA')}, in proportion elsewhere).`,
      ]
    : []),
  referenceOrigin
    ? `Reference: ${reference}, served the same way from ${referenceOrigin}/, and a blank page (${blankDir}/) from ${blankOrigin}/, each measured after each of our mobile runs.`
    : 'No reference build measured (--reference <folder>): the budgets beside it are not judged.',
  ...needed.flatMap((name) => results[name].note ?? []),
  `Voice SDK chunk(s): ${[...sdkChunks].join(', ')}.`,
  `Took ${Math.round((Date.now() - started) / 1000)} s.`,
]);
console.log(`\n${table}\n\n${notes}\n`);
for (const [width, details] of Object.entries(results.axe?.details ?? {})) {
  if (details.length) console.log(`axe (${width}): ${details.join('; ')}`);
}
writeResults({ table, notes, payload: { rows, results, sdkChunks: [...sdkChunks] } });

const missed = rows.filter((row) => row.result === 'fail');
const unjudged = rows.filter((row) => row.withoutReference);
if (unjudged.length)
  log(`judged without their reference limits (no --reference): ${unjudged.map((row) => row.label).join('; ')}`);
if (missed.length) {
  log(`${missed.length} budget(s) missed: ${missed.map((row) => row.label).join('; ')}`);
  process.exit(1);
}
log(unjudged.length ? 'every budget judged was met.' : 'every budget met.');
