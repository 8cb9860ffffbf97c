import { strictObject, text } from './shared';

/** Words of the page frame: skip link, footer headings, small labels (content/ui/page.json). */
export const pageTextSchema = strictObject({
  /** The first link on the page, for keyboard users, for example "Skip to content". */
  skipLink: text('skipLink'),
  /** Hint shown on a service card on hover and focus, for example "Learn More". */
  serviceCardHint: text('serviceCardHint'),
  /** Label of the call links (the floating one when voice chat is off, the hero's), for example "Call us". */
  callUsLabel: text('callUsLabel'),
  /** Label of the hero's email link, for example "Email us". */
  emailUsLabel: text('emailUsLabel'),
  /** Text of the link to the privacy statement, in the footer of every page and on the page-not-found page. */
  privacyLink: text('privacyLink'),
  /** The footer's headings and lines. */
  footer: strictObject({
    /** Heading over the list of services. */
    servicesTitle: text('footer.servicesTitle'),
    /** Heading over the cities served. */
    areasTitle: text('footer.areasTitle'),
    /** Heading over the phone and email. */
    contactTitle: text('footer.contactTitle'),
    /** Heading over the social links. */
    socialTitle: text('footer.socialTitle'),
    /** Said after a social link's name to warn that it opens a new tab. */
    newTabHint: text('footer.newTabHint'),
    /** Copyright line; `{year}` is the build year and `{brand}` the company name. */
    copyright: text('footer.copyright').includes('{year}', { error: 'footer.copyright must contain {year}.' }),
  }),
});
