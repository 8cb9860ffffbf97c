/**
 * The Event Timing API's duration of a press, what INP counts: the longest of the press's events
 * (pointerdown, pointerup, click: one interaction, one `interactionId`), each from the input's
 * timestamp to the frame painted after its handlers ran. Chromium reports an event only from 16 ms
 * (the least `durationThreshold`), so a press whose events all took less reads 0 here, printed
 * "< 16 ms"; a page's first input is reported whatever it took (`first-input`).
 */

/** Before any script of the page: keeps every event timing entry it reports, in `window.benchEventTimings`. */
export function recordEventTimings() {
  /** @type {{ name: string, startTime: number, duration: number, interactionId: number }[]} */
  const kept = [];
  window.benchEventTimings = kept;
  const keep = (list) => {
    for (const { name, startTime, duration, interactionId } of list.getEntries())
      kept.push({ name, startTime, duration, interactionId: interactionId ?? 0 });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/**
 * The duration of the first interaction the page saw from `since` (its clock) on, once its frame has
 * been painted: the entries come after that frame, so this waits up to a second and a half for them.
 * @param {import('@playwright/test').Page} page
 * @param {number} since
 * @returns {Promise<number>} milliseconds; 0 when no event of it took 16 ms
 */
export const interactionDuration = (page, since) =>
  page.evaluate(async (since) => {
    const pause = (ms) => new Promise((done) => setTimeout(done, ms));
    const ours = () =>
      window.benchEventTimings
        .filter((entry) => entry.interactionId > 0 && entry.startTime >= since)
        .sort((a, b) => a.startTime - b.startTime);
    const deadline = performance.now() + 1500;
    while (ours().length === 0 && performance.now() < deadline) await pause(50);
    // Its other events are reported with the same frame: a moment for all of them to arrive.
    await pause(100);
    const entries = ours();
    if (entries.length === 0) return 0;
    const { interactionId } = entries[0];
    return Math.max(...entries.filter((entry) => entry.interactionId === interactionId).map((entry) => entry.duration));
  }, since);

/** "72 ms", or "< 16 ms" for a press none of whose events was reported. */
export const durationText = (ms) => (ms < 16 ? '< 16 ms' : `${Math.round(ms)} ms`);
