/**
 * The voice call's state machine, free of React so every transition is plain code:
 *
 *   idle ──press──▶ checking (microphone) ──ok──▶ connecting ──call-start──▶ active
 *     ▲                 │ denied                     │ error / timeout          │ press, call-end,
 *     └─────────────────┴────────────────────────────┴──────────────────────────┘ error, pagehide
 *
 * Checking and connecting look the same to the visitor (loading: disabled, spinner, "Connecting…").
 * Presses while checking or connecting do nothing, so a start is never requested while one is in
 * progress or a call is live. Every failure lands in idle with a message.
 *
 * Each press starts a new attempt; leaving an attempt (timeout, failure, hang-up) invalidates it, and
 * a new attempt stays in `checking` until the SDK's earlier starts and stops have settled and Daily's
 * call object is gone, so nothing an old attempt does can be taken for the new one.
 */
import { checkMicrophone } from './check-microphone';
import { endedReasonOf, endedReasonVerdict } from './ended-reasons';
import { cameraErrorKey, classifySdkError, type VoiceErrorKey } from './voice-errors';
import type {
  CreateVoiceClient,
  DailyCallLike,
  DailyParticipantLike,
  VoiceClient,
  VoiceClientEvents,
} from './voice-types';

export type VoicePhase = 'idle' | 'checking' | 'connecting' | 'active';

/** One line of the live captions. */
export interface Caption {
  id: number;
  speaker: 'assistant' | 'visitor';
  text: string;
}

export interface VoiceChatState {
  phase: VoicePhase;
  /** Message shown after a failure, until the next press or a dismissal. */
  error: VoiceErrorKey | null;
  /** What the polite status region says. */
  announcement: 'connecting' | 'connected' | 'ended' | null;
  captions: readonly Caption[];
  /**
   * The microphone is off. Shows the visitor's last choice at once, then follows Daily's reports of
   * what it has applied (including the SDK turning the microphone back on by itself).
   */
  muted: boolean;
  /** The browser refused to play the assistant's audio (autoplay policy). */
  soundBlocked: boolean;
}

export interface VoiceChatOptions {
  publicKey: string;
  apiUrl: string;
  assistantId: string;
  /** Values for the assistant's `{{placeholders}}`, sent as `assistantOverrides.variableValues`. */
  variableValues: Record<string, string>;
  /**
   * `loadVoiceSdk` of '~/components/islands/voice-chat/load-voice-sdk'. Handed in by the island's
   * first view, which also calls it on intent, so the loader stays in the first-view chunk and the
   * SDK download starts before this module has arrived.
   */
  loadSdk: () => Promise<CreateVoiceClient>;
  /** Our own limit for connecting; Daily alone may take 66 s to give up. */
  connectTimeoutMs?: number;
}

/** Captions kept in the panel; older lines drop off. */
const maxCaptions = 50;

/** How long a new start waits for an earlier call object to be destroyed before trying anyway. */
const callObjectGoneMs = 5_000;

/** How long a mute change may go unconfirmed by Daily before the button shows what Daily says instead. */
const muteConfirmMs = 2_000;

export const initialVoiceChatState: VoiceChatState = {
  phase: 'idle',
  error: null,
  announcement: null,
  captions: [],
  muted: false,
  soundBlocked: false,
};

/**
 * The page's one SDK client. The SDK keeps key and base URL in a module-level singleton, so a second
 * instance would silently rewire the first. Permanent `error`/`camera-error` listeners are attached
 * before anything can call `start()`: without them the SDK's start throws and stays broken.
 */
let sharedClient: Promise<VoiceClient> | null = null;

function getSharedClient({ publicKey, apiUrl, loadSdk }: VoiceChatOptions): Promise<VoiceClient> {
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

/** Audio elements the SDK appends for the assistant; Safari sometimes leaves them behind. */
function removeLeftoverAudio(): void {
  if (typeof document === 'undefined') return;
  for (const audio of document.querySelectorAll('audio[data-participant-id]')) audio.remove();
}

export class VoiceChatController {
  private state: VoiceChatState = initialVoiceChatState;
  private readonly listeners = new Set<() => void>();
  private client: VoiceClient | null = null;
  private detach: (() => void) | null = null;
  private mounted = false;
  /** Increases with every start, so late results of an abandoned start are recognised. */
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private captionId = 0;
  private readonly connectTimeoutMs: number;
  /**
   * The microphone state sent to Daily and not yet confirmed by its `participant-updated`, or null.
   * One change at a time: Daily applies them asynchronously, so a report may belong to an earlier
   * press; presses made meanwhile only update `state.muted`, sent once this one is confirmed.
   */
  private muteInFlight: boolean | null = null;
  /**
   * The assistant has been heard in this call. A room closed before that is the service failing
   * (it hung up before saying anything), not the visitor's network and not an ordinary end.
   */
  private assistantSpoke = false;
  private muteTimer: ReturnType<typeof setTimeout> | undefined;
  /** Earlier SDK starts and stops, settled or not: the next start waits for them (see previousCallGone). */
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly options: VoiceChatOptions) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? 20_000;
  }

  // ── store interface (useSyncExternalStore) ────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceChatState => this.state;

  /** The phase now (a method, so TypeScript does not carry a narrowing across an await). */
  private phase(): VoicePhase {
    return this.state.phase;
  }

  private set(patch: Partial<VoiceChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // ── lifecycle ─────────────────────────────────────────────────────────────────────────────

  /** Call when the island mounts; the returned function stops any call and lets go of the SDK. */
  mount(): () => void {
    this.mounted = true;
    if (this.client) this.attach(this.client);
    return () => {
      this.hangUp(false);
      this.detach?.();
      this.detach = null;
      this.mounted = false;
    };
  }

  /** `pagehide`: a call must not outlive the page (or sit in the back/forward cache). */
  pageHidden(): void {
    this.hangUp(false);
  }

  // ── visitor actions ───────────────────────────────────────────────────────────────────────

  /** Intent (pointer over, focus, touch): fetch the SDK so the press starts faster. */
  preload(): void {
    this.getClient().catch(() => {
      /* reported on press */
    });
  }

  /** The button: starts from idle, ends an active call, and ignores presses in between. */
  press(): void {
    if (this.state.phase === 'idle') void this.begin();
    else if (this.state.phase === 'active') this.hangUp(true);
  }

  /** Mute or unmute: the button shows the visitor's choice at once; Daily confirms it later. */
  toggleMute(): void {
    if (this.state.phase !== 'active' || !this.client) return;
    const muted = !this.state.muted;
    if (this.muteInFlight === null && !this.sendMute(muted)) return;
    this.set({ muted });
  }

  /** Asks Daily for a microphone state; false when the SDK refused (no call any more). */
  private sendMute(muted: boolean): boolean {
    try {
      this.client?.setMuted(muted);
    } catch (error) {
      // setMuted throws when the call is already gone; the call-end event tidies up.
      console.warn('[voice-chat] could not change mute', error);
      return false;
    }
    this.muteInFlight = muted;
    clearTimeout(this.muteTimer);
    this.muteTimer = setTimeout(() => {
      // Never confirmed (a lost report, a refused change): show what Daily has applied.
      this.muteInFlight = null;
      if (this.state.phase === 'active' && this.client) this.set({ muted: this.client.isMuted() });
    }, muteConfirmMs);
    return true;
  }

  /** Daily reported the local microphone as on (false) or off (true). */
  private microphoneReported(muted: boolean): void {
    if (this.state.phase !== 'active') return;
    if (this.muteInFlight !== null) {
      // A report of another state is not the answer to this request (an earlier change, or another
      // update of the participant): wait for the answer.
      if (muted !== this.muteInFlight) return;
      this.muteInFlight = null;
      clearTimeout(this.muteTimer);
      // The visitor changed their mind meanwhile: send the latest choice.
      if (this.state.muted !== muted && this.sendMute(this.state.muted)) return;
    }
    if (this.state.muted !== muted) this.set({ muted });
  }

  private resetMute(): void {
    this.muteInFlight = null;
    clearTimeout(this.muteTimer);
  }

  /**
   * "Turn on sound", pressed after the browser refused to play the assistant. The SDK dropped its
   * audio element then, so the assistant's track is played again from Daily's participant list, inside
   * the press: the user gesture the browser's autoplay policy asks for.
   */
  enableSound(): void {
    if (!this.state.soundBlocked || this.state.phase !== 'active' || !this.client) return;
    const players = playAssistantAudio(this.client.getDailyCallObject());
    if (players.length === 0) return;
    Promise.all(players).then(
      () => {
        if (this.state.soundBlocked) this.set({ soundBlocked: false });
      },
      (error: unknown) => console.warn('[voice-chat] the browser still refuses to play the assistant', error),
    );
  }

  dismissError(): void {
    if (this.state.error) this.set({ error: null });
  }

  // ── internals ─────────────────────────────────────────────────────────────────────────────

  private async getClient(): Promise<VoiceClient> {
    const client = await getSharedClient(this.options);
    this.client = client;
    if (this.mounted && !this.detach) this.attach(client);
    return client;
  }

  private async begin(): Promise<void> {
    // A new attempt from the press on: whatever an earlier one still does can no longer be taken for it.
    const attempt = ++this.attempt;
    const still = (phase: VoicePhase) => attempt === this.attempt && this.phase() === phase;
    // Loading from the press on: the microphone prompt and the SDK download can take seconds.
    this.set({ phase: 'checking', error: null, announcement: 'connecting', soundBlocked: false });
    // Download the SDK while the visitor answers the microphone prompt.
    const clientPromise = this.getClient();
    clientPromise.catch(() => {});
    const microphoneProblem = await checkMicrophone();
    if (!still('checking')) return;
    if (microphoneProblem) {
      this.fail(microphoneProblem);
      return;
    }
    let client: VoiceClient;
    try {
      client = await clientPromise;
    } catch (error) {
      console.error('[voice-chat] the voice SDK could not be loaded', error);
      if (still('checking')) this.fail('connectionFailure');
      return;
    }
    // Daily allows one call object per page, and the SDK keeps one `call` for all starts: an earlier
    // start still running (stop() does not cancel a start still requesting) or still being destroyed
    // would fail this one or be destroyed in its place. Meanwhile events are not this attempt's: in
    // `checking`, the handlers ignore them (and stop an earlier call that connects after all).
    await this.previousCallGone(client);
    if (!still('checking')) return;

    this.resetMute();
    this.assistantSpoke = false;
    this.set({ phase: 'connecting', announcement: 'connecting', captions: [], muted: false });
    this.timer = setTimeout(() => {
      if (!still('connecting')) return;
      // The attempt is over: its late results, if any, are stopped and never taken for the next one.
      this.attempt++;
      this.fail('timeout');
      this.stopClient();
    }, this.connectTimeoutMs);

    let call: unknown;
    try {
      const starting = client.start(this.options.assistantId, { variableValues: this.options.variableValues });
      this.keepTrack(starting);
      call = await starting;
    } catch (error) {
      console.error('[voice-chat] start failed', error);
      call = null;
    }
    if (attempt !== this.attempt || this.phase() === 'idle') {
      // Abandoned (timeout, pagehide, unmount) but the SDK connected anyway: `stop()` during the
      // initial request does not cancel it, so stop again now that it has resolved.
      if (call) this.stopClient();
      return;
    }
    // Failures normally arrive as error events first; this catches a silent `null`.
    if (!call && this.phase() === 'connecting') {
      this.fail('generic');
      this.stopClient();
    }
  }

  /** Remembers an SDK start or stop still under way, so the next start can wait for it. */
  private keepTrack(work: Promise<unknown>): void {
    const before = this.pending;
    this.pending = Promise.allSettled([before, work]).then(() => {});
  }

  /**
   * Resolves once every earlier start and stop has settled and Daily's call object is gone. `end()`
   * destroys it without handing back a promise, so the call object itself is checked, for a while.
   */
  private async previousCallGone(client: VoiceClient): Promise<void> {
    for (;;) {
      const pending = this.pending;
      await pending;
      // A late start that connected may have been stopped meanwhile: wait for that stop too.
      if (pending === this.pending) break;
    }
    for (let waited = 0; client.getDailyCallObject() && waited < callObjectGoneMs; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Ends the call from our side. `announce`: say "Call ended" (a visitor's press). */
  private hangUp(announce: boolean): void {
    const { phase } = this.state;
    if (phase === 'idle') return;
    this.attempt++;
    clearTimeout(this.timer);
    this.set({ phase: 'idle', announcement: announce ? 'ended' : null, muted: false });
    if (phase === 'active' && this.client) {
      try {
        // end() also tells the server to hang up at once; it throws while still joining.
        this.client.end();
        return;
      } catch {
        /* fall back to stop() */
      }
    }
    if (phase !== 'checking') this.stopClient();
  }

  private fail(key: VoiceErrorKey): void {
    clearTimeout(this.timer);
    this.set({ phase: 'idle', error: key, announcement: null, muted: false });
  }

  private stopClient(): void {
    if (!this.client) return;
    const stopping = this.client
      .stop()
      .catch((error: unknown) => console.warn('[voice-chat] stop failed', error))
      .finally(removeLeftoverAudio);
    this.keepTrack(stopping);
  }

  /**
   * After a failure: a live call is stopped now. A start still in progress is left to the SDK, which
   * cleans up its own failed start (stopping it as well would destroy Daily's call object twice);
   * should that start connect after all, `begin()` stops it when it resolves.
   */
  private settleAfterFailure(phaseBefore: VoicePhase): void {
    this.attempt++;
    if (phaseBefore === 'active') this.stopClient();
  }

  /** The service says the call has ended, and why: a failure reason ends it with its message now. */
  private callEndedWith(endedReason: string): void {
    const verdict = endedReasonVerdict(endedReason);
    const { phase } = this.state;
    if (verdict.kind !== 'failed' || (phase !== 'connecting' && phase !== 'active')) return;
    console.error('[voice-chat] the call service ended the call', endedReason);
    this.fail(verdict.key);
    this.settleAfterFailure(phase);
  }

  private attach(client: VoiceClient): void {
    const handlers: { [E in keyof VoiceClientEvents]?: VoiceClientEvents[E] } = {
      'call-start': () => {
        if (this.state.phase === 'connecting') {
          clearTimeout(this.timer);
          this.set({ phase: 'active', announcement: 'connected' });
        } else if (this.state.phase !== 'active') {
          // A start we abandoned has connected after all.
          this.stopClient();
        }
      },
      'call-end': () => {
        removeLeftoverAudio();
        // After a failed start the SDK may still say call-end: the failure message stays.
        if (this.state.phase === 'active') {
          this.set({ phase: 'idle', announcement: 'ended', muted: false });
        } else if (this.state.phase === 'connecting') {
          this.fail('connectionFailure');
        }
      },
      error: (payload) => {
        const verdict = classifySdkError(payload);
        const { phase } = this.state;
        if (verdict.kind === 'non-fatal' || (phase !== 'connecting' && phase !== 'active')) {
          console.warn('[voice-chat] non-fatal voice error', payload);
          // The assistant's audio track arrives before the server says "listening", so autoplay can
          // fail while still connecting: the flag carries into the call, where the panel offers a fix.
          if (isAudioStartFailure(payload) && (phase === 'active' || phase === 'connecting')) {
            this.set({ soundBlocked: true });
          }
          return;
        }
        console.error('[voice-chat] voice error', payload);
        if (verdict.kind === 'ended' && phase === 'active' && this.assistantSpoke) {
          this.set({ phase: 'idle', announcement: 'ended', muted: false });
        } else if (verdict.kind === 'ended') {
          // The service closed the room before the assistant said a word: its failure, not the network.
          this.fail('apiFailure');
        } else {
          this.fail(verdict.key);
        }
        this.settleAfterFailure(phase);
      },
      'camera-error': (payload) => {
        console.error('[voice-chat] microphone error', payload);
        const { phase } = this.state;
        if (phase !== 'connecting' && phase !== 'active') return;
        this.fail(cameraErrorKey(payload));
        this.settleAfterFailure(phase);
      },
      'daily-participant-updated': (participant) => {
        const muted = participant?.local ? microphoneOff(participant) : undefined;
        if (muted !== undefined) this.microphoneReported(muted);
      },
      'speech-start': () => {
        this.assistantSpoke = true;
      },
      message: (message) => {
        const endedReason = endedReasonOf(message);
        if (endedReason !== undefined) this.callEndedWith(endedReason);
        if (isAssistantSpeech(message)) this.assistantSpoke = true;
        const caption = toCaption(message);
        if (!caption || (this.state.phase !== 'active' && this.state.phase !== 'connecting')) return;
        const captions = [...this.state.captions, { ...caption, id: ++this.captionId }].slice(-maxCaptions);
        this.set({ captions });
      },
    };
    for (const [event, handler] of Object.entries(handlers)) {
      client.on(event as keyof VoiceClientEvents, handler as never);
    }
    this.detach = () => {
      for (const [event, handler] of Object.entries(handlers)) {
        client.removeListener(event as keyof VoiceClientEvents, handler as never);
      }
    };
  }
}

/**
 * Plays every remote participant's audio (the assistant's) in an `<audio>` element marked like the
 * SDK's own, so the SDK and `removeLeftoverAudio` remove it when the call ends. Returns the plays.
 */
function playAssistantAudio(call: DailyCallLike | null): Promise<void>[] {
  if (!call || typeof MediaStream !== 'function') return [];
  return Object.values(call.participants()).flatMap((participant) => {
    const track = participant.tracks?.audio?.persistentTrack;
    if (participant.local || !track) return [];
    const existing = [...document.querySelectorAll('audio')].find(
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

/** Daily track states in which the microphone is on (sending, or about to). */
const microphoneOnStates = new Set(['playable', 'sendable', 'loading', 'interrupted']);

/** Whether Daily reports the local microphone as off; undefined when the report does not say. */
function microphoneOff(participant: DailyParticipantLike): boolean | undefined {
  const state = participant.tracks?.audio?.state;
  if (state === 'off') return true;
  if (state && microphoneOnStates.has(state)) return false;
  return typeof participant.audio === 'boolean' ? !participant.audio : undefined;
}

function isAudioStartFailure(payload: unknown): boolean {
  return (
    typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === 'audio-start-failed'
  );
}

/** Whether a server message shows the assistant talking (a transcript of its words, or its speech starting). */
function isAssistantSpeech(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { type, role, status } = message as Record<string, unknown>;
  return role === 'assistant' && (type === 'transcript' || (type === 'speech-update' && status === 'started'));
}

/** A final transcript as a caption line; partial transcripts and other messages give null. */
function toCaption(message: unknown): Omit<Caption, 'id'> | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, transcriptType, transcript, role } = message as Record<string, unknown>;
  if (type !== 'transcript' || transcriptType !== 'final' || typeof transcript !== 'string' || !transcript.trim()) {
    return null;
  }
  return { speaker: role === 'user' ? 'visitor' : 'assistant', text: transcript.trim() };
}
