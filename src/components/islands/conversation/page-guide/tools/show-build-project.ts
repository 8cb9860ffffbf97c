/**
 * `show_build_project`: the build someone is planning, as the agent took it (src/agent/build-project/),
 * kept in the transcript as a card of their answers and what happens next, with the offer of the free
 * consultation, which gives the budget: the page gives no cost figure.
 */
import { checkProject } from '~/agent/build-project/project';
import { projectForAgent } from '~/agent/build-project/told';
import { fillTemplate } from '~/lib/placeholders';
import {
  isCardContent,
  type CardContent,
  type CardRow,
} from '~/components/islands/conversation/page-guide/card-content';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

export const showBuildProject = pageTool<CardContent>({
  carryOut(args, { setup: { choices, contact }, text }) {
    const project = checkProject(args);
    if (typeof project === 'string') return project;
    const said = text.project;
    const kind = said.kinds[project.kind];
    // The visitor's words are theirs, in whatever language and direction they wrote them.
    const rows: CardRow[] = [
      { term: said.kind, detail: kind },
      { term: said.city, detail: project.city, theirs: true },
      ...(project.ownsLot ? [{ term: said.ownsLot, detail: said.answers[project.ownsLot] }] : []),
      ...(project.lotServiced ? [{ term: said.lotServiced, detail: said.answers[project.lotServiced] }] : []),
      { term: said.size, detail: project.size, theirs: true },
      { term: said.start, detail: project.start, theirs: true },
      ...(project.budget ? [{ term: said.budget, detail: project.budget, theirs: true as const }] : []),
      ...(project.financing ? [{ term: said.financing, detail: said.financingAnswers[project.financing] }] : []),
      { term: said.next, detail: said.consultation },
    ];
    const data: CardContent = {
      rows,
      notes: [said.noFigure],
      // Booked here with booking on; else the company's phone, from content, never the agent's.
      ...(choices.booking
        ? { offer: { label: said.book, request: 'buildConsultation' as const } }
        : { call: { text: said.bookByPhone, phone: contact.phone } }),
    };
    const line = fillTemplate(said.shown, { kind, city: project.city });
    // The answers in English: a later session knows the project, and the lead has each.
    return { kind: 'kept', data, announcement: line, told: projectForAgent(project) };
  },
  isKept: isCardContent,
  card: (data) => ({ ...data, testId: 'project-card' }),
});
