import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandAssetPaths, contentFile, encodeIco, faviconIcoSizes, rasterise } from '~/lib/build/brand-assets';
import { editorPath } from '~/lib/editor-path';
import { buildHead, buildRobotsTxt, buildWebManifest, webManifestUrl, type HeadInput, type HeadTag } from '~/lib/head';
import { seoSchema } from '~/schemas/seo';

const seoJson = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/seo.json'), 'utf8')) as Record<
  string,
  unknown
>;

const input: HeadInput = {
  site: 'https://prairiehearth.example',
  pathname: '/',
  title: 'Prairie Hearth Property Management | Regina',
  description: 'Property management in Regina, Saskatoon and Moose Jaw.',
  siteName: 'Prairie Hearth Property Management',
  locale: 'en_CA',
  themeColour: '#1d4ed8',
  assets: {
    faviconSvg: '/favicon.svg',
    faviconIco: '/favicon.ico',
    faviconIcoSizes: [32, 48],
    appleTouchIcon: '/apple-touch-icon.png',
    manifest: 'data:application/manifest+json,%7B%7D',
    sitemap: '/sitemap-index.xml',
    socialImage: { path: '/social-card.png', width: 1200, height: 630, alt: 'The company logo over prairie homes.' },
  },
};

/** The `content` of the first meta tag with this name or property. */
const metaContent = (tags: HeadTag[], key: string) =>
  tags.find((tag) => tag.tag === 'meta' && (tag.attrs.name === key || tag.attrs.property === key))?.attrs.content;
const linkHref = (tags: HeadTag[], rel: string) =>
  tags.filter((tag) => tag.tag === 'link' && tag.attrs.rel === rel).map((tag) => tag.attrs.href);

describe('buildHead', () => {
  const tags = buildHead(input);

  it('starts with charset and viewport, then the title', () => {
    expect(tags[0]).toEqual({ tag: 'meta', attrs: { charset: 'utf-8' } });
    expect(tags[1]?.attrs).toEqual({ name: 'viewport', content: 'width=device-width, initial-scale=1' });
    expect(tags.filter((tag) => tag.tag === 'title')).toEqual([{ tag: 'title', attrs: {}, content: input.title }]);
    expect(metaContent(tags, 'description')).toBe(input.description);
  });

  it('links the canonical address, absolute, from `site`', () => {
    expect(linkHref(tags, 'canonical')).toEqual(['https://prairiehearth.example/']);
    expect(metaContent(tags, 'robots')).toBeUndefined();
  });

  it('follows SITE_URL: every absolute URL uses the deployed origin', () => {
    const staging = buildHead({ ...input, site: new URL('https://staging.example.ca/') });
    expect(linkHref(staging, 'canonical')).toEqual(['https://staging.example.ca/']);
    expect(metaContent(staging, 'og:url')).toBe('https://staging.example.ca/');
    expect(metaContent(staging, 'og:image')).toBe('https://staging.example.ca/social-card.png');
    expect(metaContent(staging, 'twitter:image')).toBe('https://staging.example.ca/social-card.png');
  });

  it('describes the page to social networks with a 1200 × 630 image and its alt text', () => {
    expect(metaContent(tags, 'og:type')).toBe('website');
    expect(metaContent(tags, 'og:site_name')).toBe(input.siteName);
    expect(metaContent(tags, 'og:locale')).toBe('en_CA');
    expect(metaContent(tags, 'og:title')).toBe(input.title);
    expect(metaContent(tags, 'og:description')).toBe(input.description);
    expect(metaContent(tags, 'og:image')).toBe('https://prairiehearth.example/social-card.png');
    expect(metaContent(tags, 'og:image:width')).toBe('1200');
    expect(metaContent(tags, 'og:image:height')).toBe('630');
    expect(metaContent(tags, 'og:image:alt')).toBe(input.assets.socialImage.alt);
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'twitter:title')).toBe(input.title);
    expect(metaContent(tags, 'twitter:image:alt')).toBe(input.assets.socialImage.alt);
  });

  it('links theme colour, favicons, apple-touch icon, manifest and sitemap', () => {
    expect(metaContent(tags, 'theme-color')).toBe('#1d4ed8');
    expect(tags.filter((tag) => tag.attrs.rel === 'icon').map((tag) => tag.attrs)).toEqual([
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32 48x48' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ]);
    expect(linkHref(tags, 'apple-touch-icon')).toEqual(['/apple-touch-icon.png']);
    expect(linkHref(tags, 'manifest')).toEqual(['data:application/manifest+json,%7B%7D']);
    expect(linkHref(tags, 'sitemap')).toEqual(['/sitemap-index.xml']);
  });

  it('keeps an error page out of search results and gives it no canonical', () => {
    const notFound = buildHead({ ...input, pathname: '/404', noindex: true });
    expect(metaContent(notFound, 'robots')).toBe('noindex');
    expect(linkHref(notFound, 'canonical')).toEqual([]);
  });

  it('refuses relative URLs and over-long text', () => {
    expect(() => buildHead({ ...input, site: undefined })).toThrow(/`site` is not set/);
    expect(() => buildHead({ ...input, title: 'x'.repeat(61) })).toThrow(/longer than 60/);
    expect(() => buildHead({ ...input, description: 'x'.repeat(161) })).toThrow(/longer than 160/);
  });
});

describe('content/seo.json schema', () => {
  it('accepts the sample content', () => {
    const result = seoSchema.safeParse(seoJson);
    expect(result.error?.issues).toBeUndefined();
  });

  it('tells the editor how long the title is and what the limit is', () => {
    const title = 'Prairie Hearth Property Management in Regina, Saskatoon and Moose Jaw';
    const result = seoSchema.safeParse({ ...seoJson, title });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'title',
        `title is ${title.length} characters long: search results cut titles after 60, so shorten it to 60 or fewer.`,
      ],
    ]);
  });

  it('limits the description to 160 characters', () => {
    const result = seoSchema.safeParse({ ...seoJson, description: 'word '.repeat(40) });
    expect(result.error?.issues[0]?.message).toMatch(/^description is 199 characters long: .* 160 or fewer\.$/);
  });

  it('names a missing artwork file and a malformed colour', () => {
    const result = seoSchema.safeParse({ ...seoJson, icon: './images/missing.svg', themeColour: 'blue' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['themeColour', 'icon']);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'icon')?.message).toMatch(
      /"\.\/images\/missing\.svg" does not exist/,
    );
  });
});

describe('web manifest and robots.txt', () => {
  const manifestInput = {
    site: 'https://prairiehearth.example',
    name: 'Prairie Hearth Property Management',
    shortName: 'Prairie Hearth',
    description: 'Property management in Regina, Saskatoon & Moose Jaw: 100% local.',
    themeColour: '#1d4ed8',
    backgroundColour: '#ffffff',
    icons: [192, 512].map((size) => ({ src: `/icon-${size}.png`, size })),
  };

  it('lists 192 and 512 px icons, the name and the theme colour, at absolute addresses', () => {
    const manifest = buildWebManifest(manifestInput);
    expect(manifest).toMatchObject({
      name: 'Prairie Hearth Property Management',
      short_name: 'Prairie Hearth',
      theme_color: '#1d4ed8',
      id: 'https://prairiehearth.example/',
      start_url: 'https://prairiehearth.example/',
      scope: 'https://prairiehearth.example/',
    });
    expect(manifest.icons).toEqual([
      { src: 'https://prairiehearth.example/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'https://prairiehearth.example/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    expect(() => buildWebManifest({ ...manifestInput, site: undefined })).toThrow(/`site` is not set/);
  });

  it('travels as a data: URL that reads back to the same manifest', () => {
    const manifest = buildWebManifest(manifestInput);
    const url = webManifestUrl(manifest);
    const prefix = 'data:application/manifest+json,';
    expect(url.startsWith(prefix)).toBe(true);
    // `#` would end the URL at the theme colour and `%` would be read as an escape.
    expect(url.slice(prefix.length)).not.toMatch(/[#&"]|%(?![0-9A-F]{2})/);
    expect(JSON.parse(decodeURIComponent(url.slice(prefix.length)))).toEqual(manifest);
  });

  it('gives robots.txt an absolute Sitemap line from `site`, and keeps crawlers out of the editor', () => {
    expect(buildRobotsTxt(new URL('https://www.example.ca/'))).toBe(
      `User-agent: *\nAllow: /\nDisallow: ${editorPath}\n\nSitemap: https://www.example.ca/sitemap-index.xml\n`,
    );
    expect(() => buildRobotsTxt(undefined)).toThrow(/`site` is not set/);
  });
});

describe('brand assets', () => {
  it('writes an .ico whose directory points at each PNG', async () => {
    const logo = readFileSync(contentFile('./images/logo-mark.svg'));
    const images = await Promise.all(
      faviconIcoSizes.map(async (size) => ({ size, png: await rasterise(logo, { width: size, height: size }) })),
    );
    const ico = encodeIco(images);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    images.forEach(({ size, png }, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(ico.subarray(offset, offset + length).equals(png)).toBe(true);
    });
    expect(() => encodeIco([{ size: 300, png: Buffer.alloc(1) }])).toThrow(RangeError);
  });

  it('rasterises the 64 px SVG logo sharply at 512 px and flattens when asked', async () => {
    const logo = readFileSync(contentFile('./images/logo-mark.svg'));
    const big = await sharp(await rasterise(logo, { width: 512, height: 512 })).metadata();
    expect([big.format, big.width, big.height, big.hasAlpha]).toEqual(['png', 512, 512, true]);
    const opaque = await sharp(await rasterise(logo, { width: 180, height: 180, background: '#1d4ed8' })).metadata();
    expect([opaque.width, opaque.hasAlpha]).toEqual([180, false]);
  });

  it('serves the manifest icons under the paths the head and manifest link to', () => {
    expect(brandAssetPaths.manifestIcon(192)).toBe('/icon-192.png');
    expect(brandAssetPaths.manifestIcon(512)).toBe('/icon-512.png');
  });
});
