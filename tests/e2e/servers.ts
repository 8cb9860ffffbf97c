/**
 * Where each build variant is served during browser tests, and the voice settings of the builds
 * that have voice chat. One source for ports and test values, shared by playwright.config.ts, the
 * specs and scripts/build-variants.sh.
 *
 * `E2E_PORT_OFFSET` shifts every port, so two checkouts can run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  production: 4321 + offset,
  noVoice: 4322 + offset,
  fakeVoice: 4323 + offset,
  fakeApi: 4599 + offset,
} as const;

/** Production build with voice settings pointing at the local fake API (`dist/`). */
export const productionUrl = `http://127.0.0.1:${ports.production}`;
/** Production build with no voice settings: the floating element is a `tel:` link (`dist-no-voice/`). */
export const noVoiceUrl = `http://127.0.0.1:${ports.noVoice}`;
/** Test build whose voice SDK loader is a scripted fake (`dist-fake-voice/`). */
export const fakeVoiceUrl = `http://127.0.0.1:${ports.fakeVoice}`;
/** The local stand-in for the Vapi API. */
export const fakeApiUrl = `http://127.0.0.1:${ports.fakeApi}`;

/** Voice settings of the voice-enabled test builds; the specs check the requests carry them. */
export const testVoiceSettings = {
  PUBLIC_VAPI_PUBLIC_KEY: 'test-public-key',
  PUBLIC_VAPI_ASSISTANT_ID: 'test-assistant-id',
  PUBLIC_VAPI_API_URL: fakeApiUrl,
} as const;
