import { describe, expect, it } from 'vitest';
import { findDuplicateIds } from '~/lib/duplicate-ids';
import { fillTemplate, templateParts } from '~/lib/placeholders';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file.mjs';

describe('fillTemplate', () => {
  it('fills every known placeholder', () => {
    expect(fillTemplate('© {year} {brand}. {brand}!', { year: 2026, brand: 'Acme' })).toBe('© 2026 Acme. Acme!');
  });

  it('leaves unknown placeholders visible so a typo shows on the page', () => {
    expect(fillTemplate('© {yaer}', { year: 2026 })).toBe('© {yaer}');
  });
});

describe('templateParts', () => {
  it('cuts a template at the named placeholders, keeping the words around them in order', () => {
    expect(templateParts('Call {phone} or email {email}.', ['phone', 'email'])).toEqual([
      'Call ',
      { name: 'phone' },
      ' or email ',
      { name: 'email' },
      '.',
    ]);
  });

  it('keeps placeholders it was not asked for, and repeated ones, as written', () => {
    expect(templateParts('{phone}, {phone} or {fax}', ['phone'])).toEqual([
      { name: 'phone' },
      ', ',
      { name: 'phone' },
      ' or {fax}',
    ]);
    expect(templateParts('no placeholder', ['phone'])).toEqual(['no placeholder']);
  });
});

describe('findDuplicateIds', () => {
  it('names every file that shares an id', () => {
    expect(
      findDuplicateIds([
        { id: 'about', file: 'a.md' },
        { id: 'home', file: 'b.md' },
        { id: 'about', file: 'c.md' },
      ]),
    ).toEqual([{ id: 'about', files: ['a.md', 'c.md'] }]);
  });

  it('finds nothing when ids are unique', () => {
    expect(
      findDuplicateIds([
        { id: 'a', file: 'a.md' },
        { id: 'b', file: 'b.md' },
      ]),
    ).toEqual([]);
  });
});

describe('_headers file reader', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Cache-Control: no-cache',
      '/_astro/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
  );

  it('applies wildcard rules, later rules overriding earlier ones', () => {
    expect(Object.fromEntries(headersForPath(rules, '/_astro/app.js'))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/').get('Cache-Control')).toBe('no-cache');
  });

  it('does not treat dots in a pattern as wildcards', () => {
    const exact = parseHeadersFile('/robots.txt\n  X-Test: yes\n');
    expect(headersForPath(exact, '/robots.txt').get('X-Test')).toBe('yes');
    expect(headersForPath(exact, '/robotsXtxt').size).toBe(0);
  });

  it('refuses a header line with no path above it', () => {
    expect(() => parseHeadersFile('  X-Test: yes\n')).toThrow(/cannot read line/);
  });
});
