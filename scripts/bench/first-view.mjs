/**
 * The first view's bytes: how much of the served, gzipped document a browser must have received to
 * hold everything up to the end of the first view (the first `<section>` of `<main>`: our hero), plus
 * the gzipped bytes of every stylesheet and script before that point that blocks rendering. Fitting
 * TCP's first round trip (about 14.6 KB with the response's headers) means the first view can paint
 * without waiting for a second one.
 */
import { get } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';

/** Where the first section of `<main>` ends in `html` (its closing tag's end), or -1. */
export function firstViewEnd(html) {
  const main = html.search(/<main[\s>]/);
  if (main < 0) return -1;
  const tags = /<(\/?)section[\s>]/g;
  tags.lastIndex = main;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', tag.index) + 1;
  }
  return -1;
}

/**
 * How many bytes of the gzip stream `gzipped` decode to at least `bytes` bytes of the document: the
 * fewest that carry everything before that point (a truncated stream decodes as far as it goes).
 */
export function gzipBytesFor(gzipped, bytes) {
  const decodedFrom = (length) =>
    gunzipSync(gzipped.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH }).length;
  let low = 0;
  let high = gzipped.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedFrom(middle) >= bytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A tag's attributes by lower-case name; a bare attribute's value is ''. */
const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)]
      .slice(1)
      .map(([, name, ...values]) => [name.toLowerCase(), values.find((value) => value !== undefined) ?? '']),
  );

/**
 * The stylesheets `html` links for screens (every medium, or `all` or `screen`), as URLs relative to
 * the page.
 * @param {string} html
 */
export const stylesheetUrls = (html) =>
  [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag))
    .filter((link) => /(^|\s)stylesheet(\s|$)/i.test(link.rel ?? '') && link.href)
    .filter((link) => !link.media || /^(all|screen)$/i.test(link.media.trim()))
    .map((link) => link.href);

/**
 * What blocks rendering before the first view ends: stylesheets for every medium and classic
 * scripts without `async` or `defer`, as URLs relative to the page.
 * @param {string} html the document up to the end of the first view
 */
export function renderBlockingUrls(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => attributes(tag))
    .filter((script) => script.src && !('async' in script) && !('defer' in script) && script.type !== 'module')
    .map((script) => script.src);
  return [...stylesheetUrls(html), ...scripts];
}

/** The body of `url` exactly as a host sends it to a browser that accepts gzip (fetch() would decode it). */
const servedBody = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] })
          : reject(new Error(`bench: ${url} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });

/**
 * The first view's bytes of the page at `origin`, and what they are made of.
 * @param {string} origin
 */
export async function measureFirstView(origin) {
  const { body, encoding } = await servedBody(`${origin}/`);
  if (encoding !== 'gzip')
    throw new Error(`bench: ${origin}/ was not served with gzip; the first view's bytes are gzip bytes.`);
  const html = gunzipSync(body).toString('utf8');
  const end = firstViewEnd(html);
  if (end < 0) throw new Error(`bench: ${origin}/ has no <section> in <main>, so no first view to measure.`);
  const firstView = html.slice(0, end);
  const document = gzipBytesFor(body, Buffer.byteLength(firstView));
  const blocking = [];
  for (const url of renderBlockingUrls(firstView)) {
    const resource = await servedBody(new URL(url, `${origin}/`).href);
    blocking.push({ url, bytes: resource.body.length });
  }
  return { bytes: document + blocking.reduce((sum, { bytes }) => sum + bytes, 0), document, blocking };
}
