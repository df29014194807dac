import { describe, expect, it } from "vitest";
import { cssTarget } from "./browsers";

describe("cssTarget", () => {
  it("gives the oldest version of each engine in Vite's names", () => {
    expect(
      cssTarget(["safari >= 16.4", "ios_saf >= 16.4", "chrome >= 120"]),
    ).toEqual(["chrome120", "ios16.4", "safari16.4"]);
  });

  it("reads the store's list from package.json, Safari on iOS included", () => {
    const targets = cssTarget();
    expect(targets.some((target) => target.startsWith("ios"))).toBe(true);
    expect(targets.some((target) => target.startsWith("chrome"))).toBe(true);
  });
});
