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
 * The editor declares these three families with files on a public CDN, which the admin policy
 * (font-src 'self') refuses; declaring them again with self-hosted files makes the browser use ours.
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
 *   /admin/sveltia-cms.js, /admin/chunks/   the editor itself, from node_modules/@sveltia/cms
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
            : name === 'sveltia-cms.js' || name.startsWith('chunks/')
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
        for (const [name, body] of generated) writeFileSync(join(editorDir, name), body);
        for (const [name, source] of fontFiles) cpSync(source, join(editorDir, 'fonts', name));
        cpSync(join(sveltiaDist, 'sveltia-cms.js'), join(editorDir, 'sveltia-cms.js'));
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
