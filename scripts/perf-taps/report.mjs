// The first-tap benchmark's figures: per widget, the median, fastest and
// slowest of its samples, and the table of widgets against their floors.

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

/** @param {number} ms */
const signed = (ms) => {
  if (!Number.isFinite(ms)) return "no result";
  const rounded = Math.round(ms) || 0; // no "-0"
  return rounded > 0 ? `+${rounded}` : String(rounded);
};

/**
 * The rows as a Markdown table: each widget's median and its floor's (with
 * their fastest and slowest), the difference, the verdict against the floor
 * plus the margin, and the absolute target beside it.
 * @param {import("./verdict.mjs").FloorRow[]} rows
 * @param {number} margin ms over the floor a widget may take
 */
export function markdownTable(rows, margin) {
  const lines = [
    `| widget | floor of | median ms (min–max) | floor ms (min–max) | difference ms | within floor + ${margin} | ${rows[0]?.target ?? ""} ms target |`,
    "| --- | --- | ---: | ---: | ---: | --- | --- |",
  ];
  for (const row of rows) {
    const widget = row.widget.replaceAll("|", "\\|");
    lines.push(
      `| ${widget} | ${row.kind} | ${shown(row.median)} (${shown(row.min)}–${shown(row.max)}) | ${shown(row.floor)} (${shown(row.floorMin)}–${shown(row.floorMax)}) | ${signed(row.difference)} | ${row.within ? "yes" : "**no**"} | ${row.overTarget ? "over" : "met"} |`,
    );
  }
  return lines.join("\n");
}
