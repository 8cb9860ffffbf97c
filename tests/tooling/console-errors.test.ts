/**
 * The Vitest setup (tests/vitest.setup.ts) fails the test in which an unexpected console.error or an
 * unhandled rejection happens, and lets an expected one through: run on a throwaway test file, written
 * outside the repository, where no watch run or second run of the project's tests can pick it up.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Vitest's globals (it, expect, vi): the probe lies outside the project, where `import 'vitest'` finds nothing.
const probe = `
it('says nothing wrong', () => expect(1).toBe(1));
it('logs an error nobody expected', () => console.error('[probe] something broke'));
it('leaves a promise rejected with nobody listening', async () => {
  void Promise.reject(new Error('[probe] nobody caught this'));
  await new Promise((resolve) => setTimeout(resolve, 20));
});
it('expects its error and checks it', () => {
  const said = vi.spyOn(console, 'error').mockImplementation(() => {});
  console.error('[probe] expected');
  expect(said).toHaveBeenCalledOnce();
});
`;

describe('the Vitest setup', () => {
  it('fails the test of an unexpected console.error or unhandled rejection, and only that test', () => {
    const folder = mkdtempSync(join(tmpdir(), 'console-errors-'));
    const reportFile = join(folder, 'report.json');
    writeFileSync(join(folder, 'probe.test.ts'), probe);
    // The project's own setup file, as every unit test runs under it; nothing else of its configuration.
    const setup = JSON.stringify(join(root, 'tests/vitest.setup.ts'));
    writeFileSync(
      join(folder, 'vitest.config.mjs'),
      `export default { test: { include: ['probe.test.ts'], setupFiles: [${setup}], globals: true } };`,
    );
    try {
      const run = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--root',
          folder,
          '--config',
          join(folder, 'vitest.config.mjs'),
          '--reporter=json',
          `--outputFile=${reportFile}`,
        ],
        { cwd: folder, encoding: 'utf8', timeout: 60_000 },
      );
      expect(run.status, run.stderr).not.toBe(0);
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
        testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
      };
      const results = Object.fromEntries(
        report.testResults[0]!.assertionResults.map(({ title, status, failureMessages }) => [
          title,
          { status, said: failureMessages.join('\n') },
        ]),
      );
      expect(results['says nothing wrong']!.status).toBe('passed');
      expect(results['expects its error and checks it']!.status).toBe('passed');
      expect(results['logs an error nobody expected']).toMatchObject({ status: 'failed' });
      expect(results['logs an error nobody expected']!.said).toContain('console.error: [probe] something broke');
      expect(results['leaves a promise rejected with nobody listening']).toMatchObject({ status: 'failed' });
      expect(results['leaves a promise rejected with nobody listening']!.said).toContain(
        'an unhandled rejection: Error: [probe] nobody caught this',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
