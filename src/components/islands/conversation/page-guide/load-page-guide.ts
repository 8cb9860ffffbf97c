/**
 * Loads the page guide (carry-out-tool-calls.ts, shown-cards.tsx, and the rules of what it shows,
 * shown-rules.ts) before the agent can ask it anything, so the panel opens without it: with a call's
 * start, and with the typed chat's first keystroke (chat-transport.ts), so its download is not in the
 * frames that paint the answer; once the press's frame is painted, which the download must not hold up.
 */
import type {
  ConversationEvent,
  EffectHandlers,
  ShownRules,
} from '~/components/islands/conversation/model/conversation-events';
import { wordsLoaded } from '~/components/islands/conversation/language/load-words';
import { afterNextPaint } from '~/components/islands/shared/after-next-paint';

interface PageGuide {
  carryOutAll: (typeof import('./carry-out-tool-calls'))['carryOutAll'];
  KeptCardView: (typeof import('./shown-cards'))['KeptCardView'];
  ShownDetails: (typeof import('./shown-cards'))['ShownDetails'];
  shownRules: ShownRules;
}
let pageGuide: PageGuide | undefined;
let pageGuideLoading: Promise<PageGuide> | undefined;

/** The page guide if it is here. */
export const loadedPageGuide = (): PageGuide | undefined => pageGuide;

/** Runs `run` with the page guide: at once when it is here, else once it has loaded. */
export function withPageGuide(run: (guide: PageGuide) => void = () => {}): void {
  if (pageGuide) return run(pageGuide);
  pageGuideLoading ??= Promise.all([
    import('./carry-out-tool-calls'),
    import('./shown-cards'),
    import('~/components/islands/conversation/model/shown-rules'),
  ]).then(
    ([{ carryOutAll }, { KeptCardView, ShownDetails }, { shownRules }]) =>
      (pageGuide = { carryOutAll, KeptCardView, ShownDetails, shownRules }),
  );
  pageGuideLoading.then(run, (error: unknown) => {
    pageGuideLoading = undefined;
    console.warn('[conversation] the page guide could not be loaded', error);
  });
}

/**
 * The effects the page guide answers: a call or question loads it; the agent's tool calls, from
 * either channel, go to it; what it shows, and what the agent is told of each call, are dispatched
 * back, by the rules of what it shows, which the conversation follows from then on. Handed `dispatch`
 * and `followShownRules` by the store, which this module never imports (no circle).
 */
export const pageGuideEffects = (
  dispatch: (event: ConversationEvent) => void,
  followShownRules: (rules: ShownRules) => void,
): EffectHandlers => ({
  'start-call': () => afterNextPaint(withPageGuide),
  'send-question': () => afterNextPaint(withPageGuide),
  'show-on-page': (effect) =>
    withPageGuide((guide) => {
      followShownRules(guide.shownRules);
      // What is shown is said in the conversation's language where its words are here.
      guide.carryOutAll(effect, wordsLoaded(effect.language), dispatch);
    }),
});
