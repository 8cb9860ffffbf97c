/**
 * The browser tests' builds and servers stay off what an owner deploys and runs: `dist/` (the
 * production build docs/deploying.md says to upload) and port 4321 (`npm start`), and Playwright never
 * serves the tests from a server it did not start.
 */
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config';
import { ports, testBuilds, testBuildsFolder } from '../e2e/servers';

const builds = Object.values(testBuilds);

describe('the test builds', () => {
  it('each go to a folder of their own under dist-test/, never into dist/', () => {
    const outDirs = builds.map((build) => build.outDir);
    expect(new Set(outDirs).size).toBe(outDirs.length);
    for (const outDir of outDirs) {
      expect(outDir.startsWith(`${testBuildsFolder}/`)).toBe(true);
      expect(outDir.replace(/^\.\//, '').split('/')[0]).not.toBe('dist');
    }
  });

  it('are served on ports of their own, none of them npm start’s', () => {
    const used = Object.values(ports);
    expect(new Set(used).size).toBe(used.length);
    expect(used).not.toContain(4321);
  });

  it('are served only by servers the run starts itself', () => {
    const servers = [playwrightConfig.webServer ?? []].flat();
    expect(servers.map((server) => server.command)).toEqual(
      expect.arrayContaining(builds.map((build) => expect.stringContaining(`--dir ${build.outDir}`))),
    );
    for (const server of servers) expect(server.reuseExistingServer).toBe(false);
  });
});
