/**
 * Fills `{name}` placeholders in editor-written templates, e.g. "© {year} {brand}".
 * Unknown placeholders are left as written so a typo shows on the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
