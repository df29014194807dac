// The first-tap benchmark's verdict. A widget is judged against its floor
// (floor.mjs) measured in the same run, sample for sample, so that what
// slows the host slows both: the budget is the floor plus a margin, on any
// host. The absolute target is printed beside it, for a quiet host. The
// run itself is judged by the host's benchmark index before and after: a
// host that changed speed mid-run emulated another phone for part of it.
import { tapRow } from "./report.mjs";

/**
 * @typedef {"widget" | "floor"} PageKind
 * @typedef {object} Sample one cold tap to take
 * @property {PageKind} page the widget's page or its floor
 * @property {number} run which of the runs
 */

/**
 * The order of one widget's samples: its page, then its floor, run by run
 * (widget, floor, widget, floor, …), so a host that drifts during the
 * widget's runs drifts under both alike.
 * @param {number} runs
 * @returns {Sample[]}
 */
export function interleaved(runs) {
  if (!(Number.isInteger(runs) && runs > 0))
    throw new Error(`Runs must be a positive whole number, not ${runs}`);
  return Array.from({ length: runs }, (_, run) => [
    /** @type {Sample} */ ({ page: "widget", run }),
    /** @type {Sample} */ ({ page: "floor", run }),
  ]).flat();
}

/**
 * @typedef {object} FloorRow
 * @property {string} widget
 * @property {string} kind what the floor holds (floor.mjs FLOOR_KINDS)
 * @property {number} median ms; Infinity when most taps never showed the result
 * @property {number} min
 * @property {number} max
 * @property {number} floor the floor's median, ms
 * @property {number} floorMin
 * @property {number} floorMax
 * @property {number} difference median minus floor
 * @property {number} limit the budget: floor plus the margin
 * @property {boolean} within whether the median is within floor + margin;
 *   false when either median is no result, since nothing can be judged
 * @property {number} target the absolute target, ms
 * @property {boolean} overTarget whether the median misses the target
 */

/**
 * One widget's row: its median against its floor's plus `margin`, and
 * against the absolute `target`. A sample with no result counts as slower
 * than any other, on either side.
 * @param {string} widget
 * @param {string} kind
 * @param {(number | null)[]} samples the widget's, ms
 * @param {(number | null)[]} floorSamples the floor's, ms
 * @param {{ margin: number, target: number }} budget
 * @returns {FloorRow}
 */
export function floorRow(widget, kind, samples, floorSamples, budget) {
  const own = tapRow(widget, samples, budget.target);
  const floor = tapRow(`${widget}, floor`, floorSamples, budget.target);
  const limit = floor.median + budget.margin;
  return {
    widget,
    kind,
    median: own.median,
    min: own.min,
    max: own.max,
    floor: floor.median,
    floorMin: floor.min,
    floorMax: floor.max,
    difference: own.median - floor.median,
    limit,
    within:
      Number.isFinite(own.median) &&
      Number.isFinite(floor.median) &&
      own.median <= limit,
    target: budget.target,
    overTarget: own.over,
  };
}

/**
 * Whether the host kept its speed through the run: the benchmark index at
 * the end against the start, as a share of the start. A run whose index
 * moved more than `limit` (0.15: 15 %) is not trusted.
 * @param {number} start
 * @param {number} end
 * @param {number} limit
 */
export function hostDrift(start, end, limit) {
  if (!(start > 0) || !(end > 0))
    throw new Error(`Benchmark indexes must be positive: ${start}, ${end}`);
  const drift = Math.abs(end - start) / start;
  return { drift, trusted: drift <= limit };
}

/**
 * The run's exit code: 2 when it is not trusted (the host's speed moved:
 * run it again), whatever the widgets did; else 1 when a widget is over its
 * floor plus the margin; else 0. The absolute target never decides it.
 * @param {FloorRow[]} rows
 * @param {boolean} trusted
 */
export function exitCode(rows, trusted) {
  if (!trusted) return 2;
  return rows.some((row) => !row.within) ? 1 : 0;
}
