/**
 * The stylesheet in two (src/lib/build/split-stylesheet.ts): what the first view needs goes ahead,
 * every rule is written once, and no two rules that compete change order.
 */
import { describe, expect, it } from 'vitest';
import { splitStylesheet } from '~/lib/build/split-stylesheet';

const whole = [
  '@layer theme,base,utilities;',
  '@layer theme{:root{--color-a:red;--color-b:blue}}',
  '@layer base{*{margin:0}}',
  '@layer utilities{',
  '.hidden{display:none}',
  '.block{display:block}',
  '.p-2{padding:.5rem}',
  '.px-4{padding-inline:1rem}',
  '.pl-1{padding-left:.25rem}',
  '.text-slate-600{color:#666}',
  '.text-slate-700{color:#444}',
  '.font-bold{font-weight:700}',
  '.hover\\:text-slate-900:hover{color:#111}',
  '@media (width>=48rem){.md\\:flex{display:flex}}',
  '}',
  '.card{margin:1rem}',
].join('');

/** The first view's own stylesheet names rules by selector; its theme may hold fewer variables. */
const firstViewRules = [
  '@layer theme,base,utilities;',
  '@layer theme{:root{--color-a:red}}',
  '@layer base{*{margin:0}}',
  '@layer utilities{.pl-1{padding-left:.25rem}.text-slate-700{color:#444}.hover\\:text-slate-900:hover{color:#111}',
  '@media (width>=48rem){.md\\:flex{display:flex}}}',
].join('');

const rules = (css: string): string[] => css.match(/[^{}]+\{[^{}]*\}/g) ?? [];

describe('splitStylesheet', () => {
  const { firstView, rest } = splitStylesheet(whole, firstViewRules);

  it('writes every rule once, each part in the whole stylesheet’s order', () => {
    expect([...rules(firstView), ...rules(rest)].toSorted()).toEqual(rules(whole).toSorted());
    const order = (part: string) => rules(part).map((rule) => rules(whole).indexOf(rule));
    for (const part of [firstView, rest]) expect(order(part)).toEqual(order(part).toSorted((a, b) => a - b));
  });

  it('puts ahead what the first view names, with the theme whole and the order of the layers', () => {
    expect(firstView).toMatch(/^@layer theme,base,utilities;@layer theme\{:root\{--color-a:red;--color-b:blue\}\}/);
    expect(firstView).toContain('.md\\:flex{display:flex}');
    expect(firstView).toContain('.text-slate-700{color:#444}');
  });

  it('takes ahead every earlier rule a rule it moves competes with, shorthands and logical sides included', () => {
    // `.hidden md:flex` on one element: md:flex must still come after .hidden.
    expect(firstView).toContain('.hidden{display:none}');
    expect(firstView).toContain('.block{display:block}');
    // padding and padding-inline set padding-left too.
    expect(firstView).toContain('.p-2{padding:.5rem}');
    expect(firstView).toContain('.px-4{padding-inline:1rem}');
  });

  it('leaves behind utilities of one kind, rules of other layers, other properties and interactive states', () => {
    expect(rest).toContain('.text-slate-600{color:#666}');
    expect(rest).toContain('.font-bold{font-weight:700}');
    expect(rest).toContain('.card{margin:1rem}');
    expect(rest).toContain('.hover\\:text-slate-900:hover{color:#111}');
    expect(rest).not.toMatch(/@layer theme|@layer base/);
  });
});
