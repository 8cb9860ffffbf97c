/** Language tags (BCP 47) compared as one: canonical form, English whatever its region, RFC 4647 lookup. */

/** A tag in its canonical form (CLDR's aliases applied: "tl" is "fil", "iw" is "he"), or undefined when it is not a tag. */
function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** A tag as languages are compared: canonical and lower case (a text that is no tag, lower case). */
export const comparableTag = (tag: string) => (canonicalTag(tag) ?? tag).toLowerCase();

/** A tag's language: its first subtag, as languages are compared ("en-US" is "en"). */
const languageOf = (tag: string) => comparableTag(tag).split('-')[0];

/** Whether a tag is English, whatever its region. */
export const isEnglishTag = (tag: string) => languageOf(tag) === 'en';

/**
 * The first of `candidates` that serves `tag` by RFC 4647 lookup: the tag itself, or the tag with its
 * last subtags taken off one by one ("zh-Hant-TW", "zh-Hant", "zh"), all compared by comparableTag.
 */
export function lookupTag(candidates: readonly string[], tag: string): string | undefined {
  const subtags = comparableTag(tag).split('-');
  for (let length = subtags.length; length > 0; length--) {
    // A lone letter (an extension's marker) is never the end of a range.
    if (subtags[length - 1]!.length === 1) continue;
    const range = subtags.slice(0, length).join('-');
    const found = candidates.find((candidate) => comparableTag(candidate) === range);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The one of `candidates` a person would take for `tag`: the tag or a shorter form of it (lookupTag),
 * else the first in the same language whatever its region ("en-CA" for "en-US", "fr-CA" for "fr").
 */
export const closestTag = (candidates: readonly string[], tag: string): string | undefined =>
  lookupTag(candidates, tag) ?? candidates.find((candidate) => languageOf(candidate) === languageOf(tag));
