/** /icon-192.png and /icon-512.png: the home-screen icons the web manifest lists. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSingleton } from '~/lib/content/entries';
import { fileResponse, manifestIconSizes, rasterise, readArtwork } from '~/lib/build/brand-assets';

export const getStaticPaths = (() =>
  manifestIconSizes.map((size) => ({ params: { size: String(size) }, props: { size } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ size: number }> = async ({ props }) => {
  const png = await rasterise(await readArtwork((await getSingleton('seo')).icon), {
    width: props.size,
    height: props.size,
  });
  return fileResponse(png, 'image/png');
};
