/**
 * `show_cleaning_quote`: a business's monthly cleaning range, worked out from the company's rate card
 * (src/agent/cleaning-quote/), kept in the transcript as a card in content's words, its figures given
 * back to the agent to say, with the offer of the free walkthrough that gives the firm price.
 */
import { workOutQuote } from '~/agent/cleaning-quote/quote';
import { quoteForAgent } from '~/agent/cleaning-quote/told';
import { dollarsText, rateText } from '~/lib/money';
import { fillTemplate } from '~/lib/placeholders';
import { isCardContent, type CardContent } from '~/components/islands/conversation/page-guide/card-content';
import { pageTool } from '~/components/islands/conversation/page-guide/page-tool';

export const showCleaningQuote = pageTool<CardContent>({
  carryOut(args, { setup: { choices, contact }, text, words, locale }) {
    const quote = workOutQuote(choices.cleaningQuote, args);
    if (typeof quote === 'string') return quote;
    const said = text.quote;
    // content/cleaning-rates.json's names in the conversation's language where it has them.
    const named = words?.cleaningRates;
    const premises = named?.premises[quote.premises.id] ?? quote.premises.label;
    const range = (template: string, { low, high }: { low: number; high: number }, money = dollarsText) =>
      fillTemplate(template, { low: money(low, locale), high: money(high, locale) });
    const size = quote.squareFeet.toLocaleString(locale);
    const plural = new Intl.PluralRules(locale).select(quote.visitsPerWeek) === 'one' ? 'one' : 'other';
    const times = fillTemplate(said.timesAWeek[plural], { visits: quote.visitsPerWeek.toLocaleString(locale) });
    const data: CardContent = {
      rows: [
        { term: said.premises, detail: premises },
        { term: said.size, detail: fillTemplate(said.squareFeet, { size }) },
        { term: said.visits, detail: times },
        { term: said.rate, detail: range(said.range, quote.rate, rateText) },
        { term: said.monthly, detail: range(said.perMonth, quote.monthly) },
        ...quote.addOns.map(({ id, label, price }) => ({
          term: named?.addOns[id] ?? label,
          detail: price ? range(said.addOnPrices[price.per], price, rateText) : said.atWalkthrough,
        })),
      ],
      notes: [...(quote.minimum ? [range(said.minimum, quote.minimum)] : []), said.walkthrough],
      // Booked here with booking on; else the company's phone, from content, never the agent's.
      ...(choices.booking
        ? { offer: { label: said.book, request: 'cleaningWalkthrough' as const } }
        : { call: { text: said.bookByPhone, phone: contact.phone } }),
    };
    const line = fillTemplate(said.shown, { premises, size, times });
    // The agent says the card's figures, in English, and no others.
    return { kind: 'kept', data, announcement: line, told: quoteForAgent(quote) };
  },
  isKept: isCardContent,
  card: (data) => ({ ...data, testId: 'quote-card' }),
});
