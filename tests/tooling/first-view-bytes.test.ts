/**
 * How the bench counts the first view's bytes (scripts/bench/first-view.mjs): where the first view
 * ends, how much of the gzip stream carries it, and what before it blocks the paint; and which
 * stylesheets the whole page's HTML + CSS in gzip adds to the document.
 */
import { gunzipSync, gzipSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstViewEnd, gzipBytesFor, renderBlockingUrls, stylesheetUrls } from '../../scripts/bench/first-view.mjs';

describe('the first view’s bytes', () => {
  it('ends with the first section of <main>, nested sections included', () => {
    const html =
      '<section>header</section><main><section id="home"><section>inner</section></section><section id="about">';
    expect(html.slice(0, firstViewEnd(html))).toMatch(/<section>inner<\/section><\/section>$/);
    expect(firstViewEnd('<main><p>no section</p></main>')).toBe(-1);
  });

  it('counts the fewest gzip bytes that decode to the first view', () => {
    const text = Array.from({ length: 4000 }, (_, index) => `<p>${index * 7919}</p>`).join('');
    const gzipped = gzipSync(text);
    const bytes = gzipBytesFor(gzipped, 10_000);
    const decoded = (length: number) =>
      gunzipSync(gzipped.subarray(0, length), { finishFlush: constants.Z_SYNC_FLUSH }).length;
    expect(decoded(bytes)).toBeGreaterThanOrEqual(10_000);
    expect(decoded(bytes - 1)).toBeLessThan(10_000);
    expect(gzipBytesFor(gzipped, text.length)).toBeLessThanOrEqual(gzipped.length);
  });

  it('names the stylesheets and classic scripts that block the paint, and nothing else', () => {
    const head = [
      '<link rel="stylesheet" href="/a.css">',
      '<link rel="stylesheet" href="/print.css" media="print">',
      '<link rel="preload" href="/font.woff2" as="font">',
      '<script src="/blocking.js"></script>',
      '<script src="/deferred.js" defer></script>',
      '<script type="module" src="/module.js"></script>',
      '<script>inline()</script>',
    ].join('');
    expect(renderBlockingUrls(head)).toEqual(['/a.css', '/blocking.js']);
  });

  it('counts every stylesheet the page links for screens, in the body too, for the HTML + CSS in gzip', () => {
    const page = [
      '<head><link rel="stylesheet" href="/first.css"><link rel="icon" href="/favicon.svg"></head>',
      '<body><main><section>hero</section><link rel=stylesheet href=/rest.css>',
      '<link rel="stylesheet" href="/print.css" media="print"><link rel="stylesheet" media="screen" href="/screen.css">',
      '</main></body>',
    ].join('');
    expect(stylesheetUrls(page)).toEqual(['/first.css', '/rest.css', '/screen.css']);
  });
});
