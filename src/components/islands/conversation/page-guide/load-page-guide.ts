/**
 * Loads the page guide (carry-out-tool-calls.ts, shown-cards.tsx) with the first call or question,
 * before the agent can ask it anything, so the panel opens without it; once the press's frame is
 * painted, which the guide's download must not hold up.
 */
import type { ConversationEvent, EffectHandlers } from '~/components/islands/conversation/model/conversation-events';
import { wordsLoaded } from '~/components/islands/conversation/language/load-words';
import { afterNextPaint } from '~/components/islands/shared/after-next-paint';

interface PageGuide {
  carryOut: (typeof import('./carry-out-tool-calls'))['carryOut'];
  KeptCardView: (typeof import('./shown-cards'))['KeptCardView'];
  ShownDetails: (typeof import('./shown-cards'))['ShownDetails'];
}
let pageGuide: PageGuide | undefined;
let pageGuideLoading: Promise<PageGuide> | undefined;

/** The page guide if it is here. */
export const loadedPageGuide = (): PageGuide | undefined => pageGuide;

/** Runs `run` with the page guide: at once when it is here, else once it has loaded. */
export function withPageGuide(run: (guide: PageGuide) => void = () => {}): void {
  if (pageGuide) return run(pageGuide);
  pageGuideLoading ??= Promise.all([import('./carry-out-tool-calls'), import('./shown-cards')]).then(
    ([{ carryOut }, { KeptCardView, ShownDetails }]) => (pageGuide = { carryOut, KeptCardView, ShownDetails }),
  );
  pageGuideLoading.then(run, (error: unknown) => {
    pageGuideLoading = undefined;
    console.warn('[conversation] the page guide could not be loaded', error);
  });
}

/**
 * The effects the page guide answers: a call or question loads it; the agent's tool calls, from
 * either channel, go to it; what it shows, and what the agent is told of each call, are dispatched
 * back. Handed `dispatch` by the store, which this module never imports (no circle).
 */
export const pageGuideEffects = (dispatch: (event: ConversationEvent) => void): EffectHandlers => ({
  'start-call': () => afterNextPaint(withPageGuide),
  'send-question': () => afterNextPaint(withPageGuide),
  'show-on-page': ({ calls, via, live, language, turnId }) =>
    withPageGuide((guide) => {
      // What is shown is said in the conversation's language where its words are here.
      const words = wordsLoaded(language);
      for (const call of calls) {
        const { shown, answer } = guide.carryOut(call, {
          live,
          words,
          lang: words ? (language ?? undefined) : undefined,
        });
        // The card first (with its figures), then the answer that tells the agent of it.
        if (shown) dispatch({ type: 'agent-showed', shown, turnId });
        if (answer) dispatch({ type: 'tool-result', via, ...answer });
      }
    }),
});
