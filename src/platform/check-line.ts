/** One line of `npm run assistant -- --verify`'s report (Node only), and the advice many of them end with. */

/** One line of the report: passed or not, what was checked, and what was found. */
export interface CheckLine {
  passed: boolean;
  check: string;
  said: string;
}

/** What fixes a setting the platform holds otherwise than content/ and the owner's settings make it. */
export const publishAgain = 'Run npm run assistant -- --publish.';
