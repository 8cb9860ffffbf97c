// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { securityHeaders } from './src/integrations/header-files.ts';
import { adminEditor } from './src/integrations/admin-editor.ts';
import { clientOn } from './src/integrations/client-on.ts';
import { contentSlipsInBrowser } from './src/integrations/content-slips.ts';
import { islandScriptsLast } from './src/integrations/island-scripts-last.ts';
import { sampleFactsCheck } from './src/integrations/sample-facts.ts';
import { astroCspConfig } from './src/lib/security-policy.ts';
import { resolveSettings } from './src/lib/settings.ts';
import { projectEnvironment } from './src/lib/build/environment.ts';

/**
 * `SITE_URL` and the voice settings, trimmed, defaulted and checked once (src/lib/settings.ts), from
 * `.env` files and the shell's environment (src/lib/build/environment.ts).
 */
const environment = projectEnvironment(process.env.NODE_ENV === 'development' ? 'development' : 'production');
const settings = resolveSettings(environment);

export default defineConfig({
  /** Canonical origin of the deployed site; `SITE_URL` overrides it per deployment. */
  site: settings.siteUrl,
  // Tests build several variants side by side (with and without voice settings); each gets its own folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  build: {
    // A component's own <style> goes inline into the head, with no render-blocking round trip (FCP,
    // LCP); Astro's CSP hashes it. The page's stylesheet is split by the layout (lib/build/page-stylesheet.ts).
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    // client:on: hydrate an island on the visitor's first scroll, key, pointer or press.
    clientOn(),
    // Astro's island runtime goes to the end of the body, after the first view.
    islandScriptsLast(),
    sitemap(),
    // dist/_headers and dist/vercel.json from src/lib/security-policy.ts.
    securityHeaders(settings.voiceApiUrl),
    // The browser editor at /admin/, its configuration generated from the content schemas.
    adminEditor({ editor: settings.editor, siteUrl: settings.siteUrl }),
    // In astro dev, a content slip shows in the browser, in the build's words, and stops nothing.
    contentSlipsInBrowser(),
    // Without a real SITE_URL, a warning that links name the sample's address; with one, every sample
    // fact still in content/ (npm run sample-facts).
    sampleFactsCheck({ siteUrl: environment.SITE_URL }),
    {
      // Without both voice settings the floating button stays a "call us" link: say so once, loudly.
      name: 'voice-chat-settings-check',
      hooks: {
        'astro:build:start': ({ logger }) => {
          const missing = settings.missingVoiceSettings;
          if (missing.length > 0) {
            logger.warn(
              `Voice chat is off: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the floating button is a plain "call us" link. Set ${missing.length > 1 ? 'them' : 'it'} in the environment or in .env (see .env.example) to turn voice chat on.`,
            );
          }
        },
      },
    },
  ],
  // Hashes of Astro's scripts and styles in a CSP meta tag; directives in src/lib/security-policy.ts.
  security: { csp: astroCspConfig(settings.voiceApiUrl) },
  markdown: {
    // No code on a marketing page; Shiki's inline styles would also clash with the CSP.
    syntaxHighlight: false,
  },
  image: {
    // Our artwork is SVG we made ourselves; rasterising it gives visitors AVIF/WebP at set sizes.
    dangerouslyProcessSVG: true,
    // Hosts editors may reference remote images from (none needed by the sample content).
    domains: [],
  },
  // The voice settings as typed env for the floating button, which passes them through the same
  // resolveSettings() as above; the defaults and checks live there, not here.
  env: {
    schema: {
      PUBLIC_VAPI_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_VAPI_ASSISTANT_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_VAPI_API_URL: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
