// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** Canonical origin of the deployed site; `SITE_URL` overrides it per deployment. */
const site = process.env.SITE_URL ?? 'https://prairiehearth.example';

/**
 * Test builds only: `VOICE_SDK_MODULE=path` swaps the voice SDK loader for a scripted fake so the
 * "active call" path can run offline. Production builds never set it, so they carry no test hook.
 */
const voiceSdkModule = process.env.VOICE_SDK_MODULE;

export default defineConfig({
  site,
  integrations: [react(), sitemap()],
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
