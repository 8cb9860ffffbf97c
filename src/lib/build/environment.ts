/**
 * The project's environment as the build and `npm run assistant -- --publish` both read it, so a
 * setting in `.env` means the same to both.
 */
import { loadEnv } from 'vite';

export type ProjectMode = 'development' | 'production';

/**
 * `.env`, `.env.local`, `.env.<mode>` and `.env.<mode>.local` in the project root, the shell's
 * environment winning over them all (Vite's `loadEnv`, the precedence Astro's typed env uses too).
 */
export const projectEnvironment = (mode: ProjectMode, root = process.cwd()): Record<string, string> =>
  loadEnv(mode, root, '');
