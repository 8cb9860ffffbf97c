/**
 * The content slips `npm run dev` keeps and shows: each in the build's words with the place to fix
 * (tests/e2e/dev-slips.spec.ts sees them in the browser), kept once per place, and told to the dev
 * server when one comes or goes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  clearSlip,
  clearSlipsIn,
  contentSlips,
  entrySlip,
  fileSlip,
  onSlipsChange,
  recordSlip,
  slipsDigest,
  slipsError,
} from '~/lib/content/content-slips';
import { ContentFileError } from '~/schemas/content-file-error';

const root = mkdtempSync(join(tmpdir(), 'content-slips-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  return join(root, path);
};

const testimonial = (id: string, rating: number) => ({
  id,
  name: 'A Client',
  role: 'Tenant',
  location: 'Regina',
  rating,
  text: 'Good.',
  initials: 'AC',
  colour: 'blue',
});

describe('an entry’s slip', () => {
  it('in a list: the file, the entry by its place, the field and the schema’s words, at the field’s line', () => {
    const list = [testimonial('first', 5), testimonial('second', 6)];
    const file = write('content/testimonials.json', `${JSON.stringify(list, null, 2)}\n`);
    const slip = entrySlip('testimonials', { id: 'second', data: list[1], filePath: file }, root, new Error('refused'));
    expect(slip).toEqual({
      message:
        'content/testimonials.json, entry 2: rating: rating must be at most 5 stars (whole numbers from 1 to 5).',
      file,
      line: 17,
      column: 5,
    });
  });

  it('in a Markdown file: the file and the field, at its line of the front matter', () => {
    const data = { id: 'x', order: 10, title: '' };
    const file = write('content/sections/about.md', '---\nid: x\norder: 10\ntitle: ""\n---\nCopy.\n');
    const slip = entrySlip('sections', { id: 'x', data, filePath: file }, root, new Error('refused'));
    expect(slip.message).toMatch(/^content\/sections\/about\.md: /);
    expect(slip.message).toContain('title: title is empty');
    expect(slip).toMatchObject({ file, line: 4, column: 1 });
  });

  it('said in Astro’s words when only Astro’s own check refuses it', () => {
    const file = write('content/testimonials.json', '[]');
    const slip = entrySlip(
      'testimonials',
      { id: 'first', data: testimonial('first', 5), filePath: file },
      root,
      new Error('**testimonials → first** image could not be found.'),
    );
    expect(slip.message).toBe('content/testimonials.json: testimonials → first image could not be found.');
  });
});

describe('a file’s slip', () => {
  it('takes the file, line and column from the check’s words', () => {
    const error = new ContentFileError('content/faq.json, line 12, column 3: a value is expected here.');
    expect(fileSlip(error, root)).toEqual({
      message: error.message,
      file: join(root, 'content/faq.json'),
      line: 12,
      column: 3,
    });
    expect(fileSlip(new ContentFileError('content/contact.json is missing: the page needs it.'), root)).toMatchObject({
      file: join(root, 'content/contact.json'),
      line: 1,
      column: 1,
    });
  });
});

describe('the slips kept', () => {
  afterEach(() => {
    for (const key of ['a', 'b']) clearSlip(key);
    onSlipsChange(() => undefined);
  });
  const slip = (message: string, file = join(root, 'content/a.json')) => ({ message, file, line: 2, column: 1 });

  it('keep one per place, tell when one comes, changes or goes, and go with their file', () => {
    let told = 0;
    onSlipsChange(() => (told += 1));
    recordSlip('a', slip('first'));
    recordSlip('a', slip('first'));
    recordSlip('b', slip('other', join(root, 'content/b.json')));
    expect(contentSlips().map(({ message }) => message)).toEqual(['first', 'other']);
    expect(told).toBe(2);
    recordSlip('a', slip('changed'));
    expect(told).toBe(3);
    clearSlipsIn(join(root, 'content/b.json'));
    clearSlip('a');
    clearSlip('a');
    expect(contentSlips()).toEqual([]);
    expect(told).toBe(5);
  });

  it('change the data store as they come, change or go: a digest of them all, the same for the same slips', () => {
    const none = slipsDigest();
    recordSlip('a', slip('rating 6'));
    const one = slipsDigest();
    expect(one).not.toBe(none);
    recordSlip('a', { ...slip('rating 6'), line: 3 });
    expect(slipsDigest()).not.toBe(one);
    recordSlip('a', slip('rating 6'));
    expect(slipsDigest()).toBe(one);
    clearSlip('a');
    expect(slipsDigest()).toBe(none);
  });

  it('become the page’s error: every slip’s words, the first one’s place, and how the page comes back', () => {
    const error = slipsError([slip('content/a.json: first.'), slip('content/b.json: second.')]);
    expect(error).toBeInstanceOf(ContentFileError);
    expect(error.message).toBe('content/a.json: first.\n\ncontent/b.json: second.');
    expect(error).toMatchObject({
      title: '2 content files need fixing',
      loc: { file: join(root, 'content/a.json'), line: 2, column: 1 },
      hint: expect.stringContaining('this page then reloads by itself'),
    });
    expect(error.stack).toContain(`    at ${join(root, 'content/a.json')}:2:1`);
    expect(slipsError([slip('one.')])).toMatchObject({ title: 'A content file needs fixing' });
  });
});
