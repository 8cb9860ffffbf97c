/**
 * The page's stylesheet leaves out preflight's rules for form controls the site has none of
 * (src/lib/build/absent-controls.ts): only those, and only while no component or content writes one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { absentControls, withoutAbsentControls } from '~/lib/build/absent-controls';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('withoutAbsentControls', () => {
  it('drops the rules of absent controls, in and out of layers, and keeps every other selector', () => {
    const css = [
      '@layer base{*,:after,::file-selector-button{box-sizing:border-box}',
      '::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-year-field{padding-block:0}',
      '::-webkit-search-decoration{-webkit-appearance:none}::-webkit-inner-spin-button{height:auto}',
      'progress{vertical-align:baseline}:where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
      'button,input:where([type=button]),::file-selector-button{appearance:button}',
      'select{color:inherit}.progress-note{color:red}}',
    ].join('');
    expect(withoutAbsentControls(css)).toBe(
      '@layer base{*,:after{box-sizing:border-box}' +
        'button,input:where([type=button]){appearance:button}' +
        'select{color:inherit}.progress-note{color:red}}',
    );
  });

  it('names selectors that preflight has, each of them', () => {
    const selectors: string[] = [];
    postcss
      .parse(readFileSync(join(root, 'node_modules/tailwindcss/preflight.css'), 'utf8'))
      .walkRules((rule) => void selectors.push(...rule.selectors));
    for (const control of absentControls)
      expect(
        selectors.some((selector) => control.selector.test(selector)),
        control.name,
      ).toBe(true);
  });
});

describe('the site', () => {
  /** Every file of `dir` (from the repository's root), with its text. */
  const filesOf = (dir: string): [string, string][] =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(astro|tsx?|md|mdx|json|ya?ml)$/.test(entry.name))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(root.length), readFileSync(path, 'utf8')];
      });

  it('has none of the controls whose rules the stylesheet leaves out, in its components or its content', () => {
    const files = [
      ...filesOf('src/components'),
      ...filesOf('src/pages'),
      ...filesOf('src/layouts'),
      ...filesOf('content'),
    ];
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap(([path, text]) =>
      absentControls.filter((control) => control.inSource.test(text)).map((control) => `${path}: ${control.name}`),
    );
    expect(found).toEqual([]);
    // The check finds such a control where one is written.
    expect(absentControls.filter((control) => control.inSource.test('<input type="date" /><progress />'))).toHaveLength(
      2,
    );
  });
});
