/** Each schema field as the browser editor's field: its widget, label, rules and messages. */
import type { Field } from '@sveltia/cms';
import type { z } from 'astro/zod';
import { defOf, messageOf, unsupported, unwrap, type Def } from './editor-schema-reader';

/** "serviceAreas" → "Service areas": labels editors can read. */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

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
        // The arrows step by it; the build still refuses any other value.
        else if (c.check === 'multiple_of') field.step = c.value;
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
export function fieldsOf(schema: z.ZodType, path = ''): Field[] {
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape) return unsupported(path || 'the entry', def.type);
  return Object.entries(def.shape).map(([name, field]) => fieldFor(name, field, path ? `${path}.${name}` : name));
}
