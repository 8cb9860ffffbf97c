/**
 * Builds the variants the browser tests serve (folders, ports and settings in tests/e2e/servers.ts),
 * each into its own folder under dist-test/, never dist/: an owner's production build is left as it was.
 *   node scripts/build-test-variants.ts
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createContentProject, type ContentProject } from '../tests/fixtures/content-project.ts';
import { ownerSecrets, testBuilds, testBuildsFolder, testVoiceSettings } from '../tests/e2e/servers.ts';

/** A copy of the project whose homes for rent are all leased: the page shows the homes' empty state. */
function everyHomeLeased(): ContentProject {
  const copy = createContentProject();
  const homes = join(copy.root, 'content/homes');
  for (const file of readdirSync(homes))
    writeFileSync(
      join(homes, file),
      readFileSync(join(homes, file), 'utf8').replace(/^status: .*$/m, 'status: leased'),
    );
  return copy;
}

rmSync(testBuildsFolder, { recursive: true, force: true });
for (const [name, build] of Object.entries(testBuilds)) {
  const copy = 'everyHomeLeased' in build ? everyHomeLeased() : undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, ...build.settings, ASTRO_OUT_DIR: resolve(build.outDir) };
  // Settings of the shell or .env must not leak into a build made without them.
  for (const setting of Object.keys({ ...testVoiceSettings, ...ownerSecrets }))
    if (!(setting in build.settings)) env[setting] = '';
  const config = 'config' in build ? ['--config', build.config] : [];
  const root = copy ? ['--root', copy.root] : [];
  const result = spawnSync(resolve('node_modules/.bin/astro'), ['build', '--silent', ...config, ...root], {
    env,
    stdio: 'inherit',
  });
  copy?.remove();
  if (result.status !== 0) {
    console.error(`build-test-variants: the ${name} build failed.`);
    process.exit(1);
  }
}
