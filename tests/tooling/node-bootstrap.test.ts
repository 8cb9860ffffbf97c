/**
 * scripts/with-node.sh on a machine whose Node is too old: it installs Node 24 and runs the command
 * with it, and everything it says along the way goes to stderr, so a command's stdout stays its own
 * output (`npm run -s assistant > assistant.json` must give JSON alone). A copy of the two scripts
 * runs in a throw-away folder, with a stand-in old `node` and a stand-in `npm` that "installs" the
 * Node running this test and talks on stdout the way npm does.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const scripts = resolve(import.meta.dirname, '../../scripts');
let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** A project folder holding only the two scripts, and a bin folder whose `node` is Node 20. */
function machineWithOldNode() {
  folder = mkdtempSync(join(tmpdir(), 'node-bootstrap-'));
  mkdirSync(join(folder, 'scripts'));
  for (const name of ['with-node.sh', 'ensure-node.sh']) cpSync(join(scripts, name), join(folder, 'scripts', name));
  const bin = join(folder, 'bin');
  mkdirSync(bin);
  const script = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  // Old enough to fail the version check, which runs `node -e`.
  script('node', 'if [ "$1" = "--version" ]; then echo v20.0.0; else exit 1; fi');
  // npm prints its summary on stdout; this one links the Node running the test as the installed Node 24.
  script(
    'npm',
    [
      'while [ "$1" != "--prefix" ]; do shift; done',
      'mkdir -p "$2/node_modules/.bin"',
      `ln -s "${process.execPath}" "$2/node_modules/.bin/node"`,
      'echo "added 1 package in 2s"',
    ].join('\n'),
  );
  return { project: folder, path: `${bin}:/usr/bin:/bin` };
}

describe('with-node.sh on a machine whose Node is older than 22.12', () => {
  it("installs Node 24, runs the command with it, and keeps stdout the command's own", () => {
    const { project, path } = machineWithOldNode();
    const run = () =>
      spawnSync(
        'bash',
        [join(project, 'scripts/with-node.sh'), 'node', '-e', 'console.log(JSON.stringify({ node: process.version }))'],
        { env: { PATH: path }, encoding: 'utf8' },
      );

    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ node: process.version });
    expect(first.stderr).toContain('v20.0.0 is older than 22.12: installing Node 24 into .tools/');
    expect(first.stderr).toContain('added 1 package');

    // Once installed, nothing more to say.
    const second = run();
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe('');
  });
});
