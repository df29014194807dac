/**
 * The icon utilities app.css loads with `@plugin`:
 * - `icon-[lucide--name]`: a Lucide icon, 1em square, in `currentColor`.
 *   An icon drawn only with straight open lines is a polygon (see
 *   icon-shapes.ts); any other is a mask of its SVG, written out in the
 *   rule itself rather than through a custom property, which the browser
 *   would parse again for every icon on every restyle.
 * - `icon-star`: the rating star, and `stars-row`: five of them in a row
 *   (<Stars>), both polygons of one star shape.
 */
import { icons as lucide } from "@iconify-json/lucide";
import { getIconsCSSData } from "@iconify/utils/lib/css/icons";
import plugin from "tailwindcss/plugin";
import {
  cssPolygon,
  joinOutlines,
  strokeOutline,
  straightSubpaths,
  type Point,
} from "./icon-shapes";
import { STAR_PATH, STAR_SIZE, STAR_STEP, STARS_WIDTH } from "./star-shape";

const ICON_SETS = { lucide } as const;

/** What every Lucide icon is drawn with. */
const LUCIDE_STROKE =
  /^<(?:g|path) fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"/;

/**
 * The polygon of a Lucide icon drawn only with open straight lines, or null.
 */
export function lucidePolygon(body: string, size: number): string | null {
  if (!LUCIDE_STROKE.test(body)) return null;
  const shapes = body.match(/<(?!g\b|\/)[a-z]+[^>]*>/g) ?? [];
  const lines: Point[][] = [];
  for (const shape of shapes) {
    const d = /^<path\b[^>]*\sd="([^"]+)"/.exec(shape)?.[1];
    const subpaths = d ? straightSubpaths(d) : null;
    if (!subpaths || subpaths.some((subpath) => subpath.closed)) return null;
    lines.push(...subpaths.map((subpath) => subpath.points));
  }
  if (lines.length === 0) return null;
  return cssPolygon(
    joinOutlines(lines.map((line) => strokeOutline(line, 1))),
    size,
  );
}

/**
 * The rules of `icon-[set--name]`, or none for a name no icon set has:
 * Tailwind then writes no rule for the class, as it does with any other word it
 * finds in the sources (icons.test.ts checks the classes the store uses).
 */
export function iconRules(value: string): Record<string, string> {
  const [prefix, name] = value.split("--");
  const set = ICON_SETS[prefix as keyof typeof ICON_SETS];
  const icon = name ? set?.icons[name] : undefined;
  if (!set || !name || !icon) return {};
  const size = icon.width ?? set.width ?? 16;
  const base = {
    display: "inline-block",
    width: "1em",
    height: "1em",
    "background-color": "currentColor",
  };
  const polygon = lucidePolygon(icon.body, size);
  if (polygon) return { ...base, "clip-path": polygon };
  const { css } = getIconsCSSData(set, [name], {
    iconSelector: ".icon",
    varName: null,
  });
  return {
    ...base,
    "mask-repeat": "no-repeat",
    "mask-size": "100% 100%",
    "mask-image": css[0]?.rules["mask-image"] ?? "none",
  };
}

const star = (x: number) =>
  (straightSubpaths(STAR_PATH)?.[0]?.points ?? []).map(([px, py]): Point => [
    px + x,
    py,
  ]);

export default plugin(({ addUtilities, matchUtilities, theme }) => {
  matchUtilities({ icon: iconRules });
  addUtilities({
    ".icon-star": {
      "background-color": "currentColor",
      "clip-path": cssPolygon(star(0), STAR_SIZE),
    },
    // The row's own background is the empty stars; its one bar (a child)
    // is the filled part, clipped to the same shapes.
    ".stars-row": {
      width: "auto",
      "flex-shrink": "0",
      "background-color": String(theme("colors.line.DEFAULT")),
      "clip-path": cssPolygon(
        joinOutlines([0, 1, 2, 3, 4].map((i) => star(i * STAR_STEP))),
        STARS_WIDTH,
        STAR_SIZE,
      ),
    },
  });
});
