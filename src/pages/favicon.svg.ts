/** /favicon.svg: the icon artwork as it is (modern browsers prefer it; it stays sharp at any size). */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/entries';
import { fileResponse, rasterise, readArtwork } from '~/lib/build/brand-assets';

export const GET: APIRoute = async () => {
  const { icon } = await getSingleton('seo');
  const artwork = await readArtwork(icon);
  // A PNG icon has no vector form: wrap a 512 px rendering so the link still works.
  const svg = icon.toLowerCase().endsWith('.svg')
    ? artwork.toString('utf8')
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><image width="512" height="512" href="data:image/png;base64,${(await rasterise(artwork, { width: 512, height: 512 })).toString('base64')}"/></svg>`;
  return fileResponse(svg, 'image/svg+xml');
};
