// @vitest-environment happy-dom
/**
 * The voice-chat island against a fake SDK that replays @vapi-ai/web's real event sequences and
 * payload shapes (tests/fixtures/fake-voice-sdk.ts). Every transition, every error type.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import type { VoiceChatButtonProps } from '~/components/islands/voice-chat/VoiceChatButton';
import type * as FakeSdk from '../fixtures/fake-voice-sdk';
import clientOnDirective from '~/integrations/client-on-directive';
import { PRESS_FALLBACK_ATTRIBUTE } from '~/components/islands/shared/held-press';
import { pageWords } from '~/components/islands/voice-chat/call-words';
import chatJson from '../../content/ui/chat.json';
import conversationJson from '../../content/ui/conversation.json';
import voiceChatJson from '../../content/ui/voice-chat.json';
import {
  agentPageProps,
  conversationContext,
  conversationContextUrl,
  conversationNotice,
  islandLanguages,
} from '../fixtures/sample-content';
import { allowConsoleErrorsFrom } from '../fixtures/console-errors';

vi.mock('~/components/islands/voice-chat/load-voice-sdk', () => import('../fixtures/fake-voice-sdk'));

const text = { ...voiceChatJson, idleTooltip: voiceChatJson.idleTooltip.replace('{brand}', 'Prairie Hearth') };
const props: VoiceChatButtonProps = {
  publicKey: 'pk-test',
  assistantId: 'assistant-123',
  apiUrl: 'https://voice.example.test',
  // As the page gives them: the in-call part brings the words a call shows (the tests read them in `text`).
  text: pageWords(text),
  words: conversationJson,
  phone: { display: '(306) 555-0142', e164: '+13065550142' },
  email: 'hello@prairiehearth.example',
  callUsLabel: 'Call us',
  contextUrl: conversationContextUrl,
  notice: conversationNotice,
  languages: islandLanguages,
};

/** The first sentence of a message, enough to recognise it. */
const start = (message: string) => message.split('{phone}')[0]!.trim();

let fake: typeof FakeSdk;
let VoiceChatButton: typeof import('~/components/islands/voice-chat/VoiceChatButton').default;
let getUserMedia: ReturnType<typeof vi.fn>;
let trackStop: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  // Fresh modules: the page-wide SDK client is a module singleton, as it is in the browser; and a
  // fresh tab, whose conversation with the agent starts empty.
  vi.resetModules();
  sessionStorage.clear();
  fake = await import('../fixtures/fake-voice-sdk');
  fake.fakeVoice.reset();
  fake.fakeVoice.scenario = 'manual';
  VoiceChatButton = (await import('~/components/islands/voice-chat/VoiceChatButton')).default;
  trackStop = vi.fn();
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: trackStop }] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('RTCPeerConnection', class {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  allowConsoleErrorsFrom('[voice-chat]');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.querySelectorAll('audio').forEach((audio) => audio.remove());
});

const button = () => screen.getByTestId('voice-chat-button');
const instance = () => {
  const made = fake.fakeVoice.instances;
  expect(made).toHaveLength(1);
  return made[0]!;
};
const startCalls = () => (fake.fakeVoice.instances[0]?.calls ?? []).filter((call) => call.method === 'start');
const calls = (method: string) => instance().calls.filter((call) => call.method === method);
/** The island's own announcements (the panel has a live region of its own for what the agent shows). */
const status = () => screen.getByTestId('voice-chat-announcement');
const spinner = () => within(button()).queryByTestId('voice-chat-spinner');
/**
 * The press's own frame: the island's root is marked held, whose CSS draws the loading look (the
 * spinner, dimmed), as for a press client:on held before the island ran; nothing is rendered yet.
 */
const expectHeldLook = () => {
  expect(screen.getByTestId('voice-chat')).toHaveAttribute('data-press', 'held');
  expect(button()).toHaveAttribute('data-state', 'idle');
};
/**
 * Lets every promise continuation queued so far run (a task boundary: all microtasks drain before
 * the next task). Used to prove that something did NOT happen once the work that could cause it had
 * its chance, without waiting for an arbitrary time.
 */
const drainPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const alert = () => screen.getByRole('alert');

/** Press in idle and wait until the SDK's start() was asked for. */
async function pressToConnect() {
  fireEvent.click(button());
  await waitFor(() => expect(startCalls()).toHaveLength(1));
  return instance();
}

/** Up to an active call. */
async function connect() {
  const sdk = await pressToConnect();
  act(() => {
    sdk.play(fake.sequences.joined());
    sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
  });
  act(() => sdk.play([['call-start']]));
  await waitFor(() => expect(button()).toHaveAccessibleName('End Call'));
  return sdk;
}

describe('before hydration and with JavaScript off', () => {
  // CSS picks the face before any script runs (`js:` = @media (scripting: enabled)); happy-dom applies
  // no media queries, so tests/e2e checks what Chromium shows with scripts off. Here: both faces are in
  // the server's HTML, and hydration leaves only the button.
  it('renders a working call link for browsers without scripts beside the voice button', () => {
    document.body.innerHTML = renderToString(<VoiceChatButton {...props} />);
    try {
      const link = screen.getByRole('link', { name: 'Call us: (306) 555-0142' });
      expect(link).toHaveAttribute('href', 'tel:+13065550142');
      expect(link).not.toHaveAttribute('hidden');
      // The link is where a press held before hydration goes if the island never arrives.
      expect(link).toHaveAttribute(PRESS_FALLBACK_ATTRIBUTE);
      expect(screen.getByRole('button', { name: 'Start Voice Chat' })).toBeInTheDocument();
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('once hydrated shows only the voice button, whatever the browser says about scripting', () => {
    render(<VoiceChatButton {...props} />);
    expect(button()).toBeVisible();
    expect(screen.getByTestId('voice-chat-call-link')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Call us: (306) 555-0142' })).toBeNull();
  });
});

describe('idle', () => {
  it('is a button named "Start Voice Chat", idle, described by the brand tooltip', () => {
    render(<VoiceChatButton {...props} />);
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(button()).toHaveAccessibleDescription('Get Instant Answers - Talk with Prairie Hearth AI Agent');
    expect(button()).toHaveAttribute('data-state', 'idle');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByTestId('voice-chat-live-dot')).toBeNull();
  });

  // avoidEval itself is checked against the real loader in tests/unit/load-voice-sdk.test.ts.
  it('loads no SDK before intent, then exactly one client with listeners, on hover, focus or touch', async () => {
    const loader = await import('~/components/islands/voice-chat/load-voice-sdk');
    const download = vi.spyOn(loader, 'loadVoiceSdk');
    render(<VoiceChatButton {...props} />);
    // Rendered and its effects run: the one way to the SDK was never taken.
    expect(download).not.toHaveBeenCalled();
    expect(fake.fakeVoice.instances).toHaveLength(0);

    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    fireEvent.touchStart(button());
    // A tap is all three at once: the download is asked for once.
    expect(download).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fake.fakeVoice.instances).toHaveLength(1));
    const sdk = instance();
    expect(sdk.publicKey).toBe('pk-test');
    expect(sdk.apiBaseUrl).toBe('https://voice.example.test');
    expect(sdk.listenerCount('error')).toBeGreaterThan(0);
    expect(sdk.listenerCount('camera-error')).toBeGreaterThan(0);
    expect(sdk.calls).toEqual([]);
  });

  it('asks for the SDK again on the next intent after its download failed', async () => {
    const loader = await import('~/components/islands/voice-chat/load-voice-sdk');
    const download = vi.spyOn(loader, 'loadVoiceSdk').mockRejectedValueOnce(new Error('offline'));
    render(<VoiceChatButton {...props} />);
    fireEvent.focus(button());
    await act(drainPromises);
    const asked = download.mock.calls.length;
    fireEvent.focus(button());
    expect(download.mock.calls.length).toBeGreaterThan(asked);
    await act(drainPromises);
  });

  it('shows no tooltip for a touch: a tap has no hover', async () => {
    const user = userEvent.setup();
    render(<VoiceChatButton {...props} />);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    // The finger is down: a mouse there would show the brand tooltip (the test below).
    await user.pointer({ keys: '[TouchA>]', target: button() });
    expect(tooltip).not.toBeVisible();
  });

  it('shows the tooltip on hover and on keyboard focus, and Escape dismisses it', async () => {
    const user = userEvent.setup();
    render(<VoiceChatButton {...props} />);
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();

    await user.hover(button());
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent('Get Instant Answers - Talk with Prairie Hearth AI Agent');
    await user.keyboard('{Escape}');
    expect(tooltip).not.toBeVisible();
    await user.unhover(button());

    await user.tab();
    expect(button()).toHaveFocus();
    expect(tooltip).toBeVisible();
    await user.keyboard('{Escape}');
    expect(tooltip).not.toBeVisible();
    expect(button()).toHaveFocus();
  });
});

describe('the in-call part, loaded on intent', () => {
  it('intent starts the SDK download at once, beside the in-call part, and creates the one client', async () => {
    const loader = await import('~/components/islands/voice-chat/load-voice-sdk');
    const spy = vi.spyOn(loader, 'loadVoiceSdk');
    render(<VoiceChatButton {...props} />);
    expect(spy).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button());
    // Synchronously: the SDK download does not wait for the in-call part.
    expect(spy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fake.fakeVoice.instances).toHaveLength(1));
    expect(instance().calls).toEqual([]);
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('a press before the in-call part has arrived shows loading at once and is carried out once', async () => {
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    // Before the in-call part has arrived: the press's frame, then the conversation's.
    expect(getUserMedia).not.toHaveBeenCalled();
    expectHeldLook();
    await waitFor(() => expect(button()).toHaveAttribute('data-state', 'connecting'));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('voice-chat')).not.toHaveAttribute('data-press');
    expect(spinner()).toBeVisible();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Connecting…'));
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(fake.fakeVoice.instances).toHaveLength(1);
  });

  it('unmounted before the in-call part arrives: no microphone request, no call', async () => {
    const { unmount } = render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    unmount();
    // The in-call part has arrived and the island's continuations have run: a press carried out
    // would have asked for the microphone by now (begin() asks before its first await).
    await import('~/components/islands/voice-chat/voice-call');
    await drainPromises();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(startCalls()).toHaveLength(0);
  });

  it('the in-call part failing to download: connection message with the phone, and the next press tries again', async () => {
    vi.doMock('~/components/islands/voice-chat/voice-call', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    await waitFor(() => expect(alert()).toHaveTextContent(start(text.errors.connection)));
    expect(within(alert()).getByRole('link', { name: '(306) 555-0142' })).toHaveAttribute('href', 'tel:+13065550142');
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(getUserMedia).not.toHaveBeenCalled();

    vi.doUnmock('~/components/islands/voice-chat/voice-call');
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('starting', () => {
  it('checks the microphone first, then shows loading and starts the fixed assistant', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(trackStop).toHaveBeenCalled();
    // The fixed assistant, told what the page says (its prompt's {{brand}}, {{phone}}, ...) and what
    // the visitor typed before (nothing yet).
    expect(sdk.calls[0]).toEqual({
      method: 'start',
      args: [
        'assistant-123',
        // No clock: `{{today}}` is the platform's own.
        {
          variableValues: {
            ...conversationContext.variableValues,
            conversationSoFar: '',
          },
        },
      ],
    });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAttribute('data-state', 'connecting');
    expect(spinner()).toBeVisible();
    expect(status()).toHaveTextContent('Connecting…');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Connecting…');
  });

  /**
   * The loading look: disabled, dimmed, spinner at once (the press's own frame), then "Connecting…"
   * shown and announced once the conversation has the press (the frame after).
   */
  const expectLoading = async () => {
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    expect(button()).toHaveAttribute('data-state', 'connecting');
    expect(spinner()).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent(text.connecting));
    expect(screen.getByRole('tooltip')).toHaveTextContent(text.connecting);
  };

  it('is loading from the press on, while the visitor answers the microphone prompt', async () => {
    getUserMedia.mockImplementation(() => new Promise(() => {}));
    render(<VoiceChatButton {...props} />);
    fireEvent.pointerEnter(button());
    await waitFor(() => expect(fake.fakeVoice.instances).toHaveLength(1));
    fireEvent.click(button());
    expectHeldLook();
    await expectLoading();
    fireEvent.click(button());
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('is loading from the press on, while a slow SDK download goes on', async () => {
    const loader = await import('~/components/islands/voice-chat/load-voice-sdk');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = loader.loadVoiceSdk;
    vi.spyOn(loader, 'loadVoiceSdk').mockImplementation(async () => {
      await held;
      return real();
    });
    render(<VoiceChatButton {...props} />);
    fireEvent.pointerEnter(button());
    // The in-call part is here; the SDK is not.
    await waitFor(() => expect(button()).toHaveAttribute('data-state', 'idle'));
    fireEvent.click(button());
    // The microphone has answered (its tracks released): only the SDK is awaited now.
    await waitFor(() => expect(trackStop).toHaveBeenCalled());
    await drainPromises();
    expect(button()).toHaveAttribute('data-state', 'connecting');
    await expectLoading();
    release();
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    await expectLoading();
  });

  it('ignores presses while loading and a double press starts only once', async () => {
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    fireEvent.click(button());
    fireEvent.click(button());
    // A press that began an attempt would have asked for the microphone before its first await.
    await drainPromises();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(startCalls()).toHaveLength(1);
    expect(calls('stop')).toHaveLength(0);
  });

  it('goes active on call-start: red, pulsing, "End Call", green dot, panel with AI disclosure', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play(fake.sequences.joined()));
    // call-start-success is not "active" yet: the server has not said "listening".
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    act(() => sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' }));
    act(() => sdk.play([['call-start']]));
    await waitFor(() => expect(button()).toHaveAccessibleName('End Call'));
    expect(button()).toHaveAttribute('data-state', 'in-call');
    expect(button()).not.toHaveAttribute('aria-disabled');
    // The live dot is decoration: the button's name says the call is on.
    expect(screen.getByTestId('voice-chat-live-dot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('voice-chat-panel')).toHaveTextContent(text.aiDisclosure);
    expect(status()).toHaveTextContent(text.connected);
    fireEvent.pointerEnter(button());
    expect(screen.getByRole('tooltip')).toHaveTextContent('End Call');
  });
});

describe('during a call', () => {
  it('shows final transcripts as captions in a polite log that can be hidden', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.conversation()));
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getAllByTestId(/^chat-(question|reply)$/)).toHaveLength(3);
    expect(log).toHaveTextContent('Assistant: Hi! Thanks for calling. How can I help you today?');
    expect(log).toHaveTextContent('You: Do you manage rental homes in Regina?');
    expect(log).not.toHaveTextContent(/Hi! Thanks$/);

    const toggle = screen.getByRole('button', { name: text.hideCaptions });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: text.showCaptions })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.showCaptions }));
    expect(screen.getByRole('log')).toBeVisible();
  });

  it("a home's \"Book a showing\" pressed during the call goes into it as the visitor's line, never to the dialer; the hero's link to its transcript", async () => {
    const TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
    const address = '1152 Redland Avenue, Moose Jaw';
    const links = document.createElement('div');
    links.innerHTML = `<article data-home-address="${address}"><a href="tel:+13065550142" data-opens-chat="showing">Book a showing</a></article>
      <a href="#contact" data-opens-chat>${chatJson.heroLabel}</a>`;
    document.body.append(links);
    try {
      render(
        <>
          <TypedChat {...props} text={chatJson} />
          <VoiceChatButton {...props} />
        </>,
      );
      await connect();
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => void within(links).getByText('Book a showing').dispatchEvent(press));
      // Not the phone's dialer, and not the typed chat, which steps aside during a call.
      expect(press.defaultPrevented).toBe(true);
      const request = chatJson.requests.showing.replace('{address}', address);
      await waitFor(() =>
        expect(calls('send')).toEqual([
          { method: 'send', args: [{ type: 'add-message', message: { role: 'user', content: request } }] },
        ]),
      );
      expect(within(screen.getByRole('log')).getByTestId('chat-question')).toHaveTextContent(`You: ${request}`);
      expect(screen.queryByRole('dialog')).toBeNull();

      const ask = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => void within(links).getByText(chatJson.heroLabel).dispatchEvent(ask));
      expect(ask.defaultPrevented).toBe(true);
      expect(screen.getByRole('log')).toHaveFocus();
      expect(calls('send')).toHaveLength(1);
    } finally {
      links.remove();
    }
  });

  it("mutes and unmutes with aria-pressed, showing the choice at once and Daily's answer after", async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    const mute = screen.getByRole('button', { name: text.muteLabel });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    // Daily has not applied it yet.
    expect(sdk.muted).toBe(false);
    await waitFor(() => expect(sdk.muted).toBe(true));
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(sdk.muted).toBe(false));
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(calls('setMuted').map((call) => call.args[0])).toEqual([true, false]);
  });

  it('three quick presses: the button says muted and the microphone ends muted, with no flicker', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    vi.useFakeTimers();
    const mute = screen.getByRole('button', { name: text.muteLabel });
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(mute.getAttribute('aria-pressed')));
    observer.observe(mute, { attributes: true, attributeFilter: ['aria-pressed'] });
    fireEvent.click(mute);
    fireEvent.click(mute);
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    // Daily applies a change after muteDelayMs: by three of those, every report it would send is in.
    await act(() => vi.advanceTimersByTimeAsync(3 * fake.fakeVoice.muteDelayMs));
    expect(sdk.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(shown.slice(3)).toEqual([]);
    observer.disconnect();
    // The last choice wins; the presses in between never reached Daily as separate changes.
    expect(calls('setMuted').at(-1)!.args).toEqual([true]);
  });

  it('follows Daily when the SDK turns the microphone back on by itself', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    const mute = screen.getByRole('button', { name: text.muteLabel });
    fireEvent.click(mute);
    await waitFor(() => expect(sdk.muted).toBe(true));
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    // The SDK re-enables the microphone after dropping noise cancellation (setLocalAudio(true)).
    act(() => sdk.play(fake.sequences.localAudio(true)));
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    // Other participants' updates say nothing about our microphone.
    act(() => sdk.play([['daily-participant-updated', { ...fake.localParticipant(false), local: false }]]));
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('a change Daily never confirms: after a while the button shows what Daily has applied', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    vi.useFakeTimers();
    vi.spyOn(sdk, 'setMuted').mockImplementation(() => {});
    const mute = screen.getByRole('button', { name: text.muteLabel });
    fireEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    vi.useRealTimers();
  });

  it('survives a mute press when the call is already gone', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    sdk.hasCall = false; // the SDK lost its call object; setMuted now throws
    const mute = screen.getByRole('button', { name: text.muteLabel });
    expect(() => fireEvent.click(mute)).not.toThrow();
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('a press ends the call; call-end brings idle and "Call ended"', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    fireEvent.click(button());
    expect(calls('end')).toHaveLength(1);
    await waitFor(() => expect(button()).toHaveAccessibleName('Start Voice Chat'));
    expect(status()).toHaveTextContent(text.ended);
    expect(startCalls()).toHaveLength(1);
    await waitFor(() => expect(calls('stop')).toHaveLength(1));
    expect(sdk.started).toBe(false);
    expect(screen.queryByTestId('voice-chat-panel')).toBeNull();
  });

  it('goes idle when the other side hangs up, and removes leftover audio elements', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    const audio = document.createElement('audio');
    audio.dataset.participantId = 'assistant-session';
    document.body.append(audio);
    act(() => sdk.play(fake.sequences.remoteEnd()));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(status()).toHaveTextContent(text.ended);
    expect(document.querySelector('audio')).toBeNull();
    expect(alert()).toBeEmptyDOMElement();
  });

  it('keeps going through non-fatal errors (noise cancellation and the like), logging them', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.nonFatal()));
    expect(button()).toHaveAccessibleName('End Call');
    expect(alert()).toBeEmptyDOMElement();
    expect(console.warn).toHaveBeenCalled();
    expect(calls('stop')).toHaveLength(0);
  });

  it('tells the visitor when the browser will not play the assistant, and carries on', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.audioStartFailed()));
    expect(button()).toHaveAccessibleName('End Call');
    expect(screen.getByTestId('voice-chat-panel')).toHaveTextContent(start(text.soundBlocked));
  });

  it('catches "sound blocked" before call-start too (the assistant\'s track arrives first)', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    });
    act(() => sdk.play(fake.sequences.audioStartFailed()));
    act(() => sdk.play([['call-start']]));
    await waitFor(() => expect(button()).toHaveAccessibleName('End Call'));
    expect(screen.getByTestId('voice-chat-panel')).toHaveTextContent(start(text.soundBlocked));
    expect(screen.getByRole('button', { name: text.enableSound })).toBeVisible();
  });

  describe('"Turn on sound"', () => {
    let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
    beforeEach(() => {
      play = vi.fn<() => Promise<void>>(async () => {});
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    });

    it("plays the assistant's track from Daily inside the press, and the message goes", async () => {
      render(<VoiceChatButton {...props} />);
      const sdk = await connect();
      act(() => sdk.play(fake.sequences.audioStartFailed()));
      fireEvent.click(screen.getByRole('button', { name: text.enableSound }));
      // Inside the press, not after an await: the gesture is what lets the browser play.
      expect(play).toHaveBeenCalledTimes(1);
      const player = document.querySelector<HTMLAudioElement>('audio[data-participant-id="assistant-session"]')!;
      expect(player).not.toBeNull();
      expect(player.srcObject).toBeInstanceOf(MediaStream);
      await waitFor(() => expect(screen.queryByTestId('voice-chat-sound-blocked')).toBeNull());
      expect(button()).toHaveAccessibleName('End Call');
      // The element goes with the call, like the SDK's own.
      fireEvent.click(button());
      await waitFor(() => expect(document.querySelector('audio')).toBeNull());
    });

    it('still refused: the message and the control stay', async () => {
      play.mockRejectedValue(Object.assign(new Error('play() failed'), { name: 'NotAllowedError' }));
      render(<VoiceChatButton {...props} />);
      const sdk = await connect();
      act(() => sdk.play(fake.sequences.audioStartFailed()));
      fireEvent.click(screen.getByRole('button', { name: text.enableSound }));
      // The refusal has come back and been logged: whatever it changes has changed.
      await waitFor(() =>
        expect(console.warn).toHaveBeenCalledWith(
          '[voice-chat] the browser still refuses to play the assistant',
          expect.anything(),
        ),
      );
      expect(screen.getByTestId('voice-chat-panel')).toHaveTextContent(start(text.soundBlocked));
      expect(screen.getByRole('button', { name: text.enableSound })).toBeVisible();
    });
  });

  it('a lost connection ends in idle with the connection message and stops the call', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.dailyError('connection-error', 'network connection lost')));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(alert()).toHaveTextContent(start(text.errors.connection));
    expect(calls('stop')).toHaveLength(1);
  });

  it('a meeting that ended (Daily "ejected") after the assistant spoke is an ordinary end, not an error', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.conversation()));
    act(() => sdk.play(fake.sequences.dailyError('ejected', 'Meeting has ended')));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(alert()).toBeEmptyDOMElement();
    expect(status()).toHaveTextContent(text.ended);
  });

  it.each([
    'assistant-error',
    'pipeline-error-openai-llm-failed',
    'call.in-progress.error-vapifault-openai-llm-failed',
    'assistant-join-timed-out',
  ])('the service ends the call with "%s": the API message with the phone, not "Call ended"', async (reason) => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.conversation()));
    act(() => sdk.play(fake.sequences.failedByService(reason)));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(alert()).toHaveTextContent(start(text.errors.unavailable));
    expect(within(alert()).getByRole('link', { name: '(306) 555-0142' })).toBeInTheDocument();
    expect(status()).not.toHaveTextContent(text.ended);
  });

  it('the service ejects the visitor before the assistant says a word: the API message, not a network problem', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.dailyError('ejected', 'Meeting has ended')));
    expect(alert()).toHaveTextContent(start(text.errors.unavailable));
    expect(status()).not.toHaveTextContent(text.ended);
  });

  it('an ejection while still connecting is the service failing, not the network', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play(fake.sequences.joined()));
    act(() => sdk.play(fake.sequences.dailyError('ejected', 'Meeting has ended')));
    expect(alert()).toHaveTextContent(start(text.errors.unavailable));
    expect(alert()).not.toHaveTextContent(start(text.errors.connection));
  });

  it('the call ending because the assistant got no microphone permission: the microphone message', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.failedByService('customer-did-not-give-microphone-permission')));
    expect(alert()).toHaveTextContent(start(text.errors.microphoneBlocked));
  });

  it('a camera-error (microphone taken away) mid-call ends it with the microphone message', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.cameraError('mic-in-use')));
    expect(alert()).toHaveTextContent(start(text.errors.microphoneInUse));
    expect(calls('stop')).toHaveLength(1);
  });
});

describe('failures end in idle with a specific message offering the phone and email', () => {
  const expectMessage = (message: string) => {
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(button()).not.toHaveAttribute('aria-disabled');
    const box = alert();
    expect(box).toHaveTextContent(start(message));
    expect(within(box).getByRole('link', { name: '(306) 555-0142' })).toHaveAttribute('href', 'tel:+13065550142');
    expect(within(box).getByRole('link', { name: props.email })).toHaveAttribute('href', `mailto:${props.email}`);
  };

  it.each([
    ['NotAllowedError', text.errors.microphoneBlocked],
    ['SecurityError', text.errors.microphoneBlocked],
    ['NotFoundError', text.errors.microphoneNotFound],
    ['OverconstrainedError', text.errors.microphoneNotFound],
    ['NotReadableError', text.errors.microphoneInUse],
    ['AbortError', text.errors.microphoneInUse],
    ['SomethingNewError', text.errors.generic],
  ])('microphone preflight %s: message, and no start is requested', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error(name), { name }));
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    await waitFor(() => expectMessage(message));
    expect(startCalls()).toHaveLength(0);
  });

  it('no mediaDevices or no RTCPeerConnection: voice chat unavailable in this browser', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    await waitFor(() => expectMessage(text.errors.unsupported));

    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    vi.stubGlobal('RTCPeerConnection', undefined);
    fireEvent.click(button());
    await waitFor(() => expect(getUserMedia).not.toHaveBeenCalled());
    await waitFor(() => expectMessage(text.errors.unsupported));
    expect(startCalls()).toHaveLength(0);
  });

  it.each([
    [
      '401 (wrong key)',
      {
        message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        error: 'Unauthorized',
        statusCode: 401,
      },
    ],
    ['500', { message: 'Internal server error', statusCode: 500 }],
    ['body without status', { message: ['assistantId must be a UUID'], error: 'Bad Request' }],
  ])('API refuses the call, %s: API message', async (_, body) => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => {
      sdk.play(fake.sequences.httpFailure(body));
      sdk.finishStart(null);
    });
    expectMessage(text.errors.unavailable);
  });

  it('the request to the API never answered: connection message', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => {
      sdk.play(fake.sequences.networkFailure());
      sdk.finishStart(null);
    });
    expectMessage(text.errors.connection);
  });

  it('Daily could not join; the spurious call-end afterwards leaves the message in place', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play(fake.sequences.joinFailure()));
    act(() => sdk.finishStart(null));
    expectMessage(text.errors.connection);
    expect(status()).toBeEmptyDOMElement();
  });

  it('object-typed error messages ({ msg }) are read defensively', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play(fake.sequences.joinFailure({ msg: 'call machine unreachable', details: { code: 7 } })));
    act(() => sdk.finishStart(null));
    expectMessage(text.errors.connection);
    expect(alert()).not.toHaveTextContent('[object Object]');
  });

  it.each([
    ['Duplicate DailyIframe instances are not allowed', text.errors.generic],
    ['WebRTC not supported or suppressed', text.errors.unsupported],
  ])('Daily call object creation fails (%s)', async (reason, message) => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => {
      sdk.play(fake.sequences.objectCreationFailure(reason));
      sdk.finishStart(null);
    });
    expectMessage(message);
  });

  it.each([
    ['permissions', text.errors.microphoneBlocked],
    ['not-found', text.errors.microphoneNotFound],
    ['cam-mic-in-use', text.errors.microphoneInUse],
    ['undefined-mediadevices', text.errors.unsupported],
    ['unknown', text.errors.generic],
  ] as const)('camera-error "%s" while connecting; a start that connects anyway is stopped', async (type, message) => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play(fake.sequences.untilJoin()));
    act(() => sdk.play(fake.sequences.cameraError(type)));
    expectMessage(message);
    act(() => sdk.play(fake.sequences.afterJoin()));
    act(() => sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' }));
    await waitFor(() => expect(calls('stop')).toHaveLength(1));
    act(() => sdk.play([['call-start']]));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
  });

  it('a start that resolves null without any event still ends in idle (generic message)', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.finishStart(null));
    await waitFor(() => expectMessage(text.errors.generic));
  });

  it('a call-end while connecting, with no error, is a connection failure', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    act(() => sdk.play([['call-end']]));
    expectMessage(text.errors.connection);
  });

  it('the SDK failing to download: connection message, and the next press tries again', async () => {
    const loader = await import('~/components/islands/voice-chat/load-voice-sdk');
    // Every download fails: the first view's early start of the download and the controller's own.
    const spy = vi
      .spyOn(loader, 'loadVoiceSdk')
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    await waitFor(() => expectMessage(text.errors.connection));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
  });

  it('the message can be dismissed, and the next press clears it', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    await waitFor(() => expectMessage(text.errors.microphoneBlocked));
    fireEvent.click(screen.getByRole('button', { name: conversationJson.dismissLabel }));
    expect(alert()).toBeEmptyDOMElement();

    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotFoundError' }));
    fireEvent.click(button());
    await waitFor(() => expectMessage(text.errors.microphoneNotFound));
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('the connect timeout', () => {
  it('brings the button back to idle after 20 s, and stops the start again when it resolves', async () => {
    vi.useFakeTimers();
    render(<VoiceChatButton {...props} />);
    fireEvent.click(button());
    // The in-call part arrives by import(), which takes real time; the page's clock moves only in
    // 1 ms steps meanwhile (vi.waitFor polls on real timers). Its arrival lands between those steps,
    // outside act(): React is told so while waiting, as Testing Library's own waitFor does.
    const reactTests = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactTests.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await vi.waitFor(async () => {
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(startCalls()).toHaveLength(1);
      });
    } finally {
      reactTests.IS_REACT_ACT_ENVIRONMENT = true;
    }
    const sdk = instance();
    act(() => sdk.play(fake.sequences.untilJoin()));

    await act(() => vi.advanceTimersByTimeAsync(19_900));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(alert()).toHaveTextContent(start(text.errors.timeout));
    expect(calls('stop')).toHaveLength(1);
    // end() would throw while joining: the timeout must use stop().
    expect(calls('end')).toHaveLength(0);
    vi.useRealTimers();
  });

  it('a start that connects after the timeout is stopped, and its call-start ignored', async () => {
    // Long enough that a busy machine still sees the start (and spies on its stop) before it times out.
    render(<VoiceChatButton {...props} connectTimeoutMs={2_000} />);
    const sdk = await pressToConnect();
    // Keep the start pending through our stop() (as the initial POST does in the real SDK).
    const stop = vi.spyOn(sdk, 'stop').mockImplementation(async () => {
      sdk.calls.push({ method: 'stop', args: [] });
    });
    await waitFor(() => expect(alert()).toHaveTextContent(start(text.errors.timeout)), { timeout: 5_000 });
    expect(stop).toHaveBeenCalledTimes(1);
    act(() => sdk.play(fake.sequences.joined()));
    act(() => sdk.finishStart({ id: 'late', webCallUrl: 'https://room.daily.co/x' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(2));
    act(() => sdk.play([['call-start']]));
    expect(stop).toHaveBeenCalledTimes(3);
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(alert()).toHaveTextContent(start(text.errors.timeout));
  });
});

describe('no attempt leaks into the next', () => {
  it('a timed-out start that connects late is never taken for the next call, which waits for it to be gone', async () => {
    render(<VoiceChatButton {...props} connectTimeoutMs={300} />);
    const sdk = await pressToConnect();
    // Still requesting POST /call/web: the timeout's stop() cannot cancel it.
    await waitFor(() => expect(alert()).toHaveTextContent(start(text.errors.timeout)));
    expect(calls('stop')).toHaveLength(1);

    fireEvent.click(button());
    expectHeldLook();
    await waitFor(() => expect(button()).toHaveAttribute('aria-disabled', 'true'));
    await waitFor(() => expect(trackStop).toHaveBeenCalledTimes(2));
    await drainPromises();
    // The earlier start has not settled: no second start while its call object may still come.
    expect(startCalls()).toHaveLength(1);

    // The earlier start connects after all; its call-start is not the new call going live.
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'late', webCallUrl: 'https://room.daily.co/late' });
    });
    act(() => sdk.play([['call-start']]));
    expect(button()).toHaveAccessibleName('Start Voice Chat');
    expect(screen.queryByTestId('voice-chat-panel')).toBeNull();

    // Once its call object is destroyed, the new start goes ahead, alone.
    await waitFor(() => expect(startCalls()).toHaveLength(2));
    expect(sdk.hasCall).toBe(false);
    expect(fake.fakeVoice.callObjects).toBe(0);
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'call-2', webCallUrl: 'https://room.daily.co/2' });
    });
    act(() => sdk.play([['call-start']]));
    await waitFor(() => expect(button()).toHaveAccessibleName('End Call'));
    expect(alert()).toBeEmptyDOMElement();
  });

  it('a new press right after hanging up waits until Daily has destroyed the call object', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    fireEvent.click(button());
    expect(calls('end')).toHaveLength(1);
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(2));
    // The second start came only after the first call object was gone, so Daily made no duplicate.
    expect(calls('stop')).toHaveLength(1);
    act(() => sdk.play(fake.sequences.joined()));
    expect(sdk.hasCall).toBe(true);
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('leaving', () => {
  it('unmounting mid-call ends the call and lets go of the SDK events', async () => {
    const { unmount } = render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    const before = sdk.listenerCount('call-start');
    unmount();
    expect(calls('end')).toHaveLength(1);
    await waitFor(() => expect(calls('stop')).toHaveLength(1));
    expect(sdk.listenerCount('call-start')).toBe(before - 1);
    // The permanent listeners stay, so a later start() can never throw for lack of them.
    expect(sdk.listenerCount('error')).toBeGreaterThan(0);
  });

  it('unmounting while connecting stops the start, and again when it resolves', async () => {
    const { unmount } = render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    const stop = vi.spyOn(sdk, 'stop').mockImplementation(async () => {});
    unmount();
    expect(calls('end')).toHaveLength(0);
    expect(stop).toHaveBeenCalledTimes(1);
    act(() => sdk.finishStart({ id: 'late', webCallUrl: 'https://room.daily.co/x' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(2));
  });

  it('pagehide ends the call', async () => {
    render(<VoiceChatButton {...props} />);
    await connect();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(calls('end')).toHaveLength(1);
    expect(button()).toHaveAccessibleName('Start Voice Chat');
  });

  it('a second call after the first reuses the one SDK client', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    fireEvent.click(button());
    await waitFor(() => expect(calls('stop')).toHaveLength(1));
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(2));
    expect(fake.fakeVoice.instances).toEqual([sdk]);
  });
});

// What Astro does in the browser: the server's HTML in an <astro-island>, the `client:on` directive
// of src/components/layout/ConversationControl.astro, and hydrateRoot when it fires. The visitor acts on the
// server's button before any React has run.
describe('hydrated on intent by client:on', () => {
  let island: HTMLElement;
  let root: Root | undefined;
  /** What the directive calls to fetch the island's code: its first step towards hydrating. */
  let loadIsland: Mock<() => Promise<() => Promise<void>>>;

  beforeEach(() => {
    island = document.createElement('astro-island');
    island.innerHTML = renderToString(<VoiceChatButton {...props} />);
    document.body.append(island);
    loadIsland = vi.fn(async () => async () => {
      act(() => {
        root = hydrateRoot(island, <VoiceChatButton {...props} />);
      });
    });
    clientOnDirective(loadIsland, { name: 'on', value: 'pointerover focusin touchstart press' }, island);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    island.remove();
  });

  const serverButton = () => within(island).getByRole('button', { name: 'Start Voice Chat' });

  it('nothing loads before the visitor acts', async () => {
    await drainPromises();
    expect(loadIsland).not.toHaveBeenCalled();
    expect(root).toBeUndefined();
    expect(fake.fakeVoice.instances).toHaveLength(0);
  });

  it('a press on the server button shows loading at once and is carried out exactly once', async () => {
    const pressed = serverButton();
    fireEvent.click(pressed);
    fireEvent.click(pressed);
    // Held by the directive: the mark CSS draws the loading look from, before any React.
    expect(island).toHaveAttribute('data-press', 'held');
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    expect(island).toHaveAttribute('data-press', 'live');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    // The same element, hydrated: no swap under the visitor's finger.
    expect(button()).toBe(pressed);
    await drainPromises();
    expect(startCalls()).toHaveLength(1);
  });

  it('a press held by a French browser starts the call in French: the language is settled before the call starts', async () => {
    Object.defineProperty(navigator, 'languages', { configurable: true, value: ['fr-CA', 'en'] });
    try {
      fireEvent.click(serverButton());
      await waitFor(() => expect(startCalls()).toHaveLength(1));
      expect(startCalls()[0]!.args[1]).toMatchObject({
        variableValues: { language: 'Français (fr)' },
        firstMessage: expect.stringMatching(/^Bonjour/),
      });
      expect(island.querySelector('[data-testid="voice-chat"]')).toHaveAttribute('lang', 'fr');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
    }
  });

  it('keyboard focus on the server button stays on it through hydration, with the tooltip and the SDK fetched', async () => {
    const focusedButton = serverButton();
    act(() => focusedButton.focus());
    await waitFor(() => expect(root).toBeDefined());
    expect(document.activeElement).toBe(focusedButton);
    await waitFor(() => expect(fake.fakeVoice.instances).toHaveLength(1));
    expect(within(island).getByRole('tooltip')).toBeVisible();
    expect(fake.fakeVoice.instances[0]!.calls).toEqual([]);
  });

  it('a touch hydrates it without starting anything: the press that follows does', async () => {
    fireEvent.touchStart(serverButton());
    await waitFor(() => expect(root).toBeDefined());
    expect(island).toHaveAttribute('data-press', 'live');
    // Had hydration carried out a press, the in-call part would have arrived and asked for the
    // microphone by the time every continuation after its arrival has run.
    await import('~/components/islands/voice-chat/voice-call');
    await drainPromises();
    expect(getUserMedia).not.toHaveBeenCalled();
    fireEvent.click(button());
    await waitFor(() => expect(startCalls()).toHaveLength(1));
  });
});

// The voice call's turn in the visitor's one conversation with the agent (conversation/store/conversation-store.ts).
describe('one conversation with the typed chat', () => {
  let conversation: typeof import('~/components/islands/conversation/store/conversation-store');
  let inCall: typeof import('~/components/islands/conversation/model/conversation-model').inCall;
  beforeEach(async () => {
    conversation = await import('~/components/islands/conversation/store/conversation-store');
    ({ inCall } = await import('~/components/islands/conversation/model/conversation-model'));
    // The typed chat asks once its asking code, with the question's rules, is here.
    await (await import('~/components/islands/typed-chat/chat-transport')).loadAsking();
  });

  it('a call starts knowing what was typed before it', async () => {
    conversation.dispatch({ type: 'ask', question: 'Do you clean offices?', now: Date.now() });
    const { attempt } = conversation.getConversation();
    conversation.dispatch({ type: 'reply-done', attempt, text: 'Yes, across Regina.', toolCalls: [] });
    render(<VoiceChatButton {...props} />);
    const sdk = await pressToConnect();
    expect(sdk.calls[0]!.args[1]).toEqual({
      variableValues: {
        ...conversationContext.variableValues,
        conversationSoFar: 'Visitor: Do you clean offices?\nAssistant: Yes, across Regina.',
      },
    });
  });

  it('a call is in progress from the press to the end, and its captions join the transcript', async () => {
    render(<VoiceChatButton {...props} />);
    expect(inCall(conversation.getConversation())).toBe(false);
    fireEvent.click(button());
    await waitFor(() => expect(inCall(conversation.getConversation())).toBe(true));
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    const sdk = instance();
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
      sdk.play([['call-start']]);
    });
    act(() => sdk.play(fake.sequences.conversation()));
    const turns = () => conversation.getConversation().turns.map(({ speaker, text, via }) => [speaker, text, via]);
    expect(turns()).toEqual([
      ['assistant', 'Hi! Thanks for calling. How can I help you today?', 'voice'],
      ['visitor', 'Do you manage rental homes in Regina?', 'voice'],
      ['assistant', 'Yes, we manage homes and condos across Regina.', 'voice'],
    ]);
    fireEvent.click(button());
    expect(inCall(conversation.getConversation())).toBe(false);
    // A second call adds its own turns only.
    fireEvent.click(button());
    const again = await waitFor(() => {
      expect(startCalls()).toHaveLength(2);
      return instance();
    });
    act(() => {
      again.play(fake.sequences.joined());
      again.finishStart({ id: 'call-2', webCallUrl: 'https://room.daily.co/2' });
      again.play([['call-start']]);
      again.play([
        ['message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Thanks, bye.' }],
      ]);
    });
    expect(turns()).toHaveLength(4);
  });
});

// The agent's client-side tools during a call (conversation/page-guide/carry-out-tool-calls.ts does what each asks).
describe('the agent shows the page during a call', () => {
  let scrolled: Element[];
  beforeEach(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section id="services">Services</section><section id="contact">Contact</section>',
    );
    scrolled = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => document.querySelectorAll('section').forEach((section) => section.remove()));

  const agentLine = () => within(screen.getByTestId('voice-chat-panel')).getByTestId('agent-shown');
  const warnings = () => vi.mocked(console.warn).mock.calls.filter(([first]) => String(first).includes('[page-guide]'));

  it('carries out tool calls (string and object arguments) and says each in the panel', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() => sdk.play(fake.sequences.toolCalls(['call-a', agentToolNames.showSection, '{"section":"services"}'])));
    expect(scrolled).toEqual([document.getElementById('services')]);
    expect(agentLine()).toHaveTextContent(agentPageProps.text.showing.replace('{label}', 'Services'));

    act(() => sdk.play(fake.sequences.toolCalls(['call-b', agentToolNames.showContact, { method: 'phone' }])));
    const card = within(agentLine()).getByTestId('agent-contact-card');
    expect(within(card).getByRole('link', { name: props.phone.display })).toHaveAttribute(
      'href',
      `tel:${props.phone.e164}`,
    );
    expect(warnings()).toEqual([]);
  });

  it('ignores an undeclared tool, a choice outside the list, a repeated id, and anything after the call', async () => {
    render(<VoiceChatButton {...props} />);
    const sdk = await connect();
    act(() =>
      sdk.play(
        fake.sequences.toolCalls(
          ['call-1', 'navigate', '{"url":"https://evil.example"}'],
          ['call-2', agentToolNames.showSection, '{"section":"not-a-section"}'],
          ['call-3', agentToolNames.showSection, '{"section":"services"}'],
          ['call-3', agentToolNames.showSection, '{"section":"contact"}'],
        ),
      ),
    );
    expect(scrolled).toEqual([document.getElementById('services')]);
    expect(warnings()).toHaveLength(3);

    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveAccessibleName('Start Voice Chat'));
    act(() =>
      sdk.emit(
        'message',
        fake.sequences.toolCalls(['call-4', agentToolNames.showSection, '{"section":"contact"}'])[0]![1],
      ),
    );
    expect(scrolled).toHaveLength(1);
    expect(warnings()).toHaveLength(4);
  });
});

// Every call opens with the privacy notice, before the first word (content/agent.md `notice`).
describe('the privacy notice', () => {
  const noticeStart = conversationNotice.notice.split('{privacy}')[0]!.trim();
  const expectNotice = (container: HTMLElement) => {
    expect(container).toHaveTextContent(noticeStart);
    const link = within(container).getByRole('link', { name: new RegExp(conversationNotice.linkText) });
    expect(link).toHaveAttribute('href', '/privacy/');
    // A new tab: following it never ends the call.
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`${conversationNotice.linkText} ${conversationNotice.newTabHint}`);
  };

  it('is in the server HTML for a press held before the island runs (CSS shows it then)', () => {
    document.body.innerHTML = renderToString(<VoiceChatButton {...props} />);
    try {
      expectNotice(screen.getByTestId('voice-chat-notice'));
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('shows from the press on (before the in-call part has arrived), and stays in the panel during the call', async () => {
    render(<VoiceChatButton {...props} />);
    expect(screen.queryByTestId('voice-chat-notice')).toBeNull();
    fireEvent.click(button());
    expectNotice(await screen.findByTestId('voice-chat-notice'));
    await waitFor(() => expect(startCalls()).toHaveLength(1));
    const sdk = instance();
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
      sdk.play([['call-start']]);
    });
    await waitFor(() => expect(button()).toHaveAccessibleName('End Call'));
    expectNotice(screen.getByTestId('voice-chat-panel'));
  });
});
