// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteNavigation, {
  DESKTOP_QUERY,
  type NavItem,
  type SiteNavigationProps,
} from '~/components/islands/navigation/SiteNavigation';
import { FakeIntersectionObserver } from '../fixtures/fake-intersection-observer';

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** matchMedia whose answer for the desktop query the test sets; other queries never match. */
const media = {
  desktop: false,
  listeners: new Set<() => void>(),
  matchMedia(query: string) {
    return {
      get matches() {
        return query === DESKTOP_QUERY && media.desktop;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => media.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => media.listeners.delete(listener),
    };
  },
  set(desktop: boolean) {
    media.desktop = desktop;
    act(() => media.listeners.forEach((listener) => listener()));
  },
};

const barItems: NavItem[] = [
  { label: 'Home', href: '#home' },
  { label: 'About', href: '#about' },
  { label: 'Services', href: '#services' },
  { label: 'Commercial Cleaning', href: '#commercial-cleaning' },
  { label: 'Property Development', href: '#property-development' },
  { label: 'Contact', href: '#contact' },
];
const moreItems: NavItem[] = [
  { label: 'Reviews', href: '#reviews' },
  { label: 'Careers', href: '#careers' },
];

const props: SiteNavigationProps = {
  brand: 'Prairie Hearth Property Management',
  logo: <img src="/logo.svg" alt="" />,
  homeHref: '#home',
  contactHref: '#get-in-touch',
  phone: { display: '(306) 555-0142', e164: '+13065550142' },
  links: () => ({ bar: barItems, more: moreItems }),
  text: {
    landmarkLabel: 'Main',
    more: 'More',
    menu: 'Menu',
    email: 'Email',
    phoneLink: 'Call {phone}',
    logoLink: '{brand}, back to top',
  },
};

/** The page's sections, in its order (not the links': Reviews and Careers come before Contact). */
const sectionIds = [
  'home',
  'about',
  'services',
  'commercial-cleaning',
  'property-development',
  'reviews',
  'careers',
  'contact',
];

/** Sections the scroll-spy can find, after the header, as on the page. */
function addSections() {
  for (const id of sectionIds) {
    const section = document.createElement('section');
    section.id = id;
    document.body.append(section);
  }
}

/** Reports that the section `id` (alone) spans the scroll-spy line. */
function reportCurrent(id: string) {
  const observer = FakeIntersectionObserver.instances
    .filter((candidate) => candidate.options.rootMargin && !candidate.disconnected)
    .at(-1)!;
  const entries = [...observer.targets].map(
    (target) =>
      ({
        target,
        isIntersecting: target.id === id,
        intersectionRect: { height: target.id === id ? 1 : 0 },
      }) as unknown as IntersectionObserverEntry,
  );
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

function renderNavigation() {
  const user = userEvent.setup();
  addSections();
  const view = render(<SiteNavigation {...props} />);
  return { user, ...view };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const moreButton = () => screen.getByRole('button', { name: 'More' });
const menuButton = () => screen.getByRole('button', { name: /menu/i });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
/** Links of the desktop bar (the first list of the navigation). */
const barLink = (name: string) => within(nav().querySelector('ul')!).getByRole('link', { name });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  media.desktop = false;
  media.listeners.clear();
  vi.stubGlobal('matchMedia', media.matchMedia);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The server's HTML in the page, with the sections it links to: what the island hydrates. */
function serverHtmlOnPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SiteNavigation {...props} />);
  document.body.append(container);
  addSections();
  return container;
}

/**
 * Hydrates the server's HTML as Astro does (the links, a function, reach the browser as null), and lets
 * its effects run.
 */
async function hydrate(container: HTMLElement, options?: HydrationOptions) {
  const root = hydrateRoot(container, <SiteNavigation {...props} links={null} />, options);
  await act(async () => {});
  return root;
}

describe('server HTML (what visitors without JavaScript get)', () => {
  const html = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteNavigation {...props} />);
    return container;
  };

  it('links every item, the logo, the phone and Email to their targets with plain anchors', () => {
    const container = html();
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs[0]).toBe('#home');
    for (const item of [...barItems, ...moreItems]) expect(hrefs).toContain(item.href);
    expect(hrefs).toContain('tel:+13065550142');
    expect(container.querySelector('a[aria-label="Prairie Hearth Property Management, back to top"]')).not.toBeNull();
    expect(container.querySelector('a[aria-label="Call (306) 555-0142"]')?.textContent).toBe('(306) 555-0142');
    expect(
      [...container.querySelectorAll('a')].find((link) => link.textContent === 'Email')?.getAttribute('href'),
    ).toBe(props.contactHref);
  });

  it('uses native <details> for More and the menu, with no buttons and nothing marked current', () => {
    const container = html();
    const summaries = [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual(['More', 'Menu']);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0);
    const [moreDetails, menuDetails] = container.querySelectorAll('details');
    expect([...moreDetails!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#reviews',
      '#careers',
    ]);
    // The small-screen menu holds every item plus the phone link.
    expect([...menuDetails!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      ...barItems.map((item) => item.href),
      ...moreItems.map((item) => item.href),
      'tel:+13065550142',
    ]);
  });

  it('leaves out More when no section is placed under it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteNavigation {...props} links={() => ({ bar: barItems, more: [] })} />);
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Menu']);
  });

  it('keeps More open across hydration on desktop when it was opened before', async () => {
    media.desktop = true;
    const container = serverHtmlOnPage();
    container.querySelectorAll('details')[0]!.open = true;
    const root = await hydrate(container);
    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => root.unmount());
  });

  // client:on hydrates the island on the visitor's first pointer press, which may be on this toggle.
  it('keeps focus on a toggle the visitor focused before hydration: the button that replaces it gets it', async () => {
    const container = serverHtmlOnPage();
    const summary = container.querySelectorAll('summary')[1] as HTMLElement;
    // happy-dom focuses a <summary> only with a tabindex, which a browser needs not: taken off again
    // before hydration, so React finds the server's HTML as the browser would have it.
    summary.tabIndex = 0;
    summary.focus();
    summary.removeAttribute('tabindex');
    expect(document.activeElement).toBe(summary);
    const root = await hydrate(container);
    expect(container.querySelector('summary')).toBeNull();
    expect(menuButton()).toHaveFocus();
    act(() => root.unmount());
  });

  it('leaves focus alone when no toggle had it', async () => {
    const container = serverHtmlOnPage();
    const root = await hydrate(container);
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
  });

  it('hydrates without errors and keeps a <details> opened before hydration open', async () => {
    const container = serverHtmlOnPage();
    container.querySelectorAll('details')[1]!.open = true;
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await hydrate(container, { onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('details')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    act(() => root.unmount());
  });
});

describe('links', () => {
  // Astro writes a function prop as null in the island's props: the hydrating island has only the markup.
  it('are read back from the server’s markup while hydrating, in their places and order', async () => {
    media.desktop = true;
    const bar = [...barItems, { label: 'Tenants & Owners', href: '#portals' }];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteNavigation {...props} links={() => ({ bar, more: moreItems })} />);
    document.body.append(container);
    addSections();
    const recoverable = vi.fn();
    const root = await hydrate(container, { onRecoverableError: recoverable });
    expect(recoverable).not.toHaveBeenCalled();
    const hrefsIn = (element: Element) => [...element.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    // The bar's list, More's closed panel among them.
    expect([...nav().querySelector('ul')!.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      ...bar.map((item) => item.label),
      ...moreItems.map((item) => item.label),
    ]);
    expect(hrefsIn(panelOf(moreButton()))).toEqual(moreItems.map((item) => item.href));
    expect(hrefsIn(panelOf(menuButton()))).toEqual(
      [...bar, ...moreItems].map((item) => item.href).concat('tel:+13065550142'),
    );
    // The scroll-spy watches their sections, and marks the current one's link.
    reportCurrent('reviews');
    expect([...document.querySelectorAll('[aria-current]')].map((link) => link.textContent)).toEqual(['Reviews']);
    act(() => root.unmount());
  });
});

describe('small-screen menu', () => {
  it('is a button with aria-expanded and aria-controls that toggles its panel', async () => {
    const { user } = renderNavigation();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(button);
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...barItems.map((item) => item.href), ...moreItems.map((item) => item.href), 'tel:+13065550142']);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user } = renderNavigation();
    await user.click(menuButton());
    await user.tab();
    expect(within(panelOf(menuButton())).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when an item is chosen, leaving the link to do the scrolling', async () => {
    const { user } = renderNavigation();
    await user.click(menuButton());
    const link = within(panelOf(menuButton())).getByRole('link', { name: 'Property Development' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the phone link is chosen', async () => {
    const { user } = renderNavigation();
    await user.click(menuButton());
    fireEvent.click(within(panelOf(menuButton())).getByRole('link', { name: 'Call (306) 555-0142' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, but not on a click inside the panel', async () => {
    const { user } = renderNavigation();
    await user.click(menuButton());
    await user.click(panelOf(menuButton()));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.getElementById('services')!);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('resets when the window grows to desktop width', async () => {
    const { user } = renderNavigation();
    await user.click(menuButton());
    media.set(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    media.set(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('More', () => {
  beforeEach(() => {
    media.desktop = true;
  });

  it('is a disclosure button that reveals the sections without a bar slot', async () => {
    const { user } = renderNavigation();
    const button = moreButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panelOf(button))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviews', 'Careers']);
  });

  it('closes on Escape and returns focus to More', async () => {
    const { user } = renderNavigation();
    await user.click(moreButton());
    await user.tab();
    expect(within(panelOf(moreButton())).getByRole('link', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(moreButton()).toHaveFocus();
  });

  it('closes on Escape without taking focus from another widget', async () => {
    const { user } = renderNavigation();
    const outside = document.createElement('button');
    document.body.append(outside);
    // Opened by a click that does not focus the button (as in Safari), then focus lands elsewhere:
    // no focus ever left the panel, so it is still open when Escape comes.
    fireEvent.click(moreButton());
    act(() => outside.focus());
    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(outside).toHaveFocus();
  });

  it('returns focus on Escape when it was nowhere in particular', async () => {
    const { user } = renderNavigation();
    fireEvent.click(moreButton());
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(moreButton()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderNavigation();
    await user.click(moreButton());
    await user.click(screen.getByRole('link', { name: /back to top/ }).querySelector('span')!);
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen', async () => {
    const { user } = renderNavigation();
    await user.click(moreButton());
    fireEvent.click(within(panelOf(moreButton())).getByRole('link', { name: 'Reviews' }));
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on past it', async () => {
    const { user } = renderNavigation();
    await user.click(moreButton());
    await user.tab(); // Reviews
    await user.tab(); // Careers
    await user.tab(); // the phone link, outside More
    expect(screen.getAllByRole('link', { name: 'Call (306) 555-0142' })[0]).toHaveFocus();
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window shrinks to the menu layout', async () => {
    const { user } = renderNavigation();
    await user.click(moreButton());
    media.set(false);
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('active item', () => {
  const current = () => [...document.querySelectorAll('[aria-current]')];

  it('watches the sections its links lead to, in the page’s order, given no list of them', () => {
    renderNavigation();
    const watching = (observer: FakeIntersectionObserver) => [...observer.targets].map((target) => target.id);
    const [line, last] = [
      FakeIntersectionObserver.instances.find((observer) => observer.options.rootMargin)!,
      FakeIntersectionObserver.instances.find((observer) => !observer.options.rootMargin)!,
    ];
    expect(watching(line)).toEqual(sectionIds);
    // The page's last section, not the last link (Careers, under More).
    expect(watching(last)).toEqual(['contact']);
  });

  it('watches nothing from another page, where its links lead back to the home page', () => {
    addSections();
    const elsewhere = (items: NavItem[]) => items.map(({ label, href }) => ({ label, href: `/${href}` }));
    render(<SiteNavigation {...props} links={() => ({ bar: elsewhere(barItems), more: elsewhere(moreItems) })} />);
    expect(FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0)).toEqual([]);
    expect(barLink('About')).toHaveAttribute('href', '/#about');
  });

  it('marks exactly the bar item of the section at the line, on desktop', () => {
    media.desktop = true;
    renderNavigation();
    reportCurrent('commercial-cleaning');
    expect(current()).toEqual([barLink('Commercial Cleaning')]);
    expect(barLink('Commercial Cleaning')).toHaveAttribute('aria-current', 'true');
    reportCurrent('property-development');
    expect(current()).toEqual([barLink('Property Development')]);
  });

  it('marks no bar item while Reviews is current (only its link under More)', () => {
    media.desktop = true;
    renderNavigation();
    reportCurrent('reviews');
    const marked = current();
    expect(marked).toHaveLength(1);
    expect(panelOf(moreButton())).toContainElement(marked[0] as HTMLElement);
    expect(marked[0]).toHaveTextContent('Reviews');
  });

  it('marks the item in the small-screen menu instead when that layout shows', async () => {
    const { user } = renderNavigation();
    reportCurrent('about');
    const panel = panelOf(menuButton());
    expect(current()).toEqual([within(panel).getByRole('link', { name: 'About', hidden: true })]);
    await user.click(menuButton());
    expect(within(panel).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'true');
    media.set(true);
    expect(current()).toEqual([barLink('About')]);
  });
});

describe('shadow', () => {
  // Whether it is drawn is for a browser to judge (tests/e2e/navigation.spec.ts); the island says when.
  it('is wanted once the page is scrolled more than global.css says (50 px) and not at 50 px or less', () => {
    // The page's stylesheet, which happy-dom does not load, sets this on the root.
    document.documentElement.style.setProperty('--header-shadow-after', '50px');
    renderNavigation();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      act(() => window.dispatchEvent(new Event('scroll')));
    };
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(60);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
