/**
 * The import directions of the architecture, as a test (like Starlight's no-internal-barrel-imports):
 * schemas are the bottom layer, lib builds on them, the agent on lib, components on all three; code is
 * split by where it runs: src/lib/'s own files and src/agent/ anywhere (the browser included),
 * src/lib/build/ in Node at build time, src/lib/content/ reading content, src/platform/ in the owner's
 * Node commands only (npm run assistant, npm run leads); islands run in the browser, so nothing they
 * bring along may need Node, the build, the content store or the platform's server client; src/
 * never imports scripts/; nobody reaches into Astro's internals. An import that crosses one of these lines fails here,
 * naming the file, the import (the chain of imports, for islands) and the reason.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importCircles,
  importSpecifiers,
  importViolations,
  reachableViolations,
  readSourceFiles,
  valueImportSpecifiers,
  type ImportRule,
} from './import-directions';

const importRules: ImportRule[] = [
  {
    from: 'src/schemas/',
    forbids: 'src/lib/',
    why: 'schemas are the bottom layer (content shapes and their types); src/lib builds on them, not the reverse',
  },
  {
    from: 'src/schemas/',
    forbids: 'src/components/',
    why: 'schemas describe content and know nothing of how it is shown',
  },
  {
    from: 'src/lib/',
    forbids: 'src/components/',
    why: 'src/lib is plain TypeScript that components use; a component import would turn the layers around',
  },
  {
    from: /^src\/lib\/[^/]+$/,
    forbids: /^(node:|sharp$|astro:content$|astro\/loaders$|src\/lib\/(build|content)\/|src\/platform\/)/,
    why: "src/lib/'s own files run anywhere, the browser included: Node-only code goes in src/lib/build/ (build) or src/platform/ (the owner's commands), readers of content in src/lib/content/",
  },
  {
    from: /^src\/lib\/[^/]+$/,
    forbids: 'src/agent/',
    why: 'the agent builds on src/lib (sections, text, ids), not the reverse',
  },
  {
    from: 'src/lib/',
    forbids: 'src/platform/',
    why: "the owner's platform commands build on the site's code, not the reverse",
  },
  {
    from: 'src/agent/',
    forbids: /^(node:|sharp$|astro:content$|astro\/loaders$|src\/(lib\/(build|content)|platform|components)\/)/,
    why: "the agent's model runs in the browser too (the islands, the page's context) and in the owner's commands: nothing Node-only, no content store, no components; Node-only platform code goes in src/platform/",
  },
  {
    from: 'src/platform/',
    forbids: /^(src\/components\/|astro:)/,
    why: "src/platform/ runs in the owner's Node commands, outside Astro: no components, no astro: modules",
  },
  {
    from: 'src/',
    forbids: 'scripts/',
    why: 'scripts/ are the commands and tools that use src/; the site never imports them',
  },
  {
    from: 'src/lib/content/',
    forbids: 'src/lib/build/',
    why: 'the readers of content run in every tool (npm run assistant, the tests), not only in the build',
  },
  {
    from: 'src/components/islands/',
    forbids: /\.astro$/,
    why: 'islands are React that runs in the browser; .astro components render on the server only',
  },
  {
    from: '',
    forbids: /^astro\/(dist|src)\//,
    why: "Astro's internals change without notice between releases; import what the astro package exports",
  },
];

/** What an island may not bring along, through any chain of imports that stays in the bundle. */
const browserOnlyRule: ImportRule = {
  from: 'src/components/islands/',
  forbids:
    /^(node:|sharp$|astro:content$|astro\/loaders$|@vapi-ai\/server-sdk$|src\/lib\/(build|content)\/|src\/platform\/)/,
  why: "islands run in the browser: nothing they import may need Node, the build, the content store or the owner's platform code",
};

/** What no island may bring along: the tools' declarations, which only the assistant's publishing needs. */
const noDeclarationsRule: ImportRule = {
  from: 'src/components/islands/',
  forbids: /^src\/agent\/(tools\.ts|assistant\.ts|page-tool-declaration\.ts|[^/]+\/declaration\.ts)$/,
  why: "a tool's declaration (its description, its parameters) is for the assistant (npm run assistant); the page carries a call out with the tool's choices, arithmetic and words, and never loads its declaration",
};

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The project's own code: src/, scripts/, tests/ and the configuration files at the root. */
const projectFiles = readSourceFiles(root, [
  'src',
  'scripts',
  'tests',
  ...readdirSync(root).filter((name) => /\.(ts|mts|js|mjs)$/.test(name)),
]);

describe('import directions', () => {
  it('reads the whole project', () => {
    // A walk that found nothing would pass every rule below.
    expect(Object.keys(projectFiles)).toEqual(
      expect.arrayContaining([
        'src/schemas/site.ts',
        'src/lib/content/entries.ts',
        'src/lib/build/brand-assets.ts',
        'src/agent/tools.ts',
        'src/platform/publish-assistant.ts',
        'src/components/islands/voice-chat/VoiceChatButton.tsx',
        'src/pages/index.astro',
        'scripts/budgets.mjs',
        'astro.config.mjs',
      ]),
    );
  });

  it('no import crosses a line the architecture draws', () => {
    expect(importViolations(projectFiles, importRules)).toEqual([]);
  });

  // Following every island's imports through the whole project takes about 4.6 s alone, close to
  // Vitest's 5 s default; a full run on a busy 2-core machine went past it with nothing wrong.
  it('islands bring along only code that runs in the browser', { timeout: 30_000 }, () => {
    expect(reachableViolations(projectFiles, browserOnlyRule)).toEqual([]);
  });

  it("islands never bring along a tool's declaration", { timeout: 30_000 }, () => {
    expect(reachableViolations(projectFiles, noDeclarationsRule)).toEqual([]);
  });

  // One style, so a file's imports read alike wherever it is: `~/` for every other folder of src/.
  it('src/ imports its own folder with ./ and every other folder through ~/, without .ts', () => {
    const offStyle = Object.entries(projectFiles)
      .filter(([file]) => file.startsWith('src/'))
      .flatMap(([file, source]) =>
        importSpecifiers(file, source)
          .filter((specifier) => /^\.\.\/|^\.\/.*\/|^(\.|~\/).*\.tsx?$/.test(specifier))
          .map((specifier) => `${file}: ${specifier}`),
      );
    expect(offStyle).toEqual([]);
  });

  it('no module imports itself through a circle of imports, types included', () => {
    expect(importCircles(projectFiles, '')).toEqual([]);
  });
});

describe('the import checker', () => {
  const rules: ImportRule[] = [
    { from: 'src/schemas/', forbids: 'src/lib/', why: 'down only' },
    { from: 'src/components/islands/', forbids: /\.astro$/, why: 'no .astro' },
    { from: '', forbids: /^astro\/(dist|src)\//, why: 'no internals' },
  ];

  it('finds every kind of import, and none in comments or strings', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '~/lib/b';",
      "import '~/styles/global.css';",
      "export { c } from '../c.ts';",
      "export * from './d';",
      "const e = await import('./e');",
      "type F = import('./f').F;",
      "// import { g } from './in-a-comment';",
      'const h = "import { h } from \'./in-a-string\'";',
    ].join('\n');
    expect(importSpecifiers('src/x.ts', source)).toEqual([
      './a',
      '~/lib/b',
      '~/styles/global.css',
      '../c.ts',
      './d',
      './e',
      './f',
    ]);
  });

  it("reads an .astro file's frontmatter and scripts, not its markup", () => {
    const source = [
      '---',
      "import Card from './Card.astro';",
      '---',
      '<p>import nothing from "./markup"</p>',
      "<script>import { wake } from './wake';</script>",
    ].join('\n');
    expect(importSpecifiers('src/components/X.astro', source)).toEqual(['./Card.astro', './wake']);
  });

  it('reports each crossing with file, resolved target and reason, through ~/, relative paths and import()', () => {
    const files = {
      'src/schemas/site.ts': "import { a } from '../lib/a';\nimport type { B } from '~/schemas/shared';",
      'src/schemas/deep/page.ts': "const b = await import('~/lib/b.ts');",
      'src/components/islands/menu/Menu.tsx': "export { default } from '../../ui/Icon.astro';",
      'src/components/ui/Icon.astro': "---\nimport Inner from './Inner.astro';\n---",
      'scripts/tool.mjs': "import { x } from 'astro/dist/core/x.js';\nimport { defineConfig } from 'astro/config';",
      'src/lib/fine.ts': "// import { no } from '~/lib/no';\nimport { site } from '~/schemas/site';",
    };
    expect(importViolations(files, rules)).toEqual([
      'src/schemas/site.ts imports src/lib/a: down only',
      'src/schemas/deep/page.ts imports src/lib/b.ts: down only',
      'src/components/islands/menu/Menu.tsx imports src/components/ui/Icon.astro: no .astro',
      'scripts/tool.mjs imports astro/dist/core/x.js: no internals',
    ]);
  });

  it('finds every circle: value imports, import(), and types alone', () => {
    const files = {
      'src/store.ts': "import { guide } from './guide';",
      'src/guide.ts': "const store = await import('./store');",
      'src/types.ts': "import type { Guide } from './typed';",
      'src/typed.ts': "type Types = import('./types').Types;",
      'src/model.ts': "import { type Input } from '~/chat';",
      'src/chat.ts': "export type { Model } from './model';",
      'src/alone.ts': "import type { Store } from './store';",
    };
    expect(importCircles(files, 'src/')).toEqual([
      'src/store.ts → src/guide.ts → src/store.ts',
      'src/types.ts → src/typed.ts → src/types.ts',
      'src/model.ts → src/chat.ts → src/model.ts',
    ]);
  });

  it('follows value imports through the project to what an island would bring along; types bring nothing', () => {
    const files = {
      'src/components/islands/menu/Menu.tsx':
        "import { label } from '~/lib/label';\nimport type { Site } from '~/schemas/site';\nimport { type Only } from '~/lib/only-types';",
      'src/lib/label.ts': "export { read } from './content/read';",
      'src/lib/content/read.ts': "import { readFileSync } from 'node:fs';",
      'src/schemas/site.ts': "import { existsSync } from 'node:fs';",
      'src/lib/only-types.ts': "import { statSync } from 'node:fs';",
    };
    expect(
      valueImportSpecifiers('src/components/islands/menu/Menu.tsx', files['src/components/islands/menu/Menu.tsx']),
    ).toEqual(['~/lib/label']);
    expect(
      reachableViolations(files, {
        from: 'src/components/islands/',
        forbids: /^(node:|src\/lib\/content\/)/,
        why: 'browser',
      }),
    ).toEqual([
      'src/components/islands/menu/Menu.tsx imports src/lib/label.ts → src/lib/content/read.ts: browser',
      'src/components/islands/menu/Menu.tsx imports src/lib/label.ts → src/lib/content/read.ts → node:fs: browser',
    ]);
  });
});
