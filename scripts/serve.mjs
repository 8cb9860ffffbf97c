#!/usr/bin/env node
/**
 * Serves a built site the way a static host or CDN would: compressed (brotli where the browser accepts
 * it, else gzip: the `compression` middleware), with the response
 * headers from the build's own `_headers` file (Netlify / Cloudflare Pages format), so local
 * previews, browser tests and the benchmark all see the deployed security policy.
 *
 * `--gzip-only` serves gzip to every browser, as a host without brotli does: the bench counts its byte
 * budgets in that larger encoding.
 *
 *   node scripts/serve.mjs [--dir dist] [--port 4321] [--host 127.0.0.1] [--gzip-only]
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './headers-file.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: process.env.ASTRO_OUT_DIR ?? 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    'gzip-only': { type: 'boolean', default: false },
  },
});

const root = resolve(values.dir);
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; build the site first (npm run build).`);
  process.exit(1);
}

const headersFile = resolve(root, '_headers');
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const compress = compression();
const serveStatic = sirv(root, { dev: false, etag: true, extensions: ['html'] });
const notFoundPage = existsSync(resolve(root, '404.html')) ? readFileSync(resolve(root, '404.html')) : null;

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  for (const [name, value] of headersForPath(headerRules, path)) response.setHeader(name, value);
  if (values['gzip-only'] && request.headers['accept-encoding'])
    request.headers['accept-encoding'] = request.headers['accept-encoding']
      .split(',')
      .filter((encoding) => encoding.trim().split(';')[0] !== 'br')
      .join(',');
  compress(request, response, () => {
    serveStatic(request, response, () => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(notFoundPage ?? 'Not found');
    });
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir} at http://${values.host}:${values.port}/ (Ctrl+C to stop)`);
});
