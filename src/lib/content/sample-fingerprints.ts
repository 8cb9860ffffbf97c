/**
 * What the template's sample content is made of, as far as no general rule finds it (example
 * addresses and 555 numbers are found wherever they are, src/lib/example-addresses.ts): the sample's
 * company name, its office, social pages, accreditation seal and profile link, testimonials, homes and
 * privacy statement. Long texts and pictures are known by a digest (textDigest, fileDigest), so the
 * sample is not written twice. tests/unit/sample-facts.test.ts checks, while content/ is the sample,
 * that each of these still finds it.
 */
import { createHash } from 'node:crypto';

/** A text's digest, its runs of spaces and line breaks counted as one space: 16 hexadecimal digits. */
export const textDigest = (text: string) =>
  createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);

/** A file's digest, byte for byte: 16 hexadecimal digits. */
export const fileDigest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** What a sample is made of: the template's own is `sample`; tests give their own. */
export interface SampleFingerprints {
  companyName: string;
  officeStreet: string;
  socialUrls: readonly string[];
  bureau: { url: string; sealDigest: string };
  testimonials: { names: readonly string[]; textDigests: readonly string[] };
  homeStreets: readonly string[];
  privacyDigest: string;
}

export const sample: SampleFingerprints = {
  /** The sample company's name, in any text (case aside). */
  companyName: 'Prairie Hearth',
  /** Its office (content/site.json, address.street). */
  officeStreet: '1801 Hamilton Street, Suite 200',
  /** Its social pages (content/site.json, socials[].url). */
  socialUrls: [
    'https://www.linkedin.com/company/prairie-hearth-property-management',
    'https://www.facebook.com/prairiehearthpm',
  ],
  /** Its accreditation: the profile the seal links to, and the seal's picture (content/site.json, bureau). */
  bureau: {
    url: 'https://www.bbb.org/ca/sk/regina/profile/property-management/prairie-hearth-property-management',
    sealDigest: '6fe657b17d8d63a5',
  },
  /** Its testimonials (content/testimonials.json): who gave each, and the digest of each text. */
  testimonials: {
    names: ['Margaret Thompson', 'Daniel Okafor', 'Linh Tran', 'Robert Desjardins', 'Priya Sharma', 'Kevin Bear'],
    textDigests: [
      'e8d5853ed8e38c16',
      'dd8f26078d60874f',
      '19ce8a0f077f145d',
      '5dca4fd117502cad',
      '2cf6de88f9f1c754',
      '89b46ae48ad4dec9',
    ],
  },
  /** Its homes for rent (content/homes/*.md), by street. */
  homeStreets: [
    'Lower suite, 1019 7th Avenue North',
    'Unit 1204, 110 Stonebridge Boulevard',
    '1152 Redland Avenue',
    'Unit 2, 2341 Retallack Street',
    '2838 Angus Street',
    'Unit 3, 405 Main Street North',
    'Unit 4, 4701 Harbour Landing Drive',
    'Unit 305, 812 Broadway Avenue',
  ],
  /** Its privacy statement (content/privacy.md, the text under the front matter). */
  privacyDigest: '5953e921228b6258',
};
