// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decimalToMicros } from "./money";
import { AMOUNTS } from "./spend/spend-csv-fixtures";

describe("decimalToMicros", () => {
  it.each([["0", 0], ["0.0000004", 0], ...AMOUNTS])(
    "reads %s as %i micros",
    (amount, micros) => {
      expect(decimalToMicros(amount)).toBe(micros);
    },
  );

  it.each(["", "-1", "1,50", "1e3", "abc", "1.", ".5", "99999999999999999"])(
    "refuses %j",
    (amount) => {
      expect(() => decimalToMicros(amount)).toThrow();
    },
  );
});
