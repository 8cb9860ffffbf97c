/** /robots.txt: everything may be crawled; the sitemap's absolute address comes from `site`. */
import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '~/lib/head';

export const GET: APIRoute = ({ site }) =>
  new Response(buildRobotsTxt(site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
