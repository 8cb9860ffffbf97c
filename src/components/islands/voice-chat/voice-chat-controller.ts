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
import { playAssistantAudio, removeLeftoverAudio } from './assistant-audio';
import { checkMicrophone } from './check-microphone';
import { endedReasonOf, endedReasonVerdict } from './ended-reasons';
import { microphoneOff, MuteHandshake } from './mute-handshake';
import { cameraErrorKey, classifySdkError, isAudioStartFailure, type VoiceErrorKey } from './voice-errors';
import { isAssistantSpeech, spokenLineOf, toolCallsOf, type SpokenLine } from './voice-messages';
import type { CreateVoiceClient, VoiceClient, VoiceClientEvents } from './voice-types';

export type VoicePhase = 'idle' | 'checking' | 'connecting' | 'active';

/** One line of the live captions. */
export interface Caption extends SpokenLine {
  id: number;
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
  /**
   * The values for the assistant's `{{placeholders}}`, sent as `assistantOverrides.variableValues`:
   * asked for at each press, side by side with the microphone and the SDK (they may need fetching,
   * and some, such as what the visitor already typed, are known only then).
   */
  variableValues: () => Promise<Record<string, string>>;
  /**
   * The agent's tool calls (a `tool-calls` message), as they come; `live` is false once the call has
   * ended, when they must not be carried out.
   */
  onToolCalls?: (calls: unknown[], live: boolean) => void;
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

export class VoiceChatController {
  private state: VoiceChatState = initialVoiceChatState;
  private readonly listeners = new Set<() => void>();
  private client: VoiceClient | null = null;
  private detach: (() => void) | null = null;
  private mounted = false;
  /** Increases with every start, so late results of an abandoned start are recognised. */
  private attempt = 0;
  /** Our limit on connecting: brings the attempt back to idle should the SDK never settle. */
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private captionId = 0;
  private readonly connectTimeoutMs: number;
  /** The microphone toggle's exchange with Daily (see ./mute-handshake.ts). */
  private readonly mute = new MuteHandshake(() => (this.state.phase === 'active' ? this.client : null), {
    shown: () => this.state.muted,
    show: (muted) => this.set({ muted }),
  });
  /**
   * The assistant has been heard in this call. A room closed before that is the service failing
   * (it hung up before saying anything), not the visitor's network and not an ordinary end.
   */
  private assistantSpoke = false;
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

  /** A call has been requested from the SDK and not ended: its events are this attempt's. */
  private inCall(): boolean {
    return this.state.phase === 'connecting' || this.state.phase === 'active';
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
    if (this.state.phase === 'active' && this.client) this.mute.toggle();
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
    // Download the SDK, and get the assistant's values, while the visitor answers the microphone prompt.
    const clientPromise = this.getClient();
    clientPromise.catch(() => {});
    const valuesPromise = this.options.variableValues();
    valuesPromise.catch(() => {});
    const microphoneProblem = await checkMicrophone();
    if (!still('checking')) return;
    if (microphoneProblem) {
      this.fail(microphoneProblem);
      return;
    }
    let client: VoiceClient;
    let variableValues: Record<string, string>;
    try {
      [client, variableValues] = await Promise.all([clientPromise, valuesPromise]);
    } catch (error) {
      console.error('[voice-chat] the voice SDK or the assistant’s values could not be loaded', error);
      if (still('checking')) this.fail('connectionFailure');
      return;
    }
    // Daily allows one call object per page, and the SDK keeps one `call` for all starts: an earlier
    // start still running (stop() does not cancel a start still requesting) or still being destroyed
    // would fail this one or be destroyed in its place. Meanwhile events are not this attempt's: in
    // `checking`, the handlers ignore them (and stop an earlier call that connects after all).
    await this.previousCallGone(client);
    if (!still('checking')) return;

    this.mute.reset();
    this.assistantSpoke = false;
    this.set({ phase: 'connecting', announcement: 'connecting', captions: [], muted: false });
    this.connectTimer = setTimeout(() => {
      if (!still('connecting')) return;
      // The attempt is over: its late results, if any, are stopped and never taken for the next one.
      this.attempt++;
      this.fail('timeout');
      this.stopClient();
    }, this.connectTimeoutMs);

    let call: unknown;
    try {
      const starting = client.start(this.options.assistantId, { variableValues });
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
    this.toIdle({ announcement: announce ? 'ended' : null });
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

  /** Back to idle, saying so or not: the attempt's timer and microphone exchange end with it. */
  private toIdle(outcome: Pick<VoiceChatState, 'announcement'> & Partial<Pick<VoiceChatState, 'error'>>): void {
    clearTimeout(this.connectTimer);
    this.mute.reset();
    this.set({ phase: 'idle', muted: false, ...outcome });
  }

  private fail(key: VoiceErrorKey): void {
    this.toIdle({ error: key, announcement: null });
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
    if (verdict.kind !== 'failed' || !this.inCall()) return;
    console.error('[voice-chat] the call service ended the call', endedReason);
    this.fail(verdict.key);
    this.settleAfterFailure(phase);
  }

  private attach(client: VoiceClient): void {
    const handlers: { [E in keyof VoiceClientEvents]?: VoiceClientEvents[E] } = {
      'call-start': () => {
        if (this.state.phase === 'connecting') {
          clearTimeout(this.connectTimer);
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
          this.toIdle({ announcement: 'ended' });
        } else if (this.state.phase === 'connecting') {
          this.fail('connectionFailure');
        }
      },
      error: (payload) => {
        const verdict = classifySdkError(payload);
        const { phase } = this.state;
        if (verdict.kind === 'non-fatal' || !this.inCall()) {
          console.warn('[voice-chat] non-fatal voice error', payload);
          // The assistant's audio track arrives before the server says "listening", so autoplay can
          // fail while still connecting: the flag carries into the call, where the panel offers a fix.
          if (isAudioStartFailure(payload) && this.inCall()) this.set({ soundBlocked: true });
          return;
        }
        console.error('[voice-chat] voice error', payload);
        if (verdict.kind === 'ended' && phase === 'active' && this.assistantSpoke) {
          this.toIdle({ announcement: 'ended' });
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
        if (!this.inCall()) return;
        this.fail(cameraErrorKey(payload));
        this.settleAfterFailure(phase);
      },
      'daily-participant-updated': (participant) => {
        const muted = participant?.local ? microphoneOff(participant) : undefined;
        if (muted !== undefined && this.state.phase === 'active') this.mute.reported(muted);
      },
      'speech-start': () => {
        this.assistantSpoke = true;
      },
      message: (message) => {
        const endedReason = endedReasonOf(message);
        if (endedReason !== undefined) this.callEndedWith(endedReason);
        if (isAssistantSpeech(message)) this.assistantSpoke = true;
        const toolCalls = toolCallsOf(message);
        if (toolCalls.length > 0) this.options.onToolCalls?.(toolCalls, this.inCall());
        const line = spokenLineOf(message);
        if (!line || !this.inCall()) return;
        const captions = [...this.state.captions, { ...line, id: ++this.captionId }].slice(-maxCaptions);
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
