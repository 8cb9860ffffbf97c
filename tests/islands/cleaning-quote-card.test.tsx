// @vitest-environment happy-dom
/**
 * `show_cleaning_quote` on the page (page-guide/tools/show-cleaning-quote.ts): the card worked out
 * from content/cleaning-rates.json as the build reads it (tests/fixtures/sample-content.ts), what the
 * agent is told, the offer of the walkthrough (a request into the conversation, or the phone with
 * booking off), the refusals, and the card as drawn and read back.
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
import { drawKeptCard, expectRefused, freshGuide, toolCall, toolModule } from './page-guide-helpers';

let guide: typeof Guide;
const carried = (...args: Parameters<typeof Guide.carryOut>) => guide.carryOut(...args).shown as ShownOnPage;
const words = agentPageProps.text.quote;
const call = (args: unknown) => toolCall(agentToolNames.showCleaningQuote, args);
const setUp = async (setup?: AgentPageContext) => {
  guide = await freshGuide(setup);
};
const quoteModule = () => toolModule(agentToolNames.showCleaningQuote);

beforeEach(() => setUp());
afterEach(() => vi.restoreAllMocks());

/** The office: 6,000 sq ft, three nights a week, its carpets and windows too. */
const office = { premises: 'office', squareFeet: 6000, visitsPerWeek: 3, addOns: ['carpets', 'windows'] };

describe('a 6,000 sq ft office cleaned three times a week', () => {
  it('is kept as a card: the premises, the size, how often, the rate at each end, the monthly range, the add-ons, the walkthrough, the offer', () => {
    const shown = carried(call(office), { live: true });
    expect(shown).toMatchObject({
      kind: 'kept',
      tool: agentToolNames.showCleaningQuote,
      announcement: 'Cleaning quote: Office, 6,000 sq ft, 3 times a week.',
    });
    // The sample's rate card: $0.07 to $0.20 a square foot a month at three visits a week.
    expect(shown.data).toEqual({
      rows: [
        { term: words.premises, detail: 'Office' },
        { term: words.size, detail: '6,000 sq ft' },
        { term: words.visits, detail: '3 times a week' },
        { term: words.rate, detail: '$0.07 to $0.20' },
        { term: words.monthly, detail: '$420 to $1,200 a month' },
        { term: 'Carpet cleaning', detail: '$0.05 to $0.25 per sq ft, each time' },
        { term: 'Window cleaning', detail: words.atWalkthrough },
      ],
      notes: [words.walkthrough],
      offer: { label: words.book, request: 'cleaningWalkthrough' },
    });
  });

  it('tells the agent the card’s figures in English (worth saying into a call), and keeps them on the card', () => {
    const raw = call(office);
    const { shown, answer } = guide.carryOut(raw, { live: true });
    expect(answer).toMatchObject({ callId: raw.id, sayInCall: true });
    expect(answer!.text).toContain('so $420 to $1,200 a month');
    expect(answer!.text).toContain('Say these figures exactly, and no others');
    expect(shown).toMatchObject({ kind: 'kept', told: answer!.text });
  });

  it('draws the card: each figure under its name, and the offer a button that asks to book the walkthrough', async () => {
    const { data, announcement } = carried(call(office), { live: true });
    const { isKept } = await quoteModule();
    expect(isKept!(data)).toBe(true);
    await drawKeptCard(agentToolNames.showCleaningQuote, data, announcement);
    const card = screen.getByTestId('quote-card');
    const term = within(card).getByText(words.monthly);
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('$420 to $1,200 a month');
    expect(within(card).getByText(words.walkthrough)).toBeInTheDocument();
    // The typed chat answers it as it answers the page's other openers (TypedChat.tsx).
    const offer = within(card).getByRole('button', { name: words.book });
    expect(offer).toHaveAttribute('type', 'button');
    expect(offer).toHaveAttribute(CHAT_OPENER_ATTRIBUTE, 'cleaningWalkthrough');
  });
});

describe('other premises and sizes', () => {
  it('a 1,200 sq ft clinic five times a week: the medical rates at twice the cost, $216 to $720', () => {
    const { data } = carried(call({ premises: 'medical', squareFeet: 1200, visitsPerWeek: 5 }), { live: true });
    expect((data as CardContent).rows).toEqual([
      { term: words.premises, detail: 'Medical or dental clinic' },
      { term: words.size, detail: '1,200 sq ft' },
      { term: words.visits, detail: '5 times a week' },
      { term: words.rate, detail: '$0.18 to $0.60' },
      { term: words.monthly, detail: '$216 to $720 a month' },
    ]);
  });

  it('a small office once a week is quoted at the monthly minimum, and the card says so', () => {
    const { data, announcement } = carried(call({ premises: 'office', squareFeet: 500, visitsPerWeek: 1 }), {
      live: true,
    });
    expect(announcement).toBe('Cleaning quote: Office, 500 sq ft, once a week.');
    const card = data as CardContent;
    expect(card.rows).toContainEqual({ term: words.rate, detail: '$0.0315 to $0.09' });
    expect(card.rows).toContainEqual({ term: words.monthly, detail: '$120 to $400 a month' });
    expect(card.notes).toEqual([fillTemplate(words.minimum, { low: '$120', high: '$400' }), words.walkthrough]);
  });

  it('with booking off, the walkthrough is the company’s phone, from content, and no button', async () => {
    await setUp({ ...agentPageProps, choices: { ...agentPageProps.choices, booking: undefined } });
    const card = carried(call(office), { live: true }).data as CardContent;
    expect(card).not.toHaveProperty('offer');
    expect(card.call).toEqual({ text: words.bookByPhone, phone: site.phone });
  });

  it('in French: the conversation’s words, the rate card’s names in French, numbers as French writes them', () => {
    const french = panelWords.fr!;
    const said = french.agentActions.quote;
    const shown = carried(call(office), { live: true, words: french, lang: 'fr' });
    expect(shown.lang).toBe('fr');
    expect(shown.announcement).toBe(
      fillTemplate(said.shown, {
        premises: 'Bureau',
        size: '6\u202f000',
        times: fillTemplate(said.timesAWeek.other, { visits: '3' }),
      }),
    );
    const { rows } = shown.data as CardContent;
    expect(rows).toContainEqual({
      term: said.rate,
      detail: fillTemplate(said.range, { low: '0,07\u00a0$', high: '0,20\u00a0$' }),
    });
    expect(rows).toContainEqual({ term: 'Nettoyage des tapis', detail: expect.stringContaining('0,05\u00a0$') });
  });
});

describe('refused', () => {
  it.each([
    [
      'a kind of premises the rate card does not declare',
      { ...office, premises: 'restaurant' },
      '"restaurant" is not a kind of premises the page declared',
    ],
    [
      'a number of visits it does not price',
      { ...office, visitsPerWeek: 4 },
      '"4" visits a week is not a number the rate card prices',
    ],
    ['an add-on it does not declare', { ...office, addOns: ['pool'] }, '"pool" is not an add-on the page declared'],
    ['an area that is no number', { ...office, squareFeet: 'big' }, '"big" is not an area the page quotes'],
  ])('%s: nothing shown, the agent told it was not and why, one warning', (_what, args, reason) => {
    expectRefused(guide, call(args), reason);
  });

  it('a card read back from the tab whose offer is not one the page makes is not drawn', async () => {
    const { data } = carried(call(office), { live: true });
    const card = data as Required<CardContent>;
    const { isKept } = await quoteModule();
    expect(isKept!({ ...card, offer: { ...card.offer, request: 'showing' } })).toBe(false);
    expect(isKept!({ ...card, offer: { label: '', request: 'cleaningWalkthrough' } })).toBe(false);
  });
});
