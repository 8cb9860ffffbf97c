import { describe, expect, it } from 'vitest';
import { assertPageSections, idOfDesign, inPageOrder, sectionLabel } from '~/lib/page-sections';
import type { SectionDesign } from '~/schemas/section';

const section = (id: string, design: SectionDesign) => ({ id, design, file: `content/sections/${id}.md` });
const page = [section('welcome', 'hero'), section('what-we-do', 'property-services'), section('reach-us', 'contact')];

describe('the sections of the page', () => {
  it('are put in page order and named by their navigation label, else their heading', () => {
    expect(inPageOrder([{ order: 30 }, { order: 10 }, { order: 20 }]).map(({ order }) => order)).toEqual([10, 20, 30]);
    expect(sectionLabel({ navLabel: 'Contact', title: 'Book your free consultation' })).toBe('Contact');
    expect(sectionLabel({ title: 'Book your free consultation' })).toBe('Book your free consultation');
  });

  it('find the section a link leads to by its design, whatever its id', () => {
    expect(() => assertPageSections(page)).not.toThrow();
    expect(idOfDesign(page, 'contact')).toBe('reach-us');
    expect(idOfDesign(page, 'property-services')).toBe('what-we-do');
  });

  it('refuse a design drawn twice, naming both files; any number of prose sections is fine', () => {
    expect(() => assertPageSections([...page, section('faq', 'prose'), section('careers', 'prose')])).not.toThrow();
    expect(() => assertPageSections([...page, section('call-us', 'contact')])).toThrow(
      'content: content/sections/reach-us.md and content/sections/call-us.md both have design "contact", which is drawn once on the page',
    );
  });

  it('refuse a page without a section the links lead to, saying which links and what to write', () => {
    expect(() => assertPageSections(page.filter(({ design }) => design !== 'contact'))).toThrow(
      'content/sections/: no section has design "contact", where the contact links of the header, the hero and the service cards lead: add "design: contact"',
    );
    expect(() => assertPageSections([...page, section('reach-us', 'prose')])).toThrow(/both use id "reach-us"/);
  });
});
