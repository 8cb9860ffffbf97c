/**
 * The voice call as a transport of the one conversation: it carries out the call's effects with the SDK
 * and turns what the SDK, Daily and the browser report into the conversation's events.
 */
import type { PanelLanguage } from '~/lib/conversation-words';
import {
  dispatch,
  getConversation,
  handleEffects,
  subscribeConversation,
} from '~/components/islands/conversation/store/conversation-store';
import { loadWords, wordsLoaded } from '~/components/islands/conversation/language/load-words';
import { isCurrentAttempt } from '~/components/islands/conversation/model/conversation-model';
import { type ConversationEffect } from '~/components/islands/conversation/model/conversation-events';
import { playAssistantAudio, removeLeftoverAudio } from './assistant-audio';
import { checkMicrophone } from './check-microphone';
import { CallLanguage } from './call-language';
import { callOverrides, type CallContext } from './call-overrides';
import { MuteHandshake } from './mute-handshake';
import { attachSdkEvents } from './sdk-events';
import { getSharedClient } from './shared-voice-client';
import type { AddMessage, CreateVoiceClient, VoiceClient } from './voice-types';

export interface VoiceSettings {
  publicKey: string;
  apiUrl: string;
  assistantId: string;
  /** The page's values for the assistant's `{{placeholders}}` and each language's call, fetched beside the microphone and the SDK. */
  context: () => Promise<CallContext>;
  /** `loadVoiceSdk`, handed in by the first view (which calls it on intent) so it stays in that chunk. */
  loadSdk: () => Promise<CreateVoiceClient>;
  /** The listed languages: a call starts in the conversation's, greeting in it where content gives the words. */
  languages: readonly PanelLanguage[];
  /** Our own limit for connecting; Daily alone may take 66 s to give up. */
  connectTimeoutMs?: number;
}

/** How long a new start waits for an earlier call object to be destroyed before trying anyway. */
const callObjectGoneMs = 5_000;

/**
 * Events are numbered by the attempt whose start() the SDK was last asked for (the rules:
 * conversation-rules.ts). Daily allows one call object per page, so a start waits until earlier starts
 * and stops have settled.
 */
export class VoiceTransport {
  private client: VoiceClient | null = null;
  private detach: (() => void) | null = null;
  private mounted = false;
  /** The attempt whose start() the SDK was last asked for: the SDK's events belong to it. */
  private sdkAttempt = -1;
  /** Our limit on connecting: the conversation gives the attempt up should the SDK never settle. */
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly connectTimeoutMs: number;
  /** The microphone toggle's exchange with Daily (see ./mute-handshake.ts). */
  private readonly mute = new MuteHandshake(() => (this.live() ? this.client : null), {
    shown: () => getConversation().call.muted,
    show: (muted) => dispatch({ type: 'muted', attempt: this.sdkAttempt, muted }),
  });
  /** Earlier SDK starts and stops, settled or not: the next start waits for them (see previousCallGone). */
  private pending: Promise<void> = Promise.resolve();
  /** The visitor's written lines pressed while the call connected: said as it goes live (stale ones dropped). */
  private waiting: Extract<ConversationEffect, { type: 'say-in-call' }>[] = [];
  /** The SDK's call's language, what it speaks, and a choice made while it connected (told once it is live). */
  private readonly language = new CallLanguage();

  constructor(private readonly settings: VoiceSettings) {
    this.connectTimeoutMs = settings.connectTimeoutMs ?? 20_000;
    // For the page's life: a start abandoned as the island went must be stopped when it connects.
    // (`start-call` comes through the first view, which loads this module when it is needed.)
    handleEffects({
      'end-call': (effect) => this.end(effect),
      'stop-call': () => this.stopCall(),
      'tell-language': ({ language }) => this.tellLanguage(language),
      'say-in-call': (line) => this.say(line),
      // What the page did with the agent's tool call (refused it, or showed figures to say): the SDK
      // has no tool result, so a system line of the call, the same call only.
      'tell-call': ({ attempt, text }) => {
        if (attempt === this.sdkAttempt) this.addMessage('system', text);
      },
    });
    subscribeConversation(() => {
      if (!this.live()) return;
      const kept = this.language.takeKept();
      if (kept !== undefined) this.tellLanguage(kept);
      if (this.waiting.length === 0) return;
      const lines = this.waiting.filter(({ attempt }) => attempt === this.sdkAttempt);
      this.waiting = [];
      for (const { text } of lines) this.addMessage('user', text);
    });
  }

  /**
   * The visitor chose another language during the call: its agent is told once the call is live (that
   * it cannot speak it, where its voice does not). A choice made before start() was asked for is the one
   * the call starts in instead (start reads it).
   */
  private tellLanguage(language: string): void {
    if (!this.live()) return this.language.keep(language);
    const note = this.language.noteFor(language);
    if (note) this.addMessage('system', note);
  }

  /** The call of `attempt` is still the conversation's own, being set up or on. */
  private current(attempt: number): boolean {
    return isCurrentAttempt(getConversation(), attempt, 'voice');
  }

  /** The SDK's call is the conversation's live call. */
  private live(): boolean {
    const state = getConversation();
    return isCurrentAttempt(state, this.sdkAttempt, 'voice') && state.status === 'in-call';
  }

  /** While the island is mounted the SDK's events flow in; returns the cleanup. */
  mount(): () => void {
    this.mounted = true;
    if (this.client) this.attach(this.client);
    return () => {
      this.detach?.();
      this.detach = null;
      this.mounted = false;
    };
  }

  /** Intent (pointer over, focus, touch): fetch the SDK so the press starts faster. */
  preload(): void {
    this.getClient().catch(() => {
      /* reported on press */
    });
  }

  /** Mute or unmute: the button shows the visitor's choice at once; Daily confirms it later. */
  toggleMute(): void {
    if (this.live() && this.client) this.mute.toggle();
  }

  /** "Turn on sound": the assistant's track played from Daily within the press, the gesture autoplay wants. */
  enableSound(): void {
    if (!getConversation().call.soundBlocked || !this.live() || !this.client) return;
    const players = playAssistantAudio(this.client.getDailyCallObject());
    if (players.length === 0) return;
    const attempt = this.sdkAttempt;
    Promise.all(players).then(
      () => dispatch({ type: 'sound-restored', attempt }),
      (error: unknown) => console.warn('[voice-chat] the browser still refuses to play the assistant', error),
    );
  }

  /** A line of the visitor's written into the call: now if it is live, else once it is (the same call only). */
  private say(line: Extract<ConversationEffect, { type: 'say-in-call' }>): void {
    if (this.live()) this.addMessage('user', line.text);
    else if (this.current(line.attempt)) this.waiting.push(line);
  }

  /**
   * Puts a line into the live call's conversation, which its agent answers: a note of the language the
   * visitor chose or of what a page tool showed (`system`), or a line of the visitor's written rather
   * than spoken (`user`, a link's request). False when there is no live call to take it.
   */
  private addMessage(role: AddMessage['message']['role'], content: string): boolean {
    if (!this.live() || !this.client) return false;
    try {
      this.client.send({ type: 'add-message', message: { role, content } });
      return true;
    } catch (error) {
      console.warn(`[voice-chat] the call could not be given the ${role} line`, error);
      return false;
    }
  }

  /** The `start-call` effect: the microphone, the SDK and the page's values side by side, then start(). */
  async start({
    attempt,
    conversationSoFar,
    language,
  }: Extract<ConversationEffect, { type: 'start-call' }>): Promise<void> {
    if (!this.current(attempt)) return;
    const clientPromise = this.getClient();
    clientPromise.catch(() => {});
    const contextPromise = this.settings.context();
    contextPromise.catch(() => {});
    // The visitor answers the microphone prompt while the SDK downloads, and the greeting's words come.
    const greeted = this.greeting(language);
    const microphoneProblem = await checkMicrophone();
    if (!this.current(attempt)) return;
    if (microphoneProblem) return dispatch({ type: 'call-failed', attempt, key: microphoneProblem });
    let client: VoiceClient;
    let context: CallContext;
    try {
      [client, context] = await Promise.all([clientPromise, contextPromise, greeted]);
      await this.previousCallGone(client);
      // A language chosen meanwhile (the browser's, the visitor's) is the call's: its greeting too.
      await this.greeting(getConversation().language);
    } catch (error) {
      console.error('[voice-chat] the voice SDK or the assistant’s values could not be loaded', error);
      return dispatch({ type: 'call-failed', attempt, key: 'connection' });
    }
    if (!this.current(attempt)) return;

    this.mute.reset();
    this.sdkAttempt = attempt;
    clearTimeout(this.connectTimer);
    this.connectTimer = setTimeout(() => dispatch({ type: 'call-timed-out', attempt }), this.connectTimeoutMs);
    const now = getConversation().language;
    const { overrides, speaks } = callOverrides({
      context,
      conversationSoFar,
      language: now,
      languages: this.settings.languages,
      greeting: wordsLoaded(now)?.firstMessage,
    });
    this.language.begin(now, speaks);
    let call: unknown;
    try {
      const starting = client.start(this.settings.assistantId, overrides);
      this.keepTrack(starting);
      call = await starting;
    } catch (error) {
      console.error('[voice-chat] start failed', error);
      call = null;
    }
    // Failures normally arrive as events first; a start abandoned meanwhile that connected is stopped.
    dispatch({ type: 'call-started', attempt, connected: Boolean(call) });
  }

  /** The greeting's words in `language`, where it has its own (a failed fetch greets in English: nothing waits on it). */
  private greeting(language: string | null): Promise<void> {
    const chosen = this.settings.languages.find(({ code }) => code === language);
    return chosen?.words ? loadWords({ ...chosen, words: chosen.words }).catch(() => {}) : Promise.resolve();
  }

  /** The `end-call` effect: end() hangs up on the server at once, but throws while still joining. */
  private end({ attempt, live }: Extract<ConversationEffect, { type: 'end-call' }>): void {
    this.mute.reset();
    clearTimeout(this.connectTimer);
    if (live && this.client) {
      try {
        this.client.end();
        return;
      } catch {
        /* fall back to stop() */
      }
    }
    // A start not yet requested (the microphone, the SDK still coming) has nothing to stop.
    if (attempt === this.sdkAttempt) this.stopClient();
  }

  /** The `stop-call` effect. */
  private stopCall(): void {
    this.mute.reset();
    clearTimeout(this.connectTimer);
    this.stopClient();
  }

  private async getClient(): Promise<VoiceClient> {
    const client = await getSharedClient(this.settings);
    this.client = client;
    if (this.mounted && !this.detach) this.attach(client);
    return client;
  }

  /** Remembers an SDK start or stop still under way, so the next start can wait for it. */
  private keepTrack(work: Promise<unknown>): void {
    const before = this.pending;
    this.pending = Promise.allSettled([before, work]).then(() => {});
  }

  /** Once earlier starts and stops have settled and Daily's call object is gone (end() gives no promise). */
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

  private stopClient(): void {
    if (!this.client) return;
    const stopping = this.client
      .stop()
      .catch((error: unknown) => console.warn('[voice-chat] stop failed', error))
      .finally(removeLeftoverAudio);
    this.keepTrack(stopping);
  }

  private attach(client: VoiceClient): void {
    this.detach = attachSdkEvents(client, {
      attempt: () => this.sdkAttempt,
      callLive: () => {
        if (this.live()) clearTimeout(this.connectTimer);
      },
      muteReported: (muted) => {
        if (this.live()) this.mute.reported(muted);
      },
    });
  }
}
