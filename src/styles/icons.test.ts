// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { iconRules, lucidePolygon } from "./icons";

const SRC = fileURLToPath(new URL("..", import.meta.url));

/** Every `icon-[…]` class in the components. */
function iconClasses(dir = join(SRC, "components")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return iconClasses(path);
    if (!/\.(tsx|astro)$/.test(entry.name)) return [];
    return [...readFileSync(path, "utf8").matchAll(/icon-\[([a-z-]+)\]/g)].map(
      (match) => match[1]!,
    );
  });
}

describe("icon-[set--name]", () => {
  it.each([...new Set(iconClasses())])(
    "%s, as the store uses it, is drawn",
    (name) => {
      const rules = iconRules(name);
      expect(rules["background-color"]).toBe("currentColor");
      expect(rules["clip-path"] ?? rules["mask-image"]).toMatch(
        /^(polygon\(|url\("data:image\/svg\+xml,)/,
      );
    },
  );

  it("draws straight-line icons as polygons and the rest as masks with the image in the rule", () => {
    expect(iconRules("lucide--chevron-right")["clip-path"]).toMatch(
      /^polygon\(/,
    );
    expect(iconRules("lucide--x")["clip-path"]).toMatch(/^polygon\(/);
    const curved = iconRules("lucide--badge-check");
    expect(curved["clip-path"]).toBeUndefined();
    expect(curved["mask-image"]).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(JSON.stringify(curved)).not.toContain("var(");
  });

  it("writes no rule for a name no icon set has", () => {
    expect(iconRules("lucide--no-such-icon")).toEqual({});
    expect(iconRules("nosuchset--check")).toEqual({});
    expect(iconRules("name")).toEqual({});
  });
});

describe("lucidePolygon", () => {
  const stroke =
    'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';

  it("draws an open straight line, and several in one group", () => {
    expect(lucidePolygon(`<path ${stroke} d="M4 5h16"/>`, 24)).toMatch(
      /^polygon\(/,
    );
    expect(
      lucidePolygon(
        `<g ${stroke}><path d="M4 5h16"/><path d="M4 12h16"/></g>`,
        24,
      ),
    ).toMatch(/^polygon\(/);
  });

  it.each([
    ["a closed shape", `<path ${stroke} d="M4 5h16v4z"/>`],
    [
      "a circle",
      `<g ${stroke}><circle cx="11" cy="11" r="8"/><path d="M4 5h16"/></g>`,
    ],
    ["a curve", `<path ${stroke} d="M5 5a2 2 0 0 1 3 3"/>`],
    [
      "another stroke",
      `<path fill="none" stroke="currentColor" stroke-width="1.5" d="M4 5h16"/>`,
    ],
  ])("leaves %s to a mask", (_, body) => {
    expect(lucidePolygon(body, 24)).toBeNull();
  });
});
