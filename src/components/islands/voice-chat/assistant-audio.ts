/**
 * The `<audio>` elements that play the assistant (the SDK's, marked `data-participant-id`): replayed
 * after the browser refused to autoplay, removed when a call leaves them behind.
 */
import type { DailyCallLike } from './voice-types';

const assistantAudioSelector = 'audio[data-participant-id]';

/** Removes the assistant's audio elements; Safari sometimes leaves them behind after a call. */
export function removeLeftoverAudio(): void {
  if (typeof document === 'undefined') return;
  for (const audio of document.querySelectorAll(assistantAudioSelector)) audio.remove();
}

/**
 * Plays every remote participant's audio (the assistant's) in an `<audio>` element marked like the
 * SDK's own, so the SDK and `removeLeftoverAudio` remove it when the call ends. Must run inside the
 * visitor's press: that gesture is what the browser's autoplay policy asks for. Returns the plays.
 */
export function playAssistantAudio(call: DailyCallLike | null): Promise<void>[] {
  if (!call || typeof MediaStream !== 'function') return [];
  return Object.values(call.participants()).flatMap((participant) => {
    const track = participant.tracks?.audio?.persistentTrack;
    if (participant.local || !track) return [];
    const existing = [...document.querySelectorAll<HTMLAudioElement>(assistantAudioSelector)].find(
      (audio) => audio.dataset.participantId === participant.session_id,
    );
    const player = existing ?? document.createElement('audio');
    player.dataset.participantId = participant.session_id;
    player.autoplay = true;
    player.srcObject = new MediaStream([track]);
    if (!existing) document.body.append(player);
    return [player.play()];
  });
}
