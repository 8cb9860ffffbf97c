/**
 * The checker behind tests/tooling/import-directions.test.ts: reads every import of the project's source
 * files and reports those that cross a line the architecture draws (see `importRules` there).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/** One line not to cross: files under `from` must not import what `forbids` matches. */
export interface ImportRule {
  /** Where the importing file lives: a path prefix from the project root ('' for every file), or a pattern. */
  from: string | RegExp;
  /** What it may not import: a resolved path or bare specifier, matched by prefix or pattern. */
  forbids: string | RegExp;
  /** Why not, said to whoever breaks the rule. */
  why: string;
}

/** Source files by their path from the project root (posix separators). */
export type SourceFiles = Record<string, string>;

/**
 * The module specifiers a file names: `import … from`, `import '…'`, `export … from`, `import()`,
 * `import('…').Type` and `require()`, found by TypeScript's own scanner, so an import in a comment or
 * a string does not count. For `.astro` files, the frontmatter and the `<script>` blocks are read.
 */
export function importSpecifiers(path: string, source: string): string[] {
  const code = path.endsWith('.astro')
    ? [
        /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '',
        ...[...source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]),
      ].join('\n')
    : source;
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

/** Whether `import()` counts: code that may come later, or (`dynamic: false`) only what comes with the module. */
interface ImportKinds {
  dynamic?: boolean;
}

/**
 * The specifiers of the imports that still exist at run time: `import type`, `export type` and
 * imports whose every name is a type are erased by the compiler, so they bring no code along.
 */
export function valueImportSpecifiers(path: string, source: string, { dynamic = true }: ImportKinds = {}): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.phaseModifier === ts.SyntaxKind.TypeKeyword ||
        (clause !== undefined &&
          !clause.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/**
 * Where a specifier points: `~/…` (the one alias, for src/) and relative paths become paths from the
 * project root; package names stay as written.
 */
function resolveSpecifier(specifier: string, fromFile: string): string {
  if (specifier.startsWith('~/')) return posix.join('src', specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return posix.join(posix.dirname(fromFile), specifier);
  return specifier;
}

const matches = (pattern: string | RegExp, value: string) =>
  typeof pattern === 'string' ? value.startsWith(pattern) : pattern.test(value);

/** Every import that breaks a rule, as "file imports target: why". */
export function importViolations(files: SourceFiles, rules: ImportRule[]) {
  const violations: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    for (const specifier of importSpecifiers(file, source)) {
      const target = resolveSpecifier(specifier, file);
      for (const rule of rules) {
        if (matches(rule.from, file) && matches(rule.forbids, target))
          violations.push(`${file} imports ${target}: ${rule.why}`);
      }
    }
  }
  return violations;
}

/**
 * The project file an import names, trying the extensions it may leave out; a package's name is none
 * (`knip` is not knip.ts).
 */
function projectFile(files: SourceFiles, specifier: string, fromFile: string): string | undefined {
  if (!/^(~\/|\.\.?\/)/.test(specifier)) return undefined;
  const target = resolveSpecifier(specifier, fromFile);
  return ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].map((ending) => target + ending).find((path) => path in files);
}

/**
 * Follows the value imports of each file under `from` through the project's own files, telling `met`
 * each import on the way: the file it started from, the chain of files to it, and what it names (a
 * project file, or a specifier outside the project).
 */
function followImports(
  files: SourceFiles,
  from: string | RegExp,
  met: (start: string, chain: string[], target: string, found: string | undefined) => void,
  kinds: ImportKinds = {},
): void {
  for (const start of Object.keys(files).filter((file) => matches(from, file))) {
    const seen = new Set([start]);
    const queue: { file: string; chain: string[] }[] = [{ file: start, chain: [] }];
    while (queue.length > 0) {
      const { file, chain } = queue.shift()!;
      for (const specifier of valueImportSpecifiers(file, files[file]!, kinds)) {
        const found = projectFile(files, specifier, file);
        const path = [...chain, found ?? resolveSpecifier(specifier, file)];
        met(start, path, resolveSpecifier(specifier, file), found);
        if (found && !seen.has(found)) {
          seen.add(found);
          queue.push({ file: found, chain: path });
        }
      }
    }
  }
}

/**
 * Every module that runs wherever a file under `from` runs: its value imports, followed through the
 * project's own files. Each one that `forbids` matches is reported with the chain that brings it in,
 * as "file imports a → b → target: why".
 */
export function reachableViolations(files: SourceFiles, rule: ImportRule): string[] {
  const violations: string[] = [];
  followImports(files, rule.from, (start, chain, target, found) => {
    if (matches(rule.forbids, found ?? target)) violations.push(`${start} imports ${chain.join(' → ')}: ${rule.why}`);
  });
  return violations;
}

/**
 * The project's files that run wherever a file under `from` runs: those files and every one their value
 * imports bring along (with `dynamic: false`, only those that come with them, not those fetched later).
 */
export function reachableFiles(files: SourceFiles, from: string | RegExp, kinds: ImportKinds = {}): string[] {
  const reached = new Set(Object.keys(files).filter((file) => matches(from, file)));
  followImports(files, from, (_start, _chain, _target, found) => found && reached.add(found), kinds);
  return [...reached].sort();
}

/**
 * The source files at `paths` (files, or directories walked in full; paths from `root`), by path.
 * Generated and installed folders are never among them: callers name the project's own.
 */
export function readSourceFiles(root: string, paths: string[]): SourceFiles {
  const files: SourceFiles = {};
  const visit = (path: string) => {
    if (statSync(join(root, path)).isDirectory()) {
      for (const entry of readdirSync(join(root, path))) visit(posix.join(path, entry));
    } else if (/\.(ts|tsx|mts|js|mjs|astro)$/.test(path)) {
      files[path] = readFileSync(join(root, path), 'utf8');
    }
  };
  for (const path of paths) visit(path);
  return files;
}

/**
 * Every circle of imports among the files under `under`, each as "a → b → a": value imports, `import()`
 * and type imports alike. A circle of types costs nothing at run time, and still says two modules own
 * each other's shapes.
 */
export function importCircles(files: SourceFiles, under: string): string[] {
  const graph = new Map<string, string[]>();
  for (const [file, source] of Object.entries(files)) {
    if (!file.startsWith(under)) continue;
    const targets = importSpecifiers(file, source).map((specifier) => projectFile(files, specifier, file));
    graph.set(
      file,
      targets.filter((target): target is string => target?.startsWith(under) === true),
    );
  }
  const circles: string[] = [];
  const visited = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    visited.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (path.includes(next)) circles.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!visited.has(next)) visit(next);
    }
    path.pop();
  };
  for (const file of graph.keys()) if (!visited.has(file)) visit(file);
  return circles;
}
