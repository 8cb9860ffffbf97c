/** The page's stylesheet after the first view, at the hashed address the layout links (lib/build/page-stylesheet.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { pageStylesheet } from '~/lib/build/page-stylesheet';

export const getStaticPaths = (() => [
  { params: { stylesheet: pageStylesheet.restPath.slice(1, -'.css'.length) } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(pageStylesheet.rest, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
