/**
 * Astro integration: registers the `client:on` directive (./first-event-directive.ts), which hydrates
 * an island on the first of a set of events, such as the visitor's first scroll or their pointer over
 * the island, and can hold a press made before the island runs.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Space-separated events: `pointerover`, `window:scroll`, `press`, ... (see ./first-event-directive.ts). */
    'client:on'?: string;
  }
}

export function firstEventHydration(): AstroIntegration {
  return {
    name: 'first-event-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'on',
          entrypoint: fileURLToPath(new URL('./first-event-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
