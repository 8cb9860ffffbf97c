/**
 * The browser editor's configuration is generated from the content schemas; these checks make sure
 * the generation keeps every field and every rule, so the forms refuse what the build would refuse
 * and accept the content the build accepts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Field } from '@sveltia/cms';
import { buildCmsConfig, editableContent } from '~/lib/cms-config';
import { iconNames } from '~/schemas/shared';

const config = buildCmsConfig(
  { repository: 'prairie-hearth/website', branch: 'content', localFolder: 'website' },
  'https://example.ca',
);
type AnyField = Field & Record<string, unknown>;
const collections = (config.collections ?? []) as unknown as {
  name: string;
  folder?: string;
  fields?: AnyField[];
  files?: { name: string; file: string; fields: AnyField[] }[];
}[];
const fileFields = (name: string) =>
  collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === name)!.fields;
const listItemFields = (name: string) => fileFields(name)[0]!.fields as AnyField[];
const field = (fields: AnyField[], path: string): AnyField =>
  path.split('.').reduce<AnyField>((found, name, index) => {
    const within = index === 0 ? fields : ((found.fields as AnyField[] | undefined) ?? [found.field as AnyField]);
    const next = within.find((each) => each.name === name);
    if (!next) throw new Error(`no field ${path}`);
    return next;
  }, {} as AnyField);
const patternOf = (each: AnyField) => {
  const [source, message] = each.pattern as [string, string];
  return { regex: new RegExp(source), message };
};

/** Names of a schema's fields at every level, as paths, for comparison with the editor's fields. */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'optional' || def.type === 'default') return schemaPaths(def.innerType, prefix);
  if (def.type === 'pipe')
    return schemaPaths(
      (def.in as { _zod: { def: { type: string } } })._zod.def.type === 'transform' ? def.out : def.in,
      prefix,
    );
  if (def.type === 'array') return schemaPaths(def.element, prefix);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, child]) => [
    `${prefix}${name}`,
    ...schemaPaths(child, `${prefix}${name}.`),
  ]);
}
function fieldPaths(fields: AnyField[], prefix = ''): string[] {
  return fields.flatMap((each) => [
    `${prefix}${each.name}`,
    ...fieldPaths((each.fields as AnyField[] | undefined) ?? [], `${prefix}${each.name}.`),
  ]);
}

describe('the editor configuration generated from the schemas', () => {
  it('offers every field of every content file, and no other', () => {
    for (const { name, schema } of editableContent.files) {
      expect(fieldPaths(fileFields(name)), name).toEqual(schemaPaths(schema));
    }
    for (const { name, schema } of editableContent.lists) {
      expect(fieldPaths(listItemFields(name)), name).toEqual(schemaPaths(schema));
    }
    const sections = collections.find((collection) => collection.name === 'sections')!;
    expect(sections.folder).toBe('content/sections');
    expect(fieldPaths(sections.fields!)).toEqual([...schemaPaths(editableContent.sections.schema), 'body']);
    expect(field(sections.fields!, 'body').widget).toBe('markdown');
  });

  it('limits a rating to whole stars from 1 to 5, with the build message', () => {
    expect(field(listItemFields('testimonials'), 'rating')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
    });
    expect(fileFields('testimonials')[0]).toMatchObject({ widget: 'list', root: true, min: 1 });
  });

  it('checks an email address, a phone number and a web address with the build messages', () => {
    const email = patternOf(field(fileFields('site'), 'email'));
    expect(email.regex.test('hello@example.ca')).toBe(true);
    expect(email.regex.test('hello-at-example')).toBe(false);
    expect(email.message).toBe('email must be an email address such as "hello@example.ca".');
    const e164 = patternOf(field(fileFields('site'), 'phone.e164'));
    expect(e164.regex.test('+13065550142')).toBe(true);
    expect(e164.regex.test('306-555-0142')).toBe(false);
    const url = patternOf(field(fileFields('site'), 'bureau.url'));
    expect(url.regex.test('https://www.bbb.org/x')).toBe(true);
    expect(url.regex.test('http://www.bbb.org/x')).toBe(false);
  });

  it('requires every placeholder of a template at once', () => {
    const slideLabel = patternOf(field(fileFields('carouselText'), 'slideLabel'));
    expect(slideLabel.regex.test('{n} of {total}')).toBe(true);
    expect(slideLabel.regex.test('{n} of all')).toBe(false);
    expect(slideLabel.regex.test('one of {total}')).toBe(false);
  });

  it('offers fixed choices as selects, optional fields as optional, pictures as uploads', () => {
    expect(field(fileFields('commercialCleaning'), 'services.icon')).toMatchObject({
      widget: 'select',
      options: [...iconNames],
    });
    const sections = collections.find((collection) => collection.name === 'sections')!.fields!;
    expect(field(sections, 'navPlacement')).toMatchObject({
      widget: 'select',
      options: ['bar', 'more'],
      default: 'bar',
      required: false,
    });
    expect(field(sections, 'image')).toMatchObject({ widget: 'image', required: false });
    expect(field(listItemFields('propertyServices'), 'image').widget).toBe('image');
    expect(field(fileFields('site'), 'bureau.seal').widget).toBe('image');
    expect(field(fileFields('site'), 'businessHours.dayOfWeek')).toMatchObject({ widget: 'select', multiple: true });
    expect(field(fileFields('site'), 'businessHours')).toMatchObject({ widget: 'list', min: 1 });
  });

  it('accepts every value of the sample content', () => {
    const check = (fields: AnyField[], data: Record<string, unknown>, where: string) => {
      for (const each of fields) {
        const value = data[each.name];
        if (value === undefined) continue;
        if (each.pattern && typeof value === 'string')
          expect(patternOf(each).regex.test(value), `${where}.${each.name}`).toBe(true);
        if (each.widget === 'object') check(each.fields as AnyField[], value as Record<string, unknown>, where);
        if (each.widget === 'list' && each.fields)
          for (const item of value as Record<string, unknown>[]) check(each.fields as AnyField[], item, where);
      }
    };
    const read = (file: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8'));
    for (const { name, file } of editableContent.files) check(fileFields(name), read(file), file);
    for (const { name, file } of editableContent.lists)
      for (const item of read(file)) check(listItemFields(name), item, file);
  });

  it('commits to the repository and branch from the settings, and stores pictures in content/images', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'prairie-hearth/website', branch: 'content' });
    expect(config.media_folder).toBe('content/images');
  });
});
