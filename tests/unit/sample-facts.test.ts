/**
 * The check of sample facts left in content (npm run sample-facts, and the warning of a production
 * build): each kind is found with its file and field, and a company's own content has none. The cases
 * start from the project's content made the company's own by `companysOwn` (whatever content/ holds
 * today, the sample or a company's), then put back one sample fact each, with fingerprints of the
 * test's own; the last block checks, while content/ is the template's sample, that the template's
 * fingerprints still find all of it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { averageRating } from '~/lib/average-rating';
import { exampleAddressesIn, fictionalNumbersIn, isExampleHost } from '~/lib/example-addresses';
import { readContent, type Content } from '~/lib/content/read-content';
import { sampleFacts, sampleFactsReport, siteUrlFact, type SampleFact } from '~/lib/content/sample-facts';
import { fileDigest, sample, textDigest, type SampleFingerprints } from '~/lib/content/sample-fingerprints';

const projectRoot = pathToFileURL(`${resolve(import.meta.dirname, '../..')}/`);
const projectContent = readContent(new URL('content/', projectRoot));

/** A folder standing in for the project where pictures are read: only the pictures a case writes. */
const pictures = mkdtempSync(join(tmpdir(), 'sample-facts-'));
const picturesRoot = pathToFileURL(`${pictures}/`);
afterAll(() => rmSync(pictures, { recursive: true, force: true }));
const writePicture = (path: string, text: string) => {
  mkdirSync(join(pictures, path, '..'), { recursive: true });
  writeFileSync(join(pictures, path), text);
};

const seal = '<svg xmlns="http://www.w3.org/2000/svg"><text>A+ ACCREDITED (test seal)</text></svg>';
/** Fingerprints of a made-up sample, "Maple Lane Rentals", for the cases. */
const fixtureSample: SampleFingerprints = {
  companyName: 'Maple Lane',
  officeStreet: '7 Sample Road',
  socialUrls: ['https://www.facebook.com/maplelane-sample'],
  bureau: { url: 'https://www.bbb.org/ca/profile/maple-lane-sample', sealDigest: fileDigest(Buffer.from(seal)) },
  testimonials: { names: ['Sam Sample'], textDigests: [textDigest('Maple words, written for the template.')] },
  homeStreets: ['12 Sample Crescent'],
  privacyDigest: textDigest('The sample statement.'),
};

const companyUrl = 'https://www.northgate-homes.ca';

/** Every text of `value` through `edit`, the rest as it is. */
function mapTexts<T>(value: T, edit: (text: string) => string): T {
  if (typeof value === 'string') return edit(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, edit)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapTexts(child, edit)])) as T;
}

/**
 * The project's content as a company's own: its example addresses, 555 numbers and the template's
 * company name replaced, its testimonials, homes, office, social pages and statement its own, no
 * seal, its market figures checked, and a social card of its own.
 */
function companysOwn(): Content {
  const scrubbed = mapTexts(structuredClone(projectContent), (text) => {
    let result = text;
    for (const address of exampleAddressesIn(text))
      result = result.replace(address, address.includes('@') ? 'office@northgate-homes.ca' : `${companyUrl}/page`);
    for (const number of fictionalNumbersIn(text)) result = result.replace(number, number.replace('555', '777'));
    return result.replace(new RegExp(sample.companyName, 'gi'), 'Northgate');
  });
  writePicture(
    'content/images/company-card.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><text>Northgate</text></svg>',
  );
  const site: Partial<Content['site']> = {
    ...scrubbed.site,
    ...(scrubbed.site.address ? { address: { ...scrubbed.site.address, street: '200 Company Street' } } : {}),
    socials: scrubbed.site.socials.map((social, index) => ({
      ...social,
      url: `https://www.linkedin.com/company/northgate-${index}`,
    })),
  };
  // No seal: a company shows one only once it has earned it.
  delete site.bureau;
  return {
    ...scrubbed,
    site: site as Content['site'],
    seo: { ...scrubbed.seo, socialImage: './images/company-card.svg' },
    testimonials: scrubbed.testimonials.map((testimonial, index) => ({
      ...testimonial,
      name: `Client ${index + 1}`,
      text: `What client ${index + 1} said, with their consent.`,
    })),
    homes: scrubbed.homes.map((home, index) => ({
      ...home,
      data: { ...home.data, street: `${index + 1} Company Avenue` },
    })),
    privacy: { ...scrubbed.privacy, body: `${scrubbed.privacy.body}\n\nReviewed with our advisor.` },
    marketRents: {
      ...scrubbed.marketRents,
      sources: scrubbed.marketRents.sources.map((source) => ({ ...source, checked: '2026-01-15' })),
    },
  };
}

const check = (content: Content, { siteUrl = companyUrl }: { siteUrl?: string | undefined } = {}) =>
  sampleFacts(content, { root: picturesRoot, siteUrl, fingerprints: fixtureSample });
const unsetSiteUrl = (content: Content) =>
  sampleFacts(content, { root: picturesRoot, siteUrl: undefined, fingerprints: fixtureSample });

/** The facts of the company's content with `edit` made, as "file | field". */
const where = (facts: SampleFact[]) => facts.map(({ file, field }) => `${file} | ${field}`);

describe('a company’s own content', () => {
  it('holds no sample fact, and the report says so', () => {
    const facts = check(companysOwn());
    expect(facts).toEqual([]);
    expect(sampleFactsReport(facts, companyUrl)).toBe(
      `No sample fact is left: content/ and SITE_URL (${companyUrl}) are the company's own.\n`,
    );
  });
});

describe('each sample fact, with its file and field', () => {
  it('SITE_URL unset or an example’s; a real one is no fact, and a malformed one is the build’s to refuse', () => {
    const content = companysOwn();
    expect(unsetSiteUrl(content)).toEqual([
      expect.objectContaining({ file: 'SITE_URL', says: expect.stringMatching(/^is not set, so the page's links/) }),
    ]);
    expect(check(content, { siteUrl: '  ' })).toHaveLength(1);
    expect(check(content, { siteUrl: 'https://www.example.ca' })[0]!.says).toMatch(
      /^https:\/\/www\.example\.ca is an example address/,
    );
    expect(siteUrlFact('https://www.northgate-homes.ca/')).toBeUndefined();
    expect(siteUrlFact('www.northgate-homes.ca')).toBeUndefined();
  });

  it('a 555 number, once per phone, and an example address, wherever they are written', () => {
    const content = companysOwn();
    content.site.phone = { display: '(306) 555-0123', e164: '+13065550123' };
    content.site.email = 'hello@northgate.example';
    content.site.portals[0] = { ...content.site.portals[0]!, url: 'https://portal.example.ca/pay-rent' };
    const section = content.sections[0]!;
    section.body = `${section.body}\n\nOr call 306-555-0100.`;
    const facts = check(content);
    expect(where(facts)).toEqual([
      'content/site.json | phone',
      'content/site.json | email',
      'content/site.json | portals[0].url',
      `${section.file} | body`,
    ]);
    expect(facts[0]!.says).toBe(
      "(306) 555-0123 is a 555 number, kept for fiction: no one answers it. Put the company's own number.",
    );
    expect(facts[1]!.says).toBe(
      "hello@northgate.example is an example address, which reaches no one: put the company's own.",
    );
  });

  it('the sample’s company name in a text, and in a picture the content shows', () => {
    const content = companysOwn();
    content.seo = { ...content.seo, title: 'Maple Lane Rentals | Regina', socialImage: './images/card.svg' };
    writePicture('content/images/card.svg', '<svg xmlns="http://www.w3.org/2000/svg"><text>MAPLE LANE</text></svg>');
    const facts = check(content);
    expect(where(facts)).toEqual(['content/seo.json | title', 'content/seo.json | socialImage']);
    expect(facts[1]!.says).toBe(
      'the picture ./images/card.svg says "Maple Lane", the sample\'s company: make one of the company\'s own.',
    );
  });

  it('the sample’s office, social page, and seal by its link or by its picture', () => {
    const content = companysOwn();
    content.site = {
      ...content.site,
      address: { street: '7 Sample Road', city: 'Regina', postalCode: 'S4P 0A1', country: 'CA' },
      socials: [{ name: 'Facebook', url: 'https://www.facebook.com/maplelane-sample' }],
      bureau: { label: 'Our profile', url: fixtureSample.bureau.url, seal: './images/seal.svg', sealAlt: 'Seal' },
    };
    expect(where(check(content))).toEqual([
      'content/site.json | address',
      'content/site.json | socials[0].url',
      'content/site.json | bureau',
    ]);
    writePicture('content/images/sample-seal.svg', seal);
    content.site.bureau = {
      ...content.site.bureau!,
      url: 'https://www.bbb.org/ca/profile/northgate',
      seal: './images/sample-seal.svg',
    };
    expect(where(check(content))).toContain('content/site.json | bureau');
    content.site.bureau = { ...content.site.bureau, seal: './images/company-card.svg' };
    expect(where(check(content))).not.toContain('content/site.json | bureau');
  });

  it('a testimonial of the sample, by its name or its words, and the average worked out from it', () => {
    const content = companysOwn();
    content.testimonials[0] = { ...content.testimonials[0]!, name: 'Sam Sample', rating: 4 };
    content.testimonials.push({
      ...content.testimonials[0],
      id: 'sample-two',
      name: 'Another Client',
      text: 'Maple   words, written for the template.',
    });
    const facts = check(content);
    const last = content.testimonials.length;
    expect(where(facts)).toEqual([
      'content/testimonials.json | entry 1',
      `content/testimonials.json | entry ${last}`,
      'content/reviews.json | averageLabel',
    ]);
    expect(facts[2]!.says).toBe(
      `the average it shows, ${averageRating(content.testimonials)}/5, is worked out from ${last} testimonials, 2 of them the sample's: it is the company's once they are.`,
    );
  });

  it('a home of the sample as a whole, its example address not said again; the statement word for word; unchecked figures', () => {
    const content = companysOwn();
    const home = content.homes[0]!;
    content.homes[0] = {
      ...home,
      data: { ...home.data, street: '12 Sample Crescent', applyUrl: 'https://portal.example.ca/apply' },
    };
    content.privacy = { ...content.privacy, body: 'The   sample statement.' };
    content.marketRents.sources[0] = { ...content.marketRents.sources[0]!, checked: undefined };
    const facts = check(content);
    expect(where(facts)).toEqual([
      `${home.file} | `,
      'content/privacy.md | body',
      'content/market-rents.json | sources[0]',
    ]);
    expect(facts[0]!.says).toMatch(/^the sample's home at 12 Sample Crescent, /);
  });
});

describe('the report', () => {
  it('counts the facts, then lists each file’s fields under it', () => {
    const report = sampleFactsReport(
      [
        { file: 'SITE_URL', field: '', says: 'is not set.' },
        { file: 'content/site.json', field: 'phone', says: 'a 555 number.' },
        { file: 'content/site.json', field: 'email', says: 'an example address.' },
      ],
      undefined,
    );
    expect(report.split('\n')).toEqual([
      "3 sample facts are still in content/ or the settings: the template's, not the company's. Replace or remove each before going live, then run npm run sample-facts again.",
      '',
      'SITE_URL',
      '  is not set.',
      '',
      'content/site.json',
      '  phone: a 555 number.',
      '  email: an example address.',
      '',
    ]);
  });
});

describe('example addresses and numbers', () => {
  it('knows the names kept for examples, and the ones the guides write', () => {
    for (const host of ['prairiehearth.example', 'www.example.ca', 'example.com', 'a.test', 'localhost'])
      expect(isExampleHost(host), host).toBe(true);
    for (const host of ['www.northgate-homes.ca', 'examples.com', 'www.bbb.org'])
      expect(isExampleHost(host), host).toBe(false);
  });

  it('finds 555 numbers however they are written, and no other number', () => {
    expect(fictionalNumbersIn('(306) 555-0142, +13065550199, 1-306-555-0100 or 306.555.0101')).toEqual([
      '(306) 555-0142',
      '+13065550199',
      '1-306-555-0100',
      '306.555.0101',
    ]);
    expect(fictionalNumbersIn('(306) 525-0142, 15550 Main Street, 2025-05-55')).toEqual([]);
  });
});

describe.runIf(projectContent.site.brand.includes(sample.companyName))(
  'while content/ is the template’s sample',
  () => {
    const facts = sampleFacts(projectContent, { root: projectRoot, siteUrl: companyUrl });
    const fields = (file: string) => facts.filter((fact) => fact.file === file).map(({ field }) => field);

    it('the template’s fingerprints find each of its testimonials, homes, its office, pages, seal and statement', () => {
      expect(fields('content/testimonials.json')).toEqual(
        projectContent.testimonials.map((_, index) => `entry ${index + 1}`),
      );
      for (const { file } of projectContent.homes) expect(fields(file), file).toEqual(['']);
      expect(fields('content/site.json')).toEqual(
        expect.arrayContaining([
          'address',
          'bureau',
          ...projectContent.site.socials.map((_, index) => `socials[${index}].url`),
        ]),
      );
      expect(fields('content/privacy.md')).toContain('body');
      expect(fields('content/seo.json')).toContain('socialImage');
      expect(fields('content/reviews.json')).toEqual(['averageLabel']);
    });

    it('the seal’s digest is its picture’s', () => {
      const picture = readFileSync(
        new URL(`content/${projectContent.site.bureau!.seal.replace(/^\.\//, '')}`, projectRoot),
      );
      expect(fileDigest(picture)).toBe(sample.bureau.sealDigest);
    });
  },
);
