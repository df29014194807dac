import { describe, expect, it } from "vitest";
import { ratingFigures, summarise } from "./rating-summary";

describe("summarise", () => {
  it("counts each star, highest first, and averages to one decimal", () => {
    expect(summarise([5, 5, 4, 1])).toEqual({
      average: 3.8,
      total: 4,
      breakdown: [
        { stars: 5, count: 2, percent: 50 },
        { stars: 4, count: 1, percent: 25 },
        { stars: 3, count: 0, percent: 0 },
        { stars: 2, count: 0, percent: 0 },
        { stars: 1, count: 1, percent: 25 },
      ],
    });
  });

  it.each([
    [[5, 4, 3]],
    [[5, 5, 5, 4, 4, 3, 2]],
    [
      Array.from({ length: 439 }, (_, i) =>
        i < 416 ? 5 : i < 426 ? 4 : i < 437 ? 3 : i < 438 ? 2 : 1,
      ),
    ],
  ])("gives percentages that add up to 100 (%#)", (ratings) => {
    const { breakdown, total } = summarise(ratings);
    expect(breakdown.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
    expect(breakdown.reduce((sum, row) => sum + row.count, 0)).toBe(total);
  });

  it("gives a third each to three equal rows, the spare point to the highest", () => {
    expect(summarise([5, 4, 3]).breakdown.map((row) => row.percent)).toEqual([
      34, 33, 33, 0, 0,
    ]);
  });

  it("has nothing to show without reviews", () => {
    const summary = summarise([]);
    expect(summary.total).toBe(0);
    expect(summary.breakdown.every((row) => row.percent === 0)).toBe(true);
  });
});

describe("ratingFigures", () => {
  const breakdown = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: stars === 5 ? 10 : 0,
    percent: stars === 5 ? 100 : 0,
  }));

  it("gives a fixed entry's own figures, whatever the reviews say", () => {
    expect(
      ratingFigures(
        { source: "fixed", average: 4.9, total: 10, breakdown },
        [1, 1],
      ),
    ).toEqual({ average: 4.9, total: 10, breakdown });
  });

  it("computes the figures from the reviews when the entry says so", () => {
    expect(ratingFigures({ source: "reviews" }, [5, 4, 1])).toEqual(
      summarise([5, 4, 1]),
    );
  });

  it("refuses a fixed entry without its figures", () => {
    expect(() => ratingFigures({ source: "fixed", average: 4.9 }, [])).toThrow(
      /average, total and breakdown are required/,
    );
  });
});
