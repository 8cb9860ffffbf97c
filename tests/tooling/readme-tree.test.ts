/** The README's tree names every folder of the repository, and only folders and files that exist. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Where descriptions start: a line indented this far or more goes on the description above it. */
const descriptionColumn = 28;

/** The tree's entries as paths from the root, folders ending in `/`, from the lines of its block. */
function treeEntries(markdown: string): string[] {
  const block = /<!-- tree:[^>]*-->\s*```text\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (block === undefined) throw new Error('README.md needs its <!-- tree --> block');
  const parents: string[] = [];
  const entries: string[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent >= descriptionColumn) continue;
    if (indent % 2 !== 0) throw new Error(`README.md's tree: "${line}" is not indented by two spaces a level`);
    const name = line.trim().split(/\s{2,}/)[0]!;
    const depth = indent / 2;
    if (depth > parents.length) throw new Error(`README.md's tree: "${name}" is deeper than the folder above it`);
    parents.length = depth;
    const path = parents.join('') + name;
    entries.push(path);
    if (name.endsWith('/')) parents.push(name);
  }
  return entries;
}

/** Every folder git keeps a file in, and the folders around them. */
function repositoryFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = posix.dirname(file); folder !== '.'; folder = posix.dirname(folder)) folders.add(`${folder}/`);
  }
  return [...folders].sort();
}

describe("the README's tree", () => {
  const entries = treeEntries(readme);

  it('names every folder of the repository, and no folder that is not one', () => {
    const listed = entries.filter((entry) => entry.endsWith('/')).sort();
    expect(listed).toEqual(repositoryFolders());
  });

  it('names only files that exist', () => {
    const files = entries.filter((entry) => !entry.endsWith('/') && !entry.includes('*'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !existsSync(posix.join(root, file)))).toEqual([]);
  });

  it('reads folders by their indentation, and descriptions carried onto the next line as theirs', () => {
    const markdown = [
      '<!-- tree: test -->',
      '```text',
      'src/                        the code',
      '  lib/                      plain TypeScript,',
      '                            across two lines',
      '    homes.ts                the homes',
      '  pages/                    the routes',
      'tests/                      the tests',
      '```',
    ].join('\n');
    expect(treeEntries(markdown)).toEqual(['src/', 'src/lib/', 'src/lib/homes.ts', 'src/pages/', 'tests/']);
    expect(() => treeEntries(markdown.replace('    homes.ts', '      homes.ts'))).toThrow('deeper');
  });
});
