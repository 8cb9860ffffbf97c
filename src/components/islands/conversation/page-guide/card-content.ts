/**
 * What a kept card says, as data: every tool's card is drawn from one of these by ToolCard.tsx, so a
 * card is words and figures worked out once, when the call is carried out, and read back the same.
 */
import type { Booking } from '~/agent/booking/check';
import type { Phone } from '~/schemas/site';
import type { ChatRequest } from '~/components/islands/typed-chat/chat-openers';

/** One row of a card: what it is, and what it says. */
export interface CardRow {
  term: string;
  detail: string;
  /** The visitor's own words (an address, a problem): the browser reads their direction from the text. */
  theirs?: true;
}

/** A card's words and figures, as kept in the transcript (and the tab, across a reload). */
export interface CardContent {
  rows?: CardRow[];
  /** Where a figure comes from, linked to the page it can be checked on. */
  source?: { label: string; text: string; url: string; newTab: string };
  /** Places on the page, under a title (the company's homes for rent like an owner's). */
  links?: { title: string; links: { text: string; href: string }[] };
  /** Sentences under the rows: what the figures are, what happens next. */
  notes?: string[];
  /** A number to call, from content (never the agent's): "{text} <phone link>". */
  call?: { text: string; phone: Phone };
  /** The offer to go on: a button that puts the visitor's request (content/ui/chat.json's `requests`) into the conversation. */
  offer?: { label: string; request: OfferRequest };
}

/** The requests a card may offer to make: booking what its quote or project leads to. */
const offerRequests = ['cleaningWalkthrough', 'buildConsultation'] as const satisfies readonly ChatRequest['kind'][];
type OfferRequest = (typeof offerRequests)[number];

/** What ToolCard draws: a card's content, its test id, and a booking's "Add to calendar" file. */
export interface CardView extends CardContent {
  testId: string;
  calendar?: { booking: Booking; label: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isHttps = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value);
/** A link within the page: a card's own address, never anything the agent wrote. */
const isAnchor = (value: unknown) => typeof value === 'string' && /^#[a-z0-9][a-z0-9-]*$/.test(value);
const isPhone = (value: unknown): value is Phone =>
  isRecord(value) && isText(value.display) && typeof value.e164 === 'string' && /^\+[1-9]\d{6,14}$/.test(value.e164);
const isRow = (row: unknown) =>
  isRecord(row) && isText(row.term) && isText(row.detail) && (row.theirs === undefined || row.theirs === true);

/** A card read back from the tab: each field checked again before it is drawn, linked or dialled. */
export function isCardContent(data: unknown): data is CardContent {
  if (!isRecord(data)) return false;
  const { rows, source, links, notes, call, offer } = data;
  const known = new Set(['rows', 'source', 'links', 'notes', 'call', 'offer']);
  return (
    Object.keys(data).every((key) => known.has(key)) &&
    (rows === undefined || (Array.isArray(rows) && rows.every(isRow))) &&
    (source === undefined ||
      (isRecord(source) &&
        isText(source.label) &&
        isText(source.text) &&
        isText(source.newTab) &&
        isHttps(source.url))) &&
    (links === undefined ||
      (isRecord(links) &&
        isText(links.title) &&
        Array.isArray(links.links) &&
        links.links.every((link) => isRecord(link) && isText(link.text) && isAnchor(link.href)))) &&
    (notes === undefined || (Array.isArray(notes) && notes.every(isText))) &&
    (call === undefined || (isRecord(call) && isText(call.text) && isPhone(call.phone))) &&
    (offer === undefined ||
      (isRecord(offer) && isText(offer.label) && (offerRequests as readonly unknown[]).includes(offer.request)))
  );
}
