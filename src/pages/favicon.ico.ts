/** /favicon.ico: 32 and 48 px PNGs in one file, for browsers and tools that ask for it by name. */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/entries';
import { encodeIco, faviconIcoSizes, fileResponse, rasterise, readArtwork } from '~/lib/build/brand-assets';

export const GET: APIRoute = async () => {
  const artwork = await readArtwork((await getSingleton('seo')).icon);
  const images = await Promise.all(
    faviconIcoSizes.map(async (size) => ({ size, png: await rasterise(artwork, { width: size, height: size }) })),
  );
  return fileResponse(encodeIco(images), 'image/x-icon');
};
