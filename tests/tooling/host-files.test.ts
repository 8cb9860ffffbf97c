/**
 * The hosts' own files at the root of the repository, read when a host builds it: connecting the
 * repository is enough. Netlify's netlify.toml builds with the project's command, Node and output
 * folder; Vercel's vercel.json is exactly what the build writes into dist/ (src/lib/security-policy.ts),
 * so its headers cannot drift from the code's.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVercelConfig } from '~/lib/security-policy';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

/** The folder `npm run build` writes, as astro.config.mjs says it ("dist"; test builds set another). */
const outputFolder = () =>
  /outDir: process\.env\.ASTRO_OUT_DIR \?\? '\.\/([\w-]+)'/.exec(read('astro.config.mjs'))?.[1];

/** `key = "value"` of netlify.toml, under the table named `table`. */
function tomlValue(text: string, table: string, key: string): string | undefined {
  const start = text.indexOf(`[${table}]`);
  if (start < 0) return undefined;
  const body = text.slice(start + table.length + 2).split(/^\[/m)[0]!;
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(body)?.[1];
}

describe('vercel.json at the root', () => {
  it('is, to the character, what the build writes into the output folder', () => {
    expect(
      read('vercel.json'),
      'vercel.json differs from what the build writes: after changing src/lib/security-policy.ts, run npm run build and copy dist/vercel.json over vercel.json',
    ).toBe(`${JSON.stringify(buildVercelConfig(), null, 2)}\n`);
  });
});

describe('netlify.toml', () => {
  const toml = read('netlify.toml');

  it('builds with the project’s own build command and publishes the folder it writes', () => {
    expect(tomlValue(toml, 'build', 'command')).toBe('npm run build');
    expect(JSON.parse(read('package.json')).scripts.build).toBeDefined();
    expect(tomlValue(toml, 'build', 'publish')).toBe(outputFolder());
  });

  it('asks for the Node of .nvmrc, which package.json’s engines accept', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(tomlValue(toml, 'build.environment', 'NODE_VERSION')).toBe(nvmrc);
    const minimum = /^>=(\d+)/.exec(JSON.parse(read('package.json')).engines.node)?.[1];
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(Number(minimum));
  });
});
