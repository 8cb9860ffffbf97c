/**
 * docs/going-live.md, the one guide from the repository to the company's own site: short, in numbered
 * steps, in words a company knows, the README's first screen pointing to it, and true to the project:
 * every command, setting, file and guide it names exists, and the words it says a command prints are
 * that command's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFactsReport } from '~/lib/content/sample-facts';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const guide = read('docs/going-live.md');
/** The guide without its code blocks and its list of sources, as a reader reads its prose. */
const prose = guide.replace(/```[\s\S]*?```/g, '').split('\n## Sources')[0]!;

describe('docs/going-live.md', () => {
  it('is at most 1,500 words', () => {
    expect(guide.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(1500);
  });

  it('goes in numbered steps, one after the other', () => {
    const steps = [...guide.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]));
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(steps).toEqual(steps.map((_, index) => index + 1));
  });

  it('uses no names of the code: no source paths, no identifiers, no standards by number', () => {
    expect(prose).not.toMatch(/\b(src|tests|scripts)\//);
    expect(prose).not.toMatch(/`[a-z]+[A-Z]\w*`|\b[a-z]+[A-Z][a-z]+[A-Za-z]*\b/);
    expect(prose).not.toMatch(/\bRFC\b/);
  });

  it('names only commands, settings, files and guides that exist', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const [, script] of guide.matchAll(/npm run ([\w-]+)/g)) expect(scripts, script).toHaveProperty(script!);
    const settings = `${read('.env.example')}\n${read('.github/workflows/daily-build.yml')}`;
    for (const [setting] of guide.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g))
      expect(settings, setting).toContain(setting);
    for (const [path] of guide.matchAll(
      /(?:docs|content)\/[\w./-]+\.md|content\/[\w./-]+\.json|[\w.-]+\.(?:toml|json)\b/g,
    ))
      if (!path.includes('…')) expect(existsSync(resolve(root, path)), path).toBe(true);
  });

  it('says what npm run sample-facts prints when no sample fact is left', () => {
    const done = /"(No sample\s+fact\s+is\s+left)"/.exec(guide)?.[1]?.replace(/\s+/g, ' ');
    expect(done).toBeDefined();
    expect(sampleFactsReport([], 'https://www.yourcompany.ca')).toMatch(new RegExp(`^${done}`));
  });

  it('says the leads hook must check the secret header before it texts anyone', () => {
    expect(guide).toMatch(/X-Vapi-Secret/);
    expect(guide).toMatch(/must compare that header with your secret before\s+it emails or texts anyone/);
  });
});

describe('README.md', () => {
  it('points to the guide on its first screen, before anything of the project’s own', () => {
    const firstScreen = read('README.md').split('\n## ')[0]!;
    expect(firstScreen).toContain('](docs/going-live.md)');
  });
});
