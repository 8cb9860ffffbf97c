/**
 * Runs `then` once the next frame has been painted (a task queued as it is drawn): work a press starts
 * but its own frame does not need (fetching code, catching up with what the browser did) waits for it.
 * Where nothing is painted (a hidden tab, whose frames wait until it is seen again; no browser at all),
 * it waits for no frame: a task.
 */
export const afterNextPaint = (then: () => void): void => {
  if (typeof requestAnimationFrame !== 'function' || document.hidden) setTimeout(then);
  else requestAnimationFrame(() => setTimeout(then));
};
