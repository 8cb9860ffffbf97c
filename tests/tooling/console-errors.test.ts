/**
 * The Vitest setup (tests/vitest.setup.ts) fails the test in which an unexpected console.error or an
 * unhandled rejection happens, and lets an expected one through: run on a throwaway test file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Under tests/unit/ so the project's own configuration (and so its setup) runs it, as any unit test.
const file = `tests/unit/console-errors-probe-${process.pid}.test.ts`;

const probe = `
import { expect, it, vi } from 'vitest';
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
    writeFileSync(join(root, file), probe);
    const reportFolder = mkdtempSync(join(tmpdir(), 'console-errors-'));
    const reportFile = join(reportFolder, 'report.json');
    try {
      const run = spawnSync(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', file, '--reporter=json', `--outputFile=${reportFile}`],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
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
      rmSync(join(root, file), { force: true });
      rmSync(reportFolder, { recursive: true, force: true });
    }
  });
});
