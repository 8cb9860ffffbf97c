/**
 * The microphone toggle's handshake with Daily, which applies a change later, reports it with
 * `participant-updated`, and may turn the microphone back on by itself.
 */
import type { DailyParticipantLike } from './voice-types';

/** The call's microphone, as the SDK offers it. */
export interface Microphone {
  /** Throws when the call is already gone. */
  setMuted(muted: boolean): void;
  isMuted(): boolean;
}

/** What the handshake reads and writes of the controller: the state the button shows. */
interface MuteDisplay {
  shown(): boolean;
  show(muted: boolean): void;
}

/**
 * One change is in flight at a time; presses meanwhile change only what is shown, the latest sent
 * once the first is confirmed; a change never confirmed gives way, after `confirmMs`, to what Daily
 * says it applied.
 */
export class MuteHandshake {
  /** The state sent to Daily and not yet confirmed, or null. */
  private inFlight: boolean | null = null;
  private confirmTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param microphone the live call's microphone, or null when there is no live call (then nothing
   *   is sent and an unconfirmed change is simply dropped)
   */
  constructor(
    private readonly microphone: () => Microphone | null,
    private readonly display: MuteDisplay,
    private readonly confirmMs = 2_000,
  ) {}

  /** The visitor pressed the toggle: show the opposite of what is shown, and ask Daily for it. */
  toggle(): void {
    const muted = !this.display.shown();
    if (this.inFlight === null && !this.send(muted)) return;
    this.display.show(muted);
  }

  /** Daily reported the local microphone as off (true) or on (false). */
  reported(muted: boolean): void {
    if (this.inFlight !== null) {
      // A report of another state is not the answer to this request (an earlier change, or another
      // update of the participant): wait for the answer.
      if (muted !== this.inFlight) return;
      this.inFlight = null;
      clearTimeout(this.confirmTimer);
      // The visitor changed their mind meanwhile: send the latest choice.
      if (this.display.shown() !== muted && this.send(this.display.shown())) return;
    }
    if (this.display.shown() !== muted) this.display.show(muted);
  }

  /** A new call, or none: forget any change in flight. */
  reset(): void {
    this.inFlight = null;
    clearTimeout(this.confirmTimer);
  }

  /** Asks Daily for a microphone state; false when the SDK refused (no call any more). */
  private send(muted: boolean): boolean {
    const microphone = this.microphone();
    if (!microphone) return false;
    try {
      microphone.setMuted(muted);
    } catch (error) {
      // setMuted throws when the call is already gone; the call-end event tidies up.
      console.warn('[voice-chat] could not change mute', error);
      return false;
    }
    this.inFlight = muted;
    clearTimeout(this.confirmTimer);
    this.confirmTimer = setTimeout(() => {
      this.inFlight = null;
      const live = this.microphone();
      if (live) this.display.show(live.isMuted());
    }, this.confirmMs);
    return true;
  }
}

/** Daily track states in which the microphone is on (sending, or about to). */
const microphoneOnStates = new Set(['playable', 'sendable', 'loading', 'interrupted']);

/** Whether Daily reports the local microphone as off; undefined when the report does not say. */
export function microphoneOff(participant: DailyParticipantLike): boolean | undefined {
  const state = participant.tracks?.audio?.state;
  if (state === 'off') return true;
  if (state && microphoneOnStates.has(state)) return false;
  return typeof participant.audio === 'boolean' ? !participant.audio : undefined;
}
