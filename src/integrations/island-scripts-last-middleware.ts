/** Moves Astro's island runtime to the end of every HTML page's body (see ./island-scripts-last.ts). */
import { defineMiddleware } from 'astro:middleware';
import { moveIslandRuntimeLast } from './island-scripts-last';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(moveIslandRuntimeLast(await response.text()), response);
});
