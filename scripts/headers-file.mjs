/**
 * Reads the `_headers` file format used by Netlify and Cloudflare Pages: a path pattern on its own
 * line, then indented `Name: value` lines. `*` in a pattern matches any run of characters.
 */

/** @typedef {{ pattern: RegExp, headers: [string, string][] }} HeaderRule */

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().split('*').map(escapeRegExp).join('.*')}$`);
      rules.push({ pattern, headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Every header that applies to a path, later rules overriding earlier ones of the same name. */
export function headersForPath(/** @type {HeaderRule[]} */ rules, /** @type {string} */ path) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (rule.pattern.test(path)) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

function escapeRegExp(/** @type {string} */ text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
