/**
 * The page's stylesheet (styles/global.css) in its two parts (./split-stylesheet.ts): what the first
 * view needs, written in the head, and the rest, written right after the hero (layouts/BaseLayout.astro);
 * less the rules of form controls the site has none of (./absent-controls.ts).
 */
import firstViewRules from '~/styles/first-view.css?inline';
import wholeCss from '~/styles/global.css?inline';
import { withoutAbsentControls } from './absent-controls';
import { splitStylesheet } from './split-stylesheet';

const { firstView, rest } = splitStylesheet(withoutAbsentControls(wholeCss), firstViewRules);

/** The head's CSS and the rest's. */
export const pageStylesheet = { firstView, rest };
