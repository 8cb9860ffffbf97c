/**
 * The voice call's state machine on its own, without React or a DOM: every transition is read from
 * the controller's snapshots, driven by the fake SDK's real event sequences
 * (tests/fixtures/fake-voice-sdk.ts). The island's rendering of these states is
 * tests/islands/voice-chat.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceChatController, VoicePhase } from '~/components/islands/voice-chat/voice-chat-controller';
import type * as FakeSdk from '../fixtures/fake-voice-sdk';

let fake: typeof FakeSdk;
let Controller: typeof VoiceChatController;
let getUserMedia: ReturnType<typeof vi.fn>;

const options = () => ({
  publicKey: 'pk-test',
  apiUrl: 'https://voice.example.test',
  assistantId: 'assistant-123',
  variableValues: async () => ({ brand: 'Prairie Hearth' }),
  loadSdk: fake.loadVoiceSdk,
});

beforeEach(async () => {
  // Fresh modules: the page's one SDK client is a module singleton.
  vi.resetModules();
  fake = await import('../fixtures/fake-voice-sdk');
  fake.fakeVoice.reset();
  fake.fakeVoice.scenario = 'manual';
  Controller = (await import('~/components/islands/voice-chat/voice-chat-controller')).VoiceChatController;
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop() {} }] }));
  // What checkMicrophone() asks of a browser: a secure context with WebRTC and media devices.
  vi.stubGlobal('window', { isSecureContext: true, RTCPeerConnection: class {} });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A mounted controller and every phase it went through. */
function mounted(extra: { connectTimeoutMs?: number } = {}) {
  const controller = new Controller({ ...options(), ...extra });
  const phases: VoicePhase[] = [];
  controller.subscribe(() => {
    const { phase } = controller.getSnapshot();
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  const unmount = controller.mount();
  return { controller, phases, unmount, state: () => controller.getSnapshot() };
}

const sdk = () => {
  expect(fake.fakeVoice.instances).toHaveLength(1);
  return fake.fakeVoice.instances[0]!;
};
const startCalls = () => (fake.fakeVoice.instances[0]?.calls ?? []).filter((call) => call.method === 'start');
const callsOf = (method: string) => sdk().calls.filter((call) => call.method === method);

async function pressToConnect(controller: VoiceChatController) {
  controller.press();
  await vi.waitFor(() => expect(startCalls()).toHaveLength(1));
  return sdk();
}

async function connect(controller: VoiceChatController) {
  const client = await pressToConnect(controller);
  client.play(fake.sequences.joined());
  client.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
  client.play([['call-start']]);
  expect(controller.getSnapshot().phase).toBe('active');
  return client;
}

describe('phases', () => {
  it('idle → checking → connecting → active → idle, starting the fixed assistant with the page’s values', async () => {
    const { controller, phases, state } = mounted();
    expect(state()).toMatchObject({ phase: 'idle', error: null, announcement: null, captions: [], muted: false });
    const client = await connect(controller);
    expect(client.calls[0]).toEqual({
      method: 'start',
      args: ['assistant-123', { variableValues: { brand: 'Prairie Hearth' } }],
    });
    expect(state().announcement).toBe('connected');
    controller.press();
    expect(phases).toEqual(['checking', 'connecting', 'active', 'idle']);
    expect(state().announcement).toBe('ended');
    expect(callsOf('end')).toHaveLength(1);
  });

  it('presses while checking or connecting change nothing', async () => {
    const { controller } = mounted();
    controller.press();
    controller.press();
    expect(controller.getSnapshot().phase).toBe('checking');
    await vi.waitFor(() => expect(startCalls()).toHaveLength(1));
    controller.press();
    expect(controller.getSnapshot().phase).toBe('connecting');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(startCalls()).toHaveLength(1);
  });

  it('a blocked microphone ends in idle with its message, and no start', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const { controller, phases, state } = mounted();
    controller.press();
    await vi.waitFor(() => expect(state().phase).toBe('idle'));
    expect(phases).toEqual(['checking', 'idle']);
    expect(state().error).toBe('microphoneBlocked');
    expect(fake.fakeVoice.instances[0]?.calls ?? []).toEqual([]);
  });

  it('a failed start lands in idle with the message its error type calls for; dismissing clears it', async () => {
    const { controller, state } = mounted();
    const client = await pressToConnect(controller);
    client.play(fake.sequences.httpFailure({ message: 'Invalid Key', statusCode: 401 }));
    client.finishStart(null);
    expect(state()).toMatchObject({ phase: 'idle', error: 'apiFailure', announcement: null });
    controller.dismissError();
    expect(state().error).toBeNull();
  });

  it('the assistant’s values not arriving (offline) ends in idle with the connection message, and no start', async () => {
    const controller = new Controller({
      ...options(),
      variableValues: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    controller.mount();
    controller.press();
    await vi.waitFor(() => expect(controller.getSnapshot().phase).toBe('idle'));
    expect(controller.getSnapshot().error).toBe('connectionFailure');
    expect(startCalls()).toEqual([]);
  });

  it('the connect timeout brings idle with its message and stops the start', async () => {
    vi.useFakeTimers();
    const { controller, state } = mounted({ connectTimeoutMs: 5_000 });
    controller.press();
    // The microphone check and the SDK's arrival are promises, not timers: the clock stands still.
    for (let turn = 0; turn < 20 && startCalls().length === 0; turn++) await vi.advanceTimersByTimeAsync(0);
    expect(startCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state().phase).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ phase: 'idle', error: 'timeout' });
    expect(callsOf('stop')).toHaveLength(1);
  });

  it('an attempt left behind is never taken for the next: its late call-start is stopped, not shown', async () => {
    const { controller, state } = mounted({ connectTimeoutMs: 50 });
    const client = await pressToConnect(controller);
    await vi.waitFor(() => expect(state().error).toBe('timeout'));
    client.play(fake.sequences.joined());
    client.finishStart({ id: 'late', webCallUrl: 'https://room.daily.co/late' });
    client.play([['call-start']]);
    expect(state().phase).toBe('idle');
    await vi.waitFor(() => expect(callsOf('stop').length).toBeGreaterThanOrEqual(2));
  });

  it('pagehide and unmount end a live call', async () => {
    const { controller, unmount, state } = mounted();
    await connect(controller);
    controller.pageHidden();
    expect(state().phase).toBe('idle');
    expect(state().announcement).toBeNull();
    expect(callsOf('end')).toHaveLength(1);
    unmount();
    expect(callsOf('end')).toHaveLength(1);
  });
});

describe('during a call', () => {
  it('keeps final transcripts as captions, in order, and drops partial ones', async () => {
    const { controller, state } = mounted();
    const client = await connect(controller);
    client.play(fake.sequences.conversation());
    expect(state().captions.map(({ speaker, text }) => `${speaker}: ${text}`)).toEqual([
      'assistant: Hi! Thanks for calling. How can I help you today?',
      'visitor: Do you manage rental homes in Regina?',
      'assistant: Yes, we manage homes and condos across Regina.',
    ]);
    // A new call starts with no captions.
    controller.press();
    await vi.waitFor(() => expect(callsOf('stop')).toHaveLength(1));
    controller.press();
    await vi.waitFor(() => expect(startCalls()).toHaveLength(2));
    expect(state().captions).toEqual([]);
  });

  it('the mute toggle shows the choice at once and follows Daily’s report', async () => {
    const { controller, state } = mounted();
    const client = await connect(controller);
    controller.toggleMute();
    expect(state().muted).toBe(true);
    expect(client.muted).toBe(false);
    await vi.waitFor(() => expect(client.muted).toBe(true));
    // The SDK turns the microphone back on by itself.
    client.play(fake.sequences.localAudio(true));
    expect(state().muted).toBe(false);
  });

  it('a failure reason from the service ends the call with the API message', async () => {
    const { controller, state } = mounted();
    const client = await connect(controller);
    client.play(fake.sequences.conversation());
    client.play(fake.sequences.failedByService('pipeline-error-openai-llm-failed'));
    expect(state()).toMatchObject({ phase: 'idle', error: 'apiFailure' });
  });

  it('the browser refusing to play the assistant raises soundBlocked and the call goes on', async () => {
    const { controller, state } = mounted();
    const client = await connect(controller);
    client.play(fake.sequences.audioStartFailed());
    expect(state()).toMatchObject({ phase: 'active', soundBlocked: true });
  });
});
