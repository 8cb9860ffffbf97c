/**
 * The pages are valid HTML to the W3C's checker (the Nu Html Checker, vnu.jar from the npm package
 * vnu-jar): the home page, the privacy page and the 404 page of the production test build, as built.
 * It runs on Java: `npm test` finds or installs one (scripts/find-java.sh) and passes it as JAVA_PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { homePath, privacyPath } from '../../src/lib/page-paths';
import { layoutOf } from './layout';
import { testBuilds } from './servers';

test.skip(
  ({ page, javaScriptEnabled }) => layoutOf(page) !== 'desktop' || !javaScriptEnabled,
  'the built files are the same for every browser: checked once',
);

const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));
const java = process.env.JAVA_PATH || 'java';

interface CheckerMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

/** The checker's errors in `files`, as "file:line.column: message". */
function checkerErrors(files: string[]): string[] {
  const run = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.error || run.stdout === '')
    throw new Error(
      `The W3C checker did not run (${run.error?.message ?? run.stderr}): it needs Java 11 or newer. ` +
        'Run `bash scripts/find-java.sh` (npm test does), or set JAVA_PATH to a java binary.',
    );
  const { messages } = JSON.parse(run.stdout) as { messages: CheckerMessage[] };
  return (
    messages
      // The checker's CSS parser predates what Tailwind 4 writes (@property, animation-timeline,
      // margin-trim …) and calls each an error: CSS is not what this checks.
      .filter((message) => message.type === 'error' && !message.message.startsWith('CSS:'))
      .map(
        ({ url, lastLine, firstColumn, message, extract }) =>
          `${relative(process.cwd(), new URL(url).pathname)}:${lastLine}.${firstColumn}: ${message}${extract ? ` (“${extract.trim().slice(0, 80)}”)` : ''}`,
      )
  );
}

test('the home, privacy and 404 pages have no HTML errors for the W3C checker', () => {
  test.setTimeout(120_000);
  const { outDir } = testBuilds.production;
  const pages = [homePath, privacyPath]
    .map((path) => join(outDir, path, 'index.html'))
    .concat(join(outDir, '404.html'));
  // A page the checker must fault, checked in the same run, so a checker that reads nothing cannot pass.
  const faulty = join(mkdtempSync(join(tmpdir(), 'html-validity-')), 'faulty.html');
  writeFileSync(
    faulty,
    '<!doctype html><html lang="en"><title>t</title><main><p>x</p><style>p{}</style><img alt="" src="data:image/svg+xml,<svg a b>"></main>',
  );
  const errors = checkerErrors([...pages, faulty]);
  expect(errors.filter((error) => error.includes('faulty.html'))).toHaveLength(2);
  expect(errors.filter((error) => !error.includes('faulty.html'))).toEqual([]);
});
