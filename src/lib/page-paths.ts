/**
 * The addresses of the site's pages, each written once. Astro takes a page's address from its file
 * under src/pages/; links, the tests and the islands that point at a page use these constants.
 */

/** The home page, whose sections the header and footer link to. */
export const homePath = '/';

/**
 * The privacy statement (src/pages/privacy.astro, words from content/privacy.md), with the trailing
 * slash the built folder answers at without a redirect.
 */
export const privacyPath = '/privacy/';

/**
 * What a conversation with the agent needs from content/ (src/agent/conversation-context.ts), fetched
 * by the conversation islands on the visitor's intent.
 */
export const conversationContextPath = '/conversation-context.json';

/**
 * One language's words of the conversation panel (src/lib/conversation-words.ts), fetched by the
 * conversation islands only while that language is in use.
 */
export const conversationWordsPath = (code: string) => `/conversation-words/${code}.json`;
