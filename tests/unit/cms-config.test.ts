/**
 * The browser editor's configuration is generated from the content schemas; these checks make sure
 * the generation keeps every field and every rule, so the forms refuse what the build would refuse
 * and accept the content the build accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import type { Field } from '@sveltia/cms';
import { collections as astroCollections } from '~/content.config';
import { brandAssetPaths } from '~/lib/build/brand-assets';
import { buildCmsConfig } from '~/lib/build/cms-config';
import { fieldFor } from '~/lib/build/editor-fields';
import { readFrontMatter } from '~/lib/content/front-matter';
import { contentCollections, type ContentCollection } from '~/schemas/content-collections';
import { adminCspDirectives, parseCsp } from '~/lib/security-policy';
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
  files?: { name: string; file: string; format: string; fields: AnyField[] }[];
}[];
const editorFiles = collections.flatMap((collection) => collection.files ?? []);
const fileFields = (name: string) => editorFiles.find((file) => file.name === name)!.fields;
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

/** Astro's `image()` stand-in for reading a schema's shape here. */
const image = (() => z.string()) as unknown as ImageFunction;
/** Every collection the build reads, as content.config.ts gives it to Astro, with its table entry. */
const buildCollections = Object.keys(astroCollections).map((name) => {
  const collection: ContentCollection | undefined = contentCollections[name as keyof typeof contentCollections];
  if (!collection) throw new Error(`content.config.ts defines ${name}, which the table of collections lacks`);
  return { name, collection, path: `content/${collection.path}`, schema: collection.schema(image) };
});

describe('the editor configuration generated from the schemas', () => {
  it('offers every collection the build reads, each at its path, with every field and no other', () => {
    expect(buildCollections.length).toBeGreaterThan(0);
    const offered = [...collections.filter((collection) => collection.folder), ...editorFiles].map(({ name }) => name);
    expect(offered.toSorted()).toEqual(buildCollections.map(({ name }) => name).toSorted());
    for (const { name, collection, path, schema } of buildCollections) {
      if (collection.kind === 'markdown-folder') {
        const folder = collections.find((each) => each.name === name)!;
        expect(folder.folder, name).toBe(path);
        expect(fieldPaths(folder.fields!), name).toEqual([...schemaPaths(schema), 'body']);
        continue;
      }
      const file = editorFiles.find((each) => each.name === name)!;
      expect(file.file, name).toBe(path);
      if (collection.kind === 'json-list') expect(fieldPaths(listItemFields(name)), name).toEqual(schemaPaths(schema));
      else if (collection.kind === 'json-file') expect(fieldPaths(file.fields), name).toEqual(schemaPaths(schema));
      else expect(fieldPaths(file.fields), name).toEqual([...schemaPaths(schema), 'body']);
    }
  });

  it('edits section copy as Markdown and the voice prompt as plain text, keeping its placeholders', () => {
    const sections = collections.find((collection) => collection.name === 'sections')!;
    expect(field(sections.fields!, 'body').widget).toBe('markdown');
    expect(field(fileFields('agent'), 'body')).toMatchObject({ widget: 'text', label: 'Prompt' });
    expect(editorFiles.find((file) => file.name === 'agent')!.format).toBe('frontmatter');
    expect(field(fileFields('agent'), 'firstMessage').hint).toContain('{{brand}}');
  });

  it("offers the assistant's recording setting as a switch, and checks its notice as the build does", () => {
    expect(field(fileFields('agent'), 'recording')).toMatchObject({ widget: 'boolean', label: 'Record calls' });
    expect(field(fileFields('agent'), 'recording')).not.toHaveProperty('required');
    expect(fieldFor('shown', z.boolean().optional())).toEqual({
      name: 'shown',
      label: 'Shown',
      widget: 'boolean',
      required: false,
    });
    const notice = field(fileFields('agent'), 'notice');
    expect(notice).toMatchObject({ widget: 'text', maxlength: 200 });
    expect(patternOf(notice).regex.test('Recorded. See our {privacy}.')).toBe(true);
    expect(patternOf(notice).regex.test('Recorded. See our privacy notice.')).toBe(false);
    expect(patternOf(notice).message).toMatch(/^notice must contain \{privacy\}/);
  });

  it('edits the privacy statement as Markdown, and its date with a date picker that stores year-month-day', () => {
    expect(editorFiles.find((file) => file.name === 'privacy')!.format).toBe('frontmatter');
    expect(field(fileFields('privacy'), 'body')).toMatchObject({ widget: 'markdown', label: 'Statement' });
    expect(field(fileFields('privacy'), 'lastUpdated')).toEqual({
      name: 'lastUpdated',
      label: 'Last updated',
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
    });
    const contactLine = patternOf(field(fileFields('privacy'), 'contactLine'));
    expect(contactLine.regex.test('Email {email} or call {phone}.')).toBe(true);
    expect(contactLine.regex.test('Email {email}.')).toBe(false);
  });

  it('labels fields from their schema, and gives paragraphs a multi-line box', () => {
    expect(field(fileFields('site'), 'phone.e164').label).toBe('International form (E.164)');
    expect(field(fileFields('site'), 'serviceAreas').label).toBe('Service areas');
    expect(field(listItemFields('testimonials'), 'text').widget).toBe('text');
    expect(field(fileFields('commercialCleaning'), 'services.description').widget).toBe('text');
    expect(field(fileFields('commercialCleaning'), 'services.title').widget).toBe('string');
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

  it('offers the doors, the emergency line, the questions and answers and the new sections, from their schemas', () => {
    expect(field(fileFields('site'), 'portals')).toMatchObject({ widget: 'list', required: false, default: [] });
    expect(field(fileFields('site'), 'portals.audience')).toMatchObject({
      widget: 'select',
      options: ['tenants', 'owners', 'applicants'],
    });
    const doorUrl = patternOf(field(fileFields('site'), 'portals.url'));
    expect(doorUrl.regex.test('portal.example.ca/pay')).toBe(false);
    expect(doorUrl.message).toMatch(/^portals\[\]\.url must be a full https:\/\/ address/);
    expect(field(fileFields('site'), 'emergencyLine')).toMatchObject({ widget: 'object', required: false });
    expect(field(fileFields('site'), 'emergencyLine.when').widget).toBe('text');
    expect(patternOf(field(fileFields('site'), 'emergencyLine.phone.e164')).regex.test('306-555-0199')).toBe(false);
    expect(fieldPaths(fileFields('portalsText'))).toEqual([
      'audiences',
      'audiences.tenants',
      'audiences.owners',
      'audiences.applicants',
      'homesOnPage',
      'homesOnPage.label',
      'homesOnPage.description',
    ]);
    expect(field(fileFields('faq'), 'groups')).toMatchObject({ widget: 'list', min: 1 });
    expect(field(fileFields('faq'), 'groups.questions')).toMatchObject({ widget: 'list', min: 1 });
    expect(field(fileFields('faq'), 'groups.questions.answer')).toMatchObject({ widget: 'text', maxlength: 600 });
    expect(patternOf(field(fileFields('faq'), 'groups.questions.id')).regex.test('Pets!')).toBe(false);
    const sections = collections.find((collection) => collection.name === 'sections')!.fields!;
    expect(field(sections, 'design').options).toEqual(expect.arrayContaining(['portals', 'questions']));
  });

  it("offers the homes for rent as a folder, one file a home, with the build's rules and messages", () => {
    const homes = collections.find((collection) => collection.name === 'homes') as unknown as {
      folder: string;
      create: boolean;
      slug: string;
      summary: string;
      fields: AnyField[];
    };
    expect(homes).toMatchObject({ folder: 'content/homes', create: true, slug: '{{fields.id}}' });
    expect(homes.summary).toBe('{{status}} · {{available}} · {{street}}');
    expect(field(homes.fields, 'body')).toMatchObject({ widget: 'text', label: 'Description', maxlength: 320 });
    expect(field(homes.fields, 'status')).toMatchObject({
      widget: 'select',
      options: ['available', 'application-pending', 'leased'],
      default: 'available',
    });
    expect(field(homes.fields, 'rent')).toMatchObject({ widget: 'number', value_type: 'int', min: 100 });
    expect(field(homes.fields, 'bedrooms')).toMatchObject({ widget: 'number', value_type: 'int', min: 0, max: 9 });
    // Halves: the arrows step by one half, and the build still refuses 1.25.
    expect(field(homes.fields, 'bathrooms')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 1,
      step: 0.5,
    });
    expect(field(homes.fields, 'squareFeet')).toMatchObject({ widget: 'number', required: false });
    expect(field(homes.fields, 'available')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(field(homes.fields, 'photos')).toMatchObject({ widget: 'list', min: 1, max: 6 });
    expect(field(homes.fields, 'photos.image').widget).toBe('image');
    expect(field(homes.fields, 'pets').options).toEqual(['allowed', 'cats-only', 'none']);
    const applyUrl = patternOf(field(homes.fields, 'applyUrl'));
    expect(applyUrl.regex.test('http://portal.example.ca/apply')).toBe(false);
    expect(applyUrl.message).toMatch(/^applyUrl must be a full https:\/\/ address/);
    expect(patternOf(field(homes.fields, 'id')).regex.test('2341 Retallack')).toBe(false);
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
    const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
    for (const { name, collection, path } of buildCollections) {
      if (collection.kind === 'json-file') check(fileFields(name), JSON.parse(read(path)), path);
      if (collection.kind === 'json-list')
        for (const item of JSON.parse(read(path))) check(listItemFields(name), item, path);
      if (collection.kind === 'markdown-file')
        check(fileFields(name), readFrontMatter(read(path), path).data as Record<string, unknown>, path);
      if (collection.kind === 'markdown-folder')
        for (const file of readdirSync(resolve(import.meta.dirname, '../..', path)))
          check(
            collections.find((each) => each.name === name)!.fields!,
            readFrontMatter(read(`${path}/${file}`), file).data as Record<string, unknown>,
            `${path}/${file}`,
          );
    }
  });

  it("shows the company's logo, the site's generated icon, which the editor's policy lets it load", () => {
    expect(config.logo).toEqual({ src: brandAssetPaths.faviconSvg });
    const site = 'https://example.ca';
    expect(new URL(config.logo!.src!, site).origin, 'the logo is served by the site itself').toBe(site);
    const policy = parseCsp(adminCspDirectives.join('; '));
    expect(policy.get('img-src')).toContain("'self'");
    // The editor fetches the logo to make its own app icons.
    expect(policy.get('connect-src')).toContain("'self'");
  });

  it('commits to the repository and branch from the settings, and stores pictures in content/images', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'prairie-hearth/website', branch: 'content' });
    expect(config.media_folder).toBe('content/images');
  });

  it('offers the sign-in with an access token only: "Sign In with GitHub" needs a helper service the site does not have', () => {
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
  });
});
