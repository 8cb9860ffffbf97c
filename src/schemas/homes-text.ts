import { z } from 'astro/zod';
import { petPolicies } from './home';
import { homeKinds } from './home-kinds';
import { paragraph, strictObject, text, withPlaceholders } from './shared';

/**
 * The words of the homes for rent (content/ui/homes.json): the cards, the choice of city and
 * bedrooms, and what the section says when no home is available. The homes themselves are the files
 * of content/homes/.
 */

/** One word or line for each of `values`, under a heading the editor reads. */
const wordsFor = <const Values extends readonly string[]>(field: string, values: Values, title: string) =>
  strictObject(
    Object.fromEntries(values.map((value) => [value, text(`${field}.${value}`)])) as Record<
      Values[number],
      ReturnType<typeof text>
    >,
  ).meta({ title });

export const homesTextSchema = strictObject({
  /** The rent line; `{rent}` is the amount in dollars, for example "{rent} a month". */
  rent: withPlaceholders('rent', ['{rent}'], '{rent} a month'),
  /** Bedrooms: a studio, one, and more than one (`{n}`). */
  bedrooms: strictObject({
    studio: text('bedrooms.studio'),
    one: text('bedrooms.one'),
    many: withPlaceholders('bedrooms.many', ['{n}'], '{n} bedrooms'),
  }),
  /** Bathrooms: one, and more (`{n}`, which may be 1.5). */
  bathrooms: strictObject({
    one: text('bathrooms.one'),
    many: withPlaceholders('bathrooms.many', ['{n}'], '{n} bathrooms'),
  }),
  /** The size; `{n}` is the number of square feet, for example "{n} sq ft". */
  squareFeet: withPlaceholders('squareFeet', ['{n}'], '{n} sq ft'),
  /** The name of each kind of home. */
  kinds: wordsFor('kinds', homeKinds, 'Kinds of home'),
  /** Which pets are welcome, by the home's `pets`. */
  pets: wordsFor('pets', petPolicies, 'Pets'),
  /** Said of a home whose day has come, for example "Available now". */
  availableNow: text('availableNow'),
  /**
   * Said of a home available later; `{date}` is its first day, for example "Available from {date}": the
   * card keeps these words until a build on or after that day says "Available now", so they must stay
   * true once the day has come.
   */
  availableFrom: withPlaceholders('availableFrom', ['{date}'], 'Available from {date}'),
  /** What the rent includes; `{items}` is the home's list, for example "Includes {items}". */
  includes: withPlaceholders('includes', ['{items}'], 'Includes {items}'),
  /** The badge of a home whose application is being decided. */
  applicationPending: text('applicationPending'),
  /** The link to the home's application. */
  apply: text('apply'),
  /** The card's other action. */
  bookShowing: text('bookShowing'),
  /**
   * Under "Book a showing", on its phone link: what to say when calling; `{phone}` is the company's
   * number and `{address}` the home's street, for example "Call {phone} and ask for {address}". Where
   * the AI assistant answers, the link opens its conversation instead, and this line is not shown.
   */
  showingByPhone: withPlaceholders('showingByPhone', ['{phone}', '{address}'], 'Call {phone} and ask for {address}'),
  /**
   * With no home available, the offer to be told when one comes up: it opens the conversation with the
   * AI assistant, which takes it as a lead (content/ui/chat.json `requests.homeAlert` is put in its text box).
   */
  homeAlert: text('homeAlert'),
  /** Under it, on its phone link (where the assistant cannot answer): what to say when calling; `{phone}` is the company's number. */
  homeAlertByPhone: withPlaceholders(
    'homeAlertByPhone',
    ['{phone}'],
    'Call {phone} and tell us what you are looking for',
  ),
  /** The choice of city and of bedrooms above the homes. */
  filter: strictObject({
    /** For example "City". */
    city: text('filter.city'),
    /** The choice that shows every city, for example "All cities". */
    anyCity: text('filter.anyCity'),
    /** For example "Bedrooms". */
    bedrooms: text('filter.bedrooms'),
    /** The choice that shows every size, for example "Any". */
    anyBedrooms: text('filter.anyBedrooms'),
    /** The largest choice of bedrooms, which takes that many and more; `{n}` is its number, for example "{n}+". */
    atLeast: withPlaceholders('filter.atLeast', ['{n}'], '{n}+'),
    /** How many homes the choices show; `{n}` is that number, `{total}` all of them, for example "{n} of {total} homes". */
    shown: withPlaceholders('filter.shown', ['{n}', '{total}'], '{n} of {total} homes'),
    /**
     * The same once the AI assistant, pointing to a home the choices hid, widened them to show it;
     * for example "{n} of {total} homes, the choice widened to show the home our assistant pointed to".
     */
    shownWidened: withPlaceholders(
      'filter.shownWidened',
      ['{n}', '{total}'],
      '{n} of {total} homes, the choice widened to show the home our assistant pointed to',
    ),
    /** When no home has both the city and the bedrooms chosen. */
    noMatch: text('filter.noMatch'),
  }),
  /** What the section says when no home is available; the applicants' doors (company details) follow it. */
  noHomes: paragraph('noHomes'),
});

/** The homes' words as the page uses them. */
export type HomesText = z.infer<typeof homesTextSchema>;
