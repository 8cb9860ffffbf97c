// @vitest-environment happy-dom
/**
 * The real @vapi-ai/web, not the fake: a `tool-calls` app message goes through the SDK's own message
 * path (`onAppMessage`, which parses Daily's app messages and emits them as `message`) to the voice
 * transport, whose conversation hands the page guide exactly the calls the platform sent. (The SDK needs a DOM to load:
 * it creates a WebGL context when imported.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';

let loadVoiceSdk: typeof import('~/components/islands/voice-chat/load-voice-sdk').loadVoiceSdk;
let VoiceTransport: typeof import('~/components/islands/voice-chat/voice-transport').VoiceTransport;
let conversation: typeof import('~/components/islands/conversation/store/conversation-store');

beforeEach(async () => {
  // Fresh modules: the page's one SDK client is a module singleton.
  vi.resetModules();
  ({ loadVoiceSdk } = await import('~/components/islands/voice-chat/load-voice-sdk'));
  ({ VoiceTransport } = await import('~/components/islands/voice-chat/voice-transport'));
  conversation = await import('~/components/islands/conversation/store/conversation-store');
  // The voice island's code, which the press comes from, gives the conversation a call's rules.
  await import('~/components/islands/voice-chat/call-start');
  // The page guide, not set up here, warns about each call it is handed.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** What the platform sends for a tool call (`ClientMessageToolCalls`), as Daily delivers it: a string. */
const toolCallsMessage = (args: unknown) => ({
  type: 'tool-calls',
  toolCallList: [
    { id: 'call-real-1', type: 'function', function: { name: agentToolNames.showSection, arguments: args } },
  ],
  toolWithToolCallList: [],
  timestamp: 1_700_000_000_000,
});

describe('a tool call through the real SDK', () => {
  it.each([
    ['a JSON string', '{"section":"services"}'],
    ['an object', { section: 'services' }],
  ])('reaches the page guide with its arguments as %s, untouched', async (_, args) => {
    const showOnPage = vi.fn();
    conversation.handleEffects({ 'show-on-page': showOnPage });
    let client: { onAppMessage(event: { data: string }): void } | undefined;
    const transport = new VoiceTransport({
      publicKey: 'pk-test',
      apiUrl: 'http://127.0.0.1:9',
      assistantId: 'assistant-1',
      context: async () => ({ variableValues: {}, calls: {} }),
      languages: [],
      // The real SDK, keeping the instance so the test can hand it an app message as Daily would.
      loadSdk: async () => {
        const create = await loadVoiceSdk();
        return (publicKey, apiUrl) => {
          const made = create(publicKey, apiUrl);
          client = made as unknown as typeof client;
          return made;
        };
      },
    });
    const unmount = transport.mount();
    transport.preload();
    await vi.waitFor(() => expect(client).toBeDefined());

    client!.onAppMessage({ data: JSON.stringify(toolCallsMessage(args)) });
    expect(showOnPage).toHaveBeenCalledTimes(1);
    const [{ calls, live }] = showOnPage.mock.calls[0]!;
    expect(calls).toEqual(toolCallsMessage(args).toolCallList);
    // No call is live: the page guide ignores these.
    expect(live).toBe(false);

    // Other messages (a transcript; a conversation-update that repeats earlier calls) carry no calls.
    client!.onAppMessage({ data: JSON.stringify({ type: 'conversation-update', messages: [toolCallsMessage(args)] }) });
    client!.onAppMessage({ data: JSON.stringify({ type: 'transcript', role: 'user', transcript: 'hi' }) });
    expect(showOnPage).toHaveBeenCalledTimes(1);
    unmount();
  });
});
