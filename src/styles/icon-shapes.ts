/**
 * Icon shapes as CSS polygons. A `clip-path: polygon()` over a box of
 * `currentColor` paints as a plain path; a mask of an SVG image makes the
 * browser run that image's own document every time the page repaints (about
 * 0.4 ms per icon at a phone's speed, on every tap that repaints the page).
 * So every icon drawn only with straight lines becomes a polygon: a stroked
 * line's outline (Lucide's 2-unit stroke, round caps and joins), or a filled
 * shape's corners (the rating star).
 */

/** A point in an icon's grid (Lucide's is 24 units square). */
export type Point = readonly [number, number];

/** An SVG path's subpaths, each with whether it ends in `z`. */
export type Subpath = { points: Point[]; closed: boolean };

/** Segments of a quarter turn per round cap or join: smooth below a pixel. */
const ARC_STEPS_PER_QUARTER = 3;

/**
 * The subpaths of an SVG path that draws only straight lines (M, L, H, V,
 * Z, absolute or relative), or null when it draws any curve or arc.
 */
export function straightSubpaths(d: string): Subpath[] | null {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const subpaths: Subpath[] = [];
  let current: Subpath | undefined;
  let [x, y] = [0, 0];
  let command = "";
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? "";
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i++;
      if (command === "z" || command === "Z") {
        if (!current) return null;
        current.closed = true;
        [x, y] = current.points[0] ?? [x, y];
        current = undefined;
      }
      continue;
    }
    const relative = command === command.toLowerCase();
    const next = () => Number(tokens[i++]);
    switch (command.toLowerCase()) {
      case "m":
      case "l": {
        const [dx, dy] = [next(), next()];
        [x, y] = relative ? [x + dx, y + dy] : [dx, dy];
        if (command === "m" || command === "M") {
          current = { points: [], closed: false };
          subpaths.push(current);
          // Pairs after a move's first are lines.
          command = relative ? "l" : "L";
        }
        current?.points.push([x, y]);
        break;
      }
      case "h":
        x = relative ? x + next() : next();
        current?.points.push([x, y]);
        break;
      case "v":
        y = relative ? y + next() : next();
        current?.points.push([x, y]);
        break;
      default:
        return null;
    }
  }
  return subpaths;
}

const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
const unit = (from: Point, to: Point): Point => {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const length = Math.hypot(dx, dy);
  return [dx / length, dy / length];
};
/** The direction turned a quarter turn, to the stroke's one side. */
const normal = ([dx, dy]: Point): Point => [-dy, dx];
const cross = (a: Point, b: Point) => a[0] * b[1] - a[1] * b[0];
const distinct = (a: Point, b: Point) => a[0] !== b[0] || a[1] !== b[1];

const angle = ([x, y]: Point) => Math.atan2(y, x);

/** Points on the arc of `radius` round `centre`, from `start` turning `sweep` radians, ends included. */
function arc(
  centre: Point,
  radius: number,
  start: number,
  sweep: number,
): Point[] {
  const steps = Math.max(
    1,
    Math.ceil((Math.abs(sweep) / (Math.PI / 2)) * ARC_STEPS_PER_QUARTER),
  );
  return Array.from({ length: steps + 1 }, (_, step) => {
    const at = start + (sweep * step) / steps;
    return add(centre, [radius * Math.cos(at), radius * Math.sin(at)]);
  });
}

/** The turn from one direction to another, the short way. */
function turnBetween(from: Point, to: Point): number {
  const sweep = angle(to) - angle(from);
  if (sweep > Math.PI) return sweep - 2 * Math.PI;
  if (sweep < -Math.PI) return sweep + 2 * Math.PI;
  return sweep;
}

/** One side of a stroke along `line`, half its width out (the other side is the same along the line reversed). */
function strokeSide(line: Point[], halfWidth: number): Point[] {
  const directions = line.slice(1).map((point, i) => unit(line[i]!, point));
  const out = (i: number) => scale(normal(directions[i]!), halfWidth);
  const points: Point[] = [add(line[0]!, out(0))];
  for (let i = 1; i < line.length - 1; i++) {
    const corner = line[i]!;
    const turn = cross(directions[i - 1]!, directions[i]!);
    if (turn > 0) {
      // The inside of the bend: where the two offset lines meet.
      const a = add(corner, out(i - 1));
      const b = add(corner, out(i));
      const along = directions[i - 1]!;
      const t =
        cross([b[0] - a[0], b[1] - a[1]], directions[i]!) /
        cross(along, directions[i]!);
      points.push(add(a, scale(along, t)));
    } else {
      // The outside: round the corner.
      points.push(
        ...arc(
          corner,
          halfWidth,
          angle(out(i - 1)),
          turnBetween(out(i - 1), out(i)),
        ),
      );
    }
  }
  points.push(add(line.at(-1)!, out(directions.length - 1)));
  return points;
}

/**
 * The outline of a stroke `2 × halfWidth` wide along an open `line`, with
 * round caps and joins: along one side, round the end, back along the other
 * and round the start. Every outline turns the same way, so outlines that
 * overlap fill their union.
 */
export function strokeOutline(points: Point[], halfWidth: number): Point[] {
  // A point repeated has no direction to stroke.
  const line = points.filter(
    (point, i) => i === 0 || distinct(point, points[i - 1]!),
  );
  const ends = [line.at(-1)!, line[0]!] as const;
  const there = strokeSide(line, halfWidth);
  const back = strokeSide([...line].reverse(), halfWidth);
  // A cap turns half round from one side to the other, through the way the
  // line was heading.
  const cap = (end: Point, from: Point) =>
    arc(
      end,
      halfWidth,
      angle([from[0] - end[0], from[1] - end[1]]),
      -Math.PI,
    ).slice(1, -1);
  return [
    ...there,
    ...cap(ends[0], there.at(-1)!),
    ...back,
    ...cap(ends[1], back.at(-1)!),
  ];
}

/**
 * Several outlines as one polygon: from the first point of each to the
 * first of the next and, after the last, back the same way, so the bridges
 * enclose nothing.
 */
export function joinOutlines(outlines: Point[][]): Point[] {
  const starts = outlines.map((outline) => outline[0]!);
  return [
    ...outlines.flatMap((outline) => [...outline, outline[0]!]),
    ...starts.slice(0, -1).reverse(),
  ];
}

const percent = (value: number, of: number) =>
  `${Number(((value / of) * 100).toFixed(1))}%`;

/** `polygon()` of `points` in a `width` × `height` grid, in percentages of the box. */
export function cssPolygon(
  points: Point[],
  width: number,
  height = width,
): string {
  return `polygon(${points
    .map(([x, y]) => `${percent(x, width)} ${percent(y, height)}`)
    .join(", ")})`;
}
