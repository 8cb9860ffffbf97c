/** /apple-touch-icon.png: 180 px, opaque (iOS paints transparent corners black and rounds them itself). */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/entries';
import { appleTouchIconSize, fileResponse, rasterise, readArtwork } from '~/lib/build/brand-assets';

export const GET: APIRoute = async () => {
  const { icon, themeColour } = await getSingleton('seo');
  const png = await rasterise(await readArtwork(icon), {
    width: appleTouchIconSize,
    height: appleTouchIconSize,
    background: themeColour,
  });
  return fileResponse(png, 'image/png');
};
