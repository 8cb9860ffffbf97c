/**
 * js-yaml is the YAML parser Astro itself reads front matter with (a dependency of astro), so
 * `npm run assistant` and its test read content/voice-agent.md exactly as the build does. It ships no
 * types; this declares the one function used.
 */
declare module 'js-yaml' {
  export function load(source: string): unknown;
}
