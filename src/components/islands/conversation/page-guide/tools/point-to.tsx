/** `point_to`: brings one card (a service, a home for rent) into view and marks it for a few seconds. */
import { AGENT_ITEM_ATTRIBUTE } from '~/agent/tool-names';
import {
  GoToButton,
  bringIntoView,
  mayMove,
  placeShown,
  type PlaceData,
} from '~/components/islands/conversation/page-guide/place-on-page';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';
import { widenToShow } from '~/lib/homes-filter';

/** The attribute the agent's pointing sets on a card; CSS draws the outline and the label from it. */
export const POINTED_ATTRIBUTE = 'data-agent-pointed';
/** How long a card stays marked. */
export const pointedForMs = 5_000;

const unmarkTimers = new Map<Element, ReturnType<typeof setTimeout>>();

/** The card a declared id names, looked up from the page's own attribute, never from the agent's words. */
const cardNamed = (id: string) => document.querySelector<HTMLElement>(`[${AGENT_ITEM_ATTRIBUTE}="${CSS.escape(id)}"]`);

/** Marks a card for a few seconds: an outline and a label (CSS, from POINTED_ATTRIBUTE), no layout change. */
function mark(card: HTMLElement, label: string): void {
  clearTimeout(unmarkTimers.get(card));
  card.setAttribute(POINTED_ATTRIBUTE, label);
  unmarkTimers.set(
    card,
    setTimeout(() => {
      card.removeAttribute(POINTED_ATTRIBUTE);
      unmarkTimers.delete(card);
    }, pointedForMs),
  );
}

/** "Go to …": the card, shown again should the visitor's choices have hidden it since. */
function goTo(card: HTMLElement | null): void {
  if (card) widenToShow(card);
  bringIntoView(card, 'center');
}

export const pointTo = pageTool<PlaceData>({
  carryOut({ item }, { setup, text }) {
    const choice = setup.choices.items.find(({ id }) => id === item);
    if (!choice) return `"${String(item)}" is not one of the cards the page declared`;
    const card = cardNamed(choice.id);
    if (!card) return `"${choice.id}" is not on this page`;
    const moved = mayMove();
    // A home the visitor's choices hide: they widen to show it, and stay so once the mark is gone.
    widenToShow(card);
    mark(card, text.pointedMark);
    if (moved) bringIntoView(card, 'center');
    return placeShown(text, { id: choice.id, label: choice.label, moved });
  },
  Details: ({ data, text }) => <GoToButton place={data} text={text} go={() => goTo(cardNamed(data.id))} />,
});
