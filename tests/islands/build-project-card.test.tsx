// @vitest-environment happy-dom
/**
 * `show_build_project` on the page (page-guide/tools/show-build-project.ts): the card of a planned
 * build in content's words (content/ui/agent-actions.json's `project`), the visitor's own words as
 * they gave them, what happens next, no cost figure, the offer of the consultation; what the agent is
 * told; the refusals; the card as drawn.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import type { AgentPageContext } from '~/agent/conversation-context';
import { fillTemplate } from '~/lib/placeholders';
import type { ShownOnPage } from '~/components/islands/conversation/model/conversation-model';
import type * as Guide from '~/components/islands/conversation/page-guide/carry-out-tool-calls';
import type { CardContent } from '~/components/islands/conversation/page-guide/card-content';
import { CHAT_OPENER_ATTRIBUTE } from '~/components/islands/typed-chat/chat-openers';
import { agentPageProps, panelWords, site } from '../fixtures/sample-content';
import { plannedHome as home } from '../fixtures/planned-build';
import { drawKeptCard, expectRefused, freshGuide, toolCall, toolModule } from './page-guide-helpers';

let guide: typeof Guide;
const carried = (...args: Parameters<typeof Guide.carryOut>) => guide.carryOut(...args).shown as ShownOnPage;
const words = agentPageProps.text.project;
const call = (args: unknown) => toolCall(agentToolNames.showBuildProject, args);
const setUp = async (setup?: AgentPageContext) => {
  guide = await freshGuide(setup);
};

beforeEach(() => setUp());
afterEach(() => vi.restoreAllMocks());

describe('a custom home on a serviced lot', () => {
  it('is kept as a card: each answer, what happens next, no cost figure, and the offer of the consultation', () => {
    const shown = carried(call(home), { live: true });
    expect(shown).toMatchObject({
      kind: 'kept',
      tool: agentToolNames.showBuildProject,
      announcement: fillTemplate(words.shown, { kind: words.kinds['custom-home'], city: 'Regina' }),
    });
    expect(shown.data).toEqual({
      rows: [
        { term: words.kind, detail: words.kinds['custom-home'] },
        { term: words.city, detail: 'Regina', theirs: true },
        { term: words.ownsLot, detail: words.answers.yes },
        { term: words.lotServiced, detail: words.answers.yes },
        { term: words.size, detail: home.size, theirs: true },
        { term: words.start, detail: home.start, theirs: true },
        { term: words.budget, detail: home.budget, theirs: true },
        { term: words.financing, detail: words.financingAnswers['in-progress'] },
        { term: words.next, detail: words.consultation },
      ],
      notes: [words.noFigure],
      offer: { label: words.book, request: 'buildConsultation' },
    });
  });

  it('tells the agent the answers in English (worth saying into a call), and keeps them on the card', () => {
    const raw = call(home);
    const { shown, answer } = guide.carryOut(raw, { live: true });
    expect(answer).toMatchObject({ callId: raw.id, sayInCall: true });
    expect(answer!.text).toContain('a custom home in Regina; they own the lot, it is serviced');
    expect(answer!.text).toContain('Give no cost, price or figure per square foot of your own');
    expect(shown).toMatchObject({ kind: 'kept', told: answer!.text });
  });

  it('draws the card: each answer under its question, the visitor’s words reading their own direction, the offer a button', async () => {
    const { data, announcement } = carried(call(home), { live: true });
    const { isKept } = await toolModule(agentToolNames.showBuildProject);
    expect(isKept!(data)).toBe(true);
    await drawKeptCard(agentToolNames.showBuildProject, data, announcement);
    const card = screen.getByTestId('project-card');
    expect(within(card).getByText(home.budget)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(words.kinds['custom-home'])).not.toHaveAttribute('dir');
    expect(within(card).getByText(words.noFigure)).toBeInTheDocument();
    const offer = within(card).getByRole('button', { name: words.book });
    expect(offer).toHaveAttribute(CHAT_OPENER_ATTRIBUTE, 'buildConsultation');
  });
});

describe('other projects', () => {
  it('a renovation with no lot, budget or financing said: only what was said, and the consultation', () => {
    const { data } = carried(
      call({ kind: 'renovation', city: 'Moose Jaw', size: 'The main floor', start: 'This fall' }),
      { live: true },
    );
    expect((data as CardContent).rows!.map(({ term }) => term)).toEqual([
      words.kind,
      words.city,
      words.size,
      words.start,
      words.next,
    ]);
  });

  it('with booking off, the consultation is the company’s phone, from content, and no button', async () => {
    await setUp({ ...agentPageProps, choices: { ...agentPageProps.choices, booking: undefined } });
    const card = carried(call(home), { live: true }).data as CardContent;
    expect(card).not.toHaveProperty('offer');
    expect(card.call).toEqual({ text: words.bookByPhone, phone: site.phone });
  });

  it('in Spanish: the conversation’s words, the visitor’s own as they gave them', () => {
    const spanish = panelWords.es!;
    const said = spanish.agentActions.project;
    const shown = carried(call({ ...home, size: 'Unos 220 m²' }), { live: true, words: spanish, lang: 'es' });
    expect(shown.announcement).toBe(fillTemplate(said.shown, { kind: said.kinds['custom-home'], city: 'Regina' }));
    expect((shown.data as CardContent).rows).toContainEqual({ term: said.size, detail: 'Unos 220 m²', theirs: true });
    expect((shown.data as CardContent).offer).toEqual({ label: said.book, request: 'buildConsultation' });
  });
});

describe('refused', () => {
  it.each([
    ['a kind of project the page does not declare', { ...home, kind: 'castle' }, '"castle" is not a kind of project'],
    ['no city', { ...home, city: '' }, 'a project needs where, its size and when they hope to start'],
    ['an answer about the lot it does not know', { ...home, lotServiced: 'partly' }, '"partly" is not an answer'],
  ])('%s: nothing shown, the agent told it was not and why, one warning', (_what, args, reason) => {
    expectRefused(guide, call(args), reason);
  });
});
