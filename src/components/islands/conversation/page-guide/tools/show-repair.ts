/**
 * `show_repair`: the repair the agent took from a tenant, checked against content's kinds and urgencies,
 * kept in the transcript as a card of what was taken and what happens next, in content's words.
 */
import { entryAnswers, repairTextMaxLength } from '~/agent/repair/choices';
import { fillTemplate } from '~/lib/placeholders';
import { repairUrgencies } from '~/schemas/repair-urgencies';
import {
  isCardContent,
  isText,
  type CardContent,
  type CardRow,
} from '~/components/islands/conversation/page-guide/card-content';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

/** An argument of the tenant's words: trimmed, short enough for a card, or undefined. */
const tenantWords = (value: unknown) =>
  isText(value) && value.trim().length <= repairTextMaxLength ? value.trim() : undefined;

export const showRepair = pageTool<CardContent>({
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
    const said = text.repair;
    // The tenant's words are theirs, in whatever language and direction they wrote them.
    const rows: CardRow[] = [
      { term: said.problem, detail: problem, theirs: true },
      { term: said.address, detail: address, theirs: true },
      { term: said.urgency, detail: urgencyLabel },
      ...(entry ? [{ term: said.entry, detail: entry === 'yes' ? said.entryYes : said.entryNo }] : []),
      ...(pets ? [{ term: said.pets, detail: pets, theirs: true as const }] : []),
      { term: said.next, detail: next },
    ];
    // The number is content's, never the agent's: the emergency line, or the company's phone without one.
    const line = contact.emergencyLine
      ? { label: text.contactTitles['emergency-line'], phone: contact.emergencyLine.phone }
      : { label: text.contactTitles.phone, phone: contact.phone };
    const data: CardContent = {
      rows,
      ...(urgency === 'emergency' && {
        call: { text: fillTemplate(said.call, { label: line.label }), phone: line.phone },
      }),
    };
    return { kind: 'kept', data, announcement: fillTemplate(said.taken, { kind: kindLabel, address }) };
  },
  isKept: isCardContent,
  card: (data) => ({ ...data, testId: 'repair-card' }),
});
