/**
 * `show_repair`: the repair the agent took from a tenant, checked against content's kinds and urgencies,
 * kept in the transcript as a card of what was taken and what happens next, in content's words.
 */
import { entryAnswers, repairTextMaxLength, type EntryAnswer } from '~/agent/repair-requests';
import { fillTemplate } from '~/lib/placeholders';
import type { AgentActionsText } from '~/schemas/agent-actions-text';
import { repairUrgencies, type RepairUrgency } from '~/schemas/repair-urgencies';
import type { Phone } from '~/schemas/site';
import { PhoneLink } from '~/components/islands/shared/ContactLink';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

/** The card as it was shown: the tenant's words, and content's in the card's language, so a reload shows it the same. */
interface RepairCard {
  kind: string;
  urgency: RepairUrgency;
  /** The urgency's label and promise. */
  urgencyLabel: string;
  next: string;
  problem: string;
  address: string;
  entry?: EntryAnswer;
  pets?: string;
  /** Offered with an emergency: the emergency line (or the company's phone, without one), from content. */
  call?: { label: string; phone: Phone };
  words: AgentActionsText['repair'];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An argument of the tenant's words: trimmed, short enough for a card, or undefined. */
const tenantWords = (value: unknown) =>
  isText(value) && value.trim().length <= repairTextMaxLength ? value.trim() : undefined;

const isPhone = (value: unknown): value is Phone =>
  isRecord(value) && isText(value.display) && typeof value.e164 === 'string' && /^\+[1-9]\d{6,14}$/.test(value.e164);

const cardWords = ['problem', 'address', 'urgency', 'entry', 'entryYes', 'entryNo', 'pets', 'next', 'call'] as const;

/** A card read back from the tab: each field checked again before it is drawn or dialled. */
const isRepairCard = (data: unknown): data is RepairCard => {
  if (!isRecord(data)) return false;
  const { kind, urgency, urgencyLabel, next, problem, address, entry, pets, call, words } = data;
  return (
    [kind, urgencyLabel, next, problem, address].every(isText) &&
    repairUrgencies.includes(urgency as RepairUrgency) &&
    (entry === undefined || entryAnswers.includes(entry as EntryAnswer)) &&
    (pets === undefined || isText(pets)) &&
    (call === undefined || (isRecord(call) && isText(call.label) && isPhone(call.phone))) &&
    isRecord(words) &&
    cardWords.every((word) => isText(words[word]))
  );
};

export const showRepair = pageTool<RepairCard>({
  carryOut(args, { setup: { choices, contact }, text, words }) {
    const { kinds, urgencies } = choices.repairs;
    const kind = kinds.find(({ id }) => id === args.kind);
    if (!kind) return `"${String(args.kind)}" is not a kind of repair the page declared`;
    const urgency = repairUrgencies.find((declared) => declared === args.urgency);
    if (!urgency) return `"${String(args.urgency)}" is not an urgency the page declared`;
    const problem = tenantWords(args.problem);
    const address = tenantWords(args.address);
    if (!problem || !address)
      return `a repair needs its problem and address, each at most ${repairTextMaxLength} characters`;
    const entry = entryAnswers.find((answer) => answer === args.entry);
    if (args.entry !== undefined && !entry) return `"${String(args.entry)}" is not an answer to entering (yes or no)`;
    const pets = args.pets === undefined || args.pets === '' ? undefined : tenantWords(args.pets);
    if (args.pets !== undefined && args.pets !== '' && !pets) return 'its pets are not a short text';
    // content/repairs.json's words in the conversation's language where it has them.
    const { label: urgencyLabel, promise: next } = words?.repairs.urgencies[urgency] ?? urgencies[urgency];
    const kindLabel = words?.repairs.kinds[kind.id] ?? kind.label;
    // The number is content's, never the agent's: the emergency line, or the company's phone without one.
    const call =
      urgency === 'emergency'
        ? contact.emergencyLine
          ? { label: text.contactTitles['emergency-line'], phone: contact.emergencyLine.phone }
          : { label: text.contactTitles.phone, phone: contact.phone }
        : undefined;
    const data: RepairCard = {
      kind: kindLabel,
      urgency,
      urgencyLabel,
      next,
      problem,
      address,
      ...(entry && { entry }),
      ...(pets && { pets }),
      ...(call && { call }),
      words: text.repair,
    };
    return { kind: 'kept', data, announcement: fillTemplate(text.repair.taken, { kind: kindLabel, address }) };
  },
  isKept: isRepairCard,
  Card: function RepairCardView({ data: card }) {
    const { words } = card;
    // Each row: its name, what it says, and whether those are the tenant's words, in whatever language
    // and direction they wrote them (the browser reads the direction from the text).
    const rows: [string, string, boolean][] = [
      [words.problem, card.problem, true],
      [words.address, card.address, true],
      [words.urgency, card.urgencyLabel, false],
      ...(card.entry
        ? [[words.entry, card.entry === 'yes' ? words.entryYes : words.entryNo, false] as [string, string, boolean]]
        : []),
      ...(card.pets ? [[words.pets, card.pets, true] as [string, string, boolean]] : []),
      [words.next, card.next, false],
    ];
    return (
      <div className="mt-2 rounded-xl bg-brand-50 p-3 text-slate-800" data-testid="repair-card">
        <dl className="space-y-1.5">
          {rows.map(([term, detail, tenants]) => (
            <div key={term}>
              <dt className="text-sm font-semibold text-slate-900">{term}</dt>
              <dd dir={tenants ? 'auto' : undefined}>{detail}</dd>
            </div>
          ))}
        </dl>
        {card.call && (
          <p className="mt-2 font-medium">
            {fillTemplate(words.call, { label: card.call.label })} <PhoneLink phone={card.call.phone} />
          </p>
        )}
      </div>
    );
  },
});
