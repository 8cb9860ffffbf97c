/**
 * What the islands' code may call: nothing that throws on the older Safari still on phones (before 16,
 * on an iPhone not updated). The build does not polyfill methods (Vite only lowers syntax), so a call of
 * `Array.prototype.toSorted` in code an island brings along is a TypeError there: the typed chat's rent
 * estimate threw so. Every file the islands bring along (import-directions.ts) is read by TypeScript's
 * parser, and each call of a method newer than that is named with its file and line.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { reachableFiles, readSourceFiles, type SourceFiles } from './import-directions';

/** Methods newer than Safari 15.4 (iOS 15.4), by name, with the first Safari that has them. */
const tooNew: Record<string, string> = {
  toSorted: 'Array.prototype.toSorted, Safari 16',
  toReversed: 'Array.prototype.toReversed, Safari 16',
  toSpliced: 'Array.prototype.toSpliced, Safari 16',
  groupBy: 'Object.groupBy and Map.groupBy, Safari 17.4',
  withResolvers: 'Promise.withResolvers, Safari 17.4',
  fromAsync: 'Array.fromAsync, Safari 16.4',
  isWellFormed: 'String.prototype.isWellFormed, Safari 16.4',
};

/** Each call of a method in `tooNew` in `files`, as "file:line name (what and since when)". */
function tooNewCalls(files: SourceFiles): string[] {
  const found: string[] = [];
  for (const [path, source] of Object.entries(files)) {
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(path)) continue;
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        if (Object.hasOwn(tooNew, name)) {
          const line = file.getLineAndCharacterOfPosition(node.expression.name.getStart()).line + 1;
          found.push(`${path}:${line} ${name} (${tooNew[name]})`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const sources = readSourceFiles(root, ['src']);

describe('the islands’ code', () => {
  it('brings along the agent’s and lib’s browser code (what the check reads)', { timeout: 30_000 }, () => {
    const reached = reachableFiles(sources, 'src/components/islands/');
    expect(reached).toEqual(
      expect.arrayContaining([
        'src/agent/rent-estimate/estimate.ts',
        'src/lib/homes.ts',
        'src/lib/rent-table.ts',
        'src/components/islands/conversation/page-guide/tools/show-rent-estimate.ts',
      ]),
    );
  });

  it('calls no method that throws on Safari before 16', { timeout: 30_000 }, () => {
    const reached = reachableFiles(sources, 'src/components/islands/');
    expect(tooNewCalls(Object.fromEntries(reached.map((path) => [path, sources[path]!])))).toEqual([]);
  });

  it('the check finds such a call, and not a method of that name on its own', () => {
    expect(
      tooNewCalls({
        'a.ts': 'const sorted = list.toSorted((a, b) => a - b);\nconst named = { toSorted: 1 };\n',
        'b.tsx': 'const groups = Object.groupBy(items, (item) => item.kind);\n',
      }),
    ).toEqual([
      'a.ts:1 toSorted (Array.prototype.toSorted, Safari 16)',
      'b.tsx:1 groupBy (Object.groupBy and Map.groupBy, Safari 17.4)',
    ]);
  });
});
