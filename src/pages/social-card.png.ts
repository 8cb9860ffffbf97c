/** /social-card.png: the 1200 × 630 picture social networks show when the page is shared. */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/entries';
import { fileResponse, rasterise, readArtwork, socialImageSize } from '~/lib/build/brand-assets';

export const GET: APIRoute = async () => {
  const { socialImage, backgroundColour } = await getSingleton('seo');
  // Opaque: some networks show transparent pixels as black.
  const png = await rasterise(await readArtwork(socialImage), { ...socialImageSize, background: backgroundColour });
  return fileResponse(png, 'image/png');
};
