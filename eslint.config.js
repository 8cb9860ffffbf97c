/**
 * ESLint: TypeScript, React hooks and accessibility in the islands, Astro components, Node scripts.
 * Formatting is Prettier's job (`prettier --check` runs beside this in `npm run lint`).
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      '.tools/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  {
    // The islands' JSX: the same rules as the Astro components get (the plugin is registered by the
    // Astro preset above, so only its rules are taken here).
    files: ['**/*.tsx'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Build scripts, configs and test servers run in Node; island code and tests also touch the DOM.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `role="list"` on a styled list is deliberate: Safari drops list semantics from lists without
      // bullets, so screen readers there would no longer say "list, 6 items".
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // Scrolling regions (the testimonial row, the live captions, the owners' table) take focus so
      // keyboard users can scroll them (WCAG 2.1.1; axe's scrollable-region-focusable). A named
      // <section> is a region too (HTML's own element, which html-validate asks for).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'], tags: ['section'] }],
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'], tags: ['section'] }],
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
