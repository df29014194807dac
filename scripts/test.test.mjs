// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { STEPS, duration, summary } from "./test.mjs";

describe("npm test's steps", () => {
  it("are every check, each an npm script of package.json", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(scripts.test).toBe("node scripts/test.mjs");
    for (const step of STEPS) expect(scripts[step], step).toBeTypeOf("string");
    expect(STEPS).toEqual(
      expect.arrayContaining(["typecheck", "lint", "test:unit", "test:e2e"]),
    );
  });

  it("prints each step's time and the whole, and names the one that failed", () => {
    expect(duration(4_230)).toBe("4.2 s");
    expect(duration(65_400)).toBe("1 min 05 s");
    expect(
      summary([
        { step: "typecheck", ms: 12_000, status: 0 },
        { step: "test:e2e", ms: 600_000, status: 1 },
      ]),
    ).toBe(
      [
        "npm test, step by step:",
        "  typecheck          12.0 s",
        "  test:e2e      10 min 00 s  failed (exit 1)",
        "  in all        10 min 12 s",
      ].join("\n"),
    );
  });
});
