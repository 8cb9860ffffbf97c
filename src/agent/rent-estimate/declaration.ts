/** `show_rent_estimate`'s declaration, for the assistant (npm run assistant); the page never loads it. */
import type { Vapi } from '@vapi-ai/server-sdk';
import { homeKinds } from '~/schemas/home-kinds';
import { pageToolDeclaration } from '~/agent/page-tool-declaration';
import { agentToolNames } from '~/agent/tool-names';
import type { RentEstimateChoices } from './choices';

export function rentEstimateTool(choices: RentEstimateChoices): Vapi.OpenAiModelToolsItem.Function {
  return pageToolDeclaration(
    agentToolNames.showRentEstimate,
    "Shows an owner, in the conversation panel, what their home would rent for and what managing it costs with us, as a card the page works out from the website's own figures: the survey's average rent for the city and size, our homes for rent like it, and our fees in dollars. Call it once you know the city, the kind of home and the number of bedrooms. The page then gives you the card's figures (in a call at once, in writing with the visitor's next message), or tells you it showed nothing and why: say only those figures, never a figure of your own, and until you have them never say the estimate is on their screen.",
    {
      city: { type: 'string', enum: [...choices.cities], description: 'The city the home is in.' },
      kind: {
        type: 'string',
        enum: [...homeKinds],
        description: 'The kind of home: apartment, house, townhouse, suite (a basement or secondary suite) or condo.',
      },
      bedrooms: { type: 'integer', description: 'How many bedrooms it has, from 0 (a bachelor or studio) to 9.' },
    },
    ['city', 'kind', 'bedrooms'],
  );
}
