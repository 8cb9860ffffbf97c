/** In `astro dev`, answers every request with the content slips while there are any (see ./content-slips.ts). */
import { defineMiddleware } from 'astro:middleware';
import { contentSlips, slipsError } from '~/lib/content/content-slips';

export const onRequest = defineMiddleware((_context, next) => {
  const slips = contentSlips();
  if (slips.length > 0) throw slipsError(slips);
  return next();
});
