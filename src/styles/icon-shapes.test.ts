import { describe, expect, it } from "vitest";
import {
  cssPolygon,
  joinOutlines,
  strokeOutline,
  straightSubpaths,
  type Point,
} from "./icon-shapes";

/** Twice the signed area of a polygon (the shoelace formula). */
const doubleArea = (points: Point[]) =>
  points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return sum + x * ny - nx * y;
  }, 0);

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The shortest distance from `p` to the segment a–b. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(
    0,
    Math.min(
      1,
      ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy),
    ),
  );
  return distance(p, [a[0] + t * dx, a[1] + t * dy]);
}

describe("straightSubpaths", () => {
  it.each([
    [
      "M20 6L9 17l-5-5",
      [
        {
          points: [
            [20, 6],
            [9, 17],
            [4, 12],
          ],
          closed: false,
        },
      ],
    ],
    [
      "M4 5h16M4 12h16",
      [
        {
          points: [
            [4, 5],
            [20, 5],
          ],
          closed: false,
        },
        {
          points: [
            [4, 12],
            [20, 12],
          ],
          closed: false,
        },
      ],
    ],
    [
      "m9 18l6-6l-6-6",
      [
        {
          points: [
            [9, 18],
            [15, 12],
            [9, 6],
          ],
          closed: false,
        },
      ],
    ],
    [
      "M12 2v4h2z",
      [
        {
          points: [
            [12, 2],
            [12, 6],
            [14, 6],
          ],
          closed: true,
        },
      ],
    ],
    [
      "M1 1 2 2 3 1",
      [
        {
          points: [
            [1, 1],
            [2, 2],
            [3, 1],
          ],
          closed: false,
        },
      ],
    ],
    [
      "M2.5 9.33l6.6-.77",
      [
        {
          points: [
            [2.5, 9.33],
            [9.1, 8.56],
          ],
          closed: false,
        },
      ],
    ],
  ])("reads %s", (d, expected) => {
    const read = straightSubpaths(d);
    expect(read).toHaveLength(expected.length);
    read?.forEach((subpath, i) => {
      expect(subpath.closed).toBe(expected[i]!.closed);
      subpath.points.forEach((point, j) => {
        expect(point[0]).toBeCloseTo(expected[i]!.points[j]![0]!, 6);
        expect(point[1]).toBeCloseTo(expected[i]!.points[j]![1]!, 6);
      });
    });
  });

  it.each(["M5 5a2 2 0 0 1 3 3", "M3 11c0 1 1 2 2 2", "M1 1q2 2 3 3"])(
    "gives nothing for a curve: %s",
    (d) => expect(straightSubpaths(d)).toBeNull(),
  );
});

describe("strokeOutline", () => {
  const line: Point[] = [
    [9, 18],
    [15, 12],
    [9, 6],
  ];
  const outline = strokeOutline(line, 1);

  it("lies one half-width from the line all round", () => {
    for (const point of outline) {
      const nearest = Math.min(
        toSegment(point, line[0]!, line[1]!),
        toSegment(point, line[1]!, line[2]!),
      );
      expect(nearest).toBeCloseTo(1, 6);
    }
  });

  it("encloses the stroke's area, its round ends and corner included", () => {
    // Two 6√2-unit segments 2 units wide, two half-circle caps, the outer
    // corner's quarter-circle wedge, less the unit square the inner
    // corner's sides overlap; polygon arcs fall a little short.
    const exact = 2 * (2 * 6 * Math.SQRT2) + Math.PI + Math.PI / 4 - 1;
    const area = Math.abs(doubleArea(outline)) / 2;
    expect(area).toBeLessThan(exact);
    expect(area).toBeGreaterThan(exact * 0.98);
  });

  it("strokes a line with a point repeated as the line without it", () => {
    expect(
      strokeOutline(
        [
          [9, 18],
          [15, 12],
          [15, 12],
          [9, 6],
        ],
        1,
      ),
    ).toEqual(outline);
  });

  it("turns the same way whichever way the line runs", () => {
    const a = doubleArea(
      strokeOutline(
        [
          [4, 5],
          [20, 5],
        ],
        1,
      ),
    );
    const b = doubleArea(
      strokeOutline(
        [
          [20, 12],
          [4, 12],
        ],
        1,
      ),
    );
    expect(Math.sign(a)).toBe(Math.sign(b));
  });
});

describe("joinOutlines", () => {
  it("adds no area: the bridges go and come back", () => {
    const bars = [
      strokeOutline(
        [
          [4, 5],
          [20, 5],
        ],
        1,
      ),
      strokeOutline(
        [
          [4, 12],
          [20, 12],
        ],
        1,
      ),
      strokeOutline(
        [
          [4, 19],
          [20, 19],
        ],
        1,
      ),
    ];
    const joined = joinOutlines(bars);
    expect(doubleArea(joined)).toBeCloseTo(
      bars.reduce((sum, bar) => sum + doubleArea(bar), 0),
      6,
    );
    expect(joined[0]).toEqual(bars[0]![0]);
  });
});

describe("cssPolygon", () => {
  it("writes points as percentages of the box", () => {
    expect(
      cssPolygon(
        [
          [0, 0],
          [12, 6],
          [24, 24],
        ],
        24,
      ),
    ).toBe("polygon(0% 0%, 50% 25%, 100% 100%)");
    expect(cssPolygon([[66, 12]], 132, 24)).toBe("polygon(50% 50%)");
  });
});
