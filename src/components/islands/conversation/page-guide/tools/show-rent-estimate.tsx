/**
 * `show_rent_estimate`: an owner's estimate, worked out from the page's content (src/agent/rent-estimate.ts),
 * kept in the transcript as a card in content's words, its figures given back to the agent to say.
 */
import { estimateForAgent, estimateRent } from '~/agent/rent-estimate';
import { percentText } from '~/lib/fee-amounts';
import { homeAddress } from '~/lib/homes';
import { dollarsText, surveyMonthText } from '~/lib/rent-table';
import { fillTemplate } from '~/lib/placeholders';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

/** The card as it was shown, every word and figure in it, so a reload shows it the same. */
interface EstimateCard {
  /** Each figure: what it is, and the amount. */
  rows: [string, string][];
  /** The figure's source, linked to the page it can be checked on. */
  source?: { label: string; text: string; url: string; newTab: string };
  /** The company's homes for rent like it, each linked to its card on the page. */
  homes?: { title: string; links: { text: string; href: string }[] };
  /** What the estimate is (or why there is no figure), and the consultation. */
  notes: string[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isHttps = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s"'<>]+$/.test(value);
/** A link within the page: a card's own address, never anything the agent wrote. */
const isAnchor = (value: unknown) => typeof value === 'string' && /^#[a-z0-9][a-z0-9-]*$/.test(value);

/** A card read back from the tab: each field checked again before it is drawn or linked. */
const isEstimateCard = (data: unknown): data is EstimateCard => {
  if (!isRecord(data)) return false;
  const { rows, source, homes, notes } = data;
  return (
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row) && row.length === 2 && row.every(isText)) &&
    (source === undefined ||
      (isRecord(source) &&
        isText(source.label) &&
        isText(source.text) &&
        isText(source.newTab) &&
        isHttps(source.url))) &&
    (homes === undefined ||
      (isRecord(homes) &&
        isText(homes.title) &&
        Array.isArray(homes.links) &&
        homes.links.every((link) => isRecord(link) && isText(link.text) && isAnchor(link.href)))) &&
    Array.isArray(notes) &&
    notes.every(isText)
  );
};

export const showRentEstimate = pageTool<EstimateCard>({
  carryOut(args, { setup: { choices }, text, locale }) {
    const estimate = estimateRent(choices.rentEstimate, args);
    if (typeof estimate === 'string') return estimate;
    const words = text.estimate;
    const { city, market, fees } = estimate;
    const money = (amount: number) => dollarsText(amount, locale);
    const monthly = (amount: number) => fillTemplate(words.perMonth, { amount: money(amount) });
    const percent = (value: number) => percentText(value, locale);
    const rows: [string, string][] =
      market && fees
        ? [
            [fillTemplate(words.market, { city }), monthly(market.rent)],
            [fillTemplate(words.fee, { percent: percent(fees.managementPercent) }), monthly(fees.management)],
            [fillTemplate(words.placement, { percent: percent(fees.placementPercent) }), money(fees.placement)],
            [words.keeps, monthly(fees.ownerKeeps)],
          ]
        : [];
    const source = market?.source;
    const links = estimate.homes.flatMap(({ anchor, rent, ...home }) =>
      anchor ? [{ text: `${homeAddress(home)}: ${monthly(rent)}`, href: `#${anchor}` }] : [],
    );
    const data: EstimateCard = {
      rows,
      ...(source && {
        source: {
          label: words.source,
          text: `${source.survey}, ${surveyMonthText(source.surveyed, locale)}${source.publishedBy ? ` (${source.publishedBy})` : ''}`,
          url: source.url,
          newTab: words.newTab,
        },
      }),
      ...(links.length > 0 && { homes: { title: words.homes, links } }),
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
  isKept: isEstimateCard,
  Card: function EstimateCardView({ data: card }) {
    return (
      <div className="mt-2 rounded-xl bg-brand-50 p-3 text-slate-800" data-testid="estimate-card">
        {card.rows.length > 0 && (
          <dl className="space-y-1.5">
            {card.rows.map(([term, detail]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-slate-900">{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        )}
        {card.source && (
          <p className="mt-2 text-sm">
            {card.source.label}:{' '}
            <a href={card.source.url} target="_blank" rel="noopener" className="underline">
              {card.source.text}
              <span className="sr-only"> {card.source.newTab}</span>
            </a>
          </p>
        )}
        {card.homes && (
          <>
            <p className="mt-2 text-sm font-semibold text-slate-900">{card.homes.title}</p>
            <ul className="mt-1 space-y-1" role="list">
              {card.homes.links.map(({ text, href }) => (
                <li key={href}>
                  <a href={href} className="underline">
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {card.notes.map((note) => (
          <p key={note} className="mt-2">
            {note}
          </p>
        ))}
      </div>
    );
  },
});
