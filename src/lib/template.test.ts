import { describe, expect, it } from "vitest";
import { fill } from "./template";

describe("fill", () => {
  it.each([
    ["View image {n} of {total}", { n: "2", total: "8" }, "View image 2 of 8"],
    [
      "Show more reviews ({remaining} remaining)",
      { remaining: "4" },
      "Show more reviews (4 remaining)",
    ],
    ["{missing} stays", {}, "{missing} stays"],
    ["{constructor} is no value", {}, "{constructor} is no value"],
  ])("%s", (template, values: Record<string, string>, expected) => {
    expect(fill(template, values)).toBe(expected);
  });
});
