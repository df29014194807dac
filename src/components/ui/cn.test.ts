// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_SCALES, cn } from "./cn";

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
  it("knows every radius and shadow the theme defines", () => {
    expect([...THEME_SCALES.radius].sort()).toEqual(
      themeNames("radius").sort(),
    );
    expect([...THEME_SCALES.shadow].sort()).toEqual(
      themeNames("shadow").sort(),
    );
  });

  it.each(themeNames("radius"))(
    "a caller's rounded-full replaces rounded-%s",
    (name) => {
      expect(cn(`rounded-${name}`, "rounded-full")).toBe("rounded-full");
    },
  );

  it.each(themeNames("shadow"))(
    "a caller's shadow-none replaces shadow-%s",
    (name) => {
      expect(cn(`shadow-${name}`, "shadow-none")).toBe("shadow-none");
    },
  );
});
