/**
 * The microphone toggle's exchange with Daily (src/components/islands/voice-chat/mute-handshake.ts):
 * the choice shows at once, one change is in flight at a time, the last choice wins, and an
 * unconfirmed change gives way to what Daily says it applied.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { microphoneOff, MuteHandshake, type Microphone } from '~/components/islands/voice-chat/mute-handshake';

/** Daily's side: what it was asked, and what it has applied. */
function fakeDaily() {
  const asked: boolean[] = [];
  let applied = false;
  const microphone: Microphone = {
    setMuted: (muted) => {
      asked.push(muted);
    },
    isMuted: () => applied,
  };
  return {
    asked,
    microphone,
    apply: (muted: boolean) => {
      applied = muted;
    },
  };
}

function handshake(live: { microphone: Microphone | null }) {
  let shown = false;
  const shownHistory: boolean[] = [];
  const mute = new MuteHandshake(() => live.microphone, {
    shown: () => shown,
    show: (muted) => {
      shown = muted;
      shownHistory.push(muted);
    },
  });
  return { mute, shown: () => shown, shownHistory };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('MuteHandshake', () => {
  it('shows the choice at once and asks Daily once; the report confirms it', () => {
    const daily = fakeDaily();
    const { mute, shown } = handshake(daily);
    mute.toggle();
    expect(shown()).toBe(true);
    expect(daily.asked).toEqual([true]);
    mute.reported(true);
    expect(shown()).toBe(true);
  });

  it('presses while a change is in flight only change the look; the latest is sent on confirmation', () => {
    const daily = fakeDaily();
    const { mute, shown } = handshake(daily);
    mute.toggle();
    mute.toggle();
    mute.toggle();
    expect(shown()).toBe(true);
    expect(daily.asked).toEqual([true]);
    // A report of another state is not the answer: ignored.
    mute.reported(false);
    expect(shown()).toBe(true);
    mute.reported(true);
    // Shown (true) equals the confirmed state: nothing more to send.
    expect(daily.asked).toEqual([true]);

    mute.toggle();
    mute.toggle();
    expect(daily.asked).toEqual([true, false]);
    mute.reported(false);
    // The visitor went back to muted meanwhile: that choice is sent now.
    expect(daily.asked).toEqual([true, false, true]);
    expect(shown()).toBe(true);
  });

  it('follows Daily when no change is in flight (the SDK unmuting by itself)', () => {
    const daily = fakeDaily();
    const { mute, shown } = handshake(daily);
    mute.toggle();
    mute.reported(true);
    mute.reported(false);
    expect(shown()).toBe(false);
  });

  it('an unconfirmed change gives way to what Daily applied after two seconds', () => {
    const daily = fakeDaily();
    const { mute, shown } = handshake(daily);
    mute.toggle();
    vi.advanceTimersByTime(1_999);
    expect(shown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(false);
    daily.apply(true);
    mute.toggle();
    vi.advanceTimersByTime(2_000);
    expect(shown()).toBe(true);
  });

  it('with no live call, or a call that throws, nothing changes', () => {
    const live = { microphone: null as Microphone | null };
    const { mute, shown } = handshake(live);
    mute.toggle();
    expect(shown()).toBe(false);
    live.microphone = {
      setMuted: () => {
        throw new Error('no call');
      },
      isMuted: () => false,
    };
    mute.toggle();
    expect(shown()).toBe(false);
  });

  it('reset forgets a change in flight: its timer shows nothing later', () => {
    const daily = fakeDaily();
    const { mute, shownHistory } = handshake(daily);
    mute.toggle();
    mute.reset();
    vi.advanceTimersByTime(5_000);
    expect(shownHistory).toEqual([true]);
  });
});

describe('microphoneOff', () => {
  it.each([
    [{ local: true, session_id: 'l', tracks: { audio: { state: 'off' } } }, true],
    [{ local: true, session_id: 'l', tracks: { audio: { state: 'playable' } } }, false],
    [{ local: true, session_id: 'l', tracks: { audio: { state: 'interrupted' } } }, false],
    [{ local: true, session_id: 'l', audio: false }, true],
    [{ local: true, session_id: 'l', audio: true }, false],
    [{ local: true, session_id: 'l', tracks: { audio: { state: 'blocked' } } }, undefined],
    [{ local: true, session_id: 'l' }, undefined],
  ])('%j → %s', (participant, expected) => {
    expect(microphoneOff(participant)).toBe(expected);
  });
});
