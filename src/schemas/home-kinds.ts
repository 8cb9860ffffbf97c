/** The kinds of home, as content/homes/ and the rent estimate name them: a module of its own, so browser code can import it. */
export const homeKinds = ['apartment', 'house', 'townhouse', 'suite', 'condo'] as const;
export type HomeKind = (typeof homeKinds)[number];
