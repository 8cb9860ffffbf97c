/**
 * The page's stylesheet (styles/global.css) in its two parts (./split-stylesheet.ts): what the first
 * view needs, inlined in the head, and the rest, a file of its own under /_astro/ (served with long
 * immutable caching) that the layout links after the hero: a stylesheet link is valid in the body and
 * a browser paints what comes before it while the file arrives.
 */
import { createHash } from 'node:crypto';
import firstViewRules from '~/styles/first-view.css?inline';
import wholeCss from '~/styles/global.css?inline';
import { splitStylesheet } from './split-stylesheet';

const { firstView, rest } = splitStylesheet(wholeCss, firstViewRules);

/** The head's CSS, the rest's CSS, and the rest's address, named by its content like Astro's own assets. */
export const pageStylesheet = {
  firstView,
  rest,
  restPath: `/_astro/page.${createHash('sha256').update(rest).digest('base64url').slice(0, 8)}.css`,
};
