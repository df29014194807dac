// @vitest-environment node
import { describe, expect, it } from "vitest";
import { markdownTable, median, tapRow } from "./report.mjs";

describe("median", () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])("of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("is NaN with no values", () => {
    expect(median([])).toBeNaN();
  });
});

describe("tapRow", () => {
  it("gives the median, the fastest and the slowest sample", () => {
    expect(tapRow("menu", [90, 40, 120, 80, 60], 100)).toEqual({
      widget: "menu",
      median: 80,
      min: 40,
      max: 120,
      budget: 100,
      over: false,
    });
  });

  it("is over when the median misses the budget, not when it meets it", () => {
    expect(tapRow("a", [101, 101, 99], 100).over).toBe(true);
    expect(tapRow("a", [100, 100, 200], 100).over).toBe(false);
  });

  it("counts a tap that never showed its result as slower than any other", () => {
    const row = tapRow("zoom", [50, null, null], 100);
    expect(row.max).toBe(Number.POSITIVE_INFINITY);
    expect(row.median).toBe(Number.POSITIVE_INFINITY);
    expect(row.over).toBe(true);
    expect(tapRow("zoom", [50, 60, null], 100).over).toBe(false);
  });

  it("refuses a widget with no samples", () => {
    expect(() => tapRow("faq", [], 100)).toThrow(/faq/);
  });
});

describe("markdownTable", () => {
  it("writes one row per widget, rounded, marking the rows over budget", () => {
    const table = markdownTable([
      tapRow("tabs | next", [80.4, 70.6, 90], 100),
      tapRow("Write a review", [108.2, 130, null], 100),
    ]);
    expect(table.split("\n")).toEqual([
      "| widget | median ms | min ms | max ms | budget ms |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| tabs \\| next | 80 | 71 | 90 | 100 |",
      "| Write a review | 130 (over) | 108 | no result | 100 |",
    ]);
  });
});
