/** Moves Astro's island runtime to the end of every HTML page's body, its rule to the head (see ./island-scripts-last.ts). */
import { defineMiddleware } from 'astro:middleware';
import { moveIslandRuntimeLast, moveIslandStyleToHead } from './island-scripts-last';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(moveIslandRuntimeLast(moveIslandStyleToHead(await response.text())), response);
});
