/**
 * Keeps the floating control, and the panel in it, inside the part of the screen the visitor sees
 * while an on-screen keyboard is up. Phones shrink only the visual viewport for the keyboard: the
 * control, fixed to the layout viewport's bottom, would sit under the keys with the text box and Send.
 */

/** The visual viewport shorter than the window by more than this (at no zoom) is a keyboard, not a toolbar. */
const keyboardAtLeast = 120;

/**
 * While the keyboard is up, marks `grid` (`data-keyboard-up`) and gives its CSS the visible height
 * (`--visible-height`) and how much of the window's bottom the keyboard covers (`--keyboard-inset`);
 * global.css lifts the control by that much and holds the panel to the visible height. Returns the
 * cleanup.
 */
export function fitToVisibleViewport(grid: HTMLElement, viewport = window.visualViewport): () => void {
  if (!viewport) return () => {};
  const update = () => {
    // A pinch zoom shrinks the visual viewport too, by its scale; the keyboard does at scale 1.
    const keyboardUp = window.innerHeight - viewport.height * viewport.scale > keyboardAtLeast;
    grid.toggleAttribute('data-keyboard-up', keyboardUp);
    if (keyboardUp) {
      const covered = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      grid.style.setProperty('--visible-height', `${viewport.height}px`);
      grid.style.setProperty('--keyboard-inset', `${covered}px`);
    } else {
      grid.style.removeProperty('--visible-height');
      grid.style.removeProperty('--keyboard-inset');
    }
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
    grid.removeAttribute('data-keyboard-up');
    grid.style.removeProperty('--visible-height');
    grid.style.removeProperty('--keyboard-inset');
  };
}
