// The first-tap benchmark's figures: per widget, the median, fastest and
// slowest of its samples against the budget, as a Markdown table.

/**
 * The middle value, or the mean of the two middle ones.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (
        sorted[middle - 1] + /** @type {number} */ (sorted[middle])
      ) / 2;
}

/**
 * @typedef {object} TapRow
 * @property {string} widget
 * @property {number} median ms; Infinity when most samples never showed the result
 * @property {number} min
 * @property {number} max ms; Infinity when a sample never showed the result
 * @property {number} budget
 * @property {boolean} over whether the median misses the budget
 */

/**
 * One widget's row. A sample with no result (null) counts as slower than
 * any other, so it moves the median, and the row fails if it is the median.
 * @param {string} widget
 * @param {(number | null)[]} samples ms from the tap to its frame
 * @param {number} budget ms
 * @returns {TapRow}
 */
export function tapRow(widget, samples, budget) {
  if (samples.length === 0) throw new Error(`${widget}: no samples`);
  const times = samples.map((ms) => ms ?? Number.POSITIVE_INFINITY);
  const middle = median(times);
  return {
    widget,
    median: middle,
    min: Math.min(...times),
    max: Math.max(...times),
    budget,
    over: !(middle <= budget),
  };
}

/** @param {number} ms */
const shown = (ms) =>
  Number.isFinite(ms) ? String(Math.round(ms)) : "no result";

/**
 * The rows as a Markdown table, with a mark on each row over its budget.
 * @param {TapRow[]} rows
 */
export function markdownTable(rows) {
  const lines = [
    "| widget | median ms | min ms | max ms | budget ms |",
    "| --- | ---: | ---: | ---: | ---: |",
  ];
  for (const row of rows) {
    const widget = row.widget.replaceAll("|", "\\|");
    const verdict = row.over ? " (over)" : "";
    lines.push(
      `| ${widget} | ${shown(row.median)}${verdict} | ${shown(row.min)} | ${shown(row.max)} | ${row.budget} |`,
    );
  }
  return lines.join("\n");
}
