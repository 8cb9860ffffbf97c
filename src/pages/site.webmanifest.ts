/** /site.webmanifest: name, colours and home-screen icons for browsers that install or pin the site. */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/collections';
import { brandAssetPaths, fileResponse, manifestIconSizes } from '~/lib/build/brand-assets';
import { buildWebManifest } from '~/lib/head';

export const GET: APIRoute = async () => {
  const [seo, site] = await Promise.all([getSingleton('seo'), getSingleton('site')]);
  const manifest = buildWebManifest({
    name: site.brand,
    shortName: seo.shortName,
    description: seo.description,
    themeColour: seo.themeColour,
    backgroundColour: seo.backgroundColour,
    icons: manifestIconSizes.map((size) => ({ src: brandAssetPaths.manifestIcon(size), size })),
  });
  return fileResponse(JSON.stringify(manifest, null, 2), 'application/manifest+json');
};
