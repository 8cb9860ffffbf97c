import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adminCspDirectives,
  adminHeaders,
  astroCspConfig,
  buildHeadersFile,
  buildVercelConfig,
  cspHash,
  headerCsp,
  headerRules,
  immutableCache,
  parseCsp,
  securityHeaders,
  vercelSource,
} from '~/lib/security-policy';
import { editorPath, editorPathWithoutSlash } from '~/lib/editor-path';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file.mjs';

describe('the CSP Astro writes into each page', () => {
  it("names a style the page writes itself by its text's SHA-256, as Astro names its own", async () => {
    const css = 'a{color:red}\n/* é */';
    expect(await cspHash(css)).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    expect(astroCspConfig('https://api.vapi.ai').algorithm).toBe('SHA-256');
  });

  const config = astroCspConfig('http://127.0.0.1:4599');
  const directives = parseCsp(config.directives.join(';'));

  it('lets the page reach the configured voice API and Daily, and nothing else off-site', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4599',
      'https://*.daily.co',
      'wss://*.daily.co',
      'wss://*.wss.daily.co',
      'https://*.pluot.blue',
      'https://o77906.ingest.sentry.io',
    ]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(astroCspConfig('https://proxy.example.ca/vapi/v1').directives.join(';')).toContain(
      "connect-src 'self' https://proxy.example.ca ",
    );
  });

  it("loads scripts from our origin, Daily's call machine and its blob: worklets only: no 'unsafe-eval', no 'unsafe-inline'", () => {
    expect(config.scriptDirective.resources).toEqual(["'self'", 'https://c.daily.co', 'blob:']);
    const everything = JSON.stringify(config);
    expect(everything).not.toContain('unsafe-eval');
    expect(everything).not.toContain('unsafe-inline');
    expect(directives.has('script-src')).toBe(false); // Astro writes script-src itself, with its hashes
  });

  it("lets Daily's call machine start its workers from blob: URLs, and media come from our origin", () => {
    expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('media-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, foreign <base> and off-site form posts', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });
});

describe('response headers', () => {
  it('keeps the header CSP to what a meta policy cannot do, never a fetch directive', () => {
    const directives = parseCsp(headerCsp);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...directives.keys()].sort()).toEqual(['base-uri', 'form-action', 'frame-ancestors', 'object-src']);
  });

  it('allows the microphone on our origin only, and no camera or location', () => {
    const policy = securityHeaders['Permissions-Policy']!.split(/,\s*/);
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
  });

  it('sends HSTS, nosniff and a referrer policy', () => {
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(securityHeaders['Strict-Transport-Security']!)?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    expect(securityHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('_headers and vercel.json say the same thing', () => {
  const paths = ['/', '/404.html', '/robots.txt', '/_astro/client.abc123.js', '/_astro/index.css'];
  const fromHeadersFile = parseHeadersFile(buildHeadersFile());

  it('_headers gives every path the security headers and /_astro/* a year of immutable caching', () => {
    for (const path of paths) {
      const headers = Object.fromEntries(headersForPath(fromHeadersFile, path));
      expect(headers).toMatchObject(securityHeaders);
      expect(headers['Cache-Control']).toBe(path.startsWith('/_astro/') ? immutableCache : undefined);
    }
  });

  it('vercel.json matches the same paths with the same headers', () => {
    const vercel = buildVercelConfig();
    for (const path of paths) {
      const headers: Record<string, string> = {};
      for (const rule of vercel.headers) {
        if (new RegExp(`^${rule.source}$`).test(path)) for (const { key, value } of rule.headers) headers[key] = value;
      }
      expect(headers, path).toEqual(Object.fromEntries(headersForPath(fromHeadersFile, path)));
    }
    expect(vercelSource('/_astro/*')).toBe('/_astro/(.*)');
  });

  it("stays within Cloudflare Pages' limits and refuses to go past them", () => {
    expect(
      Math.max(
        ...buildHeadersFile()
          .split('\n')
          .map((line) => line.length),
      ),
    ).toBeLessThanOrEqual(2000);
    expect(() => buildHeadersFile([{ path: '/*', headers: { 'X-Long': 'x'.repeat(2000) } }])).toThrow(
      /longer than 2000/,
    );
    expect(() => buildHeadersFile(Array.from({ length: 101 }, () => headerRules[0]!))).toThrow(/at most 100/);
  });
});

describe('the browser editor', () => {
  const fromHeadersFile = parseHeadersFile(buildHeadersFile());

  it('gets its own policy and noindex; the public paths do not', () => {
    for (const path of [
      editorPathWithoutSlash,
      editorPath,
      `${editorPath}config.yml`,
      `${editorPath}chunks/react-dom.js`,
    ]) {
      const headers = Object.fromEntries(headersForPath(fromHeadersFile, path));
      expect(headers, path).toMatchObject(adminHeaders);
      expect(headers['Strict-Transport-Security'], path).toBe(securityHeaders['Strict-Transport-Security']);
    }
    // The last one only starts with the same letters.
    for (const path of ['/', '/robots.txt', `${editorPathWithoutSlash}istration`]) {
      const headers = Object.fromEntries(headersForPath(fromHeadersFile, path));
      expect(headers['Content-Security-Policy'], path).toBe(headerCsp);
      expect(headers['X-Robots-Tag'], path).toBeUndefined();
    }
  });

  it('runs only scripts of our own origin and can be framed by no one', () => {
    const policy = parseCsp(adminCspDirectives.join('; '));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(adminCspDirectives.join(' ')).not.toMatch(/unsafe-eval|\*/);
  });
});
