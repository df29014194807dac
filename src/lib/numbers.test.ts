import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, numberFormat, position } from "./numbers";

describe("formatNumber", () => {
  it.each([
    ["en", 4.9, "4.9"],
    ["de", 4.9, "4,9"],
    ["fr", 4.9, "4,9"],
    ["en", 2002, "2,002"],
    ["de", 2002, "2.002"],
    ["fr", 2002, "2\u202f002"],
    ["en", 27610, "27,610"],
    ["de", 27610, "27.610"],
    ["fr", 27610, "27\u202f610"],
    ["en", 12345.6, "12,345.6"],
    ["de", 12345.6, "12.345,6"],
    ["fr", 12345.6, "12\u202f345,6"],
    ["en", 8, "8"],
    ["de", 0, "0"],
  ])("in %s, %s → %j", (locale, value, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });
});

describe("position", () => {
  it.each([
    ["en", 0, 8, { n: "1", total: "8" }],
    ["de", 1233, 2002, { n: "1.234", total: "2.002" }],
    ["fr", 1233, 2002, { n: "1\u202f234", total: "2\u202f002" }],
  ])("in %s, item %s of %s", (locale, index, total, expected) => {
    expect(position(index, total, locale)).toEqual(expected);
  });
});

describe("formatPercent", () => {
  it.each([
    ["en", 95, "95%"],
    ["de", 95, "95\u00a0%"],
    ["en", 0, "0%"],
    ["en", 12.5, "12.5%"],
    ["de", 12.5, "12,5\u00a0%"],
    ["en", 33.333, "33.3%"],
    ["en", 29, "29%"],
    ["de", 1234, "1.234\u00a0%"],
  ])("in %s, %s → %j", (locale, percent, expected) => {
    expect(formatPercent(percent, locale)).toBe(expected);
  });

  // French puts a no-break space before the sign: a narrow one (U+202F) in
  // older ICU data, a full one (U+00A0) in ICU 78 (CLDR 48: Node 24.21,
  // Chromium 156). Either way no line breaks between figure and sign.
  it.each([
    [95, /^95[\u00a0\u202f]%$/],
    [100, /^100[\u00a0\u202f]%$/],
    [2.5, /^2,5[\u00a0\u202f]%$/],
  ])("in fr, %s → %s", (percent, expected) => {
    expect(formatPercent(percent, "fr")).toMatch(expected);
  });
});

describe("numberFormat", () => {
  it("makes one format per language and options", () => {
    expect(numberFormat("de")).toBe(numberFormat("de"));
    expect(numberFormat("de")).not.toBe(numberFormat("fr"));
    expect(numberFormat("de", { style: "percent" })).not.toBe(
      numberFormat("de"),
    );
    expect(numberFormat("de", { style: "percent" })).toBe(
      numberFormat("de", { style: "percent" }),
    );
  });
});
