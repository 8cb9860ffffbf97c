/** Serves a build the way a host would: compressed, with the build's own `_headers` (scripts/serve.mjs). */
import { spawn } from 'node:child_process';

/**
 * Starts the server and resolves once it listens; `stop()` ends it (also when the bench exits).
 * `gzipOnly`: gzip to every browser, as a host without brotli sends it.
 * @param {{ outDir: string, port: string, gzipOnly?: boolean }} options
 */
export async function startServer({ outDir, port, gzipOnly = false }) {
  const args = ['scripts/serve.mjs', '--dir', outDir, '--port', port, ...(gzipOnly ? ['--gzip-only'] : [])];
  const server = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((listening, failed) => {
    server.stdout.once('data', listening);
    server.once('exit', (code) => failed(new Error(`bench: the server exited (${code})`)));
  });
  const stop = () => server.kill();
  process.on('exit', stop);
  return { origin: `http://127.0.0.1:${port}`, stop };
}
