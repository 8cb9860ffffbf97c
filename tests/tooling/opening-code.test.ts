/**
 * What the typed chat's island brings along when a press opens it (its static imports, which the build
 * puts in the chunks it loads then), and what waits for later: the code that asks with the first
 * question, a call's rules with the voice island, the page guide and the rules of what it shows with
 * the first question or call. The bench counts those chunks' bytes (the typed chat's code on opening,
 * its budget in scripts/budgets.mjs); this says, by module, why they stay small.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reachableFiles, readSourceFiles } from './import-directions';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sources = readSourceFiles(root, ['src']);

const model = 'src/components/islands/conversation/model/';
const pageGuide = 'src/components/islands/conversation/page-guide/';
const typedChat = 'src/components/islands/typed-chat/TypedChat.tsx';
const voiceButton = 'src/components/islands/voice-chat/VoiceChatButton.tsx';

/** What a module brings along as it loads, without what it fetches later (`import()`). */
const comesWith = (file: string) => reachableFiles(sources, file, { dynamic: false });
/** Everything a module may run, fetched later included. */
const mayRun = (file: string) => reachableFiles(sources, file);

describe('the typed chat’s code on opening', () => {
  it('is the panel and the conversation every channel shares, without the rules of what comes later', () => {
    const opening = comesWith(typedChat);
    // What the panel and its press need is there.
    expect(opening).toEqual(
      expect.arrayContaining([
        'src/components/islands/typed-chat/ChatPanel.tsx',
        'src/components/islands/conversation/store/conversation-store.ts',
        `${model}conversation-rules.ts`,
        // A failure is said even when nothing more can be fetched (offline).
        'src/components/islands/conversation/panel/FailureMessage.tsx',
      ]),
    );
    // What a question, a call or the page guide brings is not.
    const later = [
      'src/components/islands/typed-chat/chat-ask.ts',
      `${model}question-rules.ts`,
      `${model}leave-question.ts`,
      `${model}call-rules.ts`,
      `${model}shown-rules.ts`,
      `${model}transcript-rules.ts`,
      `${model}conversation-so-far.ts`,
      `${pageGuide}carry-out-tool-calls.ts`,
      `${pageGuide}shown-cards.tsx`,
    ];
    expect(opening.filter((file) => later.includes(file))).toEqual([]);
    // Each of them still comes, when it is needed.
    expect(mayRun(typedChat)).toEqual(expect.arrayContaining(later.filter((file) => !file.endsWith('call-rules.ts'))));
  });

  it('fetches no chunk of the page guide’s setup alone: both islands bring it, with the context that gives it', () => {
    // A chunk only the typed chat and the page guide shared was one more request on opening, too small
    // for the server to compress; what both islands bring along goes in the code they share.
    const shared = [
      'src/components/islands/conversation/store/load-conversation-context.ts',
      `${pageGuide}page-guide-setup.ts`,
    ];
    expect(comesWith(typedChat)).toEqual(expect.arrayContaining(shared));
    expect(comesWith(voiceButton)).toEqual(expect.arrayContaining(shared));
  });

  it('leaves a call’s rules to the voice island, whose press starts every call', () => {
    expect(comesWith(voiceButton)).toEqual(expect.arrayContaining([`${model}call-rules.ts`]));
    expect(mayRun(typedChat)).not.toContain(`${model}call-rules.ts`);
  });
});
