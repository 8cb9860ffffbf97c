// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy, securityHeaders } from './src/integrations/security-headers.ts';

/** Canonical origin of the deployed site; `SITE_URL` overrides it per deployment. */
const site = process.env.SITE_URL ?? 'https://prairiehearth.example';

/**
 * Test builds only: `VOICE_SDK_MODULE=path` swaps the voice SDK loader for a scripted fake so the
 * "active call" path can run offline. Production builds never set it, so they carry no test hook.
 */
const voiceSdkModule = process.env.VOICE_SDK_MODULE;

export default defineConfig({
  site,
  // Tests build several variants side by side (with and without voice settings); each gets its own folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  build: {
    // The whole stylesheet is ~7 KB gzip: inlined, it costs no render-blocking round trip (FCP, LCP).
    // Astro's CSP hashes it like any of its own styles.
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    sitemap(),
    // dist/_headers and dist/vercel.json from src/lib/security-headers.ts.
    securityHeaders(),
    {
      // Without both voice settings the floating button stays a "call us" link: say so once, loudly.
      name: 'voice-chat-settings-check',
      hooks: {
        'astro:build:start': ({ logger }) => {
          // `.env` files count as much as the shell's environment, exactly as for astro:env.
          const env = { ...loadEnv('production', process.cwd(), ''), ...process.env };
          const missing = ['PUBLIC_VAPI_PUBLIC_KEY', 'PUBLIC_VAPI_ASSISTANT_ID'].filter((name) => !env[name]?.trim());
          if (missing.length > 0) {
            logger.warn(
              `Voice chat is off: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, so the floating button is a plain "call us" link. Set ${missing.length > 1 ? 'them' : 'it'} in the environment or in .env (see .env.example) to turn voice chat on.`,
            );
          }
        },
      },
    },
  ],
  // Hashes of Astro's scripts and styles in a CSP meta tag; directives in src/lib/security-headers.ts.
  security: { csp: contentSecurityPolicy() },
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
  env: {
    schema: {
      PUBLIC_VAPI_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_VAPI_ASSISTANT_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_VAPI_API_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'https://api.vapi.ai',
      }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: voiceSdkModule
        ? { '~/components/islands/voice-chat/load-voice-sdk': fileURLToPath(new URL(voiceSdkModule, import.meta.url)) }
        : {},
    },
  },
});
