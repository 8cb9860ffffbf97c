/**
 * Lets Node run the project's TypeScript outside Astro and Vite (`node --import ./scripts/source-imports.mjs
 * scripts/assistant.ts`): `~/…` and imports without an extension resolve to src/ files as Vite resolves them.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';

const sourceRoot = new URL('../src/', import.meta.url);
const extensions = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const local = specifier.startsWith('~/') ? new URL(specifier.slice(2), sourceRoot).href : specifier;
    if (/^\.\.?\//.test(local) || local.startsWith('file:')) {
      const base = new URL(local, context.parentURL);
      if (!existsSync(base) || !/\.[a-z]+$/.test(base.pathname)) {
        const found = extensions.map((extension) => new URL(base.href + extension)).find((url) => existsSync(url));
        if (found) return nextResolve(found.href, context);
      }
    }
    return nextResolve(local, context);
  },
});
