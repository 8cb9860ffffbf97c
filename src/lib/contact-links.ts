/**
 * The one way the page builds a phone or email link's address, for Astro components and islands alike
 * (browser-safe: no Node, no content loading).
 */
import type { Phone } from '~/schemas/site';

/**
 * A `tel:` address for a number written any way visitors write one ("(306) 555-0142", "306-555-0142",
 * "+1 306 555 0142") or for a content phone (its E.164 form): +1 is added to a 10-digit North American
 * number, so a phone abroad dials it too.
 *
 * A link's address is built from the digits of the number or the characters of the address, so text
 * from anywhere, an agent's reply included, cannot become a `javascript:` or any other address.
 */
export function phoneHref(phone: Pick<Phone, 'e164'> | string): string {
  const written = typeof phone === 'string' ? phone : phone.e164;
  const digits = written.replace(/\D/g, '');
  if (written.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A `mailto:` address; `%` and any character a URL may not carry as is are percent-encoded. */
export function emailHref(email: string): string {
  return `mailto:${encodeURI(email.trim())}`;
}
