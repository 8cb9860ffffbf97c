/**
 * Astro integration: Astro's island runtime moved from before the first island (the header, in the first
 * view) to the end of the body, and its one rule to the head.
 */
import type { AstroIntegration } from 'astro';

/**
 * Astro writes its island runtime (the `<astro-island>` element and the hydration directives' code, a
 * few KB) right before the page's first island, which is the header's navigation, ahead of the first
 * view. Nothing in the first view needs it before the visitor acts, so a middleware
 * (./island-scripts-last-middleware.ts) moves it to the end of the body, where it upgrades every island
 * already parsed; and the one rule Astro writes with it (islands lay out as their content) to the head,
 * where a `<style>` is valid HTML. Each keeps its text, so the policy's hashes still match.
 */
export function islandScriptsLast(): AstroIntegration {
  return {
    name: 'island-scripts-last',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: new URL('./island-scripts-last-middleware.ts', import.meta.url), order: 'post' });
      },
    },
  };
}

/** Astro's island runtime: the run of inline classic scripts it writes right before the first island. */
const scriptsBeforeFirstIsland = /(?:<script>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<astro-island[\s>])/;

/** Astro's one rule for islands (`astro-island,…{display:contents}`), written with the runtime. */
const islandStyle = /<style>astro-island,[^<]*<\/style>/;

/** `html` with Astro's rule for islands moved from the body to the end of the head. */
export function moveIslandStyleToHead(html: string): string {
  const style = islandStyle.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!style || headEnd < 0 || style.index < headEnd) return html;
  const [rule] = style;
  return `${html.slice(0, headEnd)}${rule}${html.slice(headEnd, style.index)}${html.slice(style.index + rule.length)}`;
}

/** `html` with the island runtime moved from before its first island to the end of the body. */
export function moveIslandRuntimeLast(html: string): string {
  const runtime = scriptsBeforeFirstIsland.exec(html);
  const bodyEnd = html.lastIndexOf('</body>');
  if (!runtime || bodyEnd < runtime.index) return html;
  const [scripts] = runtime;
  const before = html.slice(0, runtime.index);
  const between = html.slice(runtime.index + scripts.length, bodyEnd);
  return `${before}${between}${scripts}${html.slice(bodyEnd)}`;
}
