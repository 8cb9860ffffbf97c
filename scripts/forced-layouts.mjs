/**
 * Layouts forced by the page's own scripts, read from a Chromium trace: the browser tests and the bench
 * share it, so "no layout forced before the visitor acts" means one thing.
 *
 * A script that reads a size or the scroll position while the layout is dirty makes the browser lay
 * out there and then; the trace's `Layout` (and style's `UpdateLayoutTree`) event then carries the
 * script's stack. Whether the layout happens to be dirty depends on timing, so `dirtyLayoutAtLoad`
 * makes it dirty as each moment a script may wait for begins, before the page's own listeners run.
 */

/** The trace categories that record layouts and the stacks of the scripts that forced them. */
export const forcedLayoutCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'];

/** An init script: the layout is dirty as the document is parsed and as the page has loaded. */
export function dirtyLayoutAtLoad() {
  const dirty = () => document.documentElement.style.setProperty('padding-bottom', `${Math.random()}px`);
  addEventListener('DOMContentLoaded', dirty, { capture: true });
  addEventListener('load', dirty, { capture: true });
}

/**
 * The layouts and style recalculations in `traceEvents` that a script served from `origin` forced:
 * where each was forced from (its stack's top frame). The browser's own pages trace too; they are not ours.
 * @param {{ name: string, args?: { beginData?: { stackTrace?: { url: string, functionName: string, lineNumber: number, columnNumber: number }[] } } }[]} traceEvents
 * @param {string} origin
 */
export const layoutsForcedBy = (traceEvents, origin) =>
  traceEvents
    .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
    .map((event) => event.args?.beginData?.stackTrace?.[0])
    .filter((frame) => frame !== undefined && frame.url.startsWith(origin))
    .map((frame) => ({
      url: frame.url,
      functionName: frame.functionName,
      line: frame.lineNumber + 1,
      column: frame.columnNumber + 1,
    }));
