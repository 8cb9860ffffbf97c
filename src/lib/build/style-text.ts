/** The page's stylesheets as the text of its two `<style>` elements: the head's, and the one inside an `<svg>`. */

/**
 * The head's stylesheet as it is written: a `<style>` there is raw text up to the first `</style`, so a
 * rule holding one (in a string) would end it early; the build stops instead.
 */
export function headStyleText(css: string): string {
  if (/<\/style/i.test(css))
    throw new Error(
      'src/styles/global.css: a rule the first view needs holds "</style", which would end the <style> in the head early; write it as "\\3c /style" in CSS.',
    );
  return css;
}

/**
 * The rest of the stylesheet as the text of a `<style>` inside an `<svg>`, where the HTML parser reads
 * `&…;` as a character and `<` before a letter as a tag: a CDATA section, which it takes as it is (its
 * one end, `]]>`, split across two sections). The text the browser keeps, and hashes for the security
 * policy, is the stylesheet itself.
 */
export const svgStyleText = (css: string): string => `<![CDATA[${css.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
