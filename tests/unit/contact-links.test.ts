/** Phone and email link addresses (src/lib/contact-links.ts), built one way for the whole page. */
import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref } from '~/lib/contact-links';
import site from '../../content/site.json';

describe('phoneHref', () => {
  it.each([
    ['(306) 555-0142', 'tel:+13065550142'],
    ['306-555-0142', 'tel:+13065550142'],
    ['306.555.0142', 'tel:+13065550142'],
    ['306 555 0142', 'tel:+13065550142'],
    [' +1 (306) 555-0142 ', 'tel:+13065550142'],
    ['1-306-555-0142', 'tel:+13065550142'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['911', 'tel:911'],
  ])('dials %j as %s', (written, href) => {
    expect(phoneHref(written)).toBe(href);
  });

  it('dials a content phone by its E.164 form, whatever its display says', () => {
    expect(phoneHref({ e164: '+13065550142' })).toBe('tel:+13065550142');
    expect(phoneHref(site.phone)).toBe(`tel:${site.phone.e164}`);
  });

  it('never carries anything but digits and a leading plus', () => {
    expect(phoneHref('javascript:alert(306)5550142')).toBe('tel:+13065550142');
  });
});

describe('emailHref', () => {
  it('links the address as written', () => {
    expect(emailHref('jo.smith+rentals@prairie-hearth.example')).toBe('mailto:jo.smith+rentals@prairie-hearth.example');
    expect(emailHref(site.email)).toBe(`mailto:${site.email}`);
  });

  it('percent-encodes what a URL cannot carry as is, and drops surrounding spaces', () => {
    expect(emailHref(' 100%done@example.ca ')).toBe('mailto:100%25done@example.ca');
  });
});
