/**
 * The only door to `@vapi-ai/web`: about 80 KB gzip, creating a WebGL context and a Sentry global when
 * imported, so it is fetched only when a visitor shows intent.
 */
import type { CreateVoiceClient, VoiceClient } from './voice-types';

/**
 * Loads the SDK and returns the factory of the page's single voice client.
 *
 * The fake-voice test build aliases this module to tests/fixtures/fake-voice-sdk.ts
 * (tests/fixtures/fake-voice-sdk.config.mjs).
 */
export async function loadVoiceSdk(): Promise<CreateVoiceClient> {
  const sdk: { default: unknown } = await import('@vapi-ai/web');
  // The SDK is CommonJS: depending on the bundler's interop the class sits one `default` deeper.
  const Vapi = (
    typeof sdk.default === 'function' ? sdk.default : (sdk.default as { default: unknown }).default
  ) as new (publicKey: string, apiBaseUrl: string, dailyConfig: { avoidEval: boolean }) => VoiceClient;
  // avoidEval: Daily loads its call machine as <script src> instead of evaluating fetched code, so the CSP
  // needs no permission to evaluate strings.
  return (publicKey, apiBaseUrl) => new Vapi(publicKey, apiBaseUrl, { avoidEval: true });
}
