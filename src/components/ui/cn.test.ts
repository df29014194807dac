// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_SCALES, cn, overriddenClasses } from "./cn";

/** The names app.css's @theme gives a scale: `--radius-card` → "card". */
function themeNames(scale: string): string[] {
  const css = readFileSync(
    new URL("../../styles/app.css", import.meta.url),
    "utf8",
  );
  return [...css.matchAll(new RegExp(`--${scale}-([a-z-]+):`, "g"))].map(
    (match) => match[1]!,
  );
}

describe("cn", () => {
  it("joins classes and drops the falsy ones", () => {
    expect(cn("px-5", false, undefined, { "py-2": true, "py-3": false })).toBe(
      "px-5 py-2",
    );
  });

  it("refuses two classes for one property", () => {
    expect(() => cn("min-h-11 text-base", "text-lg")).toThrow(
      'Classes "min-h-11 text-base text-lg" set one property twice: text-base would be overridden',
    );
  });

  it("tells the theme's text colours from text sizes", () => {
    expect(cn("text-ink text-sm")).toBe("text-ink text-sm");
  });

  it("knows every radius and shadow the theme defines", () => {
    expect([...THEME_SCALES.radius].sort()).toEqual(
      themeNames("radius").sort(),
    );
    expect([...THEME_SCALES.shadow].sort()).toEqual(
      themeNames("shadow").sort(),
    );
  });

  it.each(themeNames("radius"))(
    "sees rounded-%s and rounded-full as one property",
    (name) => {
      expect(overriddenClasses(`rounded-${name} rounded-full`)).toEqual([
        `rounded-${name}`,
      ]);
    },
  );

  it.each(themeNames("shadow"))(
    "sees shadow-%s and shadow-none as one property",
    (name) => {
      expect(overriddenClasses(`shadow-${name} shadow-none`)).toEqual([
        `shadow-${name}`,
      ]);
    },
  );
});
