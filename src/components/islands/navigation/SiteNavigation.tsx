import { useEffect, useId, useRef, useState, type MouseEventHandler, type ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '~/components/islands/shared/icons';
import type { Phone } from '~/schemas/site';
import { phoneHref } from '~/lib/contact-links';
import type { NavLink } from '~/lib/navigation-model';
import { fillTemplate } from '~/lib/placeholders';
import { useHydrated } from '~/components/islands/shared/useHydrated';
import type { NavigationText } from '~/schemas/navigation-text';
import { NavDisclosure } from './NavDisclosure';
import { useDisclosure } from './useDisclosure';
import { useMediaQuery } from '~/components/islands/shared/useMediaQuery';
import { useScrolledPast } from './useScrolledPast';
import { useScrollSpy } from './useScrollSpy';

/**
 * Where the full bar replaces the menu button. Keep in step with the `xl:` classes below (80rem):
 * narrower windows cannot fit six labels, More, the phone number and Email on one line.
 */
export const DESKTOP_QUERY = '(min-width: 80rem)';

/** A section is current while it spans this line, in pixels from the top of the viewport. */
const ACTIVE_LINE = 100;

/** Where the header's shadow starts: global.css's --header-shadow-after, which also draws it without JavaScript. */
const shadowAfter = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-shadow-after'));

/**
 * A link of the bar or of More, as the island is given it: its words and its address. The section it
 * points to is the address's hash, so the page does not write each id a second time in the props.
 */
export type NavItem = Pick<NavLink, 'label' | 'href'>;

/** The id of the section a link leads to: what follows `#` in its address (`#about`, `/#about`). */
const sectionIdOf = (href: string) => href.slice(href.indexOf('#') + 1);

/**
 * The sections the scroll-spy watches: those the links lead to on this page (an address that is a
 * hash alone). From another page the links load the home page, and no section of theirs is here.
 */
const trackedIdsOf = (items: readonly NavItem[]) =>
  items.filter(({ href }) => href.startsWith('#')).map(({ href }) => sectionIdOf(href));

/** The links of the bar and of More, in page order. */
export interface NavLinks {
  bar: NavItem[];
  more: NavItem[];
}

const linksIn = (anchors: Iterable<HTMLAnchorElement>): NavItem[] =>
  [...anchors].map((anchor) => ({ label: anchor.textContent, href: anchor.getAttribute('href') ?? '' }));

/**
 * The links as the server's render wrote them, read back while the island hydrates over that markup:
 * the bar's list is the first in the nav, whose items hold a link each (More's holds its disclosure);
 * More's are in its panel. Both panels' ids come from useId, the same in the browser as on the server.
 */
function linksInMarkup(menuPanelId: string, morePanelId: string): NavLinks {
  const bar = document.getElementById(menuPanelId)?.closest('nav')?.querySelector('ul');
  return {
    bar: linksIn(bar?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? []),
    more: linksIn(document.getElementById(morePanelId)?.querySelectorAll('a') ?? []),
  };
}

export interface SiteNavigationProps {
  /** Company name, shown beside the logo. */
  brand: string;
  /** The logo mark (a square image), as the page's HTML has it: an Astro slot, so its address, a long
   *  `data:` URL, is not written a second time into the island's props. Optional to the type checker,
   *  which does not see a slot (`slot="logo"`) as this prop. */
  logo?: ReactNode;
  /** The company's phone number, as shown and in E.164 for the `tel:` link. */
  phone: Phone;
  /**
   * The links, for the server's render. A function, so Astro does not write them into the island's
   * props, which the page would carry beside the links themselves (functions do not cross to the
   * browser: Astro writes null); the hydrating island reads them back from the markup instead.
   */
  links?: (() => NavLinks) | null;
  /** Where the logo leads (the top of the home page, from any page). */
  homeHref: string;
  /** Where the bar's email link leads: the contact section, whatever its id. */
  contactHref: string;
  /** The header's words from content/ui/navigation.json. */
  text: NavigationText;
}

const barItemClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap hover:bg-slate-100';
const barLinkClass = `${barItemClass} text-slate-700 hover:text-slate-950`;
const currentClass =
  'aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700 aria-[current=true]:shadow-[inset_0_-2px_0_var(--color-brand-700)]';
const panelItemClass = 'flex min-h-11 w-full items-center gap-2 rounded-md px-3 font-medium hover:bg-slate-100';
const panelLinkClass = `${panelItemClass} text-slate-800 hover:text-slate-950`;

/**
 * The fixed site header: logo, section links, More, phone and Email on wide screens, and a menu
 * button on small ones. The server renders it complete with real anchor links and `<details>`
 * disclosures, so it all works without JavaScript; once hydrated it adds the scroll-spy highlight,
 * the shadow, and button disclosures that close on Escape, outside clicks and choices.
 * Scrolling itself is the browser's: anchors plus `scroll-behavior: smooth` (only without
 * `prefers-reduced-motion`) and `scroll-padding-top` in global.css.
 */
export default function SiteNavigation({
  brand,
  logo,
  phone,
  links,
  homeHref,
  contactHref,
  text,
}: SiteNavigationProps) {
  const enhanced = useHydrated();

  const more = useDisclosure();
  const menu = useDisclosure();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const scrolled = useScrolledPast(shadowAfter);
  const morePanelId = useId();
  const menuPanelId = useId();
  // Read in the first render, which hydrates the server's markup: later renders replace its <details>.
  const [{ bar: barItems, more: moreItems }] = useState(() => links?.() ?? linksInMarkup(menuPanelId, morePanelId));
  const activeId = useScrollSpy(trackedIdsOf([...barItems, ...moreItems]), ACTIVE_LINE);

  // Each disclosure belongs to one layout: a change of layout closes the one that is going away.
  // Only a real change counts: the hydration pass always answers "not desktop", and acting on that
  // would close a More that a desktop visitor opened before the island ran.
  const { setOpen: setMoreOpen } = more;
  const { setOpen: setMenuOpen } = menu;
  const previousLayout = useRef<boolean | null>(null);
  useEffect(() => {
    if (!enhanced) return;
    const previous = previousLayout.current;
    previousLayout.current = isDesktop;
    if (previous === null || previous === isDesktop) return;
    if (isDesktop) setMenuOpen(false);
    else setMoreOpen(false);
  }, [enhanced, isDesktop, setMenuOpen, setMoreOpen]);

  const phoneLabel = fillTemplate(text.phoneLink, { phone: phone.display });
  const phoneLinkHref = phoneHref(phone);

  /** `aria-current` for a link in the layout that is showing; the hidden copy never carries it. */
  const current = (item: NavItem, inDesktopLayout: boolean) =>
    enhanced && sectionIdOf(item.href) === activeId && inDesktopLayout === isDesktop ? ('true' as const) : undefined;

  const closeMore: MouseEventHandler = () => setMoreOpen(false);
  const closeMenu: MouseEventHandler = () => setMenuOpen(false);

  return (
    <header
      className={`shadow-after-scroll fixed inset-x-0 top-0 z-50 h-header border-b border-slate-200 bg-white transition-shadow duration-200 motion-reduce:transition-none ${scrolled ? 'shadow-md' : ''}`}
      data-scrolled={enhanced ? String(scrolled) : undefined}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:gap-3 xl:px-4">
        <a
          href={homeHref}
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md"
          aria-label={fillTemplate(text.logoLink, { brand })}
        >
          {logo}
          {/* As wide as the bar leaves it: one line where there is room, balanced lines where not. */}
          <span className="text-sm leading-tight font-bold text-balance text-slate-900">{brand}</span>
        </a>

        <nav aria-label={text.landmarkLabel} className="flex items-center">
          <ul className="hidden items-center gap-0.5 xl:flex">
            {barItems.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={`${barLinkClass} ${currentClass}`} aria-current={current(item, true)}>
                  {item.label}
                </a>
              </li>
            ))}
            {moreItems.length > 0 && (
              <li>
                <NavDisclosure
                  enhanced={enhanced}
                  disclosure={more}
                  panelId={morePanelId}
                  className="relative"
                  toggleClassName={`group ${barLinkClass}`}
                  panelClassName="absolute top-full right-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
                  toggle={
                    <>
                      {text.more}
                      <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180 in-open:rotate-180 motion-reduce:transition-none" />
                    </>
                  }
                >
                  <ul>
                    {moreItems.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          className={`${panelLinkClass} text-sm ${currentClass}`}
                          aria-current={current(item, true)}
                          onClick={closeMore}
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </NavDisclosure>
              </li>
            )}
          </ul>

          <ul className="ml-1 hidden items-center gap-0.5 border-l border-slate-200 pl-1 xl:flex">
            <li>
              <a
                href={phoneLinkHref}
                className={`${barItemClass} text-brand-700 hover:text-brand-800`}
                aria-label={phoneLabel}
              >
                <PhoneIcon className="size-4" />
                {phone.display}
              </a>
            </li>
            <li>
              <a href={contactHref} className={barLinkClass}>
                <MailIcon className="size-4" />
                {text.email}
              </a>
            </li>
          </ul>

          <NavDisclosure
            enhanced={enhanced}
            disclosure={menu}
            panelId={menuPanelId}
            className="xl:hidden"
            toggleClassName="group inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-slate-800 hover:bg-slate-100"
            panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg sm:px-6"
            toggle={
              <>
                <MenuIcon className="size-5 group-aria-expanded:hidden in-open:hidden" />
                <CloseIcon className="hidden size-5 group-aria-expanded:block in-open:block" />
                {text.menu}
              </>
            }
          >
            <ul>
              {[...barItems, ...moreItems].map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    className={`${panelLinkClass} ${currentClass}`}
                    aria-current={current(item, false)}
                    onClick={closeMenu}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
              <li className="mt-2 border-t border-slate-200 pt-2">
                <a
                  href={phoneLinkHref}
                  className={`${panelItemClass} text-brand-700 hover:text-brand-800`}
                  aria-label={phoneLabel}
                  onClick={closeMenu}
                >
                  <PhoneIcon className="size-5" />
                  {phone.display}
                </a>
              </li>
            </ul>
          </NavDisclosure>
        </nav>
      </div>
    </header>
  );
}
