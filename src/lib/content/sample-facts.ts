/**
 * The template's sample facts still in content/ (and an unset or example `SITE_URL`), each with its
 * file and field and what to do: example addresses and 555 numbers wherever they are, the sample's
 * company name in any text or picture, and what sample-fingerprints.ts knows of the sample (office,
 * social pages, seal and its link, testimonials and the rating worked out from them, homes, privacy
 * statement), and market figures not yet checked at their source. `npm run sample-facts` prints them
 * and fails while any is left; a production build with a real `SITE_URL` warns them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { averageRating } from '~/lib/average-rating';
import { exampleAddressesIn, fictionalNumbersIn, isExampleHost } from '~/lib/example-addresses';
import { defaultSiteUrl } from '~/lib/settings';
import { contentCollections, type ContentCollection, type ContentCollectionName } from '~/schemas/content-collections';
import type { Content } from './read-content';
import { fileDigest, sample, textDigest, type SampleFingerprints } from './sample-fingerprints';

/** One sample fact: where it is (a content file, or the setting), which entry and field, and what to do. */
export interface SampleFact {
  /** "content/site.json", or "SITE_URL" for the setting. */
  file: string;
  /** "phone", "portals[0].url", "entry 2, text", "body"; empty for the file as a whole. */
  field: string;
  says: string;
}

/** One content file's checked data, as the table of collections names it. */
interface ContentFile {
  file: string;
  /** For a list's entries: "entry 2". */
  entry?: string;
  data: unknown;
  body?: string;
}

/** Every content file (and list entry) with its data, in the table's order. */
function contentFiles(content: Content): ContentFile[] {
  return (Object.entries(contentCollections) as [ContentCollectionName, ContentCollection][]).flatMap(
    ([name, collection]): ContentFile[] => {
      const value = content[name] as unknown;
      const file = `content/${collection.path}`;
      switch (collection.kind) {
        case 'json-file':
          return [{ file, data: value }];
        case 'json-list':
          return (value as unknown[]).map((data, index) => ({ file, entry: `entry ${index + 1}`, data }));
        case 'markdown-folder':
          return (value as { file: string; data: unknown; body: string }[]).map(({ file, data, body }) => ({
            file,
            data,
            body,
          }));
        case 'markdown-file': {
          const { data, body } = value as { data: unknown; body: string };
          return [{ file, data, body }];
        }
      }
    },
  );
}

/** A field's name inside its file: "phone", "portals[0].url", "entry 2, text". */
const fieldName = (entry: string | undefined, path: string) => [entry, path].filter(Boolean).join(', ');

/** A picture's path as content gives it (./images/x.svg), from the file that gives it. */
const picturePath = (file: string, path: string) => posix.normalize(posix.join(posix.dirname(file), path));

/** The facts every text of one file holds: example addresses, 555 numbers, the sample's name (pictures' included). */
function textFacts(
  { file, entry, data, body }: ContentFile,
  { companyName }: SampleFingerprints,
  readFile: (path: string) => Buffer | undefined,
) {
  const facts: SampleFact[] = [];
  const say = (path: string, says: string) => facts.push({ file, field: fieldName(entry, path), says });
  const checkText = (path: string, text: string) => {
    for (const address of exampleAddressesIn(text))
      say(path, `${address} is an example address, which reaches no one: put the company's own.`);
    for (const number of fictionalNumbersIn(text))
      say(path, `${number} is a 555 number, kept for fiction: no one answers it. Put the company's own number.`);
    if (text.toLowerCase().includes(companyName.toLowerCase()))
      say(path, `names the sample's company, ${companyName}: write the company's own name.`);
    if (/^\.{1,2}\/.+\.svg$/i.test(text)) {
      const picture = readFile(picturePath(file, text));
      if (picture?.toString('utf8').toLowerCase().includes(companyName.toLowerCase()))
        say(path, `the picture ${text} says "${companyName}", the sample's company: make one of the company's own.`);
    }
  };
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') return checkText(path, value);
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    // A phone is said once, as it is written for people; its dialled form is the same number.
    if (typeof object.display === 'string' && typeof object.e164 === 'string') {
      for (const number of fictionalNumbersIn(object.display))
        say(path, `${number} is a 555 number, kept for fiction: no one answers it. Put the company's own number.`);
      return;
    }
    for (const [key, child] of Object.entries(object)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(data, '');
  if (body !== undefined) checkText('body', body);
  return facts;
}

/** `SITE_URL` (as set, undefined when unset) as a sample fact when it is unset or an example's, else undefined. */
export function siteUrlFact(siteUrl: string | undefined): SampleFact | undefined {
  const given = siteUrl?.trim();
  if (!given)
    return {
      file: 'SITE_URL',
      field: '',
      says: `is not set, so the page's links, its sitemap and robots.txt name ${defaultSiteUrl}, the sample's address: set SITE_URL to the site's own address in the host's settings (and in .env, for the owner's commands).`,
    };
  let host: string;
  try {
    host = new URL(given).hostname;
  } catch {
    return undefined; // A malformed address stops the build itself, naming the setting (src/lib/settings.ts).
  }
  return isExampleHost(host)
    ? {
        file: 'SITE_URL',
        field: '',
        says: `${given} is an example address: set SITE_URL to the site's own address in the host's settings (and in .env, for the owner's commands).`,
      }
    : undefined;
}

/** What sample-fingerprints.ts knows of the sample, where content still has it. */
function fingerprintFacts(
  content: Content,
  sample: SampleFingerprints,
  readFile: (path: string) => Buffer | undefined,
): SampleFact[] {
  const facts: SampleFact[] = [];
  const site = 'content/site.json';
  const { address, socials, bureau } = content.site;
  if (address?.street === sample.officeStreet)
    facts.push({
      file: site,
      field: 'address',
      says: `${address.street} is the sample's made-up office: put the company's address, or remove address.`,
    });
  socials.forEach(({ name, url }, index) => {
    if (sample.socialUrls.includes(url))
      facts.push({
        file: site,
        field: `socials[${index}].url`,
        says: `${url} is the sample's ${name} page, not the company's: put the company's own page, or remove it.`,
      });
  });
  if (bureau) {
    const seal = readFile(picturePath(site, bureau.seal));
    if (bureau.url === sample.bureau.url || (seal && fileDigest(seal) === sample.bureau.sealDigest))
      facts.push({
        file: site,
        field: 'bureau',
        says: `the sample's "Accredited Business" seal, linked to a profile the company does not have: show only a seal the company has earned, with its own profile's link and picture, or remove bureau.`,
      });
  }

  const testimonials = 'content/testimonials.json';
  const fromSample = content.testimonials.filter(
    ({ name, text }) =>
      sample.testimonials.names.includes(name) || sample.testimonials.textDigests.includes(textDigest(text)),
  );
  content.testimonials.forEach((testimonial, index) => {
    if (fromSample.includes(testimonial))
      facts.push({
        file: testimonials,
        field: `entry ${index + 1}`,
        says: `the sample's testimonial from ${testimonial.name}, written for the template: put words a client gave, with their consent, or remove it.`,
      });
  });
  if (fromSample.length > 0)
    facts.push({
      file: 'content/reviews.json',
      field: 'averageLabel',
      says: `the average it shows, ${averageRating(content.testimonials)}/5, is worked out from ${content.testimonials.length} testimonials, ${fromSample.length} of them the sample's: it is the company's once they are.`,
    });

  for (const { file, data } of content.homes) {
    if (sample.homeStreets.includes(data.street))
      facts.push({
        file,
        field: '',
        says: `the sample's home at ${data.street}, ${data.city}: delete the file, and give each of the company's homes a file of its own.`,
      });
  }

  if (textDigest(content.privacy.body) === sample.privacyDigest)
    facts.push({
      file: content.privacy.file,
      field: 'body',
      says: `the sample's statement, word for word: review it with the company's advisor and make it say what the company does (content/README.md, "The privacy page").`,
    });

  content.marketRents.sources.forEach(({ id, survey, url, checked }, index) => {
    if (checked === undefined)
      facts.push({
        file: 'content/market-rents.json',
        field: `sources[${index}]`,
        says: `the figures of ${id} (${survey}) are not yet checked at their source: check each on ${url} or the survey's own pages, add the grades it gives, then set checked to that day (year-month-day).`,
      });
  });
  return facts;
}

/**
 * Every sample fact in `content` (read and checked by readContent), with `SITE_URL` as set (the raw
 * setting, undefined when unset). `root` is the project's folder URL, ending in "/", where pictures are
 * read; `fingerprints`, what the sample is made of (the template's own, unless a test gives others).
 */
export function sampleFacts(
  content: Content,
  {
    root,
    siteUrl,
    fingerprints = sample,
  }: { root: URL; siteUrl: string | undefined; fingerprints?: SampleFingerprints },
) {
  const readFile = (path: string) => {
    const url = new URL(path, root);
    return existsSync(url) ? readFileSync(url) : undefined;
  };
  const known = fingerprintFacts(content, fingerprints, readFile);
  // A file or list entry that is the sample's as a whole (a home, a testimonial) goes as a whole: what
  // else is said of it would only repeat it.
  const wholes = new Set(known.filter(({ field }) => field === '' || /^entry \d+$/.test(field)).map(whole));
  const texts = contentFiles(content)
    .flatMap((file) => textFacts(file, fingerprints, readFile))
    .filter((fact) => !wholes.has(whole(fact)));
  const setting = siteUrlFact(siteUrl);
  const facts = [...(setting ? [setting] : []), ...texts, ...known];
  // One list per file: the setting, the company's details, then the files as the table has them.
  const order = [...new Set(['SITE_URL', 'content/site.json', ...facts.map(({ file }) => file)])];
  return facts.toSorted((a, b) => order.indexOf(a.file) - order.indexOf(b.file));
}

/** The file, or the file's list entry, a fact is in: "content/homes/x.md", "content/testimonials.json, entry 2". */
const whole = ({ file, field }: SampleFact) => [file, /^entry \d+/.exec(field)?.[0]].filter(Boolean).join(', ');

/** The facts as the owner reads them: a line saying how many, then each file and its fields. */
export function sampleFactsReport(facts: readonly SampleFact[], siteUrl: string | undefined): string {
  if (facts.length === 0) return `No sample fact is left: content/ and SITE_URL (${siteUrl}) are the company's own.\n`;
  const lines = [
    `${facts.length} sample ${facts.length === 1 ? 'fact is' : 'facts are'} still in content/ or the settings: the template's, not the company's. Replace or remove each before going live, then run npm run sample-facts again.`,
  ];
  let file: string | undefined;
  for (const fact of facts) {
    if (fact.file !== file) {
      file = fact.file;
      lines.push('', file);
    }
    lines.push(`  ${fact.field ? `${fact.field}: ` : ''}${fact.says}`);
  }
  return `${lines.join('\n')}\n`;
}
