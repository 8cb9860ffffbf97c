/** `show_cleaning_quote`'s declaration, for the assistant (npm run assistant); the page never loads it. */
import type { Vapi } from '@vapi-ai/server-sdk';
import { pageToolDeclaration } from '~/agent/page-tool-declaration';
import { agentToolNames } from '~/agent/tool-names';
import type { CleaningQuoteChoices } from './choices';
import { largestArea } from './quote';

/** "id (label), id (label)": the choices as the model reads them in a parameter's description. */
const described = (choices: readonly { id: string; label: string }[]) =>
  choices.map(({ id, label }) => `${id} (${label})`).join(', ');

/** `show_cleaning_quote`: the card of a business's monthly cleaning range, worked out by the page. */
export function cleaningQuoteTool(choices: CleaningQuoteChoices): Vapi.OpenAiModelToolsItem.Function {
  const visits = choices.frequencies.map(({ visitsPerWeek }) => visitsPerWeek);
  return pageToolDeclaration(
    agentToolNames.showCleaningQuote,
    "Shows a business, in the conversation panel, what cleaning its premises would cost a month, as a card the page works out from the company's own rate card: the rate per square foot at their number of visits, the monthly range, and the add-ons they asked about (priced, or quoted at the walkthrough). Call it once you know the kind of premises, its size in square feet, how many visits a week, and which add-ons they want (asked one at a time). The page then gives you the card's figures (in a call at once, in writing with the visitor's next message), or tells you it showed nothing and why: say only those figures, never a figure of your own, and until you have them never say the quote is on their screen. Then offer the free walkthrough, which gives the firm price.",
    {
      premises: {
        type: 'string',
        enum: choices.premises.map(({ id }) => id),
        description: `The kind of premises: ${described(choices.premises)}.`,
      },
      squareFeet: {
        type: 'integer',
        description: `The area to clean, in square feet, a whole number from 1 to ${largestArea.toLocaleString('en-CA')} (ask for it in square feet; 1 square metre is 10.76).`,
      },
      visitsPerWeek: {
        type: 'integer',
        description: `How many times a week: ${new Intl.ListFormat('en', { type: 'disjunction' }).format(visits.map(String))} (the rate card prices no other).`,
      },
      addOns: {
        type: 'array',
        items: { type: 'string', enum: choices.addOns.map(({ id }) => id) },
        description: `The add-ons they want, by id: ${described(choices.addOns)}. Leave it out, or empty, when they want none.`,
      },
    },
    ['premises', 'squareFeet', 'visitsPerWeek'],
  );
}
