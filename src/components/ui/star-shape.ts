/**
 * Outline of one star in a 24 × 24 box (Lucide's "star"). Drawn once per page, as the `<symbol>` in
 * ./StarSymbol.astro; every star (the island's and the static average in ./StarRating.astro) is a
 * `<use>` of it, so the page carries the path once instead of forty times.
 */
export const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Filled stars: amber inside, a darker rim so each star keeps 3:1 contrast against white. */
export const STAR_FILLED_CLASS = 'fill-amber-400 stroke-amber-700';

/** Empty stars: no fill and a slate rim dark enough to read as a star. */
export const STAR_EMPTY_CLASS = 'fill-transparent stroke-slate-500';

/** Id of the page's one star `<symbol>` (./StarSymbol.astro, rendered by the reviews section). */
export const STAR_SYMBOL_ID = 'star-shape';
