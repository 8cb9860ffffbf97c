/**
 * The call's start, from the voice island's first view: the in-call part (./voice-call.tsx) loads on
 * intent beside the SDK, and the `start-call` effect goes to its transport.
 */
import type { IslandContact } from '~/agent/conversation-context';
import { dispatch, followCallRules, handleEffects } from '~/components/islands/conversation/store/conversation-store';
import { loadConversationContext } from '~/components/islands/conversation/store/load-conversation-context';
import { callRules } from '~/components/islands/conversation/model/call-rules';
// By its full path: the fake-voice test build aliases exactly this specifier to its scripted SDK.
import { loadVoiceSdk } from './load-voice-sdk';
import type { VoiceSettings, VoiceTransport } from './voice-transport';

/** The in-call part (transport, error mapping, microphone check, panel), once loaded. */
export interface LoadedCall {
  part: typeof import('./voice-call');
  transport: VoiceTransport;
}

type CallSettings = Omit<VoiceSettings, 'context' | 'loadSdk'> & IslandContact & { contextUrl: string };

const ignore = () => {};

// A call's rules come with the voice island, whose press starts every call: the typed chat, which
// shares the conversation, opens without them.
followCallRules(callRules);

/**
 * An island's call start.
 *
 * The transport carries out every call effect: at once when it is here (within the press, so the
 * browser still counts the microphone prompt as the visitor's), else once it arrives.
 */
export function createCallStart(settings: CallSettings) {
  /** The download, emptied when it fails so the next press tries again. */
  let loading: Promise<LoadedCall> | undefined;
  let loaded: LoadedCall | undefined;
  /** The island while it is on the page, told when the in-call part arrives. */
  let onLoaded: ((call: LoadedCall) => void) | undefined;
  const load = () =>
    (loading ??= import('./voice-call').then(
      (part) => {
        loaded = { part, transport: part.createTransport({ ...settings, loadSdk: loadVoiceSdk }) };
        onLoaded?.(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  /** Whether intent has already fetched them (or they are on their way): a tap is pointer over, touch and focus at once. */
  let preloading = false;
  return {
    /**
     * Pointer over, focus, touch: fetch the SDK, the in-call part and the conversation context side by
     * side, once (again after a failure).
     */
    preload(): void {
      if (preloading) return;
      preloading = true;
      const failed = () => (preloading = false);
      loadVoiceSdk().catch(failed);
      // What every conversation needs, fetched on intent as the typed chat fetches it (the in-call part
      // asks again: the same request). From here, not only from that part, it does not wait for the part's
      // download; and the code both islands share brings the page guide's setup, which the context
      // gives, rather than a chunk of its own the typed chat's opening would fetch.
      loadConversationContext(settings).catch(ignore);
      load().then(({ transport }) => transport.preload(), failed);
    },
    /**
     * Carries out `start-call`, and tells `arrived` when the in-call part is here, until the returned
     * function is called (the island went).
     */
    connect(arrived: (call: LoadedCall) => void): () => void {
      onLoaded = arrived;
      const stopHandling = handleEffects({
        'start-call': (effect) => {
          if (loaded) return void loaded.transport.start(effect);
          loadVoiceSdk().catch(ignore);
          load().then(
            ({ transport }) => void transport.start(effect),
            (error: unknown) => {
              console.error('[voice-chat] the voice chat code could not be loaded', error);
              dispatch({ type: 'call-failed', attempt: effect.attempt, key: 'connection' });
            },
          );
        },
      });
      return () => {
        onLoaded = undefined;
        stopHandling();
      };
    },
  };
}
