import { z } from 'astro/zod';
import { financingAnswers, lotAnswers, projectKinds } from './build-projects';
import { addOnUnits } from './cleaning-rates';
import { homeKinds } from './home-kinds';
import { rentSizes } from './rent-sizes';
import { strictObject, text, withPlaceholders } from './shared';

/**
 * What the page says when the AI agent shows something on it (content/ui/agent-actions.json): a
 * section or card brought into view, a card marked, a way to reach us shown in the conversation
 * panel. `{label}` is the section's, card's or contact detail's own name from content/.
 */

/** One word for each of `values` (a kind of home, a size), named `field.value` in a message; `word` checks each. */
const wordsFor = <const Values extends readonly string[]>(
  field: string,
  values: Values,
  word: (field: string) => ReturnType<typeof text> = text,
) =>
  strictObject(
    Object.fromEntries(values.map((value) => [value, word(`${field}.${value}`)])) as Record<
      Values[number],
      ReturnType<typeof text>
    >,
  );

/** A text that must contain `{label}`, replaced with what is shown. */
const withLabel = (field: string, example: string) => withPlaceholders(field, ['{label}'], example);

export const agentActionsTextSchema = strictObject({
  /** Announced when the agent brings a section or card into view, for example "Showing {label}.". */
  showing: withLabel('showing', 'Showing {label}.'),
  /**
   * Announced when the agent wants to show something while the visitor is reading elsewhere (the page
   * does not move then; a button offers to go), for example "The assistant suggests {label}.".
   */
  suggesting: withLabel('suggesting', 'The assistant suggests {label}.'),
  /** The button that goes there, for example "Go to {label}". */
  goTo: withLabel('goTo', 'Go to {label}'),
  /** The label on a card the agent points at, for a few seconds, for example "The assistant means this". */
  pointedMark: text('pointedMark'),
  /** Announced when the agent shows a way to reach us, for example "Here is our {label}.". */
  contactShown: withLabel('contactShown', 'Here is our {label}.'),
  /** The heading of each contact card the agent may show. */
  contactTitles: strictObject({
    phone: text('contactTitles.phone'),
    email: text('contactTitles.email'),
    hours: text('contactTitles.hours'),
    'service-areas': text('contactTitles.service-areas'),
    /** The emergency line of content/site.json, when it gives one. */
    'emergency-line': text('contactTitles.emergency-line'),
  }),
  /**
   * Said, and kept in the transcript, when the agent shows a visit it booked: `{label}` is the kind,
   * `{when}` its day and time in the company's time zone, `{phone}` the company's number (a link).
   */
  booked: withPlaceholders(
    'booked',
    ['{label}', '{when}', '{phone}'],
    'Booked: {label}, {when}. To change or cancel it, call {phone}.',
  ),
  /** The title of the visit in the visitor's calendar: `{label}` is the kind, `{brand}` the company's name. */
  calendarTitle: withPlaceholders('calendarTitle', ['{label}', '{brand}'], '{label} with {brand}'),
  /** `booked` for a showing of a home for rent: `{address}` is the home's, as the page writes it. */
  bookedAt: withPlaceholders(
    'bookedAt',
    ['{label}', '{address}', '{when}', '{phone}'],
    'Booked: {label} at {address}, {when}. To change or cancel it, call {phone}.',
  ),
  /** `calendarTitle` for a showing: `{address}` is the home's. */
  calendarTitleAt: withPlaceholders('calendarTitleAt', ['{label}', '{address}'], '{label} at {address}'),
  /** A tenant's repair the agent took, kept in the transcript as a card (its kinds, urgencies and promises: content/repairs.json). */
  repair: strictObject({
    /** Said, and kept over the card: `{kind}` is the kind of problem, `{address}` the home's as the tenant gave it. */
    taken: withPlaceholders('repair.taken', ['{kind}', '{address}'], 'Repair request taken: {kind} at {address}.'),
    /** The card's row of what is wrong, for example "What is wrong". */
    problem: text('repair.problem'),
    /** The row of the home's address, for example "Where". */
    address: text('repair.address'),
    /** The row of the urgency, for example "Urgency". */
    urgency: text('repair.urgency'),
    /** The row of whether the company may come in when no one is home, for example "May we enter when no one is home?". */
    entry: text('repair.entry'),
    /** Its answers: yes, and no (then the company gives written notice first). */
    entryYes: text('repair.entryYes'),
    entryNo: text('repair.entryNo'),
    /** The row of pets to know about, for example "Pets". */
    pets: text('repair.pets'),
    /** The row of the urgency's promise, for example "What happens next". */
    next: text('repair.next'),
    /** Before an emergency's tap-to-call link: `{label}` is the emergency line's name (`contactTitles`'s). */
    call: withPlaceholders('repair.call', ['{label}'], 'Cannot wait? Call our {label}:'),
  }),
  /** An owner's rent estimate, kept in the transcript as a card: its figures are content's (market-rents.json, fees.json). */
  estimate: strictObject({
    /** Said, and kept over the card: the owner's home by `{kind}`, `{size}` and `{city}`, for example "Rent estimate: {kind}, {size}, {city}.". */
    shown: withPlaceholders('estimate.shown', ['{kind}', '{size}', '{city}'], 'Rent estimate: {kind}, {size}, {city}.'),
    /** Each kind of home, as the line names it, for example "condo". */
    kinds: wordsFor('estimate.kinds', homeKinds),
    /** Each size, as the survey files homes, for example "2 bedrooms". */
    sizes: wordsFor('estimate.sizes', rentSizes),
    /** The row of the survey's figure, for example "Average rent of this size in {city}". */
    market: withPlaceholders('estimate.market', ['{city}'], 'Average rent of this size in {city}'),
    /** An amount each month; `{amount}` is in dollars, for example "{amount} a month". */
    perMonth: withPlaceholders('estimate.perMonth', ['{amount}'], '{amount} a month'),
    /** The row of the figure's source, for example "Source". */
    source: text('estimate.source'),
    /** Said after the source's link, which opens a new tab, for example "(opens in a new tab)". */
    newTab: text('estimate.newTab'),
    /** The row of the monthly fee; `{percent}` is content/fees.json's, for example "Our fee, {percent} of the rent". */
    fee: withPlaceholders('estimate.fee', ['{percent}'], 'Our fee, {percent} of the rent'),
    /** The row of placing a tenant, for example "Placing a tenant, once ({percent} of one month's rent)". */
    placement: withPlaceholders(
      'estimate.placement',
      ['{percent}'],
      "Placing a tenant, once ({percent} of one month's rent)",
    ),
    /** The row of what the owner keeps each month, for example "What you keep". */
    keeps: text('estimate.keeps'),
    /** Over the company's homes for rent of the same size in the city, for example "Our homes for rent like it". */
    homes: text('estimate.homes'),
    /** Instead of a figure where content has none for the size and city: no number is given. */
    noFigure: withPlaceholders(
      'estimate.noFigure',
      ['{city}'],
      'The survey we give has no average rent for this size in {city}, so we give no number here.',
    ),
    /** Under every estimate with a figure, for example "A starting point from published averages, not an appraisal of your home.". */
    startingPoint: text('estimate.startingPoint'),
    /** Under every estimate: the free consultation, for example "For a figure for your home, ask for a free in-home consultation.". */
    consultation: text('estimate.consultation'),
  }),
  /** A business's cleaning quote, kept in the transcript as a card: its figures are the rate card's (content/cleaning-rates.json). */
  quote: strictObject({
    /** Said, and kept over the card: `{premises}` its kind, `{size}` its square feet, `{times}` how often (timesAWeek). */
    shown: withPlaceholders(
      'quote.shown',
      ['{premises}', '{size}', '{times}'],
      'Cleaning quote: {premises}, {size} sq ft, {times}.',
    ),
    /** The row of the kind of premises, for example "Premises". */
    premises: text('quote.premises'),
    /** The row of the area, for example "Size". */
    size: text('quote.size'),
    /** The area; `{size}` is the number of square feet, for example "{size} sq ft". */
    squareFeet: withPlaceholders('quote.squareFeet', ['{size}'], '{size} sq ft'),
    /** The row of how often, for example "How often". */
    visits: text('quote.visits'),
    /** How often, by the language's plural: `one` for one visit a week ("once a week"), `other` with `{visits}` ("{visits} times a week"). */
    timesAWeek: strictObject({
      one: text('quote.timesAWeek.one'),
      other: withPlaceholders('quote.timesAWeek.other', ['{visits}'], '{visits} times a week'),
    }),
    /** The row of the rate per square foot at that frequency, for example "Rate per sq ft a month, at that frequency". */
    rate: text('quote.rate'),
    /** A range of amounts, `{low}` to `{high}`, for example "{low} to {high}". */
    range: withPlaceholders('quote.range', ['{low}', '{high}'], '{low} to {high}'),
    /** The row of the monthly range, for example "Each month". */
    monthly: text('quote.monthly'),
    /** The monthly range, for example "{low} to {high} a month". */
    perMonth: withPlaceholders('quote.perMonth', ['{low}', '{high}'], '{low} to {high} a month'),
    /** An add-on's price by what it is counted by; `{low}` and `{high}` in dollars. */
    addOnPrices: wordsFor('quote.addOnPrices', addOnUnits, (field) =>
      withPlaceholders(field, ['{low}', '{high}'], '{low} to {high} per sq ft, each time'),
    ),
    /** An add-on with no price in the rate card, for example "Quoted at the walkthrough". */
    atWalkthrough: text('quote.atWalkthrough'),
    /** Under a range the monthly minimum raised, for example "Never under our monthly minimum of {low} to {high}.". */
    minimum: withPlaceholders(
      'quote.minimum',
      ['{low}', '{high}'],
      'Never under our monthly minimum of {low} to {high}.',
    ),
    /** Under every quote: it is a range, and the free walkthrough gives the firm price. */
    walkthrough: text('quote.walkthrough'),
    /** The card's button that asks to book the walkthrough (with booking on), for example "Book the free walkthrough". */
    book: text('quote.book'),
    /** With booking off, before the company's phone link, for example "To book the free walkthrough, call us:". */
    bookByPhone: text('quote.bookByPhone'),
  }),
  /** A build someone is planning, kept in the transcript as a card: their answers, and the consultation. */
  project: strictObject({
    /** Said, and kept over the card: `{kind}` what they plan (kinds), `{city}` where, for example "Your build: {kind}, {city}.". */
    shown: withPlaceholders('project.shown', ['{kind}', '{city}'], 'Your build: {kind}, {city}.'),
    /** Each kind of project, for example "Custom home". */
    kinds: wordsFor('project.kinds', projectKinds),
    /** The row of what they plan, for example "What". */
    kind: text('project.kind'),
    /** The row of where, for example "Where". */
    city: text('project.city'),
    /** The row of owning the lot, for example "Do you own the lot?". */
    ownsLot: text('project.ownsLot'),
    /** The row of the lot's services, for example "Is the lot serviced?". */
    lotServiced: text('project.lotServiced'),
    /** The answers about the lot: yes, no, not known yet. */
    answers: wordsFor('project.answers', lotAnswers),
    /** The row of the size, for example "Size". */
    size: text('project.size'),
    /** The row of when, for example "Hoping to start". */
    start: text('project.start'),
    /** The row of their budget, for example "Your budget". */
    budget: text('project.budget'),
    /** The row of the financing, for example "Financing". */
    financing: text('project.financing'),
    /** The answers about the financing: arranged, in progress, not yet. */
    financingAnswers: wordsFor('project.financingAnswers', financingAnswers),
    /** The row of what happens next, for example "What happens next". */
    next: text('project.next'),
    /** What happens next: the free consultation. */
    consultation: text('project.consultation'),
    /** Under every project: no cost is given here, the consultation gives the budget. */
    noFigure: text('project.noFigure'),
    /** The card's button that asks to book the consultation (with booking on), for example "Book the free consultation". */
    book: text('project.book'),
    /** With booking off, before the company's phone link, for example "To book the free consultation, call us:". */
    bookByPhone: text('project.bookByPhone'),
  }),
});

/** The words of the agent's page actions as the islands receive them. */
export type AgentActionsText = z.infer<typeof agentActionsTextSchema>;
