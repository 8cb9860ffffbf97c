/**
 * The page side of the agent's tools, for both channels: each tool call checked, then carried out or
 * ignored.
 */
import { AGENT_ITEM_ATTRIBUTE, agentToolNames, type PlaceToolName } from '~/agent/tools';
import { checkBooking, describeWhen } from '~/agent/booking';
import type { ConversationWords } from '~/lib/conversation-words';
import { fillTemplate } from '~/lib/placeholders';
import { getPageGuideSetup, scrollingOurselves, visitorScrolledAt } from './page-guide-setup';
import type { AgentShown } from '~/components/islands/conversation/model/conversation-model';

/** The attribute the agent's pointing sets on a card; CSS draws the outline and the label from it. */
export const POINTED_ATTRIBUTE = 'data-agent-pointed';

/** A tool call as the platform sends it, in a call's `tool-calls` message or a chat answer. */
interface RawToolCall {
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

/** Scrolling within this long before a call means the visitor is reading: the page stays put. */
const readingMs = 4_000;
const now = () => performance.now();
/** The page moves at most once in this long. */
export const betweenMovesMs = 2_000;
/** How long a card stays marked. */
export const pointedForMs = 5_000;

let serial = 0;
const seenCallIds = new Set<string>();
let lastMoveAt = Number.NEGATIVE_INFINITY;
const unmarkTimers = new Map<Element, ReturnType<typeof setTimeout>>();

function refuse(reason: string, call: unknown): null {
  console.warn(`[page-guide] ignored a tool call: ${reason}`, call);
  return null;
}

/** The call's one argument, from a JSON string (the platform's type) or an object (its documentation's examples). */
function argumentsOf(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The element a declared choice names: looked up from our own list, never from the agent's words. */
function elementOf(tool: PlaceToolName, id: string): HTMLElement | null {
  if (tool === agentToolNames.showSection) return document.getElementById(id);
  return document.querySelector<HTMLElement>(`[${AGENT_ITEM_ATTRIBUTE}="${CSS.escape(id)}"]`);
}

/** Brings a section or card into view: a jump under reduced motion. Also the offered button's action. */
export function bringIntoView(tool: PlaceToolName, id: string): void {
  const element = elementOf(tool, id);
  if (!element) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollingOurselves();
  lastMoveAt = now();
  element.scrollIntoView({
    behavior: reduced ? 'instant' : 'smooth',
    block: tool === agentToolNames.showSection ? 'start' : 'center',
  });
}

/** Marks a card for a few seconds: an outline and a label (CSS, from POINTED_ATTRIBUTE), no layout change. */
function mark(card: HTMLElement, label: string): void {
  clearTimeout(unmarkTimers.get(card));
  card.setAttribute(POINTED_ATTRIBUTE, label);
  unmarkTimers.set(
    card,
    setTimeout(() => {
      card.removeAttribute(POINTED_ATTRIBUTE);
      unmarkTimers.delete(card);
    }, pointedForMs),
  );
}

/**
 * Carries out one tool call of a conversation still going (`live`), or ignores it; returns what the
 * panel shows, in `words` (the conversation's language, `lang`, where it has its own) or English.
 * The agent is not trusted: a call is carried out only when its tool is one the page declared
 * (src/agent/tools.ts), its argument one of that tool's choices, its element on the page, its id new
 * and the conversation going (a booking: every check of src/agent/booking.ts); anything else is
 * ignored with one warning. Nothing the page finds, shows or links comes from the agent's words.
 * Focus never moves; while the visitor scrolls, or within two seconds of the last move, the panel
 * offers a button instead (shown-cards.tsx); reduced motion jumps.
 */
export function carryOut(
  call: unknown,
  { live, words, lang }: { live: boolean; words?: ConversationWords | undefined; lang?: string | undefined },
): AgentShown | null {
  const setup = getPageGuideSetup();
  if (!setup) return refuse('the page guide is not set up', call);
  const raw = (typeof call === 'object' && call !== null ? call : {}) as RawToolCall;
  const id = typeof raw.id === 'string' && raw.id ? raw.id : undefined;
  if (!live) return refuse('the conversation has ended', call);
  if (!id) return refuse('it has no id', call);
  if (seenCallIds.has(id)) return refuse(`call ${id} was carried out already`, call);
  seenCallIds.add(id);
  const name = raw.function?.name;
  const args = argumentsOf(raw.function?.arguments);
  if (!args) return refuse('its arguments are not an object', call);
  const { choices, contact } = setup;
  const text = words?.agentActions ?? setup.text;
  // Where the words are the conversation's own, so are the date's; else the page's.
  const locale = (words && lang) || document.documentElement.lang || undefined;

  if (name === agentToolNames.setLanguage) {
    const language = choices.languages.find((code) => code === args.language);
    if (!language) return refuse(`"${String(args.language)}" is not a language the page declared`, call);
    return { kind: 'language', language, serial: ++serial };
  }

  if (name === agentToolNames.showBooking && choices.booking) {
    const checked = checkBooking(args, choices.booking, Date.now());
    if (typeof checked === 'string') return refuse(`the booking is not one the page shows: ${checked}`, call);
    // The kind as the conversation's language names it; the checked booking keeps the declared label.
    const label = words?.bookingKinds[checked.label] ?? checked.label;
    const when = describeWhen(checked, choices.booking.timeZone, locale);
    // A showing is at the home's address (from the page's choices), which its line and title say.
    const { place: address } = checked;
    const title = address
      ? fillTemplate(text.calendarTitleAt, { label, address })
      : fillTemplate(text.calendarTitle, { label, brand: contact.brand });
    const line = address
      ? fillTemplate(text.bookedAt, { label, address, when, phone: contact.phone.display })
      : fillTemplate(text.booked, { label, when, phone: contact.phone.display });
    return {
      kind: 'booking',
      booking: { ...checked, title },
      announcement: line,
      serial: ++serial,
      lang: locale,
    };
  }

  if (name === agentToolNames.showContact) {
    const method = choices.contactMethods.find((choice) => choice === args.method);
    if (!method) return refuse(`"${String(args.method)}" is not a contact detail the page shows`, call);
    return {
      kind: 'contact',
      method,
      announcement: fillTemplate(text.contactShown, { label: text.contactTitles[method] }),
      serial: ++serial,
      lang: locale,
    };
  }

  let tool: PlaceToolName;
  let choiceId: string | undefined;
  let label: string | undefined;
  if (name === agentToolNames.showSection) {
    tool = name;
    choiceId = choices.sections.find((section) => section === args.section);
    label = choiceId === undefined ? undefined : (setup.sectionLabels[choiceId] ?? choiceId);
  } else if (name === agentToolNames.pointTo) {
    tool = name;
    const item = choices.items.find((choice) => choice.id === args.item);
    choiceId = item?.id;
    label = item?.label;
  } else {
    return refuse(`"${String(name)}" is not a tool the page declared`, call);
  }
  if (choiceId === undefined || label === undefined) {
    return refuse(`"${String(args.section ?? args.item)}" is not one of ${tool}'s choices`, call);
  }
  const element = elementOf(tool, choiceId);
  if (!element) return refuse(`"${choiceId}" is not on this page`, call);

  const reading = now() - visitorScrolledAt() < readingMs;
  const tooSoon = now() - lastMoveAt < betweenMovesMs;
  const moved = !reading && !tooSoon;
  // Marked first: a card the visitor's filter hides is shown while marked (global.css), then brought into view.
  if (tool === agentToolNames.pointTo) mark(element, text.pointedMark);
  if (moved) bringIntoView(tool, choiceId);
  return {
    kind: 'place',
    tool,
    id: choiceId,
    label,
    moved,
    announcement: fillTemplate(moved ? text.showing : text.suggesting, { label }),
    serial: ++serial,
    lang: locale,
  };
}
