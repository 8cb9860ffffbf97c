/**
 * Astro's island runtime, written before the page's first island, goes to the end of the body, and
 * its rule for islands to the head (src/integrations/island-scripts-last.ts), each unchanged so the
 * policy's hashes still hold.
 */
import { describe, expect, it } from 'vitest';
import { moveIslandRuntimeLast, moveIslandStyleToHead } from '~/integrations/island-scripts-last';

const directive = '<script>(()=>{self.Astro.on=1;window.dispatchEvent(new Event("astro:on"))})();</script>';
const runtime = '<script>(()=>{customElements.define("astro-island",class extends HTMLElement{})})();</script>';
const island = (name: string) => `<astro-island uid="${name}" client="on"><div>${name}</div></astro-island>`;

describe('moveIslandRuntimeLast', () => {
  it('moves the scripts right before the first island to the end of the body, in their order', () => {
    const page = `<html><head><style>a{}</style></head><body><style>astro-island{display:contents}</style>${directive}${runtime}${island('nav')}<main><section id="home">Hero</section></main>${island('chat')}<script type="application/ld+json">{}</script></body></html>`;
    expect(moveIslandRuntimeLast(page)).toBe(
      `<html><head><style>a{}</style></head><body><style>astro-island{display:contents}</style>${island('nav')}<main><section id="home">Hero</section></main>${island('chat')}<script type="application/ld+json">{}</script>${directive}${runtime}</body></html>`,
    );
  });

  it('leaves a later directive where Astro put it, before its own island', () => {
    const visible = '<script>(()=>{self.Astro.visible=1})();</script>';
    const page = `<body>${runtime}${island('nav')}<p>text</p>${visible}${island('carousel')}</body>`;
    expect(moveIslandRuntimeLast(page)).toBe(
      `<body>${island('nav')}<p>text</p>${visible}${island('carousel')}${runtime}</body>`,
    );
  });

  it('leaves a page without islands, or without scripts before its first island, as it was', () => {
    const plain = `<body><main>${directive}</main></body>`;
    expect(moveIslandRuntimeLast(plain)).toBe(plain);
    const noRuntime = `<body>${directive}<p>between</p>${island('nav')}</body>`;
    expect(moveIslandRuntimeLast(noRuntime)).toBe(noRuntime);
  });

  it('keeps the text of every script, down to the byte', () => {
    const moved = moveIslandRuntimeLast(`<body>${directive}${runtime}${island('nav')}</body>`);
    expect(moved.match(/<script>[\s\S]*?<\/script>/g)).toEqual([directive, runtime]);
  });
});

describe('moveIslandStyleToHead', () => {
  const rule = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

  it('moves the rule Astro writes with the runtime from the body to the end of the head, unchanged', () => {
    const page = `<html><head><style>a{}</style></head><body><a href="#main">Skip</a>${rule}${directive}${island('nav')}</body></html>`;
    expect(moveIslandStyleToHead(page)).toBe(
      `<html><head><style>a{}</style>${rule}</head><body><a href="#main">Skip</a>${directive}${island('nav')}</body></html>`,
    );
  });

  it('leaves a page without the rule, or with it already in the head, as it was', () => {
    const plain = `<html><head></head><body><main><style>p{}</style></main></body></html>`;
    expect(moveIslandStyleToHead(plain)).toBe(plain);
    const inHead = `<html><head>${rule}</head><body>${island('nav')}</body></html>`;
    expect(moveIslandStyleToHead(inHead)).toBe(inHead);
  });
});
