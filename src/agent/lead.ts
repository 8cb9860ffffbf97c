/**
 * The lead every conversation leaves for the company, as the platform's structured output: who the
 * visitor is, how to reach them, what they need, and what the page's tools gave them.
 */
import type { Vapi } from '@vapi-ai/server-sdk';
import { financingAnswers, lotAnswers, lotOwnedAnswers, projectKinds } from '~/schemas/build-projects';
import { homeKinds } from '~/schemas/home-kinds';
import { repairUrgencies } from '~/schemas/repair-urgencies';
import { entryAnswers } from '~/agent/repair/choices';

/**
 * What a visitor needs, as a lead records it: one of the company's lines of business, a tenant's
 * request (filed as such, for whoever handles tenants), a home to rent, or other.
 */
const leadNeeds = [
  'property management',
  'cleaning',
  'development',
  'tenant repair',
  'tenant rent',
  'tenant lease',
  'rental home',
  'other',
] as const;

/**
 * The lead a conversation leaves for the company: who the visitor is, how to reach them and what they
 * need. The platform extracts it from each conversation with a model after it ends, into the
 * artifact's `structuredOutputs` (typed by the installed `CreateStructuredOutputDTO`). Only `need` and
 * `summary` are required: a visitor who gave no name or number still leaves what they asked.
 */
export const leadOutput: Vapi.CreateStructuredOutputDto = {
  type: 'ai',
  name: 'Website lead',
  description:
    'A lead for the company from a conversation with a visitor of its website. Take only what the visitor said; leave out a field they did not give, and never guess. Write every field in English, whatever language the conversation was in (the office reads English), translating what the visitor said; keep names, addresses, phone numbers and email addresses exactly as they gave them.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', description: "The visitor's name, as they gave it." },
      phone: { type: 'string', description: 'The phone number the visitor gave to be reached on.' },
      email: { type: 'string', description: 'The email address the visitor gave.' },
      city: { type: 'string', description: 'The city or town of the property, or else where the visitor is.' },
      language: {
        type: 'string',
        description:
          'The language the visitor spoke or wrote in, by its English name, for example "French"; the one they used most if they changed.',
      },
      need: {
        type: 'string',
        enum: [...leadNeeds],
        description:
          'What the visitor needs: property management (an owner renting out or managing a property, or asking what their home would rent for), cleaning (commercial cleaning), development (building or renovating), tenant repair (a tenant of ours reporting something to fix, emergencies included), tenant rent (a tenant asking about paying rent), tenant lease (a tenant asking about their lease: renewing, moving out, pets, who lives there), rental home (someone looking to rent a home: asking about one, booking a showing, applying, or asking to be told when one comes up), or other.',
      },
      homeAddress: {
        type: 'string',
        description:
          'The home for rent the visitor asked about or booked a showing of, by its address exactly as the website writes it (street and city), for example "Unit 305, 812 Broadway Avenue, Saskatoon"; the one they settled on if they asked about several. Leave it out when they asked about no particular home.',
      },
      propertyType: {
        type: 'string',
        description: 'The kind of property, for example house, condo, apartment building, office or retail store.',
      },
      bestTimeToReach: { type: 'string', description: 'When the visitor would like to be contacted, in their words.' },
      repairKind: {
        type: 'string',
        description:
          'For a tenant repair: the kind of problem, by the id it was filed under (show_repair\'s kind, for example "heat"). Leave it out otherwise.',
      },
      repairUrgency: {
        type: 'string',
        enum: [...repairUrgencies],
        description: "For a tenant repair: how urgent it is, as the agent filed it (show_repair's urgency).",
      },
      entryPermission: {
        type: 'string',
        enum: [...entryAnswers],
        description:
          'For a tenant repair: whether the company may come in when no one is home (yes or no), if the tenant said.',
      },
      pets: {
        type: 'string',
        description: 'For a tenant repair: any pets at the home to know about, if the tenant said.',
      },
      repairAddress: {
        type: 'string',
        description:
          "For a tenant repair: the tenant's home, its address and unit exactly as the tenant gave them. Leave it out otherwise.",
      },
      ownerHomeCity: {
        type: 'string',
        description:
          "For an owner who asked what their home would rent for: the home's city, as show_rent_estimate was given it. Leave it out otherwise.",
      },
      ownerHomeKind: {
        type: 'string',
        enum: [...homeKinds],
        description:
          "For an owner's rent estimate: the kind of home, as show_rent_estimate was given it. Leave it out otherwise.",
      },
      ownerHomeBedrooms: {
        type: 'integer',
        description:
          "For an owner's rent estimate: the home's number of bedrooms (0 for a bachelor), as show_rent_estimate was given it. Leave it out otherwise.",
      },
      rentEstimateGiven: {
        type: 'string',
        description:
          'For an owner\'s rent estimate: the figures the page gave (the average rent and its source, the fee, placing a tenant and what the owner keeps, in dollars), as the page gave them, in the form "Average rent $A a month (source, month); fee $B a month; placing a tenant $C; owner keeps $D a month", or "no figure for that size" when the page gave none. Never a figure the page did not give.',
      },
      cleaningPremises: {
        type: 'string',
        description:
          'For a business asking what cleaning would cost: the kind of premises, by the id show_cleaning_quote was given (for example "office"). Leave it out otherwise.',
      },
      cleaningSquareFeet: {
        type: 'integer',
        description:
          "For a business's cleaning quote: the area to clean in square feet, as show_cleaning_quote was given it. Leave it out otherwise.",
      },
      cleaningVisitsPerWeek: {
        type: 'integer',
        description:
          "For a business's cleaning quote: how many times a week, as show_cleaning_quote was given it. Leave it out otherwise.",
      },
      cleaningAddOns: {
        type: 'string',
        description:
          'For a business\'s cleaning quote: the add-ons they asked about, by the ids show_cleaning_quote was given, comma-separated (for example "carpets, windows"). Leave it out when none.',
      },
      cleaningQuoteGiven: {
        type: 'string',
        description:
          'For a business\'s cleaning quote: the monthly range the page gave, as the page gave it, in the form "$A to $B a month", or "no quote" when the page showed none. Never a figure the page did not give.',
      },
      buildKind: {
        type: 'string',
        enum: [...projectKinds],
        description:
          'For someone planning a build: what they plan, as show_build_project was given it (custom-home, multi-family, commercial or renovation). Leave it out otherwise.',
      },
      buildCity: {
        type: 'string',
        description: 'For a planned build: the city or town it is in, as they gave it. Leave it out otherwise.',
      },
      buildOwnsLot: {
        type: 'string',
        enum: [...lotOwnedAnswers],
        description: 'For a planned build: whether they own the lot (yes or no), if they said.',
      },
      buildLotServiced: {
        type: 'string',
        enum: [...lotAnswers],
        description: 'For a planned build: whether the lot is serviced (yes, no or not-known), if they said.',
      },
      buildSize: {
        type: 'string',
        description:
          'For a planned build: its size as they gave it (square feet, storeys, units). Leave it out otherwise.',
      },
      buildStart: {
        type: 'string',
        description: 'For a planned build: when they hope to start, as they said it. Leave it out otherwise.',
      },
      buildBudget: {
        type: 'string',
        description:
          'For a planned build: their budget as they gave it, if they have one. Never a figure of the agent or the website.',
      },
      buildFinancing: {
        type: 'string',
        enum: [...financingAnswers],
        description: 'For a planned build: whether their financing is arranged, in-progress or not-yet, if they said.',
      },
      bookedAppointment: {
        type: 'string',
        description:
          'The visit booked in the calendar during the conversation, if one was: what it is for and when it starts, as an ISO 8601 date-time with the company’s offset, for example "Free in-home consultation, 2026-12-01T10:00:00-06:00". Leave it out when nothing was booked.',
      },
      summary: {
        type: 'string',
        description:
          'Two or three sentences in English for whoever follows up: what the visitor asked, what they were told, and what was agreed.',
      },
    },
    required: ['need', 'summary'],
  },
};
