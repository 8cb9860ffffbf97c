/**
 * Reads what a zod schema says about a field for the browser editor: through zod's public `def`
 * objects and `.meta()`. A kind of schema the editor cannot express fails the build (`unsupported`)
 * instead of giving a field without its rules.
 */
import type { z } from 'astro/zod';

/** Internal shapes of zod's definitions that this module reads. */
export interface Check {
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
export interface Def {
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
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The message a check gives for a wrong value: the schema's own words for the editor. */
export const messageOf = (error: Def['error'], fallback: string) => error?.({ input: '' }) ?? fallback;

export function unsupported(path: string, kind: string): never {
  throw new Error(`cms-config: ${path} is a ${kind} schema, which the editor's configuration cannot express yet.`);
}

/** What a schema says about itself for the editor, through zod's `.meta()` (see src/schemas/shared.ts). */
export interface EditorMeta {
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
export function unwrap(schema: z.ZodType): {
  core: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
  meta: EditorMeta;
} {
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
