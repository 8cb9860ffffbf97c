/**
 * The browser editor's configuration (Sveltia CMS at /admin/), generated at build time from the table of
 * collections and the zod schemas, so its forms cannot drift from what the build accepts.
 */
import { posix } from 'node:path';
import type { CmsConfig, Field } from '@sveltia/cms';
import { contentCollections, picturePathOutsideBuild, type ContentCollection } from '~/schemas/content-collections';
import { contentRoot } from '~/schemas/shared';
import { brandAssetPaths } from './brand-assets';
import { fieldsOf } from './editor-fields';

/** Where the editor's backend lives: the Git host's repository and branch (src/lib/settings.ts). */
export interface EditorBackend {
  /** "owner/name" on GitHub, or undefined when not set (then only local editing works). */
  repository: string | undefined;
  /** Name of the project folder, which the sign-in page asks to pick when no repository is set. */
  localFolder: string;
  /** Branch the editor reads and commits to. */
  branch: string;
}

/** content/ as the editor names it: a path from the project root. */
const contentFolder = posix.normalize(contentRoot);
/** Where pictures are kept; an upload goes there. */
const picturesFolder = `${contentFolder}/images`;

/** A collection's file or folder, from the project root. */
const pathOf = (collection: ContentCollection) => `${contentFolder}/${collection.path}`;

/**
 * Where an upload is stored (media_folder, "/" = from the project root), and how a content file in
 * `folder` names it (public_folder): relative to that file, as the schemas and Astro expect.
 */
const pictures = (folder: string) => ({
  media_folder: `/${picturesFolder}`,
  public_folder: posix.relative(folder, picturesFolder).replace(/^(?!\.)/, './'),
});

/** The editor's field for the text under a Markdown file's front matter. */
const bodyField = ({ body }: Extract<ContentCollection, { body: unknown }>): Field =>
  ({
    name: 'body',
    label: body.label,
    // A plain text (a prompt) stays exactly as written; the Markdown editor would reformat it.
    widget: body.format === 'markdown' ? 'markdown' : 'text',
    ...(body.hint ? { hint: body.hint } : {}),
    ...(body.maxLength ? { maxlength: body.maxLength } : {}),
  }) as Field;

/** One collection as an entry of a file collection (a single JSON file, a JSON list, a Markdown file). */
function editorFile(name: string, collection: ContentCollection) {
  const file = pathOf(collection);
  const schema = collection.schema(picturePathOutsideBuild);
  const common = { name, label: collection.label, file, ...pictures(posix.dirname(file)) };
  switch (collection.kind) {
    case 'json-file':
      return { ...common, format: 'json', fields: fieldsOf(schema) };
    case 'json-list':
      return {
        ...common,
        format: 'json',
        // The file itself is the list (a JSON array); each entry's fields come from the schema, and
        // each entry is known by its `id`, which Astro's list loader requires.
        fields: [
          {
            name: 'items',
            label: collection.label,
            widget: 'list',
            root: true,
            min: collection.minEntries,
            summary: '{{fields.id}}',
            fields: fieldsOf(schema, name),
          } as Field,
        ],
      };
    case 'markdown-file':
      return { ...common, format: 'frontmatter', fields: [...fieldsOf(schema), bodyField(collection)] };
    case 'markdown-folder':
      throw new Error(`cms-config: ${name} is a folder, which the editor shows as a collection of its own.`);
  }
}

/** A folder of Markdown files as a collection of its own: editors add, list and sort its files. */
function editorFolder(name: string, collection: Extract<ContentCollection, { kind: 'markdown-folder' }>) {
  const folder = pathOf(collection);
  return {
    name,
    label: collection.label,
    label_singular: collection.itemLabel,
    folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: `{{fields.${collection.fileNameField}}}`,
    summary: collection.listedBy.map((field) => `{{${field}}}`).join(' · '),
    sortable_fields: [...collection.listedBy],
    ...pictures(folder),
    fields: [...fieldsOf(collection.schema(picturePathOutsideBuild)), bodyField(collection)],
  };
}

/** The editor's groups of single files, by the kind of file: lists, and everything else. */
const fileGroups = [
  { name: 'lists', label: 'Lists', kinds: ['json-list'] },
  { name: 'settings', label: 'Texts and settings', kinds: ['json-file', 'markdown-file'] },
] as const satisfies readonly { name: string; label: string; kinds: readonly ContentCollection['kind'][] }[];

/**
 * The whole editor configuration, generated from the table of content collections
 * (src/schemas/content-collections.ts): every collection the build reads is editable here.
 * Pictures go into content/images/ and are written into the content file as a path relative to
 * that file, which is what the schemas and Astro's image pipeline expect.
 *
 * Which files it offers and how they are grouped come from the table of collections
 * (src/schemas/content-collections.ts), so every collection the build reads is editable; each form's
 * fields come from the same zod schemas that check content/ (editor-fields.ts).
 */
export function buildCmsConfig(backend: EditorBackend, siteUrl: string): CmsConfig {
  const all = Object.entries(contentCollections) as [string, ContentCollection][];
  const folders = all.flatMap(([name, collection]) =>
    collection.kind === 'markdown-folder' ? [editorFolder(name, collection)] : [],
  );
  const groups = fileGroups.map(({ name, label, kinds }) => ({
    name,
    label,
    files: all
      .filter(([, collection]) => (kinds as readonly string[]).includes(collection.kind))
      .map(([fileName, collection]) => editorFile(fileName, collection)),
  }));
  return {
    backend: {
      name: 'github',
      // Without a repository only "Work with Local Repository" works; the editor then asks for the
      // project folder by this name.
      repo: backend.repository ?? `local/${backend.localFolder}`,
      branch: backend.branch,
      // Editors sign in with a GitHub access token of their own (docs/browser-editor.md). "Sign In with
      // GitHub" would need an OAuth helper service deployed beside the site, which this static site
      // does not have: offered, it only ends in an error, so it is not offered.
      auth_methods: ['token'],
    },
    app_title: 'Site editor',
    // The company's logo, the icon the build generates from content/seo.json (the page header shows
    // the same), on the sign-in page, in the editor's header and as its tab icon, instead of the
    // editor's own. Same origin, so the editor's policy allows it (img-src and connect-src 'self': the
    // editor also fetches it to make its app icons).
    logo: { src: brandAssetPaths.faviconSvg },
    // An optional field left empty is left out of the file, as the schemas expect ("opens": "" would
    // be refused by the build).
    output: { omit_empty_optional_fields: true },
    site_url: siteUrl,
    // Defaults only; every collection and file sets its own, relative to its files.
    media_folder: picturesFolder,
    public_folder: `/${picturesFolder}`,
    collections: [...folders, ...groups],
  } as CmsConfig;
}
