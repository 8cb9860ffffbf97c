/** What an owner's rent estimate is worked out from, made from content/: the choices `show_rent_estimate` takes. */
import type { Fees } from '~/schemas/fees';
import type { MarketRent, MarketRents, RentSource } from '~/schemas/market-rents';
import type { SectionData } from '~/schemas/section';
import { homeAnchor, homesShown, type HomeFacts } from '~/lib/homes';

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
