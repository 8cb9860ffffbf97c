/**
 * The voice call's transport on its own, without React or a DOM: the conversation's call effects
 * carried out with the fake SDK (tests/fixtures/fake-voice-sdk.ts, the real SDK's event sequences), and
 * what the SDK reports turned into the conversation's events. Every transition is read from the
 * conversation's state; the island's rendering of it is tests/islands/voice-chat.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toolDone, toolRefused } from '~/components/islands/conversation/page-guide/agent-told';
import type * as Conversation from '~/components/islands/conversation/store/conversation-store';
import type { Status } from '~/components/islands/conversation/model/conversation-model';
import type { VoiceTransport } from '~/components/islands/voice-chat/voice-transport';
import type { CallContext } from '~/components/islands/voice-chat/call-overrides';
import type * as FakeSdk from '../fixtures/fake-voice-sdk';
import type { PanelLanguage } from '~/lib/conversation-words';
import { languageSwitchNote } from '~/agent/languages';
import { unspokenLanguageNote } from '~/components/islands/voice-chat/call-language';
import { conversationContext, islandLanguages, panelWords } from '../fixtures/sample-content';
import { allowConsoleErrorsFrom } from '../fixtures/console-errors';

let fake: typeof FakeSdk;
let conversation: typeof Conversation;
let Transport: typeof VoiceTransport;
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  // Fresh modules: the page's one SDK client and its conversation are module singletons.
  vi.resetModules();
  fake = await import('../fixtures/fake-voice-sdk');
  fake.fakeVoice.reset();
  fake.fakeVoice.scenario = 'manual';
  conversation = await import('~/components/islands/conversation/store/conversation-store');
  // The voice island's code, which the press comes from, gives the conversation a call's rules.
  await import('~/components/islands/voice-chat/call-start');
  Transport = (await import('~/components/islands/voice-chat/voice-transport')).VoiceTransport;
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop() {} }] }));
  // What checkMicrophone() asks of a browser: a secure context with WebRTC and media devices.
  vi.stubGlobal('window', { isSecureContext: true, RTCPeerConnection: class {} });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  allowConsoleErrorsFrom('[voice-chat]');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const state = () => conversation.getConversation();

/**
 * A mounted transport, its start-call effects carried out as the island's first view does, and
 * every status the conversation went through.
 */
function mounted(
  extra: {
    connectTimeoutMs?: number;
    context?: () => Promise<CallContext>;
    languages?: PanelLanguage[];
  } = {},
) {
  const transport = new Transport({
    publicKey: 'pk-test',
    apiUrl: 'https://voice.example.test',
    assistantId: 'assistant-123',
    context: async () => ({ variableValues: { brand: 'Prairie Hearth' }, calls: {} }),
    languages: [],
    loadSdk: fake.loadVoiceSdk,
    ...extra,
  });
  conversation.handleEffects({ 'start-call': (effect) => void transport.start(effect) });
  const statuses: Status[] = [];
  conversation.subscribeConversation(() => {
    if (statuses.at(-1) !== state().status) statuses.push(state().status);
  });
  const unmount = transport.mount();
  return { transport, statuses, unmount };
}

const press = () => conversation.dispatch({ type: 'press-voice' });
const sdk = () => {
  expect(fake.fakeVoice.instances).toHaveLength(1);
  return fake.fakeVoice.instances[0]!;
};
const startCalls = () => (fake.fakeVoice.instances[0]?.calls ?? []).filter((call) => call.method === 'start');
const callsOf = (method: string) => sdk().calls.filter((call) => call.method === method);

async function pressToConnect() {
  press();
  await vi.waitFor(() => expect(startCalls()).toHaveLength(1));
  return sdk();
}

async function connect() {
  const client = await pressToConnect();
  client.play(fake.sequences.joined());
  client.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
  client.play([['call-start']]);
  expect(state().status).toBe('in-call');
  return client;
}

describe('in the visitor’s language', () => {
  it('starts telling the agent the language, greeting in it where content has the words, its placeholders filled', async () => {
    mounted({ languages: islandLanguages });
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    await connect();
    const [, overrides] = startCalls()[0]!.args as [
      string,
      { variableValues: Record<string, string>; firstMessage: string },
    ];
    expect(overrides.variableValues).toEqual({
      brand: 'Prairie Hearth',
      conversationSoFar: '',
      language: 'Français (fr)',
    });
    expect(overrides.firstMessage).toBe(panelWords.fr!.firstMessage.replace('{{brand}}', 'Prairie Hearth'));
  });

  it('a language without words of its own: told, greeted by the assistant’s own first message', async () => {
    mounted({ languages: islandLanguages });
    conversation.dispatch({ type: 'choose-language', language: 'tl', by: 'visitor' });
    await connect();
    expect(startCalls()[0]!.args[1]).toEqual({
      variableValues: { brand: 'Prairie Hearth', conversationSoFar: '', language: 'Tagalog (tl)' },
    });
  });

  it('the visitor choosing another language during the call: its agent is told in the call', async () => {
    mounted({ languages: islandLanguages });
    const client = await connect();
    conversation.dispatch({ type: 'choose-language', language: 'es', by: 'visitor' });
    expect(callsOf('send')).toEqual([
      {
        method: 'send',
        args: [{ type: 'add-message', message: { role: 'system', content: languageSwitchNote('es') } }],
      },
    ]);
    expect(client).toBe(sdk());
  });
});

describe('the call’s voice chosen for the visitor', () => {
  const sample = { languages: islandLanguages, context: async () => conversationContext };

  it('a Punjabi visitor’s call asks for Punjabi’s own transcriber and voice, and says what the call speaks', async () => {
    mounted(sample);
    conversation.dispatch({ type: 'choose-language', language: 'pa', by: 'visitor' });
    await connect();
    const [, overrides] = startCalls()[0]!.args as [string, Record<string, unknown>];
    expect(overrides).toMatchObject({
      transcriber: {
        provider: 'gladia',
        model: 'solaria-1',
        languageBehaviour: 'manual',
        language: 'pa',
        languages: ['pa', 'en'],
      },
      voice: { provider: 'azure', voiceId: 'pa-IN-VaaniNeural' },
      variableValues: { language: 'ਪੰਜਾਬੀ (pa)', callLanguages: 'ਪੰਜਾਬੀ (pa), English (en)' },
    });
    // No greeting in Punjabi: the assistant's own first message.
    expect(overrides).not.toHaveProperty('firstMessage');
  });

  it('a French visitor’s call asks for neither: the assistant’s own serve it', async () => {
    mounted(sample);
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    await connect();
    const [, overrides] = startCalls()[0]!.args as [string, Record<string, unknown>];
    expect(overrides).not.toHaveProperty('transcriber');
    expect(overrides).not.toHaveProperty('voice');
    expect(overrides).toMatchObject({
      variableValues: {
        language: 'Français (fr)',
        callLanguages:
          'Français (fr), English (en), Tagalog (tl), 中文 (zh), हिन्दी (hi), العربية (ar), Українська (uk), Español (es), Tiếng Việt (vi)',
      },
    });
  });

  it('in a Punjabi call, a switch to a language its voice cannot speak is said so; to English, followed', async () => {
    mounted(sample);
    conversation.dispatch({ type: 'choose-language', language: 'pa', by: 'visitor' });
    await connect();
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    conversation.dispatch({ type: 'choose-language', language: 'en', by: 'visitor' });
    expect(callsOf('send').map(({ args }) => args[0])).toEqual([
      { type: 'add-message', message: { role: 'system', content: unspokenLanguageNote('fr') } },
      { type: 'add-message', message: { role: 'system', content: languageSwitchNote('en') } },
    ]);
    expect(unspokenLanguageNote('fr')).toMatch(
      /cannot speak: do not switch.*offer to go on in writing .* or to start the call again/,
    );
  });
});

describe('a language chosen while the call connects', () => {
  it('before the start is asked for (the microphone prompt): the call starts in it', async () => {
    let allow!: () => void;
    getUserMedia.mockImplementationOnce(
      () => new Promise((resolve) => (allow = () => resolve({ getTracks: () => [{ stop() {} }] }))),
    );
    mounted({ languages: islandLanguages });
    press();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'browser' });
    allow();
    await vi.waitFor(() => expect(startCalls()).toHaveLength(1));
    expect(startCalls()[0]!.args[1]).toMatchObject({ variableValues: { language: 'Français (fr)' } });
    sdk().play(fake.sequences.joined());
    sdk().finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    sdk().play([['call-start']]);
    // The call began in it: nothing more to tell.
    expect(callsOf('send')).toEqual([]);
  });

  it('after the start was asked for: kept, and told the agent once the call is live (the last choice only)', async () => {
    mounted({ languages: islandLanguages });
    const client = await pressToConnect();
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    conversation.dispatch({ type: 'choose-language', language: 'es', by: 'visitor' });
    client.play(fake.sequences.joined());
    client.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    expect(callsOf('send')).toEqual([]);
    client.play([['call-start']]);
    expect(callsOf('send')).toEqual([
      {
        method: 'send',
        args: [{ type: 'add-message', message: { role: 'system', content: languageSwitchNote('es') } }],
      },
    ]);
  });

  it('back to the language it started in before it was live: nothing to tell', async () => {
    mounted({ languages: islandLanguages });
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    const client = await pressToConnect();
    conversation.dispatch({ type: 'choose-language', language: 'es', by: 'visitor' });
    conversation.dispatch({ type: 'choose-language', language: 'fr', by: 'visitor' });
    client.play(fake.sequences.joined());
    client.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    client.play([['call-start']]);
    expect(callsOf('send')).toEqual([]);
  });
});

describe("a link's request during the call", () => {
  it("goes into the call as the visitor's written line, which its agent answers; not before the call is live", async () => {
    mounted();
    const request = "I'd like to book a showing of 1152 Redland Avenue, Moose Jaw.";
    const client = await pressToConnect();
    conversation.dispatch({ type: 'request-in-call', text: request });
    client.play(fake.sequences.joined());
    client.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    // Joined, not yet live: the SDK would take it, the agent is not listening yet.
    expect(callsOf('send')).toEqual([]);
    client.play([['call-start']]);
    expect(callsOf('send')).toEqual([
      { method: 'send', args: [{ type: 'add-message', message: { role: 'user', content: request } }] },
    ]);
  });
});

describe('what the page answers the agent for its tool calls in a call', () => {
  // The page guide, which reports them, gives the conversation the rules of what it shows as it loads.
  beforeEach(async () => {
    conversation.followShownRules((await import('~/components/islands/conversation/model/shown-rules')).shownRules);
  });

  const systemLine = (content: string) => ({
    method: 'send',
    args: [{ type: 'add-message', message: { role: 'system', content } }],
  });

  it('figures and refusals go into the live call as a system line, which its agent answers; a plain "done" is not said', async () => {
    mounted();
    // No call on: nothing to say it into.
    conversation.dispatch({
      type: 'tool-result',
      callId: 'e-0',
      via: 'voice',
      text: 'Average rent: $1,559 a month.',
      sayInCall: true,
    });
    await connect();
    expect(callsOf('send')).toEqual([]);
    conversation.dispatch({
      type: 'tool-result',
      callId: 'e-1',
      via: 'voice',
      text: 'Average rent: $901 a month.',
      sayInCall: true,
    });
    conversation.dispatch({ type: 'tool-result', callId: 's-1', via: 'voice', text: toolDone, sayInCall: false });
    const refusal = toolRefused('"Calgary" is not a city the company serves');
    conversation.dispatch({ type: 'tool-result', callId: 'e-2', via: 'voice', text: refusal, sayInCall: true });
    expect(callsOf('send')).toEqual([systemLine('Average rent: $901 a month.'), systemLine(refusal)]);
  });

  it('a typed answer’s report is never said into a call', async () => {
    mounted();
    await connect();
    conversation.dispatch({
      type: 'tool-result',
      callId: 't-1',
      via: 'typed',
      text: 'Average rent: $901 a month.',
      sayInCall: true,
    });
    expect(callsOf('send')).toEqual([]);
  });
});

describe('a call', () => {
  it('idle → connecting → in a call → idle, starting the fixed assistant with the page’s values and what was said', async () => {
    const { statuses } = mounted();
    const client = await connect();
    expect(client.calls[0]).toEqual({
      method: 'start',
      args: ['assistant-123', { variableValues: { brand: 'Prairie Hearth', conversationSoFar: '' } }],
    });
    expect(state().announcement).toEqual({ kind: 'connected' });
    press();
    expect(statuses).toEqual(['connecting', 'in-call', 'idle']);
    expect(state().announcement).toEqual({ kind: 'ended' });
    expect(callsOf('end')).toHaveLength(1);
  });

  it('presses while it is being set up ask for nothing more', async () => {
    mounted();
    press();
    press();
    await vi.waitFor(() => expect(startCalls()).toHaveLength(1));
    press();
    expect(state().status).toBe('connecting');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(startCalls()).toHaveLength(1);
  });

  it('a blocked microphone ends in idle with its message, and no start', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const { statuses } = mounted();
    press();
    await vi.waitFor(() => expect(state().status).toBe('idle'));
    expect(statuses).toEqual(['connecting', 'idle']);
    expect(state().failure).toEqual({ channel: 'voice', key: 'microphoneBlocked' });
    expect(fake.fakeVoice.instances[0]?.calls ?? []).toEqual([]);
  });

  it('a failed start lands in idle with the message its error type calls for', async () => {
    mounted();
    const client = await pressToConnect();
    client.play(fake.sequences.httpFailure({ message: 'Invalid Key', statusCode: 401 }));
    client.finishStart(null);
    expect(state()).toMatchObject({
      status: 'idle',
      failure: { channel: 'voice', key: 'unavailable' },
      announcement: null,
    });
  });

  it('the assistant’s values not arriving (offline) ends in idle with the connection message, and no start', async () => {
    mounted({ context: () => Promise.reject(new TypeError('Failed to fetch')) });
    press();
    await vi.waitFor(() => expect(state().status).toBe('idle'));
    expect(state().failure).toEqual({ channel: 'voice', key: 'connection' });
    expect(startCalls()).toEqual([]);
  });

  it('the connect timeout brings idle with its message and stops the start', async () => {
    vi.useFakeTimers();
    mounted({ connectTimeoutMs: 5_000 });
    press();
    // The microphone check and the SDK's arrival are promises, not timers: the clock stands still.
    for (let turn = 0; turn < 20 && startCalls().length === 0; turn++) await vi.advanceTimersByTimeAsync(0);
    expect(startCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state().status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({ status: 'idle', failure: { key: 'timeout' } });
    expect(callsOf('stop')).toHaveLength(1);
  });

  it('an attempt left behind is never taken for the next: its late call-start is stopped, not shown', async () => {
    mounted({ connectTimeoutMs: 50 });
    const client = await pressToConnect();
    await vi.waitFor(() => expect(state().failure).toMatchObject({ key: 'timeout' }));
    client.play(fake.sequences.joined());
    client.finishStart({ id: 'late', webCallUrl: 'https://room.daily.co/late' });
    client.play([['call-start']]);
    expect(state().status).toBe('idle');
    await vi.waitFor(() => expect(callsOf('stop').length).toBeGreaterThanOrEqual(2));
  });

  it('hanging up as the page goes ends a live call without a word; letting go of the SDK ends nothing more', async () => {
    const { unmount } = mounted();
    await connect();
    conversation.dispatch({ type: 'hang-up', announce: false });
    expect(state()).toMatchObject({ status: 'idle', announcement: null });
    expect(callsOf('end')).toHaveLength(1);
    unmount();
    expect(callsOf('end')).toHaveLength(1);
  });
});

describe('during a call', () => {
  it('final transcripts are turns of the conversation, in order; partial ones are not', async () => {
    mounted();
    const client = await connect();
    client.play(fake.sequences.conversation());
    expect(state().turns.map(({ speaker, text, via }) => `${speaker}/${via}: ${text}`)).toEqual([
      'assistant/voice: Hi! Thanks for calling. How can I help you today?',
      'visitor/voice: Do you manage rental homes in Regina?',
      'assistant/voice: Yes, we manage homes and condos across Regina.',
    ]);
    // The next call is told what was said in this one.
    press();
    await vi.waitFor(() => expect(callsOf('stop')).toHaveLength(1));
    press();
    await vi.waitFor(() => expect(startCalls()).toHaveLength(2));
    expect(startCalls()[1]!.args[1]).toMatchObject({
      variableValues: { conversationSoFar: expect.stringContaining('Visitor: Do you manage rental homes in Regina?') },
    });
  });

  it('the mute toggle shows the choice at once and follows Daily’s report', async () => {
    const { transport } = mounted();
    const client = await connect();
    transport.toggleMute();
    expect(state().call.muted).toBe(true);
    expect(client.muted).toBe(false);
    await vi.waitFor(() => expect(client.muted).toBe(true));
    // The SDK turns the microphone back on by itself.
    client.play(fake.sequences.localAudio(true));
    expect(state().call.muted).toBe(false);
  });

  it('a failure reason from the service ends the call with the API message', async () => {
    mounted();
    const client = await connect();
    client.play(fake.sequences.conversation());
    client.play(fake.sequences.failedByService('pipeline-error-openai-llm-failed'));
    expect(state()).toMatchObject({ status: 'idle', failure: { channel: 'voice', key: 'unavailable' } });
  });

  it('the browser refusing to play the assistant raises soundBlocked and the call goes on', async () => {
    mounted();
    const client = await connect();
    client.play(fake.sequences.audioStartFailed());
    expect(state()).toMatchObject({ status: 'in-call', call: { soundBlocked: true } });
  });
});
