/**
 * An agent's reply as the panel shows it: text, never markup; a phone number or an email address becomes
 * a link built here from its digits or characters, so a reply cannot smuggle in any other address.
 */
import { emailHref, phoneHref } from '~/lib/contact-links';

type ReplyPart =
  | { kind: 'text'; text: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'email'; text: string; href: string };

/** North American numbers ((306) 555-0142, 306-555-0142, +1 306 555 0142) and other +country numbers. */
const phonePattern =
  /(?<![\w+])(?:(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}|\+[2-9]\d{0,2}(?:[ .-]?\d){6,12})(?![\w])/;
const emailPattern = /(?<![\w.%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])/;
const linkPattern = new RegExp(`${emailPattern.source}|${phonePattern.source}`, 'g');

/** Splits a reply into text and links. */
export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of reply.matchAll(linkPattern)) {
    const found = match[0];
    if (match.index > last) parts.push({ kind: 'text', text: reply.slice(last, match.index) });
    parts.push(
      found.includes('@')
        ? { kind: 'email', text: found, href: emailHref(found) }
        : { kind: 'phone', text: found, href: phoneHref(found) },
    );
    last = match.index + found.length;
  }
  if (last < reply.length) parts.push({ kind: 'text', text: reply.slice(last) });
  return parts;
}
