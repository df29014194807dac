import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, numberFormat, position } from "./numbers";

describe("formatNumber and formatPercent", () => {
  const formats = { formatNumber, formatPercent };

  it.each([
    ["formatNumber", "en", 4.9, "4.9"],
    ["formatNumber", "de", 4.9, "4,9"],
    ["formatNumber", "fr", 4.9, "4,9"],
    ["formatNumber", "en", 2002, "2,002"],
    ["formatNumber", "de", 2002, "2.002"],
    ["formatNumber", "fr", 2002, "2\u202f002"],
    ["formatNumber", "en", 27610, "27,610"],
    ["formatNumber", "de", 27610, "27.610"],
    ["formatNumber", "fr", 27610, "27\u202f610"],
    ["formatNumber", "en", 12345.6, "12,345.6"],
    ["formatNumber", "de", 12345.6, "12.345,6"],
    ["formatNumber", "fr", 12345.6, "12\u202f345,6"],
    ["formatNumber", "en", 8, "8"],
    ["formatNumber", "de", 0, "0"],
    ["formatPercent", "en", 95, "95%"],
    ["formatPercent", "de", 95, "95\u00a0%"],
    ["formatPercent", "en", 0, "0%"],
    ["formatPercent", "en", 12.5, "12.5%"],
    ["formatPercent", "de", 12.5, "12,5\u00a0%"],
    ["formatPercent", "en", 33.333, "33.3%"],
    ["formatPercent", "en", 29, "29%"],
    ["formatPercent", "de", 1234, "1.234\u00a0%"],
  ] as const)("%s in %s, %s → %j", (name, locale, value, expected) => {
    expect(formats[name](value, locale)).toBe(expected);
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
