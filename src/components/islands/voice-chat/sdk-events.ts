/** The SDK's, Daily's and the platform's reports of a call, turned into the conversation's events. */
import { dispatch } from '~/components/islands/conversation/store/conversation-store';
import { removeLeftoverAudio } from './assistant-audio';
import { endedReasonOf, endedReasonVerdict } from './ended-reasons';
import { microphoneOff } from './mute-handshake';
import { cameraErrorKey, classifySdkError, isAudioStartFailure, keyRefusal } from './voice-errors';
import { isAssistantSpeech, spokenLineOf, toolCallsOf } from './voice-messages';
import type { VoiceClient, VoiceClientEvents } from './voice-types';

/**
 * Listens to `client` for the transport: each event numbered by `attempt()` (the start the SDK was last
 * asked for), `callLive` when the platform says the call listens, `muteReported` when Daily says what
 * the microphone really is. Returns the function that stops listening.
 */
export function attachSdkEvents(
  client: VoiceClient,
  {
    attempt,
    callLive,
    muteReported,
  }: { attempt: () => number; callLive: () => void; muteReported: (muted: boolean) => void },
): () => void {
  const handlers: { [E in keyof VoiceClientEvents]?: VoiceClientEvents[E] } = {
    'call-start': () => {
      dispatch({ type: 'call-live', attempt: attempt() });
      callLive();
    },
    'call-end': () => {
      removeLeftoverAudio();
      dispatch({ type: 'call-left', attempt: attempt() });
    },
    error: (payload) => {
      const verdict = classifySdkError(payload);
      if (verdict.kind === 'non-fatal') {
        console.warn('[voice-chat] non-fatal voice error', payload);
        // The assistant's audio track arrives before the server says "listening", so autoplay can
        // fail while still connecting: the flag carries into the call, where the panel offers a fix.
        if (isAudioStartFailure(payload)) dispatch({ type: 'sound-blocked', attempt: attempt() });
        return;
      }
      console.error('[voice-chat] voice error', payload);
      const refusal = keyRefusal(payload);
      if (refusal) {
        // Loaded only when it happens (src/agent/refused-key.ts).
        import('~/components/islands/conversation/explain-refusal').then(
          (words) => words.explainRefusedKey('voice-chat', refusal.status, refusal.said),
          () => {},
        );
      }
      dispatch(
        verdict.kind === 'ended'
          ? { type: 'room-closed', attempt: attempt() }
          : { type: 'call-failed', attempt: attempt(), key: verdict.key },
      );
    },
    'camera-error': (payload) => {
      console.error('[voice-chat] microphone error', payload);
      dispatch({ type: 'call-failed', attempt: attempt(), key: cameraErrorKey(payload) });
    },
    'daily-participant-updated': (participant) => {
      const muted = participant?.local ? microphoneOff(participant) : undefined;
      if (muted !== undefined) muteReported(muted);
    },
    'speech-start': () => dispatch({ type: 'assistant-spoke', attempt: attempt() }),
    message: (message) => {
      const endedReason = endedReasonOf(message);
      const verdict = endedReason === undefined ? undefined : endedReasonVerdict(endedReason);
      if (verdict?.kind === 'failed') {
        console.error('[voice-chat] the call service ended the call', endedReason);
        dispatch({ type: 'call-failed', attempt: attempt(), key: verdict.key });
      }
      if (isAssistantSpeech(message)) dispatch({ type: 'assistant-spoke', attempt: attempt() });
      const toolCalls = toolCallsOf(message);
      if (toolCalls.length > 0) dispatch({ type: 'tool-calls', attempt: attempt(), calls: toolCalls });
      const line = spokenLineOf(message);
      if (line) dispatch({ type: 'caption', attempt: attempt(), ...line });
    },
  };
  for (const [event, handler] of Object.entries(handlers)) {
    client.on(event as keyof VoiceClientEvents, handler as never);
  }
  return () => {
    for (const [event, handler] of Object.entries(handlers)) {
      client.removeListener(event as keyof VoiceClientEvents, handler as never);
    }
  };
}
