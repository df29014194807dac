// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exitCode, floorRow, hostDrift, interleaved } from "./verdict.mjs";

const BUDGET = { margin: 40, target: 100 };

describe("interleaved", () => {
  it("alternates the widget's page and its floor, run by run, the widget first", () => {
    expect(interleaved(3)).toEqual([
      { page: "widget", run: 0 },
      { page: "floor", run: 0 },
      { page: "widget", run: 1 },
      { page: "floor", run: 1 },
      { page: "widget", run: 2 },
      { page: "floor", run: 2 },
    ]);
  });

  it("takes as many samples of each as there are runs", () => {
    const order = interleaved(5);
    expect(order.filter((s) => s.page === "widget")).toHaveLength(5);
    expect(order.filter((s) => s.page === "floor")).toHaveLength(5);
    // Never two of the same page in a row.
    for (let i = 1; i < order.length; i++)
      expect(order[i]?.page).not.toBe(order[i - 1]?.page);
  });

  it("refuses a count of runs that is not a positive whole number", () => {
    expect(() => interleaved(0)).toThrow(/positive/);
    expect(() => interleaved(2.5)).toThrow(/2.5/);
  });
});

describe("floorRow", () => {
  it("is within when the median is at most the floor's plus the margin", () => {
    // 109 ms on the page, 64 on the floor: 45 over, not within 40.
    const over = floorRow(
      "Write a review",
      "dialog",
      [109, 120, 100],
      [64, 70, 60],
      BUDGET,
    );
    expect(over).toMatchObject({
      median: 109,
      floor: 64,
      difference: 45,
      limit: 104,
      within: false,
      overTarget: true,
    });
  });

  it.each([
    // At the limit, the floor's 64 plus 40.
    ["menu", "popover", [104, 90, 110], [64, 70, 60], true, true],
    // Over 100 ms on a slow host, but within its floor + 40.
    ["zoom", "dialog", [150, 160, 140], [120, 115, 125], true, true],
    // Under 100 ms, but 45 ms over a fast floor.
    ["faq", "details", [95, 96, 94], [50, 50, 50], false, false],
  ])(
    "judges %s (%s) by its floor, not the absolute target: %j over %j is within %s, over the target %s",
    (widget, kind, samples, floor, within, overTarget) => {
      expect(floorRow(widget, kind, samples, floor, BUDGET)).toMatchObject({
        within,
        overTarget,
      });
    },
  );

  it("judges nothing within when the widget or its floor showed no result", () => {
    expect(
      floorRow("a", "radios", [null, null, 50], [40, 40, 40], BUDGET).within,
    ).toBe(false);
    expect(
      floorRow("a", "radios", [50, 50, 50], [null, null, 40], BUDGET).within,
    ).toBe(false);
    expect(
      floorRow("a", "radios", [50, 50, null], [40, 40, null], BUDGET).within,
    ).toBe(true);
  });
});

describe("hostDrift", () => {
  it.each([
    [2000, 2000, 0, true],
    [2000, 2300, 0.15, true],
    [2000, 1700, 0.15, true],
    [2000, 2301, 0.1505, false],
    [2148, 2973, 0.3841, false],
    [2000, 1690, 0.155, false],
  ])("from %d to %d moves %d: trusted %s", (start, end, drift, trusted) => {
    const result = hostDrift(start, end, 0.15);
    expect(result.drift).toBeCloseTo(drift, 4);
    expect(result.trusted).toBe(trusted);
  });

  it("refuses an index that is not a positive number", () => {
    expect(() => hostDrift(0, 2000, 0.15)).toThrow(/positive/);
    expect(() => hostDrift(2000, Number.NaN, 0.15)).toThrow(/positive/);
  });
});

describe("exitCode", () => {
  const within = floorRow("a", "dialog", [90], [60], BUDGET);
  const over = floorRow("b", "dialog", [130], [60], BUDGET);

  it("is 0 when the run is trusted and every widget is within its floor + margin", () => {
    expect(exitCode([within, within], true)).toBe(0);
  });

  it("is 1 when the run is trusted and a widget is over", () => {
    expect(exitCode([within, over], true)).toBe(1);
  });

  it("is 2 when the host's index moved too much, whatever the widgets did", () => {
    expect(exitCode([within], false)).toBe(2);
    expect(exitCode([over], false)).toBe(2);
  });
});
