import type { KnipConfig } from 'knip';

/** Unused files, exports and dependencies, found in `npm run lint`; Knip's plugins add Astro's, Vitest's and Playwright's entries. */
const config: KnipConfig = {
  // Scripts that package.json runs through scripts/with-node.sh, where Knip cannot see them, and the fake-SDK build's config.
  entry: [
    'scripts/assistant.ts',
    'scripts/leads.ts',
    'scripts/sample-facts.ts',
    'scripts/bench/index.mjs',
    'scripts/bench/compare-builds.mjs',
    'scripts/build-test-variants.ts',
    'scripts/source-imports.mjs',
    'tests/fixtures/fake-voice-sdk.config.mjs',
  ],
  // A type that names an exported function's parameters or result is exported with it.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // The editor's fonts are found by require.resolve() of a name in a table (src/integrations/admin-editor.ts).
  ignoreDependencies: [
    '@fontsource-variable/material-symbols-outlined',
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
  ],
};

export default config;
