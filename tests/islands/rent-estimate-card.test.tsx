// @vitest-environment happy-dom
/**
 * `show_rent_estimate` on the page (page-guide/tools/show-rent-estimate.ts): the card worked out from
 * the content files as the build reads them (tests/fixtures/sample-content.ts), for a size the owners'
 * table has and one it lacks; what the agent is told; the refusals; the card as drawn and read back.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentToolNames } from '~/agent/tool-names';
import type { AgentPageContext } from '~/agent/conversation-context';
import { fillTemplate } from '~/lib/placeholders';
import type { ShownOnPage } from '~/components/islands/conversation/model/conversation-model';
import type * as Guide from '~/components/islands/conversation/page-guide/carry-out-tool-calls';
import type { CardContent } from '~/components/islands/conversation/page-guide/card-content';
import { agentPageProps, fees, marketRents, panelWords } from '../fixtures/sample-content';
import { drawKeptCard, expectRefused, freshGuide, toolCall, toolModule } from './page-guide-helpers';

let guide: typeof Guide;
/** What a call shows in the panel. */
const carried = (...args: Parameters<typeof Guide.carryOut>) => guide.carryOut(...args).shown as ShownOnPage;
const words = agentPageProps.text.estimate;
/** The sample's figure for a two-bedroom in Saskatoon, as content/market-rents.json gives it. */
const saskatoonTwo = marketRents.rents.find(
  ({ city, size, kind }) => city === 'Saskatoon' && size === 'two-bedroom' && !kind,
)!;
const source = marketRents.sources.find(({ id }) => id === saskatoonTwo.source)!;

const call = (args: unknown) => toolCall(agentToolNames.showRentEstimate, args);
const setUp = async (setup?: AgentPageContext) => {
  guide = await freshGuide(setup);
};
const cardModule = () => toolModule(agentToolNames.showRentEstimate);

/** "$1,234" as a number. */
const dollars = (text: string) => Number(/\$([\d,]+)/.exec(text)![1]!.replaceAll(',', ''));

beforeEach(() => setUp());
afterEach(() => vi.restoreAllMocks());

describe('a two-bedroom condo in Saskatoon (a size the table has)', () => {
  const asked = { city: 'Saskatoon', kind: 'condo', bedrooms: 2 };

  it("is kept in the transcript as a card: the survey's figure, the fees in dollars, what the owner keeps, the source", () => {
    const shown = carried(call(asked), { live: true });
    expect(shown).toMatchObject({
      kind: 'kept',
      tool: agentToolNames.showRentEstimate,
      announcement: fillTemplate(words.shown, {
        kind: words.kinds.condo,
        size: words.sizes['two-bedroom'],
        city: 'Saskatoon',
      }),
    });
    const card = shown.data as CardContent & { source: { url: string; text: string } };
    const [market, fee, placement, keeps] = card.rows!;
    expect(market).toEqual({
      term: fillTemplate(words.market, { city: 'Saskatoon' }),
      detail: fillTemplate(words.perMonth, { amount: `$${saskatoonTwo.rent.toLocaleString('en-CA')}` }),
    });
    // Each fee within half a dollar of content/fees.json's percentage of the figure.
    expect(fee!.term).toBe(fillTemplate(words.fee, { percent: `${fees.managementPercent}%` }));
    expect(Math.abs(dollars(fee!.detail) - (saskatoonTwo.rent * fees.managementPercent) / 100)).toBeLessThanOrEqual(
      0.5,
    );
    expect(placement!.term).toBe(fillTemplate(words.placement, { percent: `${fees.placementPercent}%` }));
    expect(
      Math.abs(dollars(placement!.detail) - (saskatoonTwo.rent * fees.placementPercent) / 100),
    ).toBeLessThanOrEqual(0.5);
    expect(keeps!.term).toBe(words.keeps);
    expect(dollars(keeps!.detail) + dollars(fee!.detail)).toBe(saskatoonTwo.rent);
    expect(card.source.url).toBe(source.url);
    expect(card.source.text).toContain(`${source.survey}, October 2025`);
    expect(card.rows).toHaveLength(4);
  });

  it("tells the agent the card's figures in English (worth saying into a call), and keeps them on the card", () => {
    const raw = call(asked);
    const { shown, answer } = guide.carryOut(raw, { live: true });
    expect(answer).toMatchObject({ callId: raw.id, sayInCall: true });
    expect(answer!.text).toContain(`$${saskatoonTwo.rent.toLocaleString('en-CA')} a month`);
    expect(answer!.text).toContain(source.survey);
    expect(answer!.text).toContain('Say these figures exactly, and no others');
    // On the card too, so the conversation keeps them (a reload, a later session's recap).
    expect(shown).toMatchObject({ kind: 'kept', told: answer!.text });
  });

  it('draws the card: each figure under its name, the source opening in a new tab, our homes like it linked to their cards', async () => {
    const { data, announcement } = carried(call(asked), { live: true });
    const { isKept } = await cardModule();
    expect(isKept!(data)).toBe(true);
    await drawKeptCard(agentToolNames.showRentEstimate, data, announcement);
    const card = screen.getByTestId('estimate-card');
    expect(within(card).getByText(fillTemplate(words.market, { city: 'Saskatoon' }))).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: new RegExp(source.survey) });
    expect(link).toHaveAttribute('href', source.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(expect.stringContaining(words.newTab));
    // The sample's two-bedroom homes in Saskatoon, each a link to its card on the page.
    const homes = within(card)
      .getAllByRole('link')
      .filter((each) => each.getAttribute('href')!.startsWith('#'));
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) expect(home.getAttribute('href')).toMatch(/^#homes-[a-z0-9-]+$/);
    expect(within(card).getByText(words.startingPoint)).toBeInTheDocument();
    expect(within(card).getByText(words.consultation)).toBeInTheDocument();
  });

  it('in French: the conversation’s words, and amounts as French writes them', () => {
    const french = panelWords.fr!;
    const shown = carried(call(asked), { live: true, words: french, lang: 'fr' });
    expect(shown.announcement).toBe(
      fillTemplate(french.agentActions.estimate.shown, {
        kind: french.agentActions.estimate.kinds.condo,
        size: french.agentActions.estimate.sizes['two-bedroom'],
        city: 'Saskatoon',
      }),
    );
    const { rows } = shown.data as CardContent;
    // "1 559 $": French groups thousands with a narrow space and puts the sign after.
    expect(rows![0]!.detail).toBe(
      fillTemplate(french.agentActions.estimate.perMonth, {
        amount: `${String(saskatoonTwo.rent).replace(/(\d)(?=(\d{3})+$)/g, '$1\u202f')}\u00a0$`,
      }),
    );
  });
});

describe('a size the table lacks', () => {
  it('gets no number and no fee: the card says so and offers the consultation', async () => {
    // The content as read, less the figure asked for.
    const { rentEstimate } = agentPageProps.choices;
    await setUp({
      ...agentPageProps,
      choices: {
        ...agentPageProps.choices,
        rentEstimate: { ...rentEstimate, rents: rentEstimate.rents.filter((rent) => rent !== saskatoonTwo) },
      },
    });
    const raw = call({ city: 'Saskatoon', kind: 'condo', bedrooms: 2 });
    const { data, told } = carried(raw, { live: true });
    expect(data).toMatchObject({
      notes: [fillTemplate(words.noFigure, { city: 'Saskatoon' }), words.consultation],
    });
    expect(data).not.toHaveProperty('rows');
    expect(data).not.toHaveProperty('source');
    expect(told).toContain('so the card gives no number');
    expect(told).not.toContain('Average rent');
  });
});

describe('refused', () => {
  it.each([
    [
      'a city the company does not serve',
      { city: 'Calgary', kind: 'condo', bedrooms: 2 },
      '"Calgary" is not a city the company serves',
    ],
    [
      'a kind of home the page does not know',
      { city: 'Regina', kind: 'castle', bedrooms: 2 },
      '"castle" is not a kind of home',
    ],
    [
      'bedrooms that are not a number',
      { city: 'Regina', kind: 'house', bedrooms: 'many' },
      '"many" is not a number of bedrooms',
    ],
  ])('%s: nothing shown, the agent told it was not and why, one warning', (_what, args, reason) => {
    expectRefused(guide, call(args), reason);
  });

  it('a card read back from the tab with a link that is not a card of the page, or a source not https', async () => {
    const { data } = carried(call({ city: 'Saskatoon', kind: 'condo', bedrooms: 2 }), { live: true });
    const card = data as Required<CardContent>;
    const { isKept } = await cardModule();
    expect(isKept!({ ...card, links: { ...card.links, links: [{ text: 'x', href: 'javascript:alert(1)' }] } })).toBe(
      false,
    );
    expect(isKept!({ ...card, source: { ...card.source, url: 'http://stats.example/' } })).toBe(false);
    expect(isKept!({ ...card, rows: [{ term: 'only a term' }] })).toBe(false);
    expect(isKept!({ ...card, script: 'alert(1)' })).toBe(false);
  });
});
