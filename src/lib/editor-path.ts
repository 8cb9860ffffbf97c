/**
 * Where the browser editor is served (src/integrations/admin-editor.ts). Its folder in the built
 * site, the address editors open, the robots.txt line that keeps crawlers out and the header rules
 * that give it its own policy all use this one value.
 */

/** URL path of the browser editor, with the trailing slash its relative file names need. */
export const editorPath = '/admin/';

/** The same address without its trailing slash, which is redirected to `editorPath` and gets its headers too. */
export const editorPathWithoutSlash = editorPath.slice(0, -1);
