/**
 * The typed chat's panel is a popover, its control a `popovertarget` button. Until the island runs,
 * client:on holds a press on the control and plays the browser's part where it lies cheapest: CSS shows
 * the panel where it is laid out already (the browser would lay it out anew in the page's top layer,
 * inside the press), with focus in its text box (`autofocus`); a close lets the press go (its design:
 * src/integrations/client-on-directive.ts). Pressed before even client:on is listening, the browser
 * opens it itself. Either way the island then shows and hides the same popover. A browser without
 * popovers (before Safari 17, Chromium 114, Firefox 125) has the island show the panel itself.
 */

/** Whether the browser opens popovers itself. */
export const browserHasPopovers = (): boolean =>
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/** Whether `panel` is open as a popover (the browser may have opened it before client:on listened). */
export const popoverShown = (panel: HTMLElement | null): boolean =>
  browserHasPopovers() && Boolean(panel?.matches(':popover-open'));

/** Shows or hides `panel`'s popover as `open` says; focus goes to its text box as it shows (`autofocus`). */
export function showPopover(panel: HTMLElement, open: boolean): void {
  if (popoverShown(panel) === open) return;
  if (open) panel.showPopover();
  else panel.hidePopover();
}
