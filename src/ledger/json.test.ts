import { describe, expect, it } from "vitest";
import { isObject, parseJson } from "./json.ts";

describe("parseJson", () => {
  it("reads JSON, and gives undefined for what is not JSON", () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson("null")).toBeNull();
    expect(parseJson("<html>")).toBeUndefined();
    expect(parseJson("")).toBeUndefined();
  });
});

describe("isObject", () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [null, false],
    [[], false],
    ["{}", false],
    [undefined, false],
  ])("%j is an object: %s", (value, expected) => {
    expect(isObject(value)).toBe(expected);
  });
});
