import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  paletteContrastProblems,
  paletteCss,
  type Palette,
} from "./palette";

/** The brand tokens of src/styles/app.css, the palette a store without one keeps. */
const STORE_PALETTE: Palette = {
  brand: "#1e4d40",
  brandStrong: "#143a30",
  brandSoft: "#e6efe9",
  accent: "#c2410c",
  accentStrong: "#9a3412",
};

it("is app.css's palette, in the theme block that stays variables", () => {
  // Not `@theme inline`: utilities must read these through var(), or the
  // :root that paletteCss writes would change nothing.
  const css = readFileSync("src/styles/app.css", "utf8");
  const variables = /@theme \{([^}]*)\}/.exec(css)?.[1] ?? "";
  for (const declaration of paletteCss(STORE_PALETTE).slice(6, -1).split(";"))
    expect(variables).toContain(`${declaration.replace(":", ": ")};`);
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#000000", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#777777", "#ffffff", 4.48],
    ["#C2410C", "#ffffff", 5.18],
  ])("%s on %s is %d:1", (one, other, ratio) => {
    expect(contrastRatio(one, other)).toBeCloseTo(ratio, 2);
  });
});

describe("paletteContrastProblems", () => {
  it("passes the store's own palette", () => {
    expect(paletteContrastProblems(STORE_PALETTE)).toEqual([]);
  });

  it.each<[Partial<Palette>, keyof Palette, string]>([
    [{ brand: "#7fb3a3" }, "brand", "brand text on white has a contrast of"],
    [{ brandSoft: "#6f8f86" }, "brandSoft", "brand text on brandSoft"],
    [
      { accent: "#f59e0b" },
      "accent",
      "white text on accent has a contrast of 2.15:1",
    ],
    [{ accentStrong: "#fdba74" }, "accentStrong", "white text on accentStrong"],
    [{ brandStrong: "#9ca3af" }, "brandStrong", "brandStrong text on white"],
  ])("names a faint pair: %o", (change, field, message) => {
    const problems = paletteContrastProblems({ ...STORE_PALETTE, ...change });
    expect(problems).toContainEqual({
      field,
      message: expect.stringContaining(message),
    });
    for (const problem of problems)
      expect(problem.message).toContain("it needs 4.5:1 (WCAG AA)");
  });
});

describe("paletteCss", () => {
  it("sets each brand token on :root", () => {
    expect(paletteCss(STORE_PALETTE)).toBe(
      ":root{--color-brand:#1e4d40;--color-brand-strong:#143a30;--color-brand-soft:#e6efe9;--color-accent:#c2410c;--color-accent-strong:#9a3412}",
    );
  });
});
