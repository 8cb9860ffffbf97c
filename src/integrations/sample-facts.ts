/**
 * Astro integration: a build says what still stands between it and going live. Without a real
 * `SITE_URL` (unset, or an example's) it warns once, at the start, that links name the sample's
 * address; with one, the build is meant for visitors, so once it is done it warns every sample fact
 * still in content/, the list `npm run sample-facts` prints (src/lib/content/sample-facts.ts). A
 * warning, not a stop: the owner may publish a first version knowingly, and CI builds the sample.
 */
import type { AstroIntegration } from 'astro';
import { readContent } from '~/lib/content/read-content';
import { sampleFacts, sampleFactsReport, siteUrlFact } from '~/lib/content/sample-facts';
import { contentRoot } from '~/schemas/shared';

/** `siteUrl`: `SITE_URL` as set (the environment or .env), undefined when unset. */
export function sampleFactsCheck({ siteUrl }: { siteUrl: string | undefined }): AstroIntegration {
  let root: URL;
  return {
    name: 'sample-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:start': ({ logger }) => {
        const unset = siteUrlFact(siteUrl);
        if (unset)
          logger.warn(
            `SITE_URL ${unset.says} Then npm run sample-facts lists what else is still the sample's (docs/going-live.md).`,
          );
      },
      'astro:build:done': ({ logger }) => {
        if (siteUrlFact(siteUrl)) return;
        const facts = sampleFacts(readContent(new URL(`${contentRoot}/`, root)), { root, siteUrl });
        if (facts.length > 0) logger.warn(sampleFactsReport(facts, siteUrl).trimEnd());
      },
    },
  };
}
