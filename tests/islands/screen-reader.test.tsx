// @vitest-environment happy-dom
/**
 * A screen reader's pass over the conversation: the floating control with both islands, read by a
 * virtual screen reader (@guidepup/virtual-screen-reader), which walks the accessibility tree as a
 * visitor does and logs what live regions announce as they change. The typed chat talks to the fake
 * API over local HTTP, the voice call to the fake SDK.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import chatJson from '../../content/ui/chat.json';
import conversationJson from '../../content/ui/conversation.json';
import siteJson from '../../content/site.json';
import voiceChatJson from '../../content/ui/voice-chat.json';
import { pageWords } from '~/components/islands/voice-chat/call-words';
import { chatReply, chatReplyWords } from '../fixtures/fake-vapi-api.mjs';
import { fakeVapiApiForFile } from '../fixtures/fake-vapi-server';
import type * as FakeSdk from '../fixtures/fake-voice-sdk';
import {
  agentPageProps,
  conversationContextUrl,
  conversationNotice,
  islandLanguages,
  panelWords,
} from '../fixtures/sample-content';
import { allowConsoleErrorsFrom } from '../fixtures/console-errors';

vi.mock('~/components/islands/voice-chat/load-voice-sdk', () => import('../fixtures/fake-voice-sdk'));

const api = fakeVapiApiForFile({ chatStepMs: 5 });

let fake: typeof FakeSdk;
let FloatingControl: () => JSX.Element;
let getUserMedia: ReturnType<typeof vi.fn>;
const voiceText = { ...voiceChatJson, idleTooltip: voiceChatJson.idleTooltip.replace('{brand}', siteJson.brand) };

beforeEach(async () => {
  // A fresh tab: fresh modules (the conversation and the SDK client are page singletons).
  vi.resetModules();
  sessionStorage.clear();
  await api.reset();
  fake = await import('../fixtures/fake-voice-sdk');
  fake.fakeVoice.reset();
  fake.fakeVoice.scenario = 'manual';
  const TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
  const VoiceChatButton = (await import('~/components/islands/voice-chat/VoiceChatButton')).default;
  const shared = {
    publicKey: 'pk-test',
    assistantId: 'assistant-1',
    apiUrl: api.apiUrl(),
    words: conversationJson,
    phone: siteJson.phone,
    email: siteJson.email,
    contextUrl: conversationContextUrl,
    notice: conversationNotice,
    languages: islandLanguages,
  };
  FloatingControl = () => (
    <div>
      <TypedChat {...shared} text={chatJson} />
      <VoiceChatButton {...shared} text={pageWords(voiceText)} callUsLabel="Call us" />
    </div>
  );
  getUserMedia = vi.fn(async () => ({ getTracks: () => [] }));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('RTCPeerConnection', class {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  allowConsoleErrorsFrom('[voice-chat]', '[typed-chat]');
  render(<FloatingControl />);
  await virtual.start({ container: document.body });
});

afterEach(async () => {
  await virtual.stop();
  vi.unstubAllGlobals();
});

/** Lets the screen reader hear the page's changes (its mutation records) before the next step. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** What the screen reader has said since `from` (a length of the log). */
const saidSince = async (from: number) => (await virtual.spokenPhraseLog()).slice(from);
const said = async () => (await virtual.spokenPhraseLog()).length;

/** Reads the whole page from its top, as a visitor moving through it does; returns what was said. */
async function readPage() {
  await virtual.stop();
  await virtual.start({ container: document.body });
  for (let step = 0; step < 200 && (await virtual.lastSpokenPhrase()) !== 'end of document'; step++) {
    await virtual.next();
  }
  return [...(await virtual.spokenPhraseLog())];
}

const phone = siteJson.phone.display;
const before = (template: string) => template.split('{')[0]!.trim();

describe('the floating control', () => {
  it('names both controls and says the chat’s state', async () => {
    const closed = await readPage();
    expect(closed).toContain(`button, ${chatJson.openLabel}, not expanded`);
    expect(closed).toContain(`button, ${voiceText.startLabel}, ${voiceText.idleTooltip}`);
    fireEvent.click(screen.getByRole('button', { name: chatJson.openLabel }));
    await settle();
    expect(await readPage()).toContain(`button, ${chatJson.openLabel}, 1 control, expanded`);
  });
});

describe('the typed chat', () => {
  /** Opens the panel, reads the page, asks; returns what was read and where the log stood. */
  async function openAndAsk(question: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: chatJson.openLabel }));
    await settle();
    const page = await readPage();
    await user.type(screen.getByRole('textbox', { name: chatJson.inputLabel }), `${question}{Enter}`);
    return { page, from: page.length };
  }

  it('reads the panel, the notice with its link, then says "sending" and the reply once, whole', async () => {
    const { page: panel, from } = await openAndAsk('Do you manage rentals?');
    expect(panel).toContain(`dialog, ${chatJson.title}`);
    expect(panel).toContain(chatJson.aiDisclosure);
    expect(panel).toContain(chatJson.greeting);
    expect(panel).toContain(before(conversationNotice.notice));
    expect(panel).toContain(`link, ${conversationNotice.linkText} ${conversationNotice.newTabHint}`);
    await waitFor(() => expect(screen.getByTestId('chat-announcement')).toHaveTextContent(chatReply), {
      timeout: 5_000,
    });
    await settle();
    const announced = (await saidSince(from)).filter((phrase) => /^(polite|assertive):/.test(phrase));
    expect(announced).toEqual([
      `polite: ${chatJson.sending}`,
      `polite: ${conversationJson.assistantSpeaker}: ${chatReply}`,
    ]);
    // Never word by word: no phrase holds a part of the reply alone.
    expect(announced.some((phrase) => phrase.endsWith(chatReplyWords[0]!.trim()))).toBe(false);
  });

  it('says a failure at once, whole, with the phone number, in the chat’s words', async () => {
    await api.setChatScenario('unauthorized');
    const { from } = await openAndAsk('Hello');
    await waitFor(() => expect(screen.getByTestId('chat-error')).toBeInTheDocument(), { timeout: 5_000 });
    await settle();
    const alerts = (await saidSince(from)).filter((phrase) => phrase.startsWith('assertive:'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain(before(chatJson.errors.unavailable));
    expect(alerts[0]).toContain(phone);
    expect(alerts[0]).toContain(siteJson.email);
    expect(alerts[0]).not.toMatch(/voice/i);
  });
});

describe('in French', () => {
  it('reads the panel in its French words once chosen, and a French turn marked French, which it announces whole', async () => {
    const french = panelWords.fr!;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: chatJson.openLabel }));
    await user.selectOptions(screen.getByRole('combobox', { name: conversationJson.languageLabel }), 'fr');
    await waitFor(() => expect(screen.getByRole('dialog', { name: french.chat.title })).toBeInTheDocument());
    await settle();
    const page = await readPage();
    expect(page).toContain(`button, ${french.chat.openLabel}, 1 control, expanded`);
    expect(page).toContain(`dialog, ${french.chat.title}`);
    expect(page).toContain(french.chat.aiDisclosure);
    expect(page).toContain(french.chat.greeting);
    expect(page).toContain(`link, ${french.privacyLinkText} ${french.newTabHint}`);
    const from = page.length;
    await user.type(
      screen.getByRole('textbox', { name: french.chat.inputLabel }),
      'Gérez-vous des condos à Regina ?{Enter}',
    );
    await waitFor(() => expect(screen.getByTestId('chat-announcement')).toHaveTextContent(chatReply), {
      timeout: 5_000,
    });
    await settle();
    expect((await saidSince(from)).filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([
      `polite: ${french.chat.sending}`,
      `polite: ${french.conversation.assistantSpeaker}: ${chatReply}`,
    ]);
    // Reading the transcript: the visitor's French turn, its element marked French for the reader's voice.
    await virtual.stop();
    await virtual.start({ container: document.body });
    let turn: Node | null = null;
    for (let step = 0; step < 200 && !turn; step++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()) === 'Gérez-vous des condos à Regina ?') turn = virtual.activeNode;
    }
    expect(turn).not.toBeNull();
    const element = turn instanceof Element ? turn : turn!.parentElement!;
    expect(element.closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(element.closest('[data-testid="chat-question"]')).toHaveTextContent(
      `${french.conversation.visitorSpeaker}:`,
    );
  });
});

describe('in Urdu, written right to left', () => {
  it('reads an Urdu turn whole, marked Urdu and right to left, in a panel that stays English', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: chatJson.openLabel }));
    await user.selectOptions(screen.getByRole('combobox', { name: conversationJson.languageLabel }), 'ur');
    const question = 'کرایہ کتنا ہے؟';
    await user.type(screen.getByRole('textbox', { name: chatJson.inputLabel }), `${question}{Enter}`);
    await waitFor(() => expect(screen.getByTestId('chat-announcement')).toHaveTextContent(chatReply), {
      timeout: 5_000,
    });
    await settle();
    await virtual.stop();
    await virtual.start({ container: document.body });
    let turn: Node | null = null;
    for (let step = 0; step < 200 && !turn; step++) {
      await virtual.next();
      if ((await virtual.lastSpokenPhrase()) === question) turn = virtual.activeNode;
    }
    expect(turn).not.toBeNull();
    const element = turn instanceof Element ? turn : turn!.parentElement!;
    expect(element.closest('[lang]')).toHaveAttribute('lang', 'ur');
    expect(element.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // The speaker's name, in the panel's English, is not turned round with it.
    const bubble = element.closest('[data-testid="chat-question"]')!;
    expect(bubble).toHaveTextContent(`${conversationJson.visitorSpeaker}:`);
    expect(bubble.closest('[dir="rtl"]')).toBeNull();
  });
});

describe('a voice call', () => {
  const pressVoice = async () => {
    fireEvent.click(screen.getByRole('button', { name: voiceText.startLabel }));
    await settle();
  };

  it('says its start, each caption once, what the agent showed, and its end', async () => {
    document.body.insertAdjacentHTML('beforeend', '<section id="services">Services</section>');
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const from = await said();
    await pressVoice();
    await waitFor(() => expect(fake.fakeVoice.instances[0]?.calls).toHaveLength(1));
    const sdk = fake.fakeVoice.instances[0]!;
    act(() => {
      sdk.play(fake.sequences.joined());
      sdk.finishStart({ id: 'call-1', webCallUrl: 'https://room.daily.co/x' });
    });
    await settle();
    act(() => sdk.play([['call-start']]));
    await settle();
    act(() => sdk.play(fake.sequences.conversation()));
    await settle();
    act(() => sdk.play(fake.sequences.toolCalls(['call-a', agentToolNames.showSection, '{"section":"services"}'])));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: voiceText.endLabel }));
    await settle();
    const showing = agentPageProps.text.showing.replace('{label}', agentPageProps.sectionLabels.services!);
    expect((await saidSince(from)).filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([
      `polite: ${voiceText.connecting}`,
      `polite: ${voiceText.connected}`,
      `polite: ${conversationJson.assistantSpeaker}: Hi! Thanks for calling. How can I help you today?`,
      `polite: ${conversationJson.visitorSpeaker}: Do you manage rental homes in Regina?`,
      `polite: ${conversationJson.assistantSpeaker}: Yes, we manage homes and condos across Regina.`,
      `polite: ${showing}`,
      `polite: ${voiceText.ended}`,
    ]);
  });

  it('says a failure at once, whole, with the phone number', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const from = await said();
    await pressVoice();
    await waitFor(() => expect(screen.getByTestId('voice-chat-error')).toBeInTheDocument());
    await settle();
    const alerts = (await saidSince(from)).filter((phrase) => phrase.startsWith('assertive:'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain(before(voiceChatJson.errors.microphoneBlocked));
    expect(alerts[0]).toContain(phone);
  });
});
