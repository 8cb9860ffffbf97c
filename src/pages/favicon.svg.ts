/** /favicon.svg: the icon artwork as it is (modern browsers prefer it; it stays sharp at any size). */
import type { APIRoute } from 'astro';
import { getSingleton } from '~/lib/content/collections';
import { fileResponse, iconSvg } from '~/lib/build/brand-assets';

export const GET: APIRoute = async () => fileResponse(await iconSvg((await getSingleton('seo')).icon), 'image/svg+xml');
