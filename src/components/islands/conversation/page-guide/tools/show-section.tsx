/** `show_section`: brings one of the page's sections into view, by an id from the page's own list. */
import {
  GoToButton,
  bringIntoView,
  mayMove,
  placeShown,
  type PlaceData,
} from '~/components/islands/conversation/page-guide/place-on-page';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

const sectionNamed = (id: string) => document.getElementById(id);

export const showSection = pageTool<PlaceData>({
  carryOut({ section }, { setup, text }) {
    const id = setup.choices.sections.find((choice) => choice === section);
    if (id === undefined) return `"${String(section)}" is not one of the sections the page declared`;
    const element = sectionNamed(id);
    if (!element) return `"${id}" is not on this page`;
    const moved = mayMove();
    if (moved) bringIntoView(element, 'start');
    return placeShown(text, { id, label: setup.sectionLabels[id] ?? id, moved });
  },
  Details: ({ data, text }) => (
    <GoToButton place={data} text={text} go={() => bringIntoView(sectionNamed(data.id), 'start')} />
  ),
});
