/**
 * The site's security policy in one place, as data and pure builders: the page's Content-Security-Policy
 * (a `<meta>` tag) and the response headers written to `_headers` and `vercel.json`.
 */
import type { AstroUserConfig } from 'astro';
import { editorPath, editorPathWithoutSlash } from './editor-path';

/** Astro's `security.csp` object form. */
export type AstroCspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * Hosts the voice SDK (`@vapi-ai/web` → `@daily-co/daily-js`) talks to during a call, from Daily's
 * documentation and the production policies of sites that run Daily calls.
 * Daily's call machine is injected as `<script src>` from c.daily.co because the SDK is created with
 * `avoidEval: true`, so the policy never allows evaluating strings as code.
 */
const voiceHosts = {
  scripts: ['https://c.daily.co'],
  connections: ['https://*.daily.co', 'wss://*.daily.co', 'wss://*.wss.daily.co', 'https://*.pluot.blue'],
  /**
   * Daily reports a failed call start to its own Sentry project. Blocking it breaks nothing, but every
   * failed start would then log a CSP violation, hiding real ones; the report is the SDK's designed
   * behaviour on any site without a CSP, so it is allowed, for this one ingest host only.
   */
  telemetry: ['https://o77906.ingest.sentry.io'],
} as const;

/**
 * What Daily's call machine (the code it loads from c.daily.co when a call joins) runs from `blob:`
 * URLs, per Daily's CSP guide for call-object mode: its audio worklets (the audio level observers the
 * SDK starts, and Krisp noise cancellation) and its workers. `AudioWorklet.addModule()` is governed by
 * script-src, workers by worker-src; without `blob:` the call still connects but Daily stops those
 * observers and the SDK loses noise cancellation. A `blob:` URL can only be made by script already
 * running on the page, so this admits no outside code; string evaluation stays forbidden.
 */
const voiceBlobSources = { scripts: ['blob:'], workers: ['blob:'] } as const;

/**
 * Directives a meta policy cannot carry, or that we want even where the meta tag is missing.
 *
 * How the two policies split the work (a browser enforces both, so each may only narrow):
 * - the meta policy owns the fetch directives (script-src with Astro's hashes, connect-src, ...);
 * - the header carries what a meta tag cannot (`frame-ancestors`) plus `base-uri`, `object-src` and
 *   `form-action`, and never `default-src`/`script-src`: without Astro's hashes it would block the
 *   islands. The three shared directives are in the meta policy too, for hosts that ignore `_headers`.
 */
const headerOnlyCspDirectives = ["frame-ancestors 'none'"] as const;
const sharedCspDirectives = ["base-uri 'self'", "object-src 'none'", "form-action 'self'"] as const;

/** The hash the policy names inline scripts and styles by. */
const cspAlgorithm = 'SHA-256';

/**
 * The policy's source for an inline `<style>` or `<script>` whose text is `content` (`'sha256-…'`
 * without the quotes), for one the page writes itself (`Astro.csp.insertStyleHash`).
 */
export async function cspHash(content: string): Promise<`sha256-${string}`> {
  const digest = await crypto.subtle.digest(cspAlgorithm, new TextEncoder().encode(content));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/**
 * Astro's `security.csp` option (see astro.config.mjs) for the voice API at `voiceApiUrl` (resolved in
 * src/lib/settings.ts). Never allows string evaluation or inline scripts.
 */
export function astroCspConfig(voiceApiUrl: string) {
  return {
    algorithm: cspAlgorithm,
    directives: [
      "default-src 'self'",
      `connect-src 'self' ${new URL(voiceApiUrl).origin} ${[...voiceHosts.connections, ...voiceHosts.telemetry].join(' ')}`,
      // Astro's images are files on our origin; `data:` covers tiny inline images libraries create.
      "img-src 'self' data:",
      "font-src 'self'",
      // The assistant's voice plays from a MediaStream (srcObject), which media-src does not govern.
      "media-src 'self'",
      `worker-src 'self' ${voiceBlobSources.workers.join(' ')}`,
      // The web manifest is a data: URL in the head (src/lib/head.ts, webManifestUrl), not a file.
      'manifest-src data:',
      ...sharedCspDirectives,
    ],
    scriptDirective: { resources: ["'self'", ...voiceHosts.scripts, ...voiceBlobSources.scripts] },
  } satisfies AstroCspConfig;
}

/** The CSP response header: only directives that narrow nothing the meta policy needs. */
export const headerCsp = [...headerOnlyCspDirectives, ...sharedCspDirectives].join('; ');

/** How long browsers remember to use HTTPS only: two years, the value HSTS preload lists ask for. */
const hstsMaxAge = 63_072_000;

/** A policy string as directive name → sources, for checks that read a policy back. */
export function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Headers for every response. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': headerCsp,
  // The voice button needs the microphone on our own origin; nothing needs camera or location.
  'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
  // No `preload`: joining browsers' preload list is a decision for whoever owns the domain.
  'Strict-Transport-Security': `max-age=${hstsMaxAge}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate `frame-ancestors`.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Astro's bundled files have content hashes in their names, so they never change: cache them for a year. */
export const immutableCache = 'public, max-age=31536000, immutable';

/** A path pattern (`*` matches anything) and the headers it gets; later rules win on the same header. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The policy of the browser editor at /admin/ (src/integrations/admin-editor.ts), sent as a header
 * because that page is not built by Astro and carries no meta policy. Scripts stay 'self' only: the
 * editor's bundle evaluates no strings and the page has no inline script. Where a host combines this
 * rule with the '/*' rule, both policies apply; the '/*' header policy holds no fetch directive, so it
 * takes nothing from the editor. Each relaxation beyond the public page's policy is named beside it.
 */
export const adminCspDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  // Relaxation: the editor (Svelte) inserts <style> elements and style attributes while it runs; their
  // contents are not known at build time, so they cannot be hashed.
  "style-src 'self' 'unsafe-inline'",
  // Relaxation: blob: previews a picture chosen for upload before it is saved; data: is how the editor
  // draws some of its own images; GitHub serves the signed-in editor's avatar.
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  // Relaxation: the Git-host backend (GitHub's REST and GraphQL API) reads and commits content, and
  // GitHub's status page tells editors when GitHub is down; the editor also fetches its own data: and
  // blob: URLs for pictures. Its update check (unpkg.com) stays refused: updates come through npm.
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "font-src 'self'",
  // Relaxation: the editor plays media and runs workers from blob: URLs it creates itself.
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "manifest-src 'self'",
  ...headerOnlyCspDirectives,
  ...sharedCspDirectives,
] as const;

/** Headers of the browser editor's files, on top of those for every response. */
export const adminHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': adminCspDirectives.join('; '),
  // Kept out of search results even if a link to it appears somewhere.
  'X-Robots-Tag': 'noindex, nofollow',
  // Its file names carry no content hash: ask the server each time, so an update is picked up.
  'Cache-Control': 'no-cache',
};

/** Every header rule of the site, in order. */
export const headerRules: readonly HeaderRule[] = [
  { path: '/*', headers: securityHeaders },
  { path: '/_astro/*', headers: { 'Cache-Control': immutableCache } },
  { path: editorPathWithoutSlash, headers: adminHeaders },
  { path: `${editorPath}*`, headers: adminHeaders },
];

/** Cloudflare Pages' limits for `_headers`. */
const headersFileLimits = { rules: 100, lineLength: 2000 } as const;

/** The `_headers` file (Netlify and Cloudflare Pages). */
export function buildHeadersFile(rules: readonly HeaderRule[] = headerRules): string {
  if (rules.length > headersFileLimits.rules)
    throw new Error(`_headers: ${rules.length} rules; Cloudflare Pages reads at most ${headersFileLimits.rules}.`);
  const lines = [
    '# Written by the build from src/lib/security-policy.ts; edit that file, not this one.',
    ...rules.flatMap(({ path, headers }) => [
      path,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
  ];
  const tooLong = lines.find((line) => line.length > headersFileLimits.lineLength);
  if (tooLong)
    throw new Error(
      `_headers: a line is longer than ${headersFileLimits.lineLength} characters (Cloudflare Pages' limit): ${tooLong.slice(0, 80)}…`,
    );
  return `${lines.join('\n')}\n`;
}

/** Vercel's `source` syntax for a `_headers` path pattern: `/*` → `/(.*)`. */
export function vercelSource(path: string): string {
  return path.replace(/\*/g, '(.*)');
}

/** `vercel.json` with the same rules (Vercel applies every matching rule, later ones winning). */
export function buildVercelConfig(rules: readonly HeaderRule[] = headerRules) {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: rules.map(({ path, headers }) => ({
      source: vercelSource(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  };
}
