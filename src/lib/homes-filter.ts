/** The choice of city and bedrooms above the homes, where scripts run: how many homes show, and widening it. */

/** Marks the filter: its radio groups, the cards' list and the count (components/sections/Homes.astro). */
export const HOMES_FILTER_ATTRIBUTE = 'data-homes-filter';
/** On the filter while the agent's pointing has widened it: the count says so until the visitor chooses. */
export const WIDENED_ATTRIBUTE = 'data-widened';

/** How many of the filter's homes show (the stylesheet decides, by the choices), of how many. */
export function homesShownOf(filter: Element): { shown: number; total: number } {
  const cards = [...filter.querySelectorAll('li')].filter((item) => item.querySelector('[data-home]'));
  return { shown: cards.filter((card) => getComputedStyle(card).display !== 'none').length, total: cards.length };
}

/**
 * Widens the choices that hide `card` (a home's `<article>`) to "all", each group on its own, so the
 * card the agent points to stays in view after its mark; the count says it was widened. Returns
 * whether anything changed.
 */
export function widenToShow(card: Element): boolean {
  const filter = card.closest(`[${HOMES_FILTER_ATTRIBUTE}]`);
  const item = card.closest('li');
  // Shown already: every choice matches, or a link led to it (the stylesheet spares a `:target`).
  if (!filter || !item || getComputedStyle(item).display !== 'none') return false;
  const widened = (['city', 'bedrooms'] as const).flatMap((group) => {
    const chosen = filter.querySelector<HTMLInputElement>(`input[data-${group}]:checked`);
    if (!chosen || chosen.dataset[group] === item.dataset[group]) return [];
    const all = filter.querySelector<HTMLInputElement>(`input[name="${CSS.escape(chosen.name)}"][value=""]`);
    if (!all) return [];
    all.checked = true;
    return [all];
  });
  if (widened.length === 0) return false;
  filter.setAttribute(WIDENED_ATTRIBUTE, '');
  for (const choice of widened) choice.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
