/**
 * Astro integration: registers the `client:on` directive (./client-on-directive.ts), which hydrates
 * an island on the first of a set of events, such as the visitor's first scroll or their pointer over
 * the island, and can hold a press made before the island runs.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Space-separated events: `pointerover`, `window:scroll`, `press`, `visible:200px`, ... (see ./client-on-directive.ts). */
    'client:on'?: string;
  }
}

export function clientOn(): AstroIntegration {
  return {
    name: 'client-on',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'on',
          entrypoint: fileURLToPath(new URL('./client-on-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
