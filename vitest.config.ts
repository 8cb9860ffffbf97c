/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig gives the tests Astro's own Vite setup: the `~` alias, `astro:*` virtual modules
// and the React transform, so islands are tested exactly as they are built.
// Schema and helper tests run in Node (where the build runs them); island tests opt into a DOM with
// a `// @vitest-environment happy-dom` first line.
export default getViteConfig({
  test: {
    // unit: src/'s code; islands: the React islands; tooling: the project's own scripts and builds.
    include: ['tests/unit/**/*.test.ts', 'tests/islands/**/*.test.{ts,tsx}', 'tests/tooling/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/vitest.setup.ts'],
    globals: true,
    restoreMocks: true,
  },
});
