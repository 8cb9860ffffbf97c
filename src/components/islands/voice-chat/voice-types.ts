/**
 * The slice of `@vapi-ai/web` the island uses. Declared here, not imported from the SDK, so the fake
 * SDK of the tests can implement exactly this and the island's chunk never references the SDK.
 */
import type { CallSetup } from '~/agent/call-speech';

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
  /** The assistant's audio started (not the visitor's). */
  'speech-start': () => void;
  /** Daily's `participant-updated`, re-emitted by the SDK: how the microphone's real state is known. */
  'daily-participant-updated': (participant: DailyParticipantLike) => void;
}

/** The part of a Daily participant the island reads. */
export interface DailyParticipantLike {
  local: boolean;
  session_id: string;
  /** Deprecated by Daily in favour of `tracks.audio.state`, still sent. */
  audio?: boolean;
  tracks?: { audio?: { state?: string; persistentTrack?: MediaStreamTrack } };
}

/** The part of Daily's call object the island uses: its participants, keyed by session ("local" for us). */
export interface DailyCallLike {
  participants(): Record<string, DailyParticipantLike>;
}

/** What `start()` sends beside the assistant id (Vapi's `assistantOverrides`). */
export interface AssistantOverrides {
  /** A language's own transcriber and voice, for this call only (the assistant's own otherwise). */
  transcriber?: CallSetup['transcriber'];
  voice?: CallSetup['voice'];
  /** Values for the `{{name}}` placeholders of the assistant's prompt and first message. */
  variableValues: Record<string, string>;
  /** The greeting in the conversation's language, where content gives one (else the assistant's own). */
  firstMessage?: string;
}

/** A message the page puts into a live call's conversation (the SDK's `send`, an `add-message`). */
export interface AddMessage {
  type: 'add-message';
  message: { role: 'system' | 'user'; content: string };
}

type VoiceClientEventName = keyof VoiceClientEvents;

/** One voice client per page: the SDK keeps its key and base URL in a module-level singleton. */
export interface VoiceClient {
  on<E extends VoiceClientEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  removeListener<E extends VoiceClientEventName>(event: E, listener: VoiceClientEvents[E]): unknown;
  /** Resolves the created call, or null when the start failed (the reason arrives as events). */
  start(assistantId: string, assistantOverrides?: AssistantOverrides): Promise<unknown>;
  stop(): Promise<void>;
  /** Throws while the call is still joining; `stop()` is the fallback. */
  end(): void;
  /** Throws when there is no call. */
  setMuted(muted: boolean): void;
  /** Sends a message into the live call; throws before the call has joined. */
  send(message: AddMessage): void;
  isMuted(): boolean;
  /** Daily's call object, or null when there is no call. */
  getDailyCallObject(): DailyCallLike | null;
}

/** Makes the page's voice client; called at most once per page. */
export type CreateVoiceClient = (publicKey: string, apiBaseUrl: string) => VoiceClient;
