/** The page's one voice SDK client, made on first need and kept for the page's life. */
import type { CreateVoiceClient, VoiceClient } from './voice-types';

/**
 * The page's one SDK client (a second would silently rewire the first's key and URL), with permanent
 * `error`/`camera-error` listeners: without them the SDK's start() throws and stays broken.
 */
let sharedClient: Promise<VoiceClient> | null = null;

export function getSharedClient({
  publicKey,
  apiUrl,
  loadSdk,
}: {
  publicKey: string;
  apiUrl: string;
  loadSdk: () => Promise<CreateVoiceClient>;
}): Promise<VoiceClient> {
  if (!sharedClient) {
    sharedClient = loadSdk().then((create) => {
      const client = create(publicKey, apiUrl);
      client.on('error', () => {});
      client.on('camera-error', () => {});
      return client;
    });
    // A failed download (offline) may be retried by the next press.
    sharedClient.catch(() => {
      sharedClient = null;
    });
  }
  return sharedClient;
}
