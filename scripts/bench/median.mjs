/** The median of a list of numbers: the bench's figure of several runs (pure, for its tests too). */

/** @param {number[]} numbers */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
