// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decimalToMicros } from "./money";

describe("decimalToMicros", () => {
  it.each([
    ["0", 0],
    ["12.34", 12_340_000],
    ["0.1", 100_000],
    ["0.29", 290_000],
    ["1.005", 1_005_000],
    ["5339.5", 5_339_500_000],
    ["0.000001", 1],
    ["0.0000005", 1],
    ["0.0000004", 0],
    ["19999999.999999", 19_999_999_999_999],
  ])("reads %s as %i micros", (amount, micros) => {
    expect(decimalToMicros(amount)).toBe(micros);
  });

  it.each(["", "-1", "1,50", "1e3", "abc", "1.", ".5", "99999999999999999"])(
    "refuses %j",
    (amount) => {
      expect(() => decimalToMicros(amount)).toThrow();
    },
  );
});
