/**
 * A content file that cannot be used as it is, found outside a schema's own checks; its message is written
 * for the editor and printed as it is.
 */
/**
 * Found outside a schema's checks: broken JSON or front matter, a missing file, a placeholder the page
 * does not provide, two cards with the same id. A module of its own, importing nothing, so code that also
 * runs in the browser (src/agent/tool-choices.ts) can throw it without bringing in shared.ts's file-system checks.
 */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
}
