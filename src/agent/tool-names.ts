/** The page tools' names and arguments, and what every description ends with: the one place each is written (declarations, publishing, the page guide). */

/** The attribute that names a card the agent may point at, `data-agent-item="<id>"`, on its element. */
export const AGENT_ITEM_ATTRIBUTE = 'data-agent-item';

/** The contact details `show_contact` may show; the page builds each from content/site.json (the emergency line when it gives one). */
export const contactMethods = ['phone', 'email', 'hours', 'service-areas', 'emergency-line'] as const;
export type ContactMethod = (typeof contactMethods)[number];

/** The page's tools by name. */
export const agentToolNames = {
  showSection: 'show_section',
  pointTo: 'point_to',
  showContact: 'show_contact',
  /** The conversation's language changed: the panel's words and the transcript's `lang` follow it. */
  setLanguage: 'set_language',
  /** A booking's (with booking on): its arguments are `kind`, `start` and `end`. */
  showBooking: 'show_booking',
  /** A tenant's repair, taken in the conversation (src/agent/repair/). */
  showRepair: 'show_repair',
  /** An owner's rent estimate, worked out by the page from content (src/agent/rent-estimate/). */
  showRentEstimate: 'show_rent_estimate',
  /** A business's cleaning quote, worked out by the page from the rate card (src/agent/cleaning-quote/). */
  showCleaningQuote: 'show_cleaning_quote',
  /** A build someone is planning, taken in the conversation (src/agent/build-project/). */
  showBuildProject: 'show_build_project',
} as const;
/** Every page tool's name. */
export type PageToolName = (typeof agentToolNames)[keyof typeof agentToolNames];

/** The tools the platform carries out itself, never the page: their calls go to the owner's hook. */
export const platformToolNames = {
  /** An emergency repair, to the company's on-call person while the conversation goes on (src/agent/repair/). */
  reportEmergency: 'report_emergency',
} as const;

/** Each tool the page carries out with one argument, and that argument's name. */
export const agentToolArguments = {
  [agentToolNames.showSection]: 'section',
  [agentToolNames.pointTo]: 'item',
  [agentToolNames.showContact]: 'method',
  [agentToolNames.setLanguage]: 'language',
} as const;
/** The tools of one argument. */
export type AgentToolName = keyof typeof agentToolArguments;

/** How the page knowledge names a home for rent after its street, "(home 2341-retallack)": the id the tools take. */
export const homeReference = (id: string) => `(home ${id})`;

/**
 * Said at the end of a page tool's description: the agent does not wait for the page, which tells it
 * when it could not do it (a typed chat's next message, a call's system line).
 */
export const afterwards =
  'The page does it silently: carry on talking, without mentioning it. If the page tells you it did not show it, do not say it is shown.';
