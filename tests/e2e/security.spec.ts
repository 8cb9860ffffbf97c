/**
 * The deployed security policy, tested on the production build served with its own `_headers`
 * (scripts/serve.mjs): the response headers of the home and privacy pages, their meta policy, and
 * visits that work every island (menu, More, carousel, voice button through the real SDK against the
 * local fake API; the header on the privacy page) with zero Content-Security-Policy violations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { carouselText, navigationText, voiceChatText } from '../fixtures/sample-content';
import { scrollThroughPage } from '../../scripts/scroll-through-page.mjs';
import { layoutOf } from './layout';
import { blockVoiceThirdParties, isSdkRequest } from './voice-helpers';
import { fakeApiUrl, ownerSecrets, testBuilds, testVoiceSettings } from './servers';
import { privacyPath } from '../../src/lib/page-paths';
import { parseCsp } from '../../src/lib/security-policy';
import { wakeNavigation } from './wake-islands';

interface Violation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Records every CSP violation of the page (and its frames) on `window.__cspViolations`, from the first byte. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to (load|connect|execute|apply|frame)/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async () => ({ violations: await page.evaluate(() => window.__cspViolations), consoleErrors });
}

test('every response carries the security headers; bundled files are cached for a year', async ({ request }) => {
  for (const path of ['/', privacyPath]) {
    const headers = (await request.get(path)).headers();
    expect(headers['permissions-policy'], path).toMatch(/(^|,\s*)microphone=\(self\)(,|$)/);
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
    expect(headers['permissions-policy'], path).toMatch(/geolocation=\(\)/);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const headerCsp = headers['content-security-policy'] ?? '';
    expect(headerCsp, path).toContain("frame-ancestors 'none'");
    // Fetch directives belong to the meta policy, which carries the script hashes.
    expect(headerCsp, path).not.toMatch(/(default|script|style|connect)-src/);
  }

  const html = await (await request.get('/')).text();
  const script = /\/_astro\/[^"]+\.js/.exec(html)?.[0];
  expect(script, 'the page loads at least one bundled script').toBeDefined();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the owner’s secrets in the build’s environment (private key, leads hook and its secret) are in no file built, beside the public key that is', () => {
  const { outDir } = testBuilds.production;
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const holding = (value: string) => files.filter((file) => readFileSync(file).includes(value));
  // The search finds what is there: the public key, built in by design.
  expect(holding(testVoiceSettings.PUBLIC_VAPI_PUBLIC_KEY).length).toBeGreaterThan(0);
  for (const [setting, secret] of Object.entries(ownerSecrets)) expect(holding(secret), setting).toEqual([]);
});

test('the page policy allows the configured voice API and Daily, with no unsafe-eval or inline scripts', async ({
  page,
}) => {
  await page.goto('/');
  const policy = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
  const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(policy)?.[1]?.split(/\s+/) ?? [];
  expect(directive('connect-src')).toContain(fakeApiUrl);
  expect(directive('script-src')).toContain('https://c.daily.co');
  // Daily's call machine starts its audio worklets from blob: URLs.
  expect(directive('script-src')).toContain('blob:');
  expect(directive('worker-src')).toEqual(["'self'", 'blob:']);
  expect(directive('script-src')).not.toContain("'unsafe-eval'");
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  expect(directive('default-src')).toEqual(["'self'"]);
});

test("the privacy page carries the home page's policy, with hashes of its own styles and scripts", async ({ page }) => {
  const metaPolicyOf = async (path: string) => {
    await page.goto(path);
    return parseCsp((await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '');
  };
  const home = await metaPolicyOf('/');
  const privacy = await metaPolicyOf(privacyPath);
  // The hash of each of the privacy page's own <style>s (its statement's styles are its alone).
  const ownStyles = await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('style')].map(async (style) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style.textContent ?? ''));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    ),
  );
  const isHash = (source: string) => source.startsWith("'sha256-");
  expect([...privacy.keys()].toSorted()).toEqual([...home.keys()].toSorted());
  for (const [name, sources] of home) {
    expect(
      privacy.get(name)!.filter((source) => !isHash(source)),
      name,
    ).toEqual(sources.filter((source) => !isHash(source)));
    // Astro hashes what each page has; the privacy page has no more than the home page, but for its own styles.
    const allowed = name === 'style-src' ? [...sources, ...ownStyles] : sources;
    expect(allowed, name).toEqual(expect.arrayContaining(privacy.get(name)!.filter(isHash)));
  }
  // One of them: the statement's (styles/statement.css).
  expect(
    privacy.get('style-src')!.filter((source) => isHash(source) && !home.get('style-src')!.includes(source)),
  ).toHaveLength(1);
  expect(privacy.get('script-src')!.filter(isHash).length).toBeGreaterThan(0);
});

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the islands need JavaScript');

  test('scrolling, the menu, More, the carousel and a voice call attempt cause no CSP violation', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    // A context of our own: the project's device with a user agent of its own, so the fake API (which
    // keeps scenarios per user agent) serves this test "ok" whatever the voice tests do meanwhile,
    // and a microphone the visitor has allowed, so the press goes past the permission check.
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
    const client = `${userAgent ?? 'Chromium'} csp-check`;
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent: client,
      permissions: ['microphone'],
    });
    const page = await context.newPage();
    await request.post(`${fakeApiUrl}/__control/scenario`, { data: { scenario: 'ok', client } });
    const report = await recordCspViolations(page);
    await blockVoiceThirdParties(page);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await scrollThroughPage(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Navigation: the small-screen menu on phones, the More disclosure on desktops.
    const menuName = layoutOf(page) === 'phone' ? navigationText.menu : navigationText.more;
    const menu = page.getByRole('button', { name: menuName, exact: true });
    await expect(menu, `the navigation island should offer a "${menuName}" button`).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Carousel: it hydrates when its section comes into view (and stays there for a moment).
    await page.locator('section#reviews').scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: carouselText.next });
    await expect(next, `the carousel island should offer a "${carouselText.next}" button`).toBeVisible();
    await next.click();
    await next.click();

    // Voice: intent loads the SDK; pressing starts a call through the fake API, whose Daily room
    // makes the SDK inject Daily's call machine as <script src> from c.daily.co (blocked offline).
    const start = page.getByRole('button', { name: voiceChatText.startLabel });
    await expect(start, `the voice island should offer a "${voiceChatText.startLabel}" button`).toBeVisible();
    const sdkLoaded = page.waitForResponse((response) => isSdkRequest(response.url()));
    await start.hover();
    await sdkLoaded;
    const apiCall = page.waitForRequest((req) => req.url() === `${fakeApiUrl}/call/web` && req.method() === 'POST');
    const callMachine = page.waitForRequest((req) => req.url().startsWith('https://c.daily.co/'), { timeout: 20_000 });
    await start.click();
    await apiCall;
    await callMachine;
    // The attempt ends back at idle with a message; by then the SDK has reported and cleaned up.
    await expect(start).toBeEnabled({ timeout: 30_000 });

    const { violations, consoleErrors } = await report();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the privacy page, its header woken and its menu used, causes no CSP violation', async ({ page }) => {
    const report = await recordCspViolations(page);
    await page.goto(privacyPath);
    await wakeNavigation(page);
    const menuName = layoutOf(page) === 'phone' ? navigationText.menu : navigationText.more;
    const menu = page.getByRole('button', { name: menuName, exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await scrollThroughPage(page);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    const { violations, consoleErrors } = await report();
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
