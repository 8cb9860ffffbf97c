/**
 * The navigation model, derived from the sections' own front matter (`navLabel`, `navPlacement`),
 * so the bar, the More menu and the scroll-spy can never disagree with the page. Plain data in,
 * plain data out: unit-tested without Astro.
 */

/** What the model needs to know about a section. */
export interface SectionNavInput {
  id: string;
  order: number;
  navLabel?: string | undefined;
  navPlacement: 'bar' | 'more';
}

/** One link of the navigation. */
export interface NavLink {
  /** Id of the section it points to. */
  id: string;
  /** Visible text. */
  label: string;
  /** `#id`, so the link works without JavaScript. */
  href: string;
}

export interface NavigationModel {
  /** Links in the top bar, in page order. */
  barItems: NavLink[];
  /** Secondary links revealed by the More button, in page order. */
  moreItems: NavLink[];
  /** Every section with a link, in page order: the ids the scroll-spy watches. */
  trackedIds: string[];
}

export function buildNavigationModel(sections: readonly SectionNavInput[]): NavigationModel {
  const linked = [...sections]
    .sort((a, b) => a.order - b.order)
    .filter((section): section is SectionNavInput & { navLabel: string } => Boolean(section.navLabel));
  const toLink = (section: SectionNavInput & { navLabel: string }): NavLink => ({
    id: section.id,
    label: section.navLabel,
    href: `#${section.id}`,
  });
  return {
    barItems: linked.filter((section) => section.navPlacement === 'bar').map(toLink),
    moreItems: linked.filter((section) => section.navPlacement === 'more').map(toLink),
    trackedIds: linked.map((section) => section.id),
  };
}
