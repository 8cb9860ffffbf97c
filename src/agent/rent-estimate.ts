/**
 * An owner's rent estimate, worked out from content alone (never by the model): the survey's figure for
 * the city and size, the company's homes for rent like it, the fees in dollars; and its tool's declaration.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import type { Fees } from '~/schemas/fees';
import { homeKinds, type HomeKind } from '~/schemas/home-kinds';
import type { MarketRent, MarketRents, RentSource } from '~/schemas/market-rents';
import type { RentSize } from '~/schemas/rent-sizes';
import type { SectionData } from '~/schemas/section';
import { feeDollars, percentText, type FeeDollars } from '~/lib/fee-amounts';
import { homeAddress, homeAnchor, homesShown, type HomeFacts } from '~/lib/homes';
import { dollarsText, sizeOfBedrooms, surveyMonthText } from '~/lib/rent-table';
import { agentToolNames } from './tool-names';

/** A home for rent an estimate may set beside the owner's, with its card's address on the page. */
export interface ComparableHome extends Pick<HomeFacts, 'id' | 'street' | 'city' | 'kind' | 'bedrooms' | 'rent'> {
  /** Its card's id on the page (`homes-812-broadway`), or none where no section lists the homes. */
  anchor?: string;
}

/** What the estimate is worked out from, as the conversation context carries it to the page. */
export interface RentEstimateChoices {
  /** The cities served: the tool takes no other. */
  cities: string[];
  rents: MarketRent[];
  sources: RentSource[];
  /** The homes shown, in the page's order. */
  homes: ComparableHome[];
  fees: Fees;
}

/** The content the choices are made of. */
export interface RentEstimateContent {
  site: { serviceAreas: readonly string[] };
  marketRents: MarketRents;
  fees: Fees;
  homes: readonly {
    data: Pick<HomeFacts, 'id' | 'street' | 'city' | 'kind' | 'bedrooms' | 'rent' | 'status' | 'available'>;
  }[];
  sections: readonly Pick<SectionData, 'id' | 'design'>[];
}

export function rentEstimateChoices({
  site,
  marketRents,
  fees,
  homes,
  sections,
}: RentEstimateContent): RentEstimateChoices {
  const homesSection = sections.find(({ design }) => design === 'homes')?.id;
  return {
    cities: [...site.serviceAreas],
    rents: marketRents.rents,
    sources: marketRents.sources,
    homes: homesShown(homes).map(({ data: { id, street, city, kind, bedrooms, rent } }) => ({
      id,
      street,
      city,
      kind,
      bedrooms,
      rent,
      ...(homesSection ? { anchor: homeAnchor(homesSection, id) } : {}),
    })),
    fees,
  };
}

/** The most homes of ours an estimate names. */
const mostComparables = 3;

/** The estimate for one owner's home. */
export interface RentEstimate {
  city: string;
  kind: HomeKind;
  bedrooms: number;
  /** The size the survey files it under. */
  size: RentSize;
  /** The survey's figure, with its source; none where content has no figure for the city and size. */
  market?: { rent: number; grade?: MarketRent['grade']; source: RentSource };
  /** The fees on that figure, in dollars, with the percentages they come from. */
  fees?: FeeDollars & Fees;
  /** Our homes for rent in the city of the same size, the same kind first. */
  homes: ComparableHome[];
}

/** `bedrooms` as the tool takes it: a whole number from 0 to 9 (a string of digits too, as models write). */
function bedroomsOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 9 ? number : undefined;
}

/**
 * The estimate for the home the tool's arguments describe, from `choices` alone; a string says why
 * the call is refused (a city not served, a kind or a number of bedrooms the tool does not take).
 */
export function estimateRent(choices: RentEstimateChoices, args: Record<string, unknown>): RentEstimate | string {
  const city = choices.cities.find((served) => served === args.city);
  if (!city) return `"${String(args.city)}" is not a city the company serves`;
  const kind = homeKinds.find((known) => known === args.kind);
  if (!kind) return `"${String(args.kind)}" is not a kind of home the page knows`;
  const bedrooms = bedroomsOf(args.bedrooms);
  if (bedrooms === undefined) return `"${String(args.bedrooms)}" is not a number of bedrooms from 0 to 9`;
  const size = sizeOfBedrooms(bedrooms);
  const inCity = (rent: MarketRent) => rent.city === city && rent.size === size;
  // A figure of the owner's own kind where the source gives one, else the figure of every kind.
  const figure =
    choices.rents.find((rent) => inCity(rent) && rent.kind === kind) ??
    choices.rents.find((rent) => inCity(rent) && !rent.kind);
  const source = figure && choices.sources.find(({ id }) => id === figure.source);
  const homes = choices.homes
    .filter((home) => home.city === city && sizeOfBedrooms(home.bedrooms) === size)
    // sort() on filter()'s own copy: toSorted throws on Safari before 16, and this runs in the page.
    .sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind))
    .slice(0, mostComparables);
  if (!figure || !source) return { city, kind, bedrooms, size, homes };
  return {
    city,
    kind,
    bedrooms,
    size,
    market: { rent: figure.rent, ...(figure.grade ? { grade: figure.grade } : {}), source },
    fees: { ...feeDollars(figure.rent, choices.fees), ...choices.fees },
    homes,
  };
}

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
export function rentEstimateTool(choices: RentEstimateChoices): Vapi.OpenAiModelToolsItem.Function {
  return {
    type: 'function',
    // Like every page tool: no `server`, so the call goes to the page, and the agent does not wait.
    async: true,
    function: {
      name: agentToolNames.showRentEstimate,
      description:
        "Shows an owner, in the conversation panel, what their home would rent for and what managing it costs with us, as a card the page works out from the website's own figures: the survey's average rent for the city and size, our homes for rent like it, and our fees in dollars. Call it once you know the city, the kind of home and the number of bedrooms. The page then gives you the card's figures (in a call at once, in writing with the visitor's next message), or tells you it showed nothing and why: say only those figures, never a figure of your own, and until you have them never say the estimate is on their screen.",
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string', enum: [...choices.cities], description: 'The city the home is in.' },
          kind: {
            type: 'string',
            enum: [...homeKinds],
            description:
              'The kind of home: apartment, house, townhouse, suite (a basement or secondary suite) or condo.',
          },
          bedrooms: { type: 'integer', description: 'How many bedrooms it has, from 0 (a bachelor or studio) to 9.' },
        },
        required: ['city', 'kind', 'bedrooms'],
      },
    },
  };
}
