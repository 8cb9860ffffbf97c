/**
 * Astro integration: the browser editor at /admin/ (Sveltia CMS, bundled from npm), written next to the
 * site after a build and served from memory by `astro dev`; nothing on the public page loads it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCmsConfig } from '~/lib/build/cms-config';
import type { EditorSettings } from '~/lib/settings';
import { editorPath, editorPathWithoutSlash } from '~/lib/editor-path';

const require = createRequire(import.meta.url);
/** The editor's browser build; the package exports only its npm entry (npm/index.js), beside dist/. */
const sveltiaDist = join(dirname(require.resolve('@sveltia/cms')), '../dist');

/**
 * The editor's three families, with every subset the @fontsource packages have (the editor's own rules,
 * pointed at the same files by editorScript, declare the Latin one only): an entry in another script
 * shows in the editor's font too.
 */
const fontSources = [
  { family: 'Material Symbols Outlined', css: '@fontsource-variable/material-symbols-outlined/wght.css' },
  { family: 'Source Sans 3', css: '@fontsource-variable/source-sans-3/wght.css' },
  { family: 'Noto Mono', css: '@fontsource/noto-mono/400.css' },
] as const;

/** fonts.css and the font files it names (file name → absolute path in node_modules). */
function fonts(): { css: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const css = fontSources
    .map(({ family, css: cssPath }) => {
      const cssFile = require.resolve(cssPath);
      return readFileSync(cssFile, 'utf8')
        .replace(/font-family: '[^']*';/g, `font-family: '${family}';`)
        .replace(/url\(\.\/files\/([^)]+)\)/g, (_match, name: string) => {
          files.set(name, join(dirname(cssFile), 'files', name));
          return `url(./fonts/${name})`;
        });
    })
    .join('\n');
  return { css, files };
}

/**
 * The editor's own `@font-face` rules (in its script, inserted as a style when it starts) name files on
 * a public CDN, fontsource's on jsDelivr, as `…/fonts/<family>[:vf]@<version>/<file>`; the same files
 * come with the @fontsource packages as `<family>-<file>`.
 */
const cdnFontUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([\w-]+\.woff2)/g;

/** The editor's base address on a public CDN (unpkg), from which it checks hourly for a newer version. */
const updateCheckBase = 'https://unpkg.com/@sveltia/cms';

/** Where the editor's update check asks instead: our own origin, which answers with the version installed. */
const versionFile = 'sveltia-cms/package.json';

/**
 * The editor's script with what it would fetch from public CDNs, which the editor's policy refuses
 * (font-src and connect-src 'self'), pointed at our own origin: its three fonts at the self-hosted files
 * (`fontFiles`, from fonts.css), its update check at `versionFile` (updates come through npm, not a
 * notice in the editor). Refused, each would only log a policy error and a request; a script in which
 * either is no longer found stops the build here, naming what changed, rather than let them back in.
 */
function editorScript(fontFiles: ReadonlyMap<string, string>): string {
  const bundle = readFileSync(join(sveltiaDist, 'sveltia-cms.js'), 'utf8');
  const fonts = [...bundle.matchAll(cdnFontUrl)];
  if (fonts.length === 0)
    throw new Error(
      'admin-editor: the editor no longer declares its fonts on fontsource’s CDN; check where it loads them from.',
    );
  let script = bundle.replace(cdnFontUrl, (url, family: string, file: string) => {
    const name = `${family}-${file}`;
    if (!fontFiles.has(name))
      throw new Error(`admin-editor: the editor asks for ${url}, which no self-hosted font file (${name}) provides.`);
    return `${editorPath}fonts/${name}`;
  });
  // The base is a constant of its own (`x=\`https://unpkg.com/@sveltia/cms\``); the update check asks for `${x}/package.json`.
  const base = new RegExp(`(\\w+)=\`${updateCheckBase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\``).exec(script)?.[1];
  const check = base === undefined ? undefined : `\`\${${base}}/package.json\``;
  if (check === undefined || script.split(check).length !== 2)
    throw new Error(
      `admin-editor: the editor's update check (${updateCheckBase}/package.json) was not found once in its script; check what it fetches.`,
    );
  script = script.replace(check, `\`${editorPath}${versionFile}\``);
  return script;
}

/** What the update check reads: the version installed, so it never offers one. */
const installedVersion = () =>
  `${JSON.stringify({ version: (JSON.parse(readFileSync(join(sveltiaDist, '../package.json'), 'utf8')) as { version: string }).version })}\n`;

/** The editor's page: no inline script or style, so its policy needs no hash and no 'unsafe-inline' for scripts. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Site editor</title>
    <link rel="stylesheet" href="${editorPath}fonts.css" />
    <link rel="cms-config-url" type="application/yaml" href="${editorPath}config.yml" />
    <script defer src="${editorPath}init.js"></script>
    <script defer src="${editorPath}sveltia-cms.js"></script>
    <script defer src="${editorPath}start.js"></script>
  </head>
  <body></body>
</html>
`;

/** Runs before the editor's script: it then waits for start.js instead of starting by itself. */
const initJs =
  '// Start the editor from start.js, after the preview style is registered.\nwindow.CMS_MANUAL_INIT = true;\n';
const startJs = `// The site's own stylesheet in the editor's preview pane, then start the editor.\nwindow.CMS.registerPreviewStyle('${editorPath}preview.css');\nwindow.CMS.init();\n`;

/** The site's stylesheet as the built index.html has it, in order: its <style>s and the files it links. */
function pageStyles(outDir: string): string {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>|<link rel="stylesheet" href="\/([^"]+)">/g)]
    .map(([, inline, linked]) => inline ?? readFileSync(join(outDir, linked), 'utf8'))
    .join('\n');
}

/** The project's name (package.json), which is usually the name of the folder an editor picks. */
const projectName = () =>
  (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { name: string }).name;

/** The generated and copied files, as URL path under the editor's folder → contents. */
function editorFiles(editor: EditorSettings, siteUrl: string, previewCss: string) {
  const { css, files } = fonts();
  const generated = new Map<string, string | Buffer>([
    ['index.html', indexHtml],
    ['sveltia-cms.js', editorScript(files)],
    [versionFile, installedVersion()],
    ['config.yml', `${JSON.stringify(buildCmsConfig({ ...editor, localFolder: projectName() }, siteUrl), null, 2)}\n`],
    ['init.js', initJs],
    ['start.js', startJs],
    ['fonts.css', css],
    ['preview.css', previewCss],
  ]);
  return { generated, fontFiles: files };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/**
 * Astro integration: the browser editor at /admin/ (Sveltia CMS, bundled from npm). It is not an
 * Astro page on purpose: Astro would give it the public page's hashed Content-Security-Policy meta
 * tag, under which the editor cannot run (it inserts styles at run time). Its files are written
 * next to the site after a build, and served from memory by `astro dev`:
 *
 *   /admin/index.html    the editor's page: noindex, three scripts of our own origin, no inline code
 *   /admin/config.yml    generated from the content schemas (src/lib/build/cms-config.ts); JSON is valid YAML
 *   /admin/sveltia-cms.js, /admin/chunks/   the editor itself, from node_modules/@sveltia/cms, asking our
 *                        origin, not public CDNs, for its fonts and its version (editorScript)
 *   /admin/sveltia-cms/package.json          the version installed, for the editor's update check
 *   /admin/init.js, /admin/start.js          manual start, so the site's styles are registered for the preview first
 *   /admin/fonts.css, /admin/fonts/          the editor's fonts and icons, self-hosted from @fontsource packages
 *   /admin/preview.css   the page's own stylesheet, for the editor's preview pane
 *
 * Nothing on the public page links to or loads any of these files.
 */
export function adminEditor({ editor, siteUrl }: { editor: EditorSettings; siteUrl: string }): AstroIntegration {
  return {
    name: 'admin-editor',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // In `astro dev` the page's styles come from Vite, not from a built file: the preview goes without them.
        const { generated, fontFiles } = editorFiles(
          editor,
          siteUrl,
          "/* The site's styles are added by `npm run build`. */\n",
        );
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (path === editorPathWithoutSlash) {
            response.writeHead(301, { Location: editorPath }).end();
            return;
          }
          if (!path.startsWith(editorPath)) return next();
          const name = path.slice(editorPath.length) || 'index.html';
          const file = name.startsWith('fonts/')
            ? fontFiles.get(name.slice('fonts/'.length))
            : name.startsWith('chunks/')
              ? join(sveltiaDist, name)
              : undefined;
          const body = generated.get(name) ?? (file && existsSync(file) ? readFileSync(file) : undefined);
          if (body === undefined) return next();
          response.writeHead(200, { 'Content-Type': contentTypes[extname(name)] ?? 'application/octet-stream' });
          response.end(body);
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const editorDir = join(outDir, editorPath);
        const { generated, fontFiles } = editorFiles(editor, siteUrl, pageStyles(outDir));
        mkdirSync(join(editorDir, 'fonts'), { recursive: true });
        for (const [name, body] of generated) {
          mkdirSync(dirname(join(editorDir, name)), { recursive: true });
          writeFileSync(join(editorDir, name), body);
        }
        for (const [name, source] of fontFiles) cpSync(source, join(editorDir, 'fonts', name));
        cpSync(join(sveltiaDist, 'chunks'), join(editorDir, 'chunks'), {
          recursive: true,
          // Source maps are for Sveltia's own developers; they would triple the upload.
          filter: (source) => !source.endsWith('.map'),
        });
        if (!editor.repository) {
          logger.warn(
            `The editor at ${editorPath} can only edit a local checkout: set CMS_REPOSITORY (owner/name on GitHub) to let editors sign in and publish from the deployed site.`,
          );
        }
      },
    },
  };
}
