/**
 * framer-motion's animation features, in their own module so `LazyMotion` can load them with a
 * dynamic import after the island hydrates: the carousel's first paint never waits for them.
 */
import { domAnimation } from 'framer-motion';

export default domAnimation;
