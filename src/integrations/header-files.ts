/**
 * Astro integration: after a build, writes the headers of src/lib/security-policy.ts to `_headers` and
 * `vercel.json` in the output folder, and checks every page carries Astro's CSP meta tag.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editorPath } from '~/lib/editor-path';
import { buildHeadersFile, buildVercelConfig } from '~/lib/security-policy';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * `voiceApiUrl`: the resolved voice API address (src/lib/settings.ts), whose origin every page's CSP must allow.
 *
 * `vercel.json` goes into the output folder, next to `_headers`, because what we deploy is one static
 * folder: `vercel deploy dist` (or a Vercel project whose root directory is the
 * prebuilt folder) reads it there. A Vercel project that builds from the repository reads the
 * repository's own vercel.json, the same text (tests/tooling/host-files.test.ts keeps them equal).
 */
export function securityHeaders(voiceApiUrl: string): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const origin = new URL(voiceApiUrl).origin;
        // The header policy has no script-src of its own: a page without the meta policy would have none.
        // The browser editor's page (src/integrations/admin-editor.ts) is not built by Astro: its policy is its own header rule.
        for (const file of (await htmlFiles(outDir)).filter((file) => !file.startsWith(join(outDir, editorPath)))) {
          const html = await readFile(file, 'utf8');
          const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
          if (!meta)
            throw new Error(
              `security-headers: ${file} has no Content-Security-Policy meta tag; keep security.csp on in astro.config.mjs.`,
            );
          if (!meta.includes(origin))
            throw new Error(`security-headers: the CSP of ${file} does not allow the voice API ${origin}.`);
        }
        await writeFile(join(outDir, '_headers'), buildHeadersFile());
        await writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(buildVercelConfig(), null, 2)}\n`);
        logger.info(`wrote _headers and vercel.json; connect-src allows the voice API at ${origin}`);
      },
    },
  };
}
