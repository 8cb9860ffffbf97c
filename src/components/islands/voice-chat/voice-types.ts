/**
 * The slice of `@vapi-ai/web` the island uses. Declared here, not imported from the SDK, so the fake
 * SDK of the tests can implement exactly this and the island's chunk never references the SDK.
 */

/** Events the island listens to, with the payloads the SDK sends (loosely typed: see voice-errors.ts). */
export interface VoiceClientEvents {
  'call-start': () => void;
  'call-end': () => void;
  'call-start-progress': (event: { stage: string; status: string }) => void;
  'call-start-failed': (event: { stage?: string; error?: unknown }) => void;
  message: (message: unknown) => void;
  error: (error: unknown) => void;
  'camera-error': (error: unknown) => void;
  'volume-level': (volume: number) => void;
}

export type VoiceClientEventName = keyof VoiceClientEvents;

/** One voice client per page: the SDK keeps its key and base URL in a module-level singleton. */
export interface VoiceClient {
  on<E extends VoiceClientEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  removeListener<E extends VoiceClientEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  /** Resolves the created call, or null when the start failed (the reason arrives as events). */
  start(assistantId: string): Promise<unknown>;
  stop(): Promise<void>;
  /** Throws while the call is still joining; `stop()` is the fallback. */
  end(): void;
  /** Throws when there is no call. */
  setMuted(muted: boolean): void;
  isMuted(): boolean;
}

/** Makes the page's voice client; called at most once per page. */
export type CreateVoiceClient = (publicKey: string, apiBaseUrl: string) => VoiceClient;
