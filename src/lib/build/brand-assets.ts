/**
 * The icons and the social card, rasterised at build time from the artwork named in content/seo.json
 * (never fetched from a service).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';

/**
 * Where each generated file is served: one list, shared by the endpoints that write the files, the head
 * tags, the web manifest and the structured data, so a link can never point at a file the build did not make.
 */
export const brandAssetPaths = {
  faviconSvg: '/favicon.svg',
  faviconIco: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  /** Home-screen icons listed in the web manifest; `{size}` is 192 or 512. */
  manifestIcon: (size: ManifestIconSize) => `/icon-${size}.png`,
  socialImage: '/social-card.png',
} as const;

/** Sizes inside favicon.ico: 32 for tabs, 48 for Windows' site tiles and older search results. */
export const faviconIcoSizes = [32, 48] as const;
/** The two sizes browsers ask a web manifest for. */
export const manifestIconSizes = [192, 512] as const;
export type ManifestIconSize = (typeof manifestIconSizes)[number];
/** iOS home-screen icon size. */
export const appleTouchIconSize = 180;
/** The size every social network crops its large card to (1.91 : 1). */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** Absolute path of a picture named in content/seo.json (paths there are relative to content/). */
export const contentFile = (relativePath: string) => resolve(process.cwd(), 'content', relativePath);

/**
 * A PNG of `width` × `height` from SVG or PNG artwork. SVG is rendered at the density that gives the
 * target size directly, so small artwork (a 64 px logo) stays sharp at 512 px instead of being upscaled.
 * `background` flattens transparency (iOS fills transparent corners with black).
 */
export async function rasterise(
  artwork: Buffer,
  { width, height, background }: { width: number; height: number; background?: string },
): Promise<Buffer> {
  const { width: sourceWidth = width, format } = await sharp(artwork).metadata();
  const density = format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / sourceWidth))) : undefined;
  let image = sharp(artwork, density ? { density } : {}).resize(width, height, { fit: 'cover' });
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An .ico file holding PNG images (allowed since Windows Vista and read by every current browser).
 * Layout: a 6-byte header, one 16-byte directory entry per image, then the PNG data.
 */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const headerSize = 6;
  const entrySize = 16;
  const header = Buffer.alloc(headerSize + entrySize * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (size < 1 || size > 256) throw new RangeError(`encodeIco: an icon is 1 to 256 pixels wide, not ${size}.`);
    const entry = headerSize + entrySize * index;
    header.writeUInt8(size === 256 ? 0 : size, entry); // width; 0 means 256
    header.writeUInt8(size === 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** Reads artwork named in content/seo.json. */
export const readArtwork = (relativePath: string) => readFile(contentFile(relativePath));

/** An endpoint response for a generated file, typed by its extension. */
export function fileResponse(body: Buffer | string, contentType: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'Content-Type': contentType },
  });
}
