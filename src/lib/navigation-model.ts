/**
 * The navigation model, derived from the sections' own front matter (`navLabel`, `navPlacement`),
 * so the bar, the More menu and the scroll-spy (which watches the sections the links lead to) can never
 * disagree with the page. Plain data in,
 * plain data out: unit-tested without Astro.
 */
import { homePath } from './page-paths';
import { inPageOrder } from './page-sections';

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
  /** Where it leads (`sectionHref`): a plain link, so it works without JavaScript. */
  href: string;
}

export interface NavigationModel {
  /** Links in the top bar, in page order. */
  barItems: NavLink[];
  /** Secondary links revealed by the More button, in page order. */
  moreItems: NavLink[];
  /** Where the logo leads: the first section of the home page (its top), from this page. */
  homeHref: string;
}

/**
 * The address of the home page's section `id` from the page at `pagePath`: `#id` on the home page
 * itself (the browser jumps without loading anything), `/#id` from any other page (it loads the home
 * page at that section). The header and footer, drawn on every page, link to sections through here.
 */
export function sectionHref(id: string, pagePath: string): string {
  return pagePath === homePath ? `#${id}` : `${homePath}#${id}`;
}

/** The navigation of the page at `pagePath`, for sections in any order. */
export function buildNavigationModel(sections: readonly SectionNavInput[], pagePath: string): NavigationModel {
  const inOrder = inPageOrder(sections);
  const linked = inOrder.filter((section): section is SectionNavInput & { navLabel: string } =>
    Boolean(section.navLabel),
  );
  const toLink = (section: SectionNavInput & { navLabel: string }): NavLink => ({
    id: section.id,
    label: section.navLabel,
    href: sectionHref(section.id, pagePath),
  });
  return {
    barItems: linked.filter((section) => section.navPlacement === 'bar').map(toLink),
    moreItems: linked.filter((section) => section.navPlacement === 'more').map(toLink),
    homeHref: inOrder[0] ? sectionHref(inOrder[0].id, pagePath) : homePath,
  };
}
