/**
 * The islands' phone and email links: one look, and their addresses built the page's one way
 * (~/lib/contact-links), so a failure message, a call's panel, a reply and a contact card link alike.
 */
import type { ReactNode } from 'react';
import { emailHref, phoneHref } from '~/lib/contact-links';
import type { Phone } from '~/schemas/site';

/** A link whose address is already built by ~/lib/contact-links (a reply's number or address). */
export const ContactLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
    {children}
  </a>
);

/** The company's phone as a call link, written as visitors read it. */
export const PhoneLink = ({ phone }: { phone: Phone }) => (
  <ContactLink href={phoneHref(phone)}>{phone.display}</ContactLink>
);

export const EmailLink = ({ email }: { email: string }) => <ContactLink href={emailHref(email)}>{email}</ContactLink>;
