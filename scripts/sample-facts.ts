/**
 * `npm run sample-facts`: every fact of the template's sample still in content/, each with its file and
 * field and what to do (example addresses, 555 numbers, the sample's name, office, social pages, seal,
 * testimonials and the rating worked out from them, homes, privacy statement, market figures not yet
 * checked at their source), and SITE_URL when it is unset or an example's (src/lib/content/sample-facts.ts).
 * Exits 1 while any is left, 0 when none is; a content file the build would refuse is said as the build
 * says it. Reads the project in the current folder (npm runs scripts from the project's root), with
 * SITE_URL from the environment or .env, as the build reads it.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectEnvironment } from '../src/lib/build/environment.ts';
import { readContent } from '../src/lib/content/read-content.ts';
import { sampleFacts, sampleFactsReport } from '../src/lib/content/sample-facts.ts';
import { ContentFileError } from '../src/schemas/content-file-error.ts';

const root = pathToFileURL(`${process.cwd()}/`);
const siteUrl = projectEnvironment('production', fileURLToPath(root)).SITE_URL;
try {
  const facts = sampleFacts(readContent(new URL('content/', root)), { root, siteUrl });
  process.stdout.write(sampleFactsReport(facts, siteUrl));
  process.exitCode = facts.length > 0 ? 1 : 0;
} catch (error) {
  if (!(error instanceof ContentFileError)) throw error;
  console.error(`npm run sample-facts: ${error.message}`);
  process.exitCode = 1;
}
