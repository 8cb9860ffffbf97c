/**
 * `npm run sample-facts` and the build's warnings, on a copy of the project: the command lists the
 * sample facts and fails while any is left, says a content slip as the build does, and a build with a
 * real SITE_URL warns the very same list; one without says SITE_URL is missing, from its start. The
 * copy's content is the project's, with one example address put in, so each case holds whether
 * content/ is the sample or already a company's.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFactsCheck } from '~/integrations/sample-facts';
import { createContentProject, type ContentProject } from '../fixtures/content-project';

const projectRoot = resolve(import.meta.dirname, '../..');
const companyUrl = 'https://www.northgate-homes.ca';

let project: ContentProject;
beforeAll(() => {
  project = createContentProject();
});
afterAll(() => project?.remove());

/** The copy's content with the company's email at an example address. */
function withExampleEmail() {
  project.restoreContent();
  project.editContent('site.json', (text) =>
    JSON.stringify({ ...(JSON.parse(text) as object), email: 'office@northgate.example' }, null, 2),
  );
}

/** `npm run sample-facts` as npm runs it, in the copy's folder, with `siteUrl` as SITE_URL (none when undefined). */
function runCommand(siteUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.SITE_URL;
  if (siteUrl !== undefined) env.SITE_URL = siteUrl;
  const result = spawnSync(
    process.execPath,
    ['--import', resolve(projectRoot, 'scripts/source-imports.mjs'), resolve(projectRoot, 'scripts/sample-facts.ts')],
    { cwd: project.root, env, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What the integration warns, through a logger that keeps it. */
function warnings(run: (logger: AstroIntegrationLogger) => void) {
  const said: string[] = [];
  const logger = { warn: (message: string) => said.push(message) } as unknown as AstroIntegrationLogger;
  run(logger);
  return said;
}

/** The integration's hooks, after Astro has given it the copy's configuration. */
function hooksFor(siteUrl: string | undefined) {
  const { hooks } = sampleFactsCheck({ siteUrl });
  const config = { root: pathToFileURL(`${project.root}/`) };
  (hooks['astro:config:done'] as (options: unknown) => void)({ config });
  return {
    start: (logger: AstroIntegrationLogger) => (hooks['astro:build:start'] as (options: unknown) => void)({ logger }),
    done: (logger: AstroIntegrationLogger) => (hooks['astro:build:done'] as (options: unknown) => void)({ logger }),
  };
}

describe('npm run sample-facts', () => {
  it('lists each sample fact under its file with its field, and exits 1', () => {
    withExampleEmail();
    const { status, stdout } = runCommand(companyUrl);
    expect(status).toBe(1);
    expect(stdout).toMatch(/^\d+ sample facts? (is|are) still in content\/ or the settings/);
    // Under its file's heading, among that file's fields.
    expect(stdout).toMatch(
      /\ncontent\/site\.json\n( {2}.*\n)* {2}email: office@northgate\.example is an example address, which reaches no one: put the company's own\.\n/,
    );
    expect(stdout).not.toContain('\nSITE_URL\n');
  });

  it('says first that SITE_URL is not set, or is an example', () => {
    withExampleEmail();
    expect(runCommand(undefined).stdout).toContain('\n\nSITE_URL\n  is not set, so the page');
    expect(runCommand('https://www.example.ca').stdout).toContain(
      '\n\nSITE_URL\n  https://www.example.ca is an example address',
    );
  });

  it('says a content slip as the build says it, and exits 1', () => {
    project.restoreContent();
    project.editContent('testimonials.json', (text) => text.replace(/"rating": \d/, '"rating": 6'));
    const { status, stdout, stderr } = runCommand(companyUrl);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^npm run sample-facts: content\/testimonials\.json, entry \d+: rating: rating must be at most 5 stars/,
    );
  });
});

describe('the build', () => {
  it('with a real SITE_URL, warns the list npm run sample-facts prints, once it is done', () => {
    withExampleEmail();
    const { start, done } = hooksFor(companyUrl);
    expect(warnings(start)).toEqual([]);
    expect(warnings(done)).toEqual([runCommand(companyUrl).stdout.trimEnd()]);
  });

  it('without one, or with an example’s, warns from its start that links name the sample’s address', () => {
    withExampleEmail();
    for (const siteUrl of [undefined, 'https://www.example.ca']) {
      const { start, done } = hooksFor(siteUrl);
      expect(warnings(start)).toEqual([expect.stringMatching(/^SITE_URL .*npm run sample-facts lists what else/)]);
      // The list waits for a build meant for visitors.
      expect(warnings(done)).toEqual([]);
    }
    expect(warnings(hooksFor(undefined).start)[0]).toContain('name https://prairiehearth.example');
  });
});
