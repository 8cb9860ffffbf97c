/**
 * An editor's Markdown as plain text, for readers that are not a browser: search engines' structured
 * data and the AI agent's knowledge of the page. The section copy editors write is paragraphs, with
 * at most links, emphasis and the odd list or heading, which is all this reads.
 */

/** Escaped characters (`\*`) stand aside, as private-use characters, while the marks are read. */
const privateUse = 0xe000;
const setAside = (text: string) =>
  text.replace(/\\([\\`*_{}[\]()#+\-.!])/g, (_, character: string) =>
    String.fromCharCode(privateUse + character.charCodeAt(0)),
  );
const putBack = (text: string) =>
  text.replace(/[\ue000-\ue07f]/g, (character) => String.fromCharCode(character.charCodeAt(0) - privateUse));

/** A block's inline Markdown as plain text: links and pictures keep their words, marks go, lines join. */
const inlineText = (markdown: string): string =>
  putBack(
    setAside(markdown)
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The blocks of a Markdown text (split at blank lines), without HTML and code blocks. */
const blocksOf = (markdown: string) =>
  markdown
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() && !/^\s*(<|```)/.test(block));

/** Whether a block is a paragraph, not a heading, a picture or a list. */
const isParagraph = (block: string) => !/^\s*(#|!\[|[-*+] |\d+\. )/.test(block);

/** The first paragraph as plain text ("" when there is none). */
export const firstParagraphText = (markdown: string): string => inlineText(blocksOf(markdown).find(isParagraph) ?? '');

/** Every block as plain text, in order: a heading without its #, each list item on a line of its own. */
export const markdownText = (markdown: string): string[] =>
  blocksOf(markdown).map((block) =>
    block
      .split('\n')
      .map((line) => inlineText(line.replace(/^\s*(#+|[-*+]|\d+\.)\s+/, '')))
      .filter(Boolean)
      .join(isParagraph(block) ? ' ' : '\n'),
  );
