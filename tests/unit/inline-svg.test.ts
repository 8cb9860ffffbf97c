/**
 * The hero's SVG inside the page (src/lib/inline-svg.ts): found exactly by the image pipeline's
 * address, encoded so a browser reads it back unchanged, and left as a file when large.
 */
import type { ImageMetadata } from 'astro';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeForDataUrl, INLINE_SVG_MAX_BYTES, smallSvgDataUrl, smallSvgDataUrlAt } from '~/lib/inline-svg';
import hero from '../../content/images/hero.svg';

const heroSource = readFileSync(new URL('../../content/images/hero.svg', import.meta.url), 'utf8');
/** What a browser makes of a data: URL's text. */
const decode = (dataUrl: string) => decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml,/, ''));
/** The same drawing as an SVG file without text: whitespace collapsed, and none between tags. */
const drawnAs = (source: string) => source.replace(/\s+/g, ' ').trim().replaceAll('> <', '><');

describe('encodeForDataUrl', () => {
  it('encodes only what a URL cannot hold, and decodes back to the same SVG', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#f00" d="M0 0h10"/>\n  <text>50%</text>\n</svg>';
    const encoded = encodeForDataUrl(svg);
    // Nor a space: the W3C checker rejects an address with one (tests/e2e/html-validity.spec.ts).
    expect(encoded).not.toMatch(/[<>#"\n ]/);
    // A text's parts keep the spaces between them: they would draw as words run together.
    expect(decodeURIComponent(encoded).replaceAll("'", '"')).toBe(svg.replace(/\s+/g, ' '));
  });

  it('drops the whitespace between the tags of an SVG without text, where it draws nothing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="4" height="4"/>\n  <title>A square</title>\n</svg>';
    expect(decodeURIComponent(encodeForDataUrl(svg))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'><rect width='4' height='4'/><title>A square</title></svg>",
    );
  });

  it('keeps single quotes in the text apart from the attribute quotes', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Source Sans 3'">Hi</text></svg>`;
    expect(decodeURIComponent(encodeForDataUrl(svg))).toBe(svg);
  });
});

describe('smallSvgDataUrl', () => {
  it('inlines the sample hero, which is small, as the same picture', () => {
    const dataUrl = smallSvgDataUrl(hero as ImageMetadata);
    expect(dataUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(decode(dataUrl!).replaceAll("'", '"')).toBe(drawnAs(heroSource));
    expect(heroSource.length).toBeLessThanOrEqual(INLINE_SVG_MAX_BYTES);
  });

  it('leaves alone an image that is not an SVG from content/', () => {
    expect(smallSvgDataUrl({ ...(hero as ImageMetadata), src: '/_astro/elsewhere.svg' })).toBeUndefined();
    expect(smallSvgDataUrl({ ...(hero as ImageMetadata), format: 'avif' })).toBeUndefined();
  });
});

describe('smallSvgDataUrlAt', () => {
  it('inlines the icon content/seo.json names, as the same picture', () => {
    const { icon } = JSON.parse(readFileSync(new URL('../../content/seo.json', import.meta.url), 'utf8')) as {
      icon: string;
    };
    const iconSource = readFileSync(new URL(`../../content/${icon}`, import.meta.url), 'utf8');
    const dataUrl = smallSvgDataUrlAt(icon);
    expect(dataUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(decode(dataUrl!).replaceAll("'", '"')).toBe(drawnAs(iconSource));
    expect(smallSvgDataUrlAt(icon.replace(/^\.\//, ''))).toBe(dataUrl);
  });

  it('leaves alone a path that is no SVG in content/ (a PNG icon is linked as /favicon.svg)', () => {
    expect(smallSvgDataUrlAt('./images/logo.png')).toBeUndefined();
    expect(smallSvgDataUrlAt('./images/missing.svg')).toBeUndefined();
  });
});
