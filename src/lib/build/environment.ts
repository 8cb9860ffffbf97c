/**
 * The project's environment as the build reads it: `.env`, `.env.local`, `.env.<mode>` and
 * `.env.<mode>.local` in the project root, the shell's environment winning over them all (Vite's
 * `loadEnv`, the precedence Astro's typed env uses too). astro.config.mjs and `npm run assistant --
 * --publish` both read it here, so a setting in `.env` means the same to both.
 */
import { loadEnv } from 'vite';

export type ProjectMode = 'development' | 'production';

export const projectEnvironment = (mode: ProjectMode, root = process.cwd()): Record<string, string> =>
  loadEnv(mode, root, '');
