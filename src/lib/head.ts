/**
 * The document head as data (rendered by src/components/seo/Head.astro), with the web manifest and
 * robots.txt, which say the same things to other readers.
 */
import { titleMaxLength, descriptionMaxLength } from '~/schemas/seo';
import { editorPath } from './editor-path';

/** One element of <head>: its tag name, its attributes and, for <title>, its text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'title';
  attrs: Record<string, string>;
  content?: string;
}

/** The public paths of the generated icons and social card (see src/lib/build/brand-assets.ts). */
export interface HeadAssets {
  faviconSvg: string;
  faviconIco: string;
  faviconIcoSizes: readonly number[];
  appleTouchIcon: string;
  /** The web manifest's address: a `data:` URL from {@link webManifestUrl}. */
  manifest: string;
  sitemap: string;
  socialImage: { path: string; width: number; height: number; alt: string };
}

export interface HeadInput {
  /** The canonical origin (`site` in astro.config.mjs, overridden by `SITE_URL`). */
  site: URL | string | undefined;
  /** Path of the page, for example "/". */
  pathname: string;
  title: string;
  description: string;
  /** The company name, for `og:site_name`. */
  siteName: string;
  /** For example "en_CA". */
  locale: string;
  themeColour: string;
  assets: HeadAssets;
  /**
   * Pages that must stay out of search results (the 404 page): `noindex` and no canonical link, since
   * the same markup is served at every missing address.
   */
  noindex?: boolean;
}

/** Resolves a path against the site's origin, failing clearly when `site` is not set. */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
  if (!site) {
    throw new Error(
      'head: `site` is not set in astro.config.mjs (or SITE_URL); canonical and social-card links must be absolute.',
    );
  }
  return new URL(path, site).href;
}

/** Every head tag of a page, in the order they are written: charset first, as the HTML spec asks. */
export function buildHead(input: HeadInput): HeadTag[] {
  const { site, pathname, title, description, siteName, locale, themeColour, assets, noindex = false } = input;
  // The schema enforces these for editors; this guards pages that pass their own text.
  if (title.length > titleMaxLength)
    throw new Error(`head: the title "${title}" is longer than ${titleMaxLength} characters.`);
  if (description.length > descriptionMaxLength) {
    throw new Error(`head: the description of ${pathname} is longer than ${descriptionMaxLength} characters.`);
  }
  const pageUrl = absoluteUrl(pathname, site);
  const image = assets.socialImage;
  const imageUrl = absoluteUrl(image.path, site);
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: value, content },
  });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });

  return [
    { tag: 'meta', attrs: { charset: 'utf-8' } },
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    { tag: 'title', attrs: {}, content: title },
    meta('name', 'description', description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : [link({ rel: 'canonical', href: pageUrl })]),
    meta('name', 'theme-color', themeColour),

    link({
      rel: 'icon',
      href: assets.faviconIco,
      sizes: assets.faviconIcoSizes.map((size) => `${size}x${size}`).join(' '),
    }),
    link({ rel: 'icon', href: assets.faviconSvg, type: 'image/svg+xml' }),
    link({ rel: 'apple-touch-icon', href: assets.appleTouchIcon }),
    link({ rel: 'manifest', href: assets.manifest }),
    link({ rel: 'sitemap', href: assets.sitemap, type: 'application/xml' }),

    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),

    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

export interface WebManifestInput {
  /** The canonical origin: a manifest in a `data:` URL has no address of its own to resolve paths against. */
  site: URL | string | undefined;
  name: string;
  shortName: string;
  description: string;
  themeColour: string;
  backgroundColour: string;
  icons: { src: string; size: number }[];
}

/** The web manifest: a pinned or installed site opens the page in the browser with our colours. */
export function buildWebManifest(input: WebManifestInput) {
  const home = absoluteUrl('/', input.site);
  return {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: 'en-CA',
    id: home,
    start_url: home,
    scope: home,
    // A brochure site, not an app: keep the address bar so visitors can share and navigate.
    display: 'browser',
    theme_color: input.themeColour,
    background_color: input.backgroundColour,
    icons: input.icons.map(({ src, size }) => ({
      src: absoluteUrl(src, input.site),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/**
 * The manifest as a `data:` URL for its `<link>`, not a file: Chromium fetches a linked manifest
 * during every page load (to decide whether the site can be installed), a request that competes with
 * the page's own on a slow phone, and that Lighthouse's model puts on the path to the largest paint
 * (LCP 908 → 852 ms without it, in one load's simulation). In the head it costs about 400 bytes gzip
 * and no request. Its paths are absolute because a `data:` URL is no base to resolve them against.
 */
export function webManifestUrl(manifest: ReturnType<typeof buildWebManifest>): string {
  return `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`;
}

/** Path of the sitemap index @astrojs/sitemap writes. */
export const sitemapPath = '/sitemap-index.xml';

/** robots.txt: every crawler may read everything but the editor; the sitemap line must be absolute. */
export function buildRobotsTxt(site: URL | string | undefined): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${editorPath}`,
    '',
    `Sitemap: ${absoluteUrl(sitemapPath, site)}`,
    '',
  ].join('\n');
}
