/**
 * The pages are valid HTML to the W3C's checker (the Nu Html Checker, vnu.jar from the npm package
 * vnu-jar), and pass html-validate's recommended rules (accessibility among them): the home page, the
 * privacy page and the 404 page of the production test build, as built. The W3C checker runs on Java:
 * `npm test` finds or installs one (scripts/find-java.sh) and passes it as JAVA_PATH.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';
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

const { outDir } = testBuilds.production;
const pages = [homePath, privacyPath].map((path) => join(outDir, path, 'index.html')).concat(join(outDir, '404.html'));

test('the home, privacy and 404 pages have no HTML errors for the W3C checker', () => {
  test.setTimeout(120_000);
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

/**
 * html-validate's recommended rules, with seven read as this page needs, each for its reason; every
 * other rule (wcag/h63's header cells' scope among them) as recommended.
 */
const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // `<meta …/>` (Astro's) and `<img …>` (React's), `hidden` (Astro's) and `hidden=""` (React's) are all
    // HTML; which one is a matter of style, and each renderer has its own.
    // So are `autofocus` and `selected` (Astro's) and `autofocus=""` and `selected=""` (React's).
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React's server render keeps a DOM property's casing for a few attributes (`maxLength`, the chat's
    // `popoverTarget`): HTML reads attribute names in any case; anything else stays lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's useId writes ids like "_r1R_0_": valid HTML ids (no spaces), only not CSS-friendly.
    'valid-id': ['error', { relaxed: true }],
    // role="list" on a list drawn without bullets is deliberate: Safari's VoiceOver drops the list's
    // semantics once its markers are gone, unless the role is said.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // The rule asks for every space of a tel: link's text to be non-breaking; several of ours are
    // sentences ("Call (306) 555-0142 and ask for Unit 4, …") that must wrap on a 320 px phone.
    'tel-non-breaking': 'off',
  },
};

test("the home, privacy and 404 pages pass html-validate's recommended rules", async () => {
  const validator = new HtmlValidate(htmlValidateConfig);
  const errorsOf = async (report: Awaited<ReturnType<HtmlValidate['validateFile']>>) =>
    report.results.flatMap(({ filePath, messages }) =>
      messages.map(
        ({ ruleId, message, selector }) => `${relative(process.cwd(), filePath)}: ${ruleId}: ${message} (${selector})`,
      ),
    );
  // A table like the owners' without its header cells' scope must fail, so a validator that reads nothing cannot pass.
  const faulty = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><table>' +
      '<thead><tr><th>Size</th><th>Condo</th></tr></thead><tbody><tr><th>1 bedroom</th><td>$1,400</td></tr></tbody>' +
      '</table></body></html>',
  );
  expect((await errorsOf(faulty)).filter((error) => error.includes('wcag/h63'))).toHaveLength(3);
  const errors = (await Promise.all(pages.map((page) => validator.validateFile(page)))).map(errorsOf);
  expect((await Promise.all(errors)).flat()).toEqual([]);
});

// `focusable="false"` kept Internet Explorer and the old Edge from putting an SVG in the tab order; no
// browser the page supports ever did, and the page's hundred icons wrote it a hundred times: about 95
// bytes of gzip on every load.
test('no element carries focusable, an attribute only Internet Explorer and the old Edge read', () => {
  for (const page of pages) expect(readFileSync(page, 'utf8'), page).not.toMatch(/\sfocusable=/);
});
