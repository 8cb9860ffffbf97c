/**
 * Asks for the microphone before a call starts. The SDK has no "microphone denied" error of its
 * own, so this is where visitors learn that the microphone is blocked, missing or busy.
 */
import type { VoiceFailureKey } from '~/components/islands/conversation/model/conversation-model';
import { microphoneErrorKey } from './voice-errors';

/** Whether this browser can make a voice call at all (WebRTC, media devices, secure context). */
function voiceSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext !== false &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof window.RTCPeerConnection === 'function'
  );
}

/** Resolves null when the microphone is usable, otherwise the message to show. Releases it at once. */
export async function checkMicrophone(): Promise<VoiceFailureKey | null> {
  if (!voiceSupported()) return 'unsupported';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return microphoneErrorKey(error);
  }
}
