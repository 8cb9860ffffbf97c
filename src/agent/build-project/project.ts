/**
 * A build someone is planning, as the agent takes it: the page checks each answer against what it
 * declares and takes the visitor's own words (where, the size, when, the budget) as they gave them.
 * No figure is worked out: no public source gives Saskatchewan's building costs, so the consultation
 * gives the budget.
 */
import {
  financingAnswers,
  lotAnswers,
  lotOwnedAnswers,
  projectKinds,
  type FinancingAnswer,
  type LotAnswer,
  type LotOwned,
  type ProjectKind,
} from '~/schemas/build-projects';

/** The longest answer in the visitor's words a card shows: a line, never a page. */
export const projectTextMaxLength = 200;

/** The project, each answer as the agent gave it, checked. */
export interface BuildProject {
  kind: ProjectKind;
  /** The visitor's words. */
  city: string;
  ownsLot?: LotOwned;
  lotServiced?: LotAnswer;
  size: string;
  start: string;
  budget?: string;
  financing?: FinancingAnswer;
}

/** The visitor's words for one answer: trimmed, a line long at most, or undefined. */
const theirWords = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= projectTextMaxLength
    ? value.trim()
    : undefined;

/** One of `answers` (none when not given), or why it is refused. */
function answerOf<Answer extends string>(
  value: unknown,
  answers: readonly Answer[],
  what: string,
): { answer?: Answer; refused?: string } {
  if (value === undefined || value === null || value === '') return {};
  const answer = answers.find((known) => known === value);
  return answer
    ? { answer }
    : { refused: `"${String(value)}" is not an answer the page declared for ${what} (${answers.join(', ')})` };
}

/**
 * The project the tool's arguments describe, or why the call is refused (a kind of project the page
 * does not declare, an answer it does not know, where, the size or when missing or longer than a line).
 */
export function checkProject(args: Record<string, unknown>): BuildProject | string {
  const kind = projectKinds.find((known) => known === args.kind);
  if (!kind) return `"${String(args.kind)}" is not a kind of project the page declared (${projectKinds.join(', ')})`;
  const city = theirWords(args.city);
  const size = theirWords(args.size);
  const start = theirWords(args.start);
  if (!city || !size || !start)
    return `a project needs where, its size and when they hope to start, each at most ${projectTextMaxLength} characters`;
  const budget = args.budget === undefined || args.budget === '' ? undefined : theirWords(args.budget);
  if (args.budget !== undefined && args.budget !== '' && !budget) return 'its budget is not a short text';
  const ownsLot = answerOf(args.ownsLot, lotOwnedAnswers, 'owning the lot');
  const lotServiced = answerOf(args.lotServiced, lotAnswers, 'the lot being serviced');
  const financing = answerOf(args.financing, financingAnswers, 'the financing');
  const refusal = [ownsLot, lotServiced, financing].find(({ refused }) => refused)?.refused;
  if (refusal) return refusal;
  return {
    kind,
    city,
    ...(ownsLot.answer && { ownsLot: ownsLot.answer }),
    ...(lotServiced.answer && { lotServiced: lotServiced.answer }),
    size,
    start,
    ...(budget && { budget }),
    ...(financing.answer && { financing: financing.answer }),
  };
}
