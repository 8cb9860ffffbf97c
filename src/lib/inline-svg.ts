/**
 * Small SVG artwork from content/ as a `data:` URL, so the browser paints it with the HTML, without a
 * request of its own: the hero's (the page's largest paint) and the header's logo.
 */
import type { ImageMetadata } from 'astro';

/** Beyond this (source bytes), a separate, cacheable file is the lighter choice. */
export const INLINE_SVG_MAX_BYTES = 8 * 1024;

// Every SVG under content/: as Astro's image pipeline names it, and as text. The pipeline's `src` is
// what a content entry's image field holds too, so it identifies the file exactly.
const svgImages = import.meta.glob<ImageMetadata>('/content/**/*.svg', { eager: true, import: 'default' });
const svgSources = import.meta.glob<string>('/content/**/*.svg', { eager: true, import: 'default', query: '?raw' });

/**
 * The `data:` URL of an image field's SVG from content/, or undefined when the image is not an SVG
 * there or is larger than `INLINE_SVG_MAX_BYTES` (then serve `image.src` as usual). On a phone network
 * a separate request costs a connection and a round trip after the HTML; inlined, the first view asks
 * for nothing but the document.
 */
export function smallSvgDataUrl(image: ImageMetadata): string | undefined {
  if (image.format !== 'svg') return undefined;
  const path = Object.keys(svgImages).find((key) => svgImages[key]?.src === image.src);
  return path ? smallDataUrlOf(svgSources[path]) : undefined;
}

/**
 * The same for a file named by its path in content/ (as content/seo.json names the icon,
 * "./images/logo-mark.svg"). Read from the build's own copy, never awaited: the header asks for it
 * while rendering, and waiting there would let the page's islands render, and be numbered, in a
 * different order from build to build.
 */
export function smallSvgDataUrlAt(contentPath: string): string | undefined {
  return smallDataUrlOf(svgSources[`/content/${contentPath.replace(/^\.\//, '')}`]);
}

function smallDataUrlOf(source: string | undefined): string | undefined {
  if (source === undefined || new TextEncoder().encode(source).length > INLINE_SVG_MAX_BYTES) return undefined;
  return `data:image/svg+xml,${encodeForDataUrl(source)}`;
}

/**
 * Percent-encodes only what a URL cannot hold as is (the URL standard's code points), so the SVG stays
 * readable and compresses as well as the page around it (encodeURIComponent would nearly double it
 * and defeat gzip). Whitespace runs become one space, as SVG's default whitespace handling renders
 * them anyway, written %20, and go between tags where they draw nothing (everywhere but among a
 * text's parts, so an SVG with text keeps them); double quotes become single ones where the file has
 * none (else %22).
 */
export function encodeForDataUrl(svg: string): string {
  const collapsed = svg.replace(/\s+/g, ' ').trim();
  const encoded = (collapsed.includes('<text') ? collapsed : collapsed.replaceAll('> <', '><')).replace(
    /[ %#<>{}|\\^`[\]]/g,
    (character) => encodeURIComponent(character),
  );
  return encoded.includes("'") ? encoded.replaceAll('"', '%22') : encoded.replaceAll('"', "'");
}
