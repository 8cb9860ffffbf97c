/**
 * Astro integration: in `astro dev`, a content slip is shown where editors look, in the browser. While
 * any is kept (src/lib/content/content-slips.ts, by the loaders), every page answers with it in the
 * build's words, through Astro's error display, opened at the file and line to fix
 * (./content-slips-middleware.ts); the page reloads by itself when a slip comes or goes (the loaders
 * write the slips into the data store, whose every write Astro's dev server follows with a reload). The
 * build is untouched: there the first slip stops it.
 */
import type { AstroIntegration } from 'astro';

export function contentSlipsInBrowser(): AstroIntegration {
  return {
    name: 'content-slips',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command === 'dev')
          addMiddleware({ entrypoint: new URL('./content-slips-middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
