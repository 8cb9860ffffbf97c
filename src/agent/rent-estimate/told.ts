/** What the agent is told of an estimate the page showed: its figures in English, to say and no others. */
import type { RentSource } from '~/schemas/market-rents';
import { percentText } from '~/lib/fee-amounts';
import { homeAddress } from '~/lib/homes';
import { dollarsText } from '~/lib/money';
import { surveyMonthText } from '~/lib/rent-table';
import type { RentEstimate } from './estimate';

/** A source as the agent names it: "CMHC Rental Market Survey, October 2025, average rent of …, as published by …". */
const sourceText = ({ survey, surveyed, homes, publishedBy }: RentSource) =>
  `${survey}, ${surveyMonthText(surveyed)}, average rent of ${homes}${publishedBy ? `, as published by ${publishedBy}` : ''}`;

/**
 * The estimate's figures in English, as the card shows them: what the agent is given back to say
 * (a typed chat's tool result, a call's system message), so it says the page's figures and no others.
 */
export function estimateForAgent({ city, kind, bedrooms, market, fees, homes }: RentEstimate): string {
  const home = `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} with ${bedrooms === 0 ? 'no bedroom (a bachelor)' : `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`} in ${city}`;
  const ours = homes.map(
    (comparable) => `${homeAddress(comparable)} (home ${comparable.id}), ${dollarsText(comparable.rent)} a month`,
  );
  const like = ours.length > 0 ? ` Our homes for rent like it: ${ours.join('; ')}.` : '';
  if (!market || !fees)
    return `The page showed the visitor a rent estimate for ${home}: the survey the website gives has no average rent for that size there, so the card gives no number.${like} Give no figure for their home, and offer the free in-home consultation, where we work one out.`;
  const grade = market.grade ? `, grade ${market.grade}` : '';
  return [
    `The page showed the visitor a rent estimate for ${home}.`,
    `Average rent there for that size: ${dollarsText(market.rent)} a month. Source: ${sourceText(market.source)}${grade}.`,
    `Our fee, ${percentText(fees.managementPercent)} of the rent: ${dollarsText(fees.management)} a month; placing a tenant, ${percentText(fees.placementPercent)} of one month's rent: ${dollarsText(fees.placement)}, once; the owner keeps ${dollarsText(fees.ownerKeeps)} a month.${like}`,
    'It is a starting point from published averages, not an appraisal. Say these figures exactly, and no others, then offer the free in-home consultation.',
  ].join(' ');
}

/** `show_rent_estimate`: the card of an owner's estimate, worked out by the page. */
