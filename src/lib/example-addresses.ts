/**
 * Addresses and numbers that exist only for examples: none reaches a company or a visitor. The
 * settings (an example `SITE_URL`) and the check of sample facts left in content (npm run
 * sample-facts) find them the same way.
 */

/** Top-level names kept for examples and tests (RFC 2606, RFC 6761): no such address is ever anyone's. */
const exampleTopLevels = new Set(['example', 'test', 'invalid', 'localhost']);

/**
 * Whether `hostname` is an example's: under a top-level name kept for examples, or with a name
 * `example` in it, as the guides and the forms write them (www.example.ca, portal.example.ca) and as
 * example.com, .net and .org are kept.
 */
export function isExampleHost(hostname: string): boolean {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return exampleTopLevels.has(labels.at(-1)!) || labels.includes('example');
}

/** Web addresses, email addresses and bare host names (portal.example.ca) in a text. */
const addressPattern =
  /https?:\/\/[^\s"'<>)\]]+|[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+|\b(?:[a-z0-9-]+\.)+[a-z0-9-]+\b/gi;

/** The host of one address as `addressPattern` finds it. */
function hostOf(address: string): string | undefined {
  if (/^https?:\/\//i.test(address)) {
    try {
      return new URL(address).hostname;
    } catch {
      return undefined;
    }
  }
  return address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : address;
}

/** Every address in `text` at an example's host, each once, trailing full stops left out. */
export function exampleAddressesIn(text: string): string[] {
  const found = [...text.matchAll(addressPattern)].map(([address]) => address.replace(/[.,;:]+$/, ''));
  return [...new Set(found.filter((address) => isExampleHost(hostOf(address) ?? '')))];
}

/**
 * North American numbers whose exchange is 555, as written for people ((306) 555-0142, 306-555-0142)
 * or dialled (+13065550142): 555-0100 to 555-0199 are kept for fiction, and no company answers a 555
 * number.
 */
const fictionalNumberPattern = /(?<!\d)(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?555[\s.-]?\d{4}(?!\d)/g;

/** Every 555 number in `text`, as written there, each once. */
export function fictionalNumbersIn(text: string): string[] {
  return [...new Set([...text.matchAll(fictionalNumberPattern)].map(([number]) => number.trim()))];
}
