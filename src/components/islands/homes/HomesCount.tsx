import { useEffect, useRef, useState } from 'react';
import { HOMES_FILTER_ATTRIBUTE, WIDENED_ATTRIBUTE, homesShownOf } from '~/lib/homes-filter';
import { fillTemplate } from '~/lib/placeholders';

export interface HomesCountProps {
  /** "{n} of {total} homes" (content/ui/homes.json `filter.shown`). */
  words: string;
  /** The same once the agent's pointing widened the choices (`filter.shownWidened`). */
  widenedWords: string;
  /** Every home shown, each choice on "all". */
  total: number;
}

/**
 * How many homes the choices above them show, as text in a polite live region before the cards, where
 * scripts run (without them, the stylesheet's counter after the cards says it). Once awake it says what
 * the choices show already: the change that woke it, or earlier ones the browser brought back.
 */
export default function HomesCount({ words, widenedWords, total }: HomesCountProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [said, say] = useState(() => fillTemplate(words, { n: total, total }));
  useEffect(() => {
    const filter = ref.current?.closest<HTMLElement>(`[${HOMES_FILTER_ATTRIBUTE}]`);
    if (!filter) return;
    const count = () => {
      const { shown } = homesShownOf(filter);
      say(fillTemplate(filter.hasAttribute(WIDENED_ATTRIBUTE) ? widenedWords : words, { n: shown, total }));
    };
    const changed = (event: Event) => {
      // The visitor's own choice: what the agent widened is theirs again.
      if (event.isTrusted) filter.removeAttribute(WIDENED_ATTRIBUTE);
      count();
    };
    filter.addEventListener('change', changed);
    count();
    return () => filter.removeEventListener('change', changed);
  }, [words, widenedWords, total]);
  return (
    <p ref={ref} role="status" className="hidden text-slate-700 js:block">
      {said}
    </p>
  );
}
