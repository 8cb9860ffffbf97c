import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/chromium-flags.mjs';
import { ports, productionUrl } from './tests/e2e/servers';

/**
 * Browser tests run against production builds (built by scripts/test-all.sh) in Chromium, with
 * JavaScript on and off, at desktop and phone widths.
 */

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (scripts/find-chromium.sh sets it). */
const executablePath = process.env.CHROMIUM_PATH || undefined;

/** Repeated in every project: device presets would otherwise replace the launch options. */
const launchOptions = {
  executablePath,
  // A fake microphone; permission is still denied unless a test grants it.
  args: [...chromiumFlags, '--use-fake-device-for-media-stream'],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = { ...devices['Pixel 7'], launchOptions };

const serve = (dir: string, port: number) => ({
  command: `node scripts/serve.mjs --dir ${dir} --port ${port}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
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
  use: {
    baseURL: productionUrl,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: desktop },
    { name: 'phone', use: phone },
    { name: 'desktop-no-js', use: { ...desktop, javaScriptEnabled: false } },
    { name: 'phone-no-js', use: { ...phone, javaScriptEnabled: false } },
  ],
  webServer: [
    serve('dist', ports.production),
    serve('dist-no-voice', ports.noVoice),
    serve('dist-fake-voice', ports.fakeVoice),
    {
      command: `node tests/fixtures/fake-vapi-api.mjs --port ${ports.fakeApi}`,
      url: `http://127.0.0.1:${ports.fakeApi}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
  ],
});
