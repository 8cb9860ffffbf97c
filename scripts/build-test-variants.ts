/**
 * Builds the variants the browser tests serve (folders, ports and settings in tests/e2e/servers.ts),
 * each into its own folder under dist-test/, never dist/: an owner's production build is left as it was.
 *   node scripts/build-test-variants.ts
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ownerSecrets, testBuilds, testBuildsFolder, testVoiceSettings } from '../tests/e2e/servers.ts';

rmSync(testBuildsFolder, { recursive: true, force: true });
for (const [name, build] of Object.entries(testBuilds)) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...build.settings, ASTRO_OUT_DIR: build.outDir };
  // Settings of the shell or .env must not leak into a build made without them.
  for (const setting of Object.keys({ ...testVoiceSettings, ...ownerSecrets }))
    if (!(setting in build.settings)) env[setting] = '';
  const config = 'config' in build ? ['--config', build.config] : [];
  const result = spawnSync('node_modules/.bin/astro', ['build', '--silent', ...config], { env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build-test-variants: the ${name} build failed.`);
    process.exit(1);
  }
}
