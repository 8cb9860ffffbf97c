import { describe, expect, it } from 'vitest';
import { buildNavigationModel, sectionHref, type SectionNavInput } from '~/lib/navigation-model';
import { homePath, privacyPath } from '~/lib/page-paths';

const section = (
  id: string,
  order: number,
  navLabel?: string,
  navPlacement: 'bar' | 'more' = 'bar',
): SectionNavInput => ({
  id,
  order,
  navLabel,
  navPlacement,
});

describe('buildNavigationModel', () => {
  it('puts bar links in page order, whatever the order of the files', () => {
    const model = buildNavigationModel(
      [section('contact', 70, 'Contact'), section('home', 10, 'Home'), section('about', 20, 'About')],
      homePath,
    );
    expect(model.barItems).toEqual([
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'about', label: 'About', href: '#about' },
      { id: 'contact', label: 'Contact', href: '#contact' },
    ]);
  });

  it('sends "more" sections under More, each list in page order', () => {
    const model = buildNavigationModel(
      [
        section('home', 10, 'Home'),
        section('reviews', 60, 'Reviews', 'more'),
        section('contact', 70, 'Contact'),
        section('faq', 65, 'Questions', 'more'),
      ],
      homePath,
    );
    expect(model.moreItems.map((item) => item.id)).toEqual(['reviews', 'faq']);
    expect(model.barItems.map((item) => item.id)).toEqual(['home', 'contact']);
  });

  it('leaves sections without a navLabel out of the navigation (and so of the scroll-spy)', () => {
    const model = buildNavigationModel([section('home', 10, 'Home'), section('banner', 15)], homePath);
    expect(model.barItems.map((item) => item.id)).toEqual(['home']);
    expect([...model.barItems, ...model.moreItems].map((item) => item.id)).not.toContain('banner');
  });

  it('leads back to the home page from another page', () => {
    const model = buildNavigationModel(
      [section('home', 10, 'Home'), section('about', 20, 'About'), section('reviews', 60, 'Reviews', 'more')],
      privacyPath,
    );
    expect([...model.barItems, ...model.moreItems].map((item) => item.href)).toEqual([
      '/#home',
      '/#about',
      '/#reviews',
    ]);
    // The logo too: the top of the home page.
    expect(model.homeHref).toBe('/#home');
    expect(buildNavigationModel([section('about', 20, 'About'), section('home', 10, 'Home')], homePath).homeHref).toBe(
      '#home',
    );
  });
});

describe('sectionHref', () => {
  it('jumps within the home page, and loads the home page from any other', () => {
    expect(sectionHref('services', homePath)).toBe('#services');
    expect(sectionHref('services', privacyPath)).toBe('/#services');
    expect(sectionHref('services', '/privacy')).toBe('/#services');
  });
});
