// @vitest-environment node
import { describe, expect, it } from "vitest";
import { markdownTable, median, tapRow } from "./report.mjs";
import { floorRow } from "./verdict.mjs";

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
  it("writes one row per widget, rounded: its time and its floor's, the difference, the verdict and the target", () => {
    const budget = { margin: 40, target: 100 };
    const table = markdownTable(
      [
        floorRow(
          "tabs | next",
          "markup, no script",
          [80.4, 70.6, 90],
          [30, 20.4, 40],
          budget,
        ),
        floorRow(
          "Write a review",
          "dialog",
          [108.2, 130, null],
          [64, 70, 60],
          budget,
        ),
        floorRow("menu", "popover", [50, 52, 54], [60, null, null], budget),
        floorRow("banner", "markup, no script", [30.3], [30], budget),
        floorRow("faq", "details", [29.6], [30], budget),
      ],
      40,
    );
    expect(table.split("\n")).toEqual([
      "| widget | floor of | median ms (min–max) | floor ms (min–max) | difference ms | within floor + 40 | 100 ms target |",
      "| --- | --- | ---: | ---: | ---: | --- | --- |",
      "| tabs \\| next | markup, no script | 80 (71–90) | 30 (20–40) | +50 | **no** | met |",
      "| Write a review | dialog | 130 (108–no result) | 64 (60–70) | +66 | **no** | over |",
      "| menu | popover | 52 (50–54) | no result (60–no result) | no result | **no** | met |",
      "| banner | markup, no script | 30 (30–30) | 30 (30–30) | 0 | yes | met |",
      "| faq | details | 30 (30–30) | 30 (30–30) | 0 | yes | met |",
    ]);
  });
});
