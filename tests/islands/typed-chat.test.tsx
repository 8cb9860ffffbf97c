// @vitest-environment happy-dom
/**
 * The typed chat island (src/components/islands/typed-chat/TypedChat.tsx) against the fake API of the
 * browser tests (tests/fixtures/fake-vapi-api.mjs), started here and reached over real local HTTP.
 * Every state a visitor can meet: opening and closing, streaming, each failure, a reload, a call
 * taking its turn, and the presses client:on holds before the island runs.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { TypedChatProps } from '~/components/islands/typed-chat/TypedChat';
import { agentToolNames } from '~/agent/tool-names';
import clientOnDirective from '~/integrations/client-on-directive';
import type { ChatText } from '~/schemas/chat-text';
import chatJson from '../../content/ui/chat.json';
import conversationJson from '../../content/ui/conversation.json';
import siteJson from '../../content/site.json';
import {
  agentPageProps,
  conversationContextUrl,
  conversationNotice,
  islandLanguages,
  panelWords,
} from '../fixtures/sample-content';
import { chatReply, chatReplyWords, toolCallReply } from '../fixtures/fake-vapi-api.mjs';
import { fakeVapiApiForFile } from '../fixtures/fake-vapi-server';

const text = chatJson as ChatText;
const api = fakeVapiApiForFile({ chatStepMs: 15 });
let TypedChat: typeof import('~/components/islands/typed-chat/TypedChat').default;
let conversation: typeof import('~/components/islands/conversation/store/conversation-store');

const props = (): TypedChatProps => ({
  publicKey: 'pk-test',
  assistantId: 'assistant-123',
  apiUrl: api.apiUrl(),
  text,
  words: conversationJson,
  phone: siteJson.phone,
  email: siteJson.email,
  contextUrl: conversationContextUrl,
  notice: conversationNotice,
  languages: islandLanguages,
});

beforeEach(async () => {
  // Replies stream from a real local server, so the panel changes whenever bytes arrive, not inside a
  // test's act(): every check here waits for what it checks (waitFor), and each test ends with its
  // conversation at rest (afterEach), so React's "not wrapped in act" would only report the network.
  // (Set per test: Testing Library turns it on in a beforeAll.)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // A fresh tab and fresh modules: the conversation lives in sessionStorage and a module.
  sessionStorage.clear();
  vi.resetModules();
  TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
  conversation = await import('~/components/islands/conversation/store/conversation-store');
  await api.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  // A reply still arriving when a test's last check passed would change the panel after the test
  // (React's "not wrapped in act"): each test ends with its conversation at rest.
  await waitFor(() => expect(conversation.getConversation().status).toBe('idle'));
  vi.unstubAllGlobals();
});

const setChatScenario = api.setChatScenario;
const chatRequests = async () =>
  (await api.requests())
    // The browser's CORS preflights (OPTIONS) are left out.
    .filter((entry) => entry.method === 'POST' && entry.path === '/chat/web')
    .map((entry) => entry.body as Record<string, unknown>);

const control = () => screen.getByRole('button', { name: text.openLabel });
const panel = () => screen.getByRole('dialog', { name: text.title });
const box = () => screen.getByRole('textbox', { name: text.inputLabel });
const log = () => screen.getByRole('log');
const sendButton = () => screen.getByRole('button', { name: text.sendLabel });
const announcement = () => screen.getByTestId('chat-announcement');
const messageStart = (message: string) => message.split('{')[0]!.trim();

async function openAndAsk(question: string) {
  const user = userEvent.setup();
  await user.click(control());
  await user.type(box(), question);
  await user.keyboard('{Enter}');
  return user;
}

describe('the control', () => {
  it('is server-rendered with its panel: a popover the control opens with no script, focus going to the text box', () => {
    // CSS shows the control only where scripts run (`js:`) and the panel only once opened; happy-dom
    // applies neither, so tests/e2e checks what Chromium shows.
    document.body.innerHTML = renderToString(<TypedChat {...props()} />);
    try {
      const button = screen.getByRole('button', { name: text.openLabel });
      const shell = screen.getByRole('dialog', { name: text.title });
      expect(shell).toHaveAttribute('popover', 'manual');
      expect(button).toHaveAttribute('popovertarget', shell.id);
      // The browser says whether it is open, until the island runs.
      expect(button).not.toHaveAttribute('aria-expanded');
      // Its words are the chat's: kept out of search snippets.
      expect(shell).toHaveAttribute('data-nosnippet');
      // What its first frame shows, before any script: the heading, close (the browser closes it),
      // the AI disclosure, the privacy notice, the greeting, the text box (focused as it opens), its
      // count and Send (which Enter in the box presses), and no form: the page has none.
      const close = within(shell).getByRole('button', { name: text.closeLabel });
      expect(close).toHaveAttribute('popovertarget', shell.id);
      expect(close).toHaveAttribute('popovertargetaction', 'hide');
      expect(shell).toHaveTextContent(text.aiDisclosure);
      expect(within(shell).getByTestId('conversation-notice')).toBeInTheDocument();
      expect(within(shell).getByRole('log')).toHaveTextContent(text.greeting);
      const box = within(shell).getByRole('textbox', { name: text.inputLabel });
      expect(box).toHaveAttribute('autofocus');
      expect(box).toBeEnabled();
      expect(box).toHaveAccessibleDescription(text.characterCount.replace('{count}', '0').replace('{max}', '1000'));
      expect(within(shell).getByRole('button', { name: text.sendLabel })).toHaveAttribute('data-press-enter');
      expect(shell.querySelector('form')).toBeNull();
      // The language it is written in, not yet the list: the island brings the others (the row is
      // there from the start, so nothing moves as the island takes the panel over).
      expect(within(shell).getByRole('combobox').querySelectorAll('option')).toHaveLength(1);
    } finally {
      document.body.innerHTML = '';
    }
  });

  it('opens the panel: focus in the text box, the AI disclosure and the greeting; loads nothing until a question', async () => {
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    expect(control()).toHaveAttribute('aria-expanded', 'true');
    expect(control()).toHaveAttribute('aria-controls', panel().id);
    expect(box()).toHaveFocus();
    expect(panel()).toHaveTextContent(text.aiDisclosure);
    expect(log()).toHaveTextContent(text.greeting);
    expect(log()).toHaveAttribute('aria-live', 'off');
    expect(box()).toHaveAttribute('maxlength', '1000');
    expect(box()).toHaveAccessibleDescription(text.characterCount.replace('{count}', '0').replace('{max}', '1000'));
    expect(await chatRequests()).toEqual([]);
  });

  it('Escape closes it and gives focus back to the control; the control also toggles it', async () => {
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(control()).toHaveFocus();
    await user.click(control());
    expect(panel()).toBeVisible();
    await user.click(control());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('asking', () => {
  it('Enter sends, Shift+Enter breaks the line; the reply is painted as it streams and announced once, complete', async () => {
    await setChatScenario('held');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    await user.type(box(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    // Sent once the asking code is here: the first keystroke fetched it, a busy machine may still be at it.
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(within(log()).getByTestId('chat-question').textContent).toContain('Line one\nline two');
    expect(announcement()).toHaveTextContent(text.sending);
    // Words are on the page while the rest of the reply is still held back by the API.
    const firstWords = chatReplyWords.slice(0, 3).join('').trim();
    await waitFor(() => expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(firstWords));
    expect(within(log()).getByTestId('chat-reply')).not.toHaveTextContent(chatReply);
    expect(announcement()).not.toHaveTextContent(chatReplyWords[0]!.trim());
    await api.release();
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(chatReply);
    // The phone number in the reply is a call link built from its digits.
    expect(within(log()).getByRole('link', { name: '(306) 555-0142' })).toHaveAttribute('href', 'tel:+13065550142');
  });

  it('the first keystroke fetches what a question needs: its asking code and the page guide, not the question’s send', async () => {
    const { loadedPageGuide } = await import('~/components/islands/conversation/page-guide/load-page-guide');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    expect(loadedPageGuide()).toBeUndefined();
    await user.type(box(), 'D');
    // Here before any question: its chunks are not compiled and run in the frames that paint the answer.
    await waitFor(() => expect(loadedPageGuide()).toBeDefined());
    expect(await chatRequests()).toEqual([]);
  });

  it('one question at a time, nothing empty', async () => {
    await setChatScenario('stream');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    await user.keyboard('{Enter}');
    await user.type(box(), '   {Enter}');
    expect(await chatRequests()).toEqual([]);
    await user.clear(box());
    await user.type(box(), 'First{Enter}Second');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    expect((await chatRequests()).map((request) => request.input)).toEqual(['First']);
    expect(box()).toHaveValue('Second');
  });

  it('a tab restored without leaving the page shows the conversation; its next question ends the kept session and opens a new one told it', async () => {
    await setChatScenario('stream');
    const first = render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    first.unmount();

    vi.resetModules();
    const Reloaded = (await import('~/components/islands/typed-chat/TypedChat')).default;
    render(<Reloaded {...props()} />);
    const user = userEvent.setup();
    await user.click(control());
    expect(within(log()).getByTestId('chat-question')).toHaveTextContent('Hello');
    expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(chatReply);
    await user.type(box(), 'More{Enter}');
    await waitFor(() => expect(within(log()).getAllByTestId('chat-reply')).toHaveLength(2));
    // Announced once it is whole: the reply has finished, and nothing more happens after the test.
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    // The phone may have kept the tab past the session's life: it is ended, and the question opens a new one.
    const [firstRequest, ending, second] = await chatRequests();
    expect(firstRequest!.sessionId).toBeUndefined();
    expect(ending).toMatchObject({ sessionId: expect.stringMatching(/^chat-session-/), sessionEnd: true });
    expect(second).toMatchObject({ input: 'More', sessionExpirationSeconds: 1800 });
    expect(second!.sessionId).toBeUndefined();
    expect(second!.assistantOverrides).toMatchObject({
      variableValues: { conversationSoFar: `Visitor: Hello\nAssistant: ${chatReply}` },
    });
  });

  it('"New conversation" clears the transcript', async () => {
    await setChatScenario('stream');
    render(<TypedChat {...props()} />);
    const user = await openAndAsk('Hello');
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    await user.click(screen.getByRole('button', { name: text.newConversationLabel }));
    expect(within(log()).queryByTestId('chat-question')).toBeNull();
    await waitFor(async () => expect((await chatRequests()).at(-1)).toMatchObject({ sessionEnd: true }));
  });

  it('a hostile reply is shown as text: no markup, no link but the phone’s', async () => {
    await setChatScenario('hostile');
    render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    // Generous: the first answer of a file also waits for the island's modules to load.
    await waitFor(() => expect(announcement()).toHaveTextContent('306-555-0142'), { timeout: 5_000 });
    const reply = within(log()).getByTestId('chat-reply');
    expect(reply.querySelector('img')).toBeNull();
    expect(reply).toHaveTextContent('<img src=x onerror="window.__hostile=1">');
    expect(
      within(reply)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:+13065550142']);
  });
});

describe('failures, said with the phone, nothing lost', () => {
  const alert = () => within(panel()).getByRole('alert');
  const expectPhone = () =>
    expect(within(alert()).getByRole('link', { name: siteJson.phone.display })).toHaveAttribute(
      'href',
      `tel:${siteJson.phone.e164}`,
    );

  it('401: the chat’s own words, never a voice call’s, and the question back in the box', async () => {
    await setChatScenario('unauthorized');
    const toldOwner = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    await waitFor(() => expect(alert()).toHaveTextContent(messageStart(text.errors.unavailable)));
    expect(toldOwner).toHaveBeenCalledWith(expect.stringContaining('the platform refused the public key (HTTP 401'));
    expect(alert()).not.toHaveTextContent(/voice/i);
    expectPhone();
    expect(box()).toHaveValue('Hello');
    expect(within(log()).queryByTestId('chat-question')).toBeNull();
  });

  it('429: busy, try again in 7 s', async () => {
    await setChatScenario('busy');
    render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    await waitFor(() =>
      expect(alert()).toHaveTextContent(text.errors.busy.split('{phone}')[0]!.replace('{seconds}', '7').trim()),
    );
    expectPhone();
    expect(box()).toHaveValue('Hello');
  });

  it('a reply cut part-way keeps its part, marked, and says so; the failure can be dismissed', async () => {
    await setChatScenario('cut');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    await waitFor(() => expect(alert()).toHaveTextContent(messageStart(text.errors.cutOff)));
    expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(conversationJson.cutOffMark);
    expect(box()).toHaveValue('');
    await user.click(within(alert()).getByRole('button', { name: conversationJson.dismissLabel }));
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('the code that asks not loading', () => {
  const alert = () => within(panel()).getByRole('alert');

  /** The asking chunk fails to load, as after a redeploy (its old file gone) or offline; the island is fresh. */
  async function withoutAskingCode() {
    vi.resetModules();
    vi.doMock('~/components/islands/typed-chat/chat-ask', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /_astro/chat-ask.old.js');
    });
    TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
    conversation = await import('~/components/islands/conversation/store/conversation-store');
    return vi.spyOn(console, 'error').mockImplementation(() => {});
  }
  afterEach(() => {
    vi.doUnmock('~/components/islands/typed-chat/chat-ask');
  });

  it('online (a redeploy): says to reload, with the phone; the question stays in the box, nothing is sent, nothing thrown', async () => {
    const logged = await withoutAskingCode();
    render(<TypedChat {...props()} />);
    await openAndAsk('Do you manage condos?');
    await waitFor(() => expect(alert()).toHaveTextContent(messageStart(text.errors.reload)));
    expect(within(alert()).getByRole('link', { name: siteJson.phone.display })).toHaveAttribute(
      'href',
      `tel:${siteJson.phone.e164}`,
    );
    expect(box()).toHaveValue('Do you manage condos?');
    expect(within(log()).queryByTestId('chat-question')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[typed-chat] the code that asks could not be loaded', expect.any(Error));
    expect(await chatRequests()).toEqual([]);
    expect(conversation.getConversation().status).toBe('idle');
  });

  it('offline: says to check the connection, with the phone; the question stays', async () => {
    await withoutAskingCode();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<TypedChat {...props()} />);
    await openAndAsk('Hello');
    await waitFor(() => expect(alert()).toHaveTextContent(messageStart(text.errors.connection)));
    expect(box()).toHaveValue('Hello');
  });
});

describe('typing and talking take turns', () => {
  it('a call starting closes the panel and hides the control until it ends; its captions join the transcript', async () => {
    // The voice island's code (loaded with it) gives the conversation a call's rules.
    await import('~/components/islands/voice-chat/call-start');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    act(() => conversation.dispatch({ type: 'press-voice' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('typed-chat-control')).not.toBeVisible();
    const { attempt } = conversation.getConversation();
    act(() => {
      conversation.dispatch({ type: 'call-live', attempt });
      conversation.dispatch({ type: 'caption', attempt, speaker: 'visitor', text: 'Do you clean offices?' });
      conversation.dispatch({ type: 'press-voice' });
    });
    await user.click(control());
    const line = within(log()).getByTestId('chat-question');
    expect(line).toHaveTextContent('Do you clean offices?');
    expect(line).toHaveTextContent(conversationJson.spokenMark);
  });
});

// What Astro does in the browser: the server's HTML in an <astro-island>, client:on, then hydrateRoot.
describe('hydrated on intent by client:on', () => {
  let island: HTMLElement;
  let heroLink: HTMLAnchorElement;
  let root: Root | undefined;
  let loadIsland: Mock<() => Promise<() => Promise<void>>>;

  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', `<a href="#contact" data-opens-chat>${text.heroLabel}</a>`);
    heroLink = document.querySelector('[data-opens-chat]')!;
    island = document.createElement('astro-island');
    island.innerHTML = renderToString(<TypedChat {...props()} />);
    document.body.append(island);
    loadIsland = vi.fn(async () => async () => {
      act(() => {
        root = hydrateRoot(island, <TypedChat {...props()} />);
      });
    });
    clientOnDirective(
      loadIsland,
      { name: 'on', value: 'pointerover focusin touchstart press press-from:[data-opens-chat]' },
      island,
    );
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    island.remove();
    heroLink.remove();
  });

  it('where the browser has no popovers, a press on the server control is held: CSS shows the panel’s own text box, then the island opens it with focus there', async () => {
    const shellBox = within(island).getByRole<HTMLTextAreaElement>('textbox', { name: text.inputLabel });
    fireEvent.click(within(island).getByRole('button', { name: text.openLabel }));
    expect(island).toHaveAttribute('data-press', 'held');
    await waitFor(() => expect(root).toBeDefined());
    expect(panel()).toBeVisible();
    // The same text box the page's HTML had: nothing replaced.
    expect(box()).toBe(shellBox);
    expect(box()).toHaveFocus();
    expect(control()).toHaveAttribute('aria-expanded', 'true');
    // The island's whole panel: every language offered.
    expect(within(panel()).getByRole('combobox').querySelectorAll('option')).toHaveLength(islandLanguages.length);
  });

  it('what was typed before the island ran is kept as it takes over: the words, where the cursor was, focus; the count follows', async () => {
    const shellBox = within(island).getByRole<HTMLTextAreaElement>('textbox', { name: text.inputLabel });
    fireEvent.click(within(island).getByRole('button', { name: text.openLabel }));
    shellBox.focus();
    shellBox.value = 'Do you manage duplexes?';
    shellBox.setSelectionRange(7, 13);
    await waitFor(() => expect(root).toBeDefined());
    expect(box()).toBe(shellBox);
    expect(box()).toHaveValue('Do you manage duplexes?');
    expect([shellBox.selectionStart, shellBox.selectionEnd]).toEqual([7, 13]);
    expect(box()).toHaveFocus();
    expect(box()).toHaveAccessibleDescription(text.characterCount.replace('{count}', '23').replace('{max}', '1000'));
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
    // It is the question: Enter sends it.
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    expect((await chatRequests()).map((body) => body.input)).toEqual(['Do you manage duplexes?']);
  });

  it('a question typed before the island ran has what it needs fetched as the island takes it over, before it is sent', async () => {
    const { loadedPageGuide } = await import('~/components/islands/conversation/page-guide/load-page-guide');
    const shellBox = within(island).getByRole<HTMLTextAreaElement>('textbox', { name: text.inputLabel });
    fireEvent.click(within(island).getByRole('button', { name: text.openLabel }));
    shellBox.value = 'Do you manage duplexes?';
    await waitFor(() => expect(root).toBeDefined());
    await waitFor(() => expect(loadedPageGuide()).toBeDefined());
    expect(await chatRequests()).toEqual([]);
  });

  it('Enter pressed before the island ran is held, then sends the question once, as Shift+Enter still breaks the line', async () => {
    let hydrate!: () => void;
    loadIsland.mockImplementation(async () => {
      await new Promise<void>((resolve) => (hydrate = resolve));
      return async () => {
        act(() => {
          root = hydrateRoot(island, <TypedChat {...props()} />);
        });
      };
    });
    const shellBox = within(island).getByRole<HTMLTextAreaElement>('textbox', { name: text.inputLabel });
    fireEvent.click(within(island).getByRole('button', { name: text.openLabel }));
    shellBox.focus();
    shellBox.value = 'Hello';
    const lineBreak = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
    shellBox.dispatchEvent(lineBreak);
    expect(lineBreak.defaultPrevented).toBe(false);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    shellBox.dispatchEvent(enter);
    // Not a line break in the box: the send, held for the island.
    expect(enter.defaultPrevented).toBe(true);
    expect(island).toHaveAttribute('data-press', 'held');
    await waitFor(() => expect(hydrate).toBeDefined());
    hydrate();
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    expect((await chatRequests()).map((body) => body.input)).toEqual(['Hello']);
    expect(box()).toHaveValue('');
  });

  it('the hero’s link opens the panel (held before the island runs, answered by it after); Escape returns focus to the link', async () => {
    const user = userEvent.setup();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    heroLink.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(root).toBeDefined());
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(heroLink).toHaveFocus();
    await user.click(heroLink);
    expect(panel()).toBeVisible();
  });
});

// The homes' links (components/sections/Homes.astro): a card's "Book a showing" and the offer to be
// told when a home comes up open the chat with their request in the box, for the visitor to send.
describe('a link’s request in the text box', () => {
  const address = 'Unit 305, 812 Broadway Avenue, Saskatoon';
  let island: HTMLElement;
  let root: Root | undefined;
  const showingLink = () => document.querySelector<HTMLAnchorElement>('[data-opens-chat="showing"]')!;
  const alertLink = () => document.querySelector<HTMLAnchorElement>('[data-opens-chat="homeAlert"]')!;
  const speaking = (...languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages });

  beforeEach(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<article data-home-address="${address}"><a href="tel:+13065550142" data-opens-chat="showing">Book a showing</a></article>
       <a href="tel:+13065550142" data-opens-chat="homeAlert">Tell me when a home comes up</a>`,
    );
    island = document.createElement('astro-island');
    island.innerHTML = renderToString(<TypedChat {...props()} />);
    document.body.append(island);
    clientOnDirective(
      async () => async () => {
        act(() => {
          root = hydrateRoot(island, <TypedChat {...props()} />);
        });
      },
      { name: 'on', value: 'pointerover focusin touchstart press press-from:[data-opens-chat]' },
      island,
    );
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it('a card’s "Book a showing", held before the island runs, opens the panel with the showing of its home in the box; Enter sends it', async () => {
    speaking('en');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    showingLink().dispatchEvent(event);
    // Not the phone call: the chat answers.
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(root).toBeDefined());
    const showing = text.requests.showing.replace('{address}', address);
    expect(box()).toHaveValue(showing);
    expect(box()).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent(chatReply));
    expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(chatReply);
    expect((await chatRequests())[0]).toMatchObject({ input: showing });
  });

  it('another link’s press while it is open puts its own request; the control opens it empty', async () => {
    speaking('en');
    const user = userEvent.setup();
    fireEvent.click(showingLink());
    await waitFor(() => expect(box()).toHaveValue(text.requests.showing.replace('{address}', address)));
    await user.click(alertLink());
    expect(box()).toHaveValue(text.requests.homeAlert);
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(alertLink()).toHaveFocus();
    await user.click(control());
    expect(box()).toHaveValue('');
  });

  it('in the visitor’s language once its words arrive, unless the visitor has changed it', async () => {
    speaking('fr');
    const french = panelWords.fr!.chat;
    const frenchBox = () => screen.getByRole('textbox', { name: french.inputLabel });
    fireEvent.click(showingLink());
    await waitFor(() => expect(frenchBox()).toHaveValue(french.requests.showing.replace('{address}', address)));
    // Changed by the visitor, it stays as they wrote it when the panel turns to English.
    const user = userEvent.setup();
    await user.type(frenchBox(), ' Demain ?');
    await user.selectOptions(screen.getByRole('combobox', { name: panelWords.fr!.conversation.languageLabel }), 'en');
    await waitFor(() => expect(box()).toBeVisible());
    expect(box()).toHaveValue(`${french.requests.showing.replace('{address}', address)} Demain ?`);
  });
});

// The agent's client-side tools in the typed chat (the part that rests on the platform's types alone:
// typed-chat/chat-tool-calls.ts).
describe('the agent shows the page from the chat', () => {
  let scrolled: Element[];
  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', '<section id="services">Services</section>');
    scrolled = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => document.querySelectorAll('section').forEach((section) => section.remove()));

  it('carries out a tool call of an answer, says it in the panel, and sends its result with the next question', async () => {
    await setChatScenario('tool-call');
    render(<TypedChat {...props()} />);
    const user = await openAndAsk('What services do you offer?');
    // The question was typed with spaces: keys in a text box are not the visitor scrolling the page.
    await waitFor(() => expect(scrolled).toEqual([document.getElementById('services')]), { timeout: 3_000 });
    expect(within(panel()).getByTestId('agent-shown')).toHaveTextContent(
      agentPageProps.text.showing.replace('{label}', 'Services'),
    );
    expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(toolCallReply);

    await setChatScenario('stream');
    await user.type(box(), 'Thanks{Enter}');
    await waitFor(() => expect(within(log()).getAllByTestId('chat-reply')).toHaveLength(2));
    const [, second] = await chatRequests();
    expect(second!.input).toEqual([
      { role: 'tool', tool_call_id: 'chat-tool-1', content: expect.any(String) },
      { role: 'user', content: 'Thanks' },
    ]);
    // Closing the panel forgets what was shown.
    await user.keyboard('{Escape}');
    await user.click(control());
    expect(within(panel()).getByTestId('agent-shown')).toHaveTextContent('');
  });
});

describe('in the visitor’s language', () => {
  const french = panelWords.fr!;
  const frenchControl = () => screen.getByRole('button', { name: french.chat.openLabel });
  const frenchPanel = () => screen.getByRole('dialog', { name: french.chat.title });
  const languageChoice = () => within(frenchPanel()).getByRole('combobox', { name: french.conversation.languageLabel });
  const speaking = (...languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages });

  it('opens in the first of the browser’s languages the agent speaks: French, marked so, the notice too', async () => {
    speaking('de', 'fr-CA', 'en');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await waitFor(() => expect(frenchControl()).toBeVisible());
    expect(screen.getByTestId('typed-chat')).toHaveAttribute('lang', 'fr');
    await user.click(frenchControl());
    expect(frenchPanel()).toHaveTextContent(french.chat.aiDisclosure);
    expect(within(frenchPanel()).getByTestId('conversation-notice')).toHaveTextContent(
      /^Cette conversation est enregistrée/,
    );
    expect(screen.getByRole('textbox', { name: french.chat.inputLabel })).toHaveFocus();
    expect(languageChoice()).toHaveValue('fr');
    // Each language offered by its own name, marked with its language.
    expect(
      within(languageChoice())
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual(islandLanguages.map(({ code, name }) => [name, code]));
  });

  it('a language the panel has no words for is the conversation’s all the same, the panel English', async () => {
    speaking('fil-PH', 'fr-CA', 'en');
    render(<TypedChat {...props()} />);
    await userEvent.setup().click(control());
    expect(screen.getByTestId('typed-chat')).toHaveAttribute('lang', 'en');
    expect(panel()).toHaveTextContent(text.aiDisclosure);
    expect(within(panel()).getByRole('combobox', { name: conversationJson.languageLabel })).toHaveValue('tl');
  });

  it('an English browser: English, and nothing fetched for another language', async () => {
    speaking('en-CA', 'en');
    const fetched = vi.spyOn(globalThis, 'fetch');
    render(<TypedChat {...props()} />);
    await userEvent.setup().click(control());
    expect(screen.getByTestId('typed-chat')).toHaveAttribute('lang', 'en');
    expect(panel()).toHaveTextContent(text.aiDisclosure);
    expect(fetched.mock.calls.map(([url]) => String(url))).not.toEqual(
      expect.arrayContaining([expect.stringContaining('Écrire')]),
    );
  });

  it('the visitor switches in the panel: its words follow, the next question carries the language, the first typed answer is told it', async () => {
    speaking('en');
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    await user.selectOptions(within(panel()).getByRole('combobox', { name: conversationJson.languageLabel }), 'fr');
    await waitFor(() => expect(frenchPanel()).toBeVisible());
    await user.type(screen.getByRole('textbox', { name: french.chat.inputLabel }), 'Gérez-vous des condos ?{Enter}');
    await waitFor(() => expect(within(log()).getByTestId('chat-reply')).toHaveTextContent(chatReply));
    const [first] = await chatRequests();
    expect(first).toMatchObject({
      input: 'Gérez-vous des condos ?',
      assistantOverrides: { variableValues: { language: 'Français (fr)' } },
    });
    expect(within(log()).getByTestId('chat-question').querySelector('[lang]')).toHaveAttribute('lang', 'fr');
    // The conversation's, kept with it across a reload (tests/unit/conversation-language.test.ts).
    expect(conversation.getConversation().language).toBe('fr');
  });

  it('the agent turns the conversation with set_language: the question that turned it, the reply that carried it, and the panel, in French; their direction read from their text', async () => {
    speaking('en');
    await api.setScenario({
      chatScenario: 'tool-call',
      toolCall: { name: agentToolNames.setLanguage, arguments: { language: 'fr' } },
    });
    render(<TypedChat {...props()} />);
    await openAndAsk('Parlez-vous français ?');
    await waitFor(() => expect(frenchPanel()).toBeVisible());
    const reply = within(log()).getByTestId('chat-reply');
    expect(reply.querySelector('[lang]')).toHaveAttribute('lang', 'fr');
    const question = within(log()).getByTestId('chat-question').querySelector('[lang]');
    expect(question).toHaveAttribute('lang', 'fr');
    // Neither language is written right to left, but the page cannot know which the words were in.
    expect(question).toHaveAttribute('dir', 'auto');
    expect(reply.querySelector('[lang]')).toHaveAttribute('dir', 'auto');
    expect(announcement().querySelector('[lang]')).toHaveAttribute('lang', 'fr');
    expect(languageChoice()).toHaveValue('fr');
  });
});

describe('the privacy notice', () => {
  it('is above the text box from the moment the panel opens, its link opening the privacy page in a new tab', async () => {
    const user = userEvent.setup();
    render(<TypedChat {...props()} />);
    await user.click(control());
    const notice = within(panel()).getByTestId('conversation-notice');
    expect(notice).toHaveTextContent(conversationNotice.notice.split('{privacy}')[0]!.trim());
    // Above the box, in reading order.
    expect(notice.compareDocumentPosition(box()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const link = within(notice).getByRole('link');
    expect(link).toHaveAttribute('href', '/privacy/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
