/**
 * The sizes published rents are given by, smallest first, and the grades of their reliability: a module
 * of its own, so browser code (the rent estimate) can import them.
 */
export const rentSizes = ['bachelor', 'one-bedroom', 'two-bedroom', 'three-bedroom-plus'] as const;
export type RentSize = (typeof rentSizes)[number];

/** The reliability grades CMHC gives its figures, best first (d: use with caution). */
export const rentGrades = ['a', 'b', 'c', 'd'] as const;
