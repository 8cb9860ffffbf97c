/**
 * Placeholders in editor-written templates, such as "© {year} {brand}" or "Call us at {phone}.".
 * The one way the site fills them, for plain text and for text with links (components map the parts).
 * Unknown placeholders are left as written so a typo shows on the page instead of vanishing.
 */

/** A template cut at its placeholders: text as strings, each known placeholder as `{ name }`. */
export type TemplatePart<Name extends string> = string | { name: Name };

/**
 * Splits `template` at the placeholders listed in `names`, keeping the words around them in order,
 * for templates where a placeholder becomes a link or another element.
 */
export function templateParts<Name extends string>(template: string, names: readonly Name[]): TemplatePart<Name>[] {
  const parts: TemplatePart<Name>[] = [];
  let text = '';
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    text += template.slice(last, match.index);
    last = match.index + match[0].length;
    if ((names as readonly string[]).includes(match[1]!)) {
      if (text) parts.push(text);
      parts.push({ name: match[1] as Name });
      text = '';
    } else {
      text += match[0];
    }
  }
  text += template.slice(last);
  if (text) parts.push(text);
  return parts;
}

/** Fills every `{name}` placeholder with its value. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return templateParts(template, Object.keys(values))
    .map((part) => (typeof part === 'string' ? part : String(values[part.name])))
    .join('');
}

/** The paragraphs of an editor's plain text: a blank line starts a new one. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
