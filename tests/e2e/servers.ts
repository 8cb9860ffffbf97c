/**
 * Where each build variant is served during browser tests (started by playwright.config.ts from
 * the folders scripts/test-all.sh builds). One source for ports, shared by config and specs.
 */
export const ports = {
  production: 4321,
  noVoice: 4322,
  fakeVoice: 4323,
  fakeApi: 4599,
} as const;

/** Production build with voice settings pointing at the local fake API (`dist/`). */
export const productionUrl = `http://127.0.0.1:${ports.production}`;
/** Production build with no voice settings: the floating element is a `tel:` link (`dist-no-voice/`). */
export const noVoiceUrl = `http://127.0.0.1:${ports.noVoice}`;
/** Test build whose voice SDK loader is a scripted fake (`dist-fake-voice/`). */
export const fakeVoiceUrl = `http://127.0.0.1:${ports.fakeVoice}`;
/** The local stand-in for the Vapi API. */
export const fakeApiUrl = `http://127.0.0.1:${ports.fakeApi}`;

/** Voice settings every voice-enabled test build uses. */
export const testVoiceSettings = {
  PUBLIC_VAPI_PUBLIC_KEY: 'test-public-key',
  PUBLIC_VAPI_ASSISTANT_ID: 'test-assistant-id',
  PUBLIC_VAPI_API_URL: fakeApiUrl,
} as const;
