import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.mjs';
import { fakeApiUrl, ports, productionUrl, testBuilds, type TestBuild } from './tests/e2e/servers';

/**
 * Browser tests run against the test builds (scripts/build-test-variants.ts) in Chromium, with
 * JavaScript on and off, at desktop and phone widths.
 */

/**
 * The Chromium CHROMIUM_PATH names (`npm test` sets it through scripts/find-chromium.sh: Debian's, or
 * Playwright's own); unset, Playwright looks for its own download, so set it when running Playwright by hand.
 */
const executablePath = process.env.CHROMIUM_PATH || undefined;

/** Repeated in every project: device presets would otherwise replace the launch options. */
const launchOptions = {
  executablePath,
  // A fake microphone; permission is still denied unless a test grants it.
  args: [...chromiumFlags, '--use-fake-device-for-media-stream'],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = { ...devices['Pixel 7'], launchOptions };

// Never a server this run did not start: one already on the port may serve another build or checkout.
const reuseExistingServer = false;

const serve = ({ outDir, port }: TestBuild) => ({
  command: `node scripts/serve.mjs --dir ${outDir} --port ${port}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer,
  timeout: 30_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  // A web-first assertion waits up to 10 s, not Playwright's 5: the first voice call of a run loads
  // the SDK's chunks and a build's server starts cold, and on a busy 2-core CI machine "End call" came
  // after 5 s with nothing wrong. Speed is the bench's to judge (scripts/budgets.mjs), not these waits.
  expect: { timeout: 10_000 },
  use: {
    baseURL: productionUrl,
    // An English browser unless a test says otherwise: the conversation control speaks the browser's language.
    locale: 'en-US',
    // Recording a trace of every test made the suite about a third slower; CI's retry records one.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: desktop },
    { name: 'phone', use: phone },
    { name: 'desktop-no-js', use: { ...desktop, javaScriptEnabled: false } },
    { name: 'phone-no-js', use: { ...phone, javaScriptEnabled: false } },
  ],
  webServer: [
    ...Object.values(testBuilds).map(serve),
    {
      command: `node --import ./scripts/source-imports.mjs tests/fixtures/fake-vapi-api.mjs --port ${ports.fakeApi}`,
      url: `${fakeApiUrl}/health`,
      reuseExistingServer,
      timeout: 10_000,
    },
  ],
});
