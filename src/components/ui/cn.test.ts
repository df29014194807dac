import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    [["min-h-11", "min-h-13"], "min-h-13"],
    [["px-5 py-2.5", "px-3"], "py-2.5 px-3"],
    [["bg-brand", false, undefined, "text-white"], "bg-brand text-white"],
    [["text-base", "text-sm font-bold"], "text-sm font-bold"],
  ])("%j gives %j", (input, expected) => {
    expect(cn(...input)).toBe(expected);
  });
});
