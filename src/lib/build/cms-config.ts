/**
 * The browser editor's configuration (Sveltia CMS, served at /admin/), generated at build time from
 * the same zod schemas that check content/ (src/schemas/), so the editor's forms cannot drift from
 * what the build accepts: every field, whether it is required, its pattern, its limits and its
 * choices come from the schema, and the messages the form shows are the schema's own. Which files
 * it offers, and how they are grouped, comes from the table of collections
 * (src/schemas/content-collections.ts), so every collection the build reads is editable; labels,
 * help lines and multi-line boxes come from the schemas' `.meta()`.
 *
 * The zod definitions are read through their public `def` objects; a kind of schema this module
 * does not know fails the build (see `unsupported`) instead of giving a field without its rules.
 */
import { posix } from 'node:path';
import { z } from 'astro/zod';
import type { CmsConfig, Field } from '@sveltia/cms';
import { contentCollections, picturePathOutsideBuild, type ContentCollection } from '../../schemas/content-collections';
import { brandAssetPaths } from './brand-assets';
import { contentRoot } from '../../schemas/shared';

/** Where the editor's backend lives: the Git host's repository and branch (src/lib/settings.ts). */
export interface EditorBackend {
  /** "owner/name" on GitHub, or undefined when not set (then only local editing works). */
  repository: string | undefined;
  /** Name of the project folder, which the sign-in page asks to pick when no repository is set. */
  localFolder: string;
  /** Branch the editor reads and commits to. */
  branch: string;
}

/** "serviceAreas" → "Service areas": labels editors can read. */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Internal shapes of zod's definitions that this module reads. */
interface Check {
  _zod: {
    def: {
      check: string;
      format?: string;
      pattern?: RegExp;
      includes?: string;
      minimum?: number;
      maximum?: number;
      value?: number;
      inclusive?: boolean;
      error?: (issue: { input: unknown }) => string | undefined;
    };
  };
}
interface Def {
  type: string;
  checks?: Check[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  format?: string;
  pattern?: RegExp;
  error?: (issue: { input: unknown }) => string | undefined;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The message a check gives for a wrong value: the schema's own words for the editor. */
const messageOf = (error: Def['error'], fallback: string) => error?.({ input: '' }) ?? fallback;

function unsupported(path: string, kind: string): never {
  throw new Error(`cms-config: ${path} is a ${kind} schema, which the editor's configuration cannot express yet.`);
}

/** What a schema says about itself for the editor, through zod's `.meta()` (see src/schemas/shared.ts). */
interface EditorMeta {
  /** The field's label, where its name alone would read badly ("e164"). */
  title?: string;
  /** A line of help under the field. */
  description?: string;
  /** A paragraph rather than a line: a multi-line box. */
  multiline?: boolean;
  /** A day written as year-month-day: a date picker. */
  calendarDate?: boolean;
  /** A picture (`picturePathOutsideBuild`). */
  picture?: boolean;
}

/**
 * Strips optional/default/preprocess wrappers; says whether the field may be left out, its default,
 * and the metadata of every layer (an outer layer's wins).
 */
function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean; defaultValue?: unknown; meta: EditorMeta } {
  let core = schema;
  let optional = false;
  let defaultValue: unknown;
  let meta: EditorMeta = {};
  for (;;) {
    meta = { ...(core.meta() as EditorMeta | undefined), ...meta };
    const def = defOf(core);
    if (def.type === 'optional' && def.innerType) {
      optional = true;
      core = def.innerType;
    } else if (def.type === 'default' && def.innerType) {
      optional = true;
      defaultValue = def.defaultValue;
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // A preprocess step (a picture's existence check) feeds the schema that holds the rules.
      core = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else {
      return { core, optional, defaultValue, meta };
    }
  }
}

/**
 * A regular expression as the source text the configuration file can hold; its flags become an
 * inline modifier group such as `(?i:menu)`, which every current browser understands.
 */
function withFlags(pattern: RegExp, path: string): string {
  if (!pattern.flags) return pattern.source;
  if (/[^ims]/.test(pattern.flags)) unsupported(path, `/${pattern.flags} pattern`);
  return `(?${pattern.flags}:${pattern.source})`;
}

/** The patterns a text must match, each with its message, as one regular expression for the form. */
function textRules(def: Def, path: string): Partial<Field> {
  const rules: { pattern: string; message: string }[] = [];
  const field: Record<string, unknown> = {};
  if (def.format === 'email' && def.pattern) {
    rules.push({ pattern: def.pattern.source, message: messageOf(def.error, `${path} must be an email address.`) });
  } else if (def.format === 'url') {
    rules.push({ pattern: '^https://\\S+$', message: messageOf(def.error, `${path} must start with https://.`) });
  } else if (def.format) {
    unsupported(path, `${def.format} text`);
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'overwrite') continue; // trimming: nothing for the form to check
    // A refinement that looks beyond the value (a picture file exists): only the build can check it.
    if (c.check === 'custom') continue;
    // A minimum of one character is what `required` already says; the form shows longer minimums.
    if (c.check === 'min_length') field.minlength = c.minimum === 1 ? undefined : c.minimum;
    else if (c.check === 'max_length') field.maxlength = c.maximum;
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern)
      rules.push({ pattern: withFlags(c.pattern, path), message: messageOf(c.error, `${path} has the wrong form.`) });
    else if (c.check === 'string_format' && c.format === 'includes' && c.includes !== undefined)
      rules.push({
        pattern: c.includes.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        message: messageOf(c.error, `${path} must contain ${c.includes}.`),
      });
    else unsupported(path, `${c.check} check on a text`);
  }
  const [only] = rules;
  if (rules.length === 1 && only) field.pattern = [only.pattern, only.message];
  // Several rules at once: every one must hold, so each becomes a lookahead of one expression.
  else if (rules.length > 1)
    field.pattern = [
      `^${rules.map(({ pattern }) => `(?=[\\s\\S]*?(?:${pattern}))`).join('')}`,
      rules.map(({ message }) => message).join(' '),
    ];
  return field as Partial<Field>;
}

/** One schema field as an editor field (widget, rules, label). */
export function fieldFor(name: string, schema: z.ZodType, path = name): Field {
  const { core, optional, defaultValue, meta } = unwrap(schema);
  const def = defOf(core);
  const base = {
    name,
    label: meta.title ?? labelOf(name),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(optional ? { required: false } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  switch (def.type) {
    case 'string': {
      if (meta.picture) return { ...base, widget: 'image' } as Field;
      // The picker stores the day as the schema reads it; the schema still checks it is a real one.
      if (meta.calendarDate) return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as Field;
      return { ...base, widget: meta.multiline ? 'text' : 'string', ...textRules(def, path) } as Field;
    }
    case 'number': {
      const field: Record<string, unknown> = { ...base, widget: 'number', value_type: 'float' };
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'number_format') field.value_type = 'int';
        else if (c.check === 'greater_than' && c.inclusive) field.min = c.value;
        else if (c.check === 'less_than' && c.inclusive) field.max = c.value;
        else unsupported(path, `${c.check} check on a number`);
      }
      // z.int() is a number with the integer format on the definition itself.
      if (def.format === 'safeint' || def.format === 'int32') field.value_type = 'int';
      return field as Field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean' } as Field;
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries ?? {}) } as Field;
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(core, path) } as Field;
    case 'array': {
      const limits: Record<string, unknown> = {};
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'min_length') limits.min = c.minimum;
        else if (c.check === 'max_length') limits.max = c.maximum;
        else unsupported(path, `${c.check} check on a list`);
      }
      const element = def.element ?? unsupported(path, 'list without element');
      const { core: item } = unwrap(element);
      const itemDef = defOf(item);
      if (itemDef.type === 'enum')
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: Object.values(itemDef.entries ?? {}),
          ...limits,
        } as Field;
      if (itemDef.type === 'object')
        return { ...base, widget: 'list', fields: fieldsOf(item, `${path}[]`), ...limits } as Field;
      return { ...base, widget: 'list', field: fieldFor('item', element, `${path}[]`), ...limits } as Field;
    }
    default:
      return unsupported(path, def.type);
  }
}

/** The fields of an object schema, in the schema's order. */
function fieldsOf(schema: z.ZodType, path = ''): Field[] {
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape) return unsupported(path || 'the entry', def.type);
  return Object.entries(def.shape).map(([name, field]) => fieldFor(name, field, path ? `${path}.${name}` : name));
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
