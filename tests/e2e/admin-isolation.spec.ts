/**
 * The browser editor stays apart from the public page: the page loads none of its code and keeps its
 * own strict policy, and /admin/ is kept out of search engines with a policy of its own, whose only
 * relaxations are the ones src/lib/security-policy.ts names.
 */
import { expect, test } from '@playwright/test';
import { brandAssetPaths } from '../../src/lib/build/brand-assets';
import { editorPath, editorPathWithoutSlash } from '../../src/lib/editor-path';
import { adminCspDirectives, astroCspConfig, headerCsp, parseCsp } from '../../src/lib/security-policy';
import { fakeApiUrl } from './servers';

// What the page loads is a question for a browser that runs scripts; the editor itself needs them too.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the editor and the code a page loads need JavaScript');

test('the public page loads none of the editor, and its policies have no relaxation', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(
    requests.filter(
      (url) => new URL(url).pathname.startsWith(editorPath) || /sveltia|fontsource|material-symbols/i.test(url),
    ),
  ).toEqual([]);
  const html = await response!.text();
  expect(html).not.toContain(editorPathWithoutSlash);
  expect(html).not.toMatch(/sveltia/i);

  // The header policy of the page is the public one, which holds no fetch directive.
  expect(response!.headers()['content-security-policy']).toBe(headerCsp);
  // The meta policy is exactly Astro's with our directives and hashes: nothing unsafe, nothing of the editor's.
  const meta = parseCsp(
    (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '',
  );
  const publicPolicy = astroCspConfig(fakeApiUrl);
  for (const directive of publicPolicy.directives) {
    const [name, ...values] = directive.split(' ');
    expect(meta.get(name!), name).toEqual(values);
  }
  // Besides Astro's hashes, scripts and styles come only from the sources the public policy names.
  const withoutHashes = (name: string) => meta.get(name)!.filter((value) => !/^'sha256-[A-Za-z0-9+/=]+'$/.test(value));
  expect(withoutHashes('script-src'), 'script-src').toEqual(publicPolicy.scriptDirective.resources);
  expect(withoutHashes('style-src'), 'style-src').toEqual(["'self'"]);
  expect([...meta.values()].flat().join(' ')).not.toMatch(/unsafe|github/);
});

test('the editor is kept out of search engines and has its own policy', async ({ page, request }) => {
  expect((await (await request.get('/robots.txt')).text()).split('\n')).toContain(`Disallow: ${editorPath}`);
  const response = await request.get(editorPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['content-security-policy']).toBe(adminCspDirectives.join('; '));
  const policy = parseCsp(response.headers()['content-security-policy']!);
  // The editor's scripts are files of our own origin: no string evaluation, no inline script.
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);

  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (origin !== new URL(response.url()).origin && protocol !== 'blob:' && protocol !== 'data:')
      elsewhere.push(request.url());
  });
  await page.goto(editorPath);
  // Ours comes first; the editor adds one of its own once it runs.
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  // Editors sign in with an access token; "Sign In with GitHub" would need a helper service the site does not have.
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with/ })).toHaveCount(0);
  // The company's logo, the site's own generated icon, not the editor's; loaded under the editor's policy.
  const logo = page.locator(`img[src="${brandAssetPaths.faviconSvg}"]`).first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brandAssetPaths.faviconSvg);
  // The editor's fonts come from our own origin, its icons' included (its script names a CDN's files).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.includes('Material Symbols') && face.status === 'loaded');
      }),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // Nothing from a public CDN: only GitHub's status, which the policy allows (it tells editors when GitHub is down).
  expect(elsewhere.filter((url) => new URL(url).origin !== 'https://www.githubstatus.com')).toEqual([]);
});
