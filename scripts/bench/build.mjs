/** The build the bench measures, the voice SDK's chunks in it, and the blank page measured beside it. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from './shared.mjs';

/**
 * Production as deployed: voice chat on (the button and its lazy SDK are part of the page) with the
 * real default API URL, so the CSP and bundle are exactly a live site's. The key is a placeholder:
 * nothing here starts a call, and intent only loads the SDK.
 * @param {string} outDir
 */
export function buildSite(outDir) {
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

/**
 * The voice SDK's chunks (their paths, `/_astro/…`), recognised by content: Daily's call machine
 * loader is in no other code.
 * @param {string} outDir
 */
export function findSdkChunks(outDir) {
  const astroDir = join(outDir, '_astro');
  const chunks = new Set(
    readdirSync(astroDir)
      .filter(
        (file) => file.endsWith('.js') && /call-machine|DailyIframe/.test(readFileSync(join(astroDir, file), 'utf8')),
      )
      .map((file) => `/_astro/${file}`),
  );
  if (chunks.size === 0)
    throw new Error('bench: no voice SDK chunk found in the build (looked for Daily code); was voice chat built in?');
  return chunks;
}

/**
 * A page with one line of text and nothing else, written to `dir`: what loading any page costs this
 * browser on this machine (its navigation, its first paint), measured in the same run as ours.
 * @param {string} dir
 */
export function writeBlankPage(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank page</title><meta name="description" content="A blank page: what the browser itself costs."></head><body><h1>Blank page</h1></body></html>\n',
  );
}
