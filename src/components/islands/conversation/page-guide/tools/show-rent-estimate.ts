/**
 * `show_rent_estimate`: an owner's estimate, worked out from the page's content (src/agent/rent-estimate/),
 * kept in the transcript as a card in content's words, its figures given back to the agent to say.
 */
import { estimateRent } from '~/agent/rent-estimate/estimate';
import { estimateForAgent } from '~/agent/rent-estimate/told';
import { percentText } from '~/lib/fee-amounts';
import { homeAddress } from '~/lib/homes';
import { dollarsText } from '~/lib/money';
import { surveyMonthText } from '~/lib/rent-table';
import { fillTemplate } from '~/lib/placeholders';
import { isCardContent, type CardContent } from '~/components/islands/conversation/page-guide/card-content';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

export const showRentEstimate = pageTool<CardContent>({
  carryOut(args, { setup: { choices }, text, locale }) {
    const estimate = estimateRent(choices.rentEstimate, args);
    if (typeof estimate === 'string') return estimate;
    const words = text.estimate;
    const { city, market, fees } = estimate;
    const money = (amount: number) => dollarsText(amount, locale);
    const monthly = (amount: number) => fillTemplate(words.perMonth, { amount: money(amount) });
    const percent = (value: number) => percentText(value, locale);
    const row = (term: string, detail: string) => ({ term, detail });
    const source = market?.source;
    const links = estimate.homes.flatMap(({ anchor, rent, ...home }) =>
      anchor ? [{ text: `${homeAddress(home)}: ${monthly(rent)}`, href: `#${anchor}` }] : [],
    );
    // Every word and figure as shown, so a reload shows the card the same.
    const data: CardContent = {
      ...(market &&
        fees && {
          rows: [
            row(fillTemplate(words.market, { city }), monthly(market.rent)),
            row(fillTemplate(words.fee, { percent: percent(fees.managementPercent) }), monthly(fees.management)),
            row(fillTemplate(words.placement, { percent: percent(fees.placementPercent) }), money(fees.placement)),
            row(words.keeps, monthly(fees.ownerKeeps)),
          ],
        }),
      ...(source && {
        source: {
          label: words.source,
          text: `${source.survey}, ${surveyMonthText(source.surveyed, locale)}${source.publishedBy ? ` (${source.publishedBy})` : ''}`,
          url: source.url,
          newTab: words.newTab,
        },
      }),
      ...(links.length > 0 && { links: { title: words.homes, links } }),
      notes: [market ? words.startingPoint : fillTemplate(words.noFigure, { city }), words.consultation],
    };
    const line = fillTemplate(words.shown, {
      kind: words.kinds[estimate.kind],
      size: words.sizes[estimate.size],
      city,
    });
    // The agent says the card's figures, in English, and no others.
    return { kind: 'kept', data, announcement: line, told: estimateForAgent(estimate) };
  },
  isKept: isCardContent,
  card: (data) => ({ ...data, testId: 'estimate-card' }),
});
