// @vitest-environment happy-dom
/**
 * What a change of the conversation costs the frame that shows it: an island renders again only for
 * what it draws (useConversationPart), and the transcript keeps its newest turn in view from that
 * frame, with no layout read in the render's own task (ConversationPanel).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationIslandProps, panelEnglish } from '../fixtures/sample-content';

vi.mock('~/components/islands/voice-chat/load-voice-sdk', () => import('../fixtures/fake-voice-sdk'));

// Nothing here reaches the platform: the typed question below is answered by the test's own events.
const shared = conversationIslandProps('https://chat.example.test');

let conversation: typeof import('~/components/islands/conversation/store/conversation-store');

beforeEach(async () => {
  sessionStorage.clear();
  vi.resetModules();
  conversation = await import('~/components/islands/conversation/store/conversation-store');
  const { questionRules } = await import('~/components/islands/conversation/model/question-rules');
  conversation.followQuestionRules(questionRules);
});
afterEach(() => vi.restoreAllMocks());

/** A typed question and its reply streaming in three chunks, then complete, as chat-ask dispatches them. */
function streamTypedReply() {
  const { dispatch } = conversation;
  act(() => dispatch({ type: 'ask', question: 'Do you manage rentals in Regina?', now: Date.now() }));
  const { attempt } = conversation.getConversation();
  for (const text of ['Yes, ', 'Yes, we manage ', 'Yes, we manage rental homes in Regina.'])
    act(() => dispatch({ type: 'reply-progress', attempt, text, sessionId: 'session-1', now: Date.now() }));
  act(() =>
    dispatch({
      type: 'reply-done',
      attempt,
      text: 'Yes, we manage rental homes in Regina.',
      sessionId: 'session-1',
      toolCalls: [],
      now: Date.now(),
    }),
  );
}

describe('an island renders again only for what it draws', () => {
  it('the voice button, hydrated, does not render while a typed reply streams in', async () => {
    const VoiceChatButton = (await import('~/components/islands/voice-chat/VoiceChatButton')).default;
    const commits = vi.fn();
    render(
      <Profiler id="voice" onRender={commits}>
        <VoiceChatButton {...shared} text={panelEnglish.voiceChat} callUsLabel="Call us" />
      </Profiler>,
    );
    commits.mockClear();
    streamTypedReply();
    expect(conversation.getConversation().turns.at(-1)?.text).toBe('Yes, we manage rental homes in Regina.');
    expect(commits).not.toHaveBeenCalled();
    // What it does draw still reaches it: the conversation's language (one the panel has no words for,
    // so nothing is fetched).
    act(() => conversation.dispatch({ type: 'choose-language', language: 'tl', by: 'visitor' }));
    expect(commits).toHaveBeenCalled();
  });
});

describe('the transcript keeps its newest turn in view', () => {
  it('from the frame that draws it: no layout read in the render’s task, the scroll in the next frame', async () => {
    const TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
    render(<TypedChat {...shared} text={panelEnglish.chat} />);
    fireEvent.click(screen.getByRole('button', { name: panelEnglish.chat.openLabel }));
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    const log = screen.getByRole('log');
    const scroller = log.parentElement as HTMLElement;
    const heightRead = vi.spyOn(scroller, 'scrollHeight', 'get').mockReturnValue(900);
    // A failure after the last turn changes what the transcript ends with.
    act(() => conversation.dispatch({ type: 'asking-unavailable', question: 'Hello?', offline: true }));
    expect(heightRead).not.toHaveBeenCalled();
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(heightRead).toHaveBeenCalled();
    expect(scroller.scrollTop).toBe(900);
  });
});

describe('a press on the voice button', () => {
  it('draws its spinner in its own frame with no render; the conversation, and the typed chat stepping aside, follow once it is painted', async () => {
    const TypedChat = (await import('~/components/islands/typed-chat/TypedChat')).default;
    const VoiceChatButton = (await import('~/components/islands/voice-chat/VoiceChatButton')).default;
    const chatCommits = vi.fn();
    const voiceCommits = vi.fn();
    render(
      <>
        <Profiler id="typed-chat" onRender={chatCommits}>
          <TypedChat {...shared} text={panelEnglish.chat} />
        </Profiler>
        <Profiler id="voice-chat" onRender={voiceCommits}>
          <VoiceChatButton {...shared} text={panelEnglish.voiceChat} callUsLabel="Call us" />
        </Profiler>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: panelEnglish.chat.openLabel }));
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(conversation.getConversation().chatOpen).toBe(true);
    chatCommits.mockClear();

    const voiceButton = screen.getByTestId('voice-chat-button');
    voiceCommits.mockClear();
    act(() => fireEvent.click(voiceButton));
    // The press's frame: the island's root marked held, whose CSS draws the spinner; nothing renders.
    expect(screen.getByTestId('voice-chat')).toHaveAttribute('data-press', 'held');
    expect(conversation.getConversation().status).toBe('idle');
    expect(chatCommits).not.toHaveBeenCalled();
    expect(voiceCommits).not.toHaveBeenCalled();
    // Once it is painted: the call is being set up, and the typed chat has stepped aside for it.
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(conversation.getConversation()).toMatchObject({ channel: 'voice', status: 'connecting', chatOpen: false });
    expect(chatCommits).toHaveBeenCalled();
    expect(voiceButton).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('voice-chat')).not.toHaveAttribute('data-press');
    expect(screen.getByTestId('voice-chat-spinner')).toBeVisible();
    // The call's start loads the page guide: the test ends once it is here, with the call given up.
    const { withPageGuide } = await import('~/components/islands/conversation/page-guide/load-page-guide');
    await act(() => new Promise<void>((done) => withPageGuide(() => done())));
    act(() => conversation.dispatch({ type: 'hang-up', announce: false }));
  });
});
