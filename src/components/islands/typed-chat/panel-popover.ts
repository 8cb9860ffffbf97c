/**
 * The typed chat's panel is a popover: its control opens it with no script at all (`popovertarget`),
 * drawn in the page's top layer with focus in its text box (`autofocus`), while the island's code is
 * still on its way; the island then shows and hides the same popover. A browser without popovers
 * (before Safari 17, Chromium 114, Firefox 125) leaves the press to client:on, which holds it for the
 * island, and the island shows the panel itself.
 */

/** Whether the browser opens popovers itself. */
export const browserHasPopovers = (): boolean =>
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** Whether `panel` is open as a popover (the browser may have opened it before the island ran). */
export const popoverShown = (panel: HTMLElement | null): boolean =>
  browserHasPopovers() && Boolean(panel?.matches(':popover-open'));

/** Shows or hides `panel`'s popover as `open` says; focus goes to its text box as it shows (`autofocus`). */
export function showPopover(panel: HTMLElement, open: boolean): void {
  if (popoverShown(panel) === open) return;
  if (open) panel.showPopover();
  else panel.hidePopover();
}
