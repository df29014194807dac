// @vitest-environment node
import { describe, expect, it } from "vitest";
import { builtStylesheet, lintCss } from "./lint-css.mjs";

describe("the CSS lint", () => {
  it("fails on a feature outside the supported browsers", async () => {
    // content-visibility came to Safari in 18.
    const result = await lintCss(".card { content-visibility: auto; }");
    expect(result.errored).toBe(true);
    expect(result.results[0]?.warnings.map((w) => w.text).join()).toMatch(
      /css-content-visibility.*Safari/,
    );
  });

  it("passes what every supported browser has, and the named exceptions", async () => {
    const result = await lintCss(
      ".card:has(img) { display: grid; cursor: pointer; }",
    );
    expect(result.results[0]?.warnings).toEqual([]);
    expect(result.errored).toBe(false);
  });

  it("lints the stylesheet as built: Tailwind's utilities, with their prefixes", async () => {
    const css = await builtStylesheet("src/styles/app.css");
    // The sticky bar's backdrop-blur, with the prefix Safari needs before 18.
    expect(css).toMatch(/-webkit-backdrop-filter:\s*blur/);
    expect(css).toMatch(/\.sticky-buy-bar\s*\{/);
  }, 30_000);
});
