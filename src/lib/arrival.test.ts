// arrival.ts: reading a landing address.
import { describe, expect, it } from "vitest";
import {
  ARRIVAL_PARAMS,
  arrivalQuery,
  clickIdParamName,
  readArrival,
  type Arrival,
} from "./arrival";

/** Every recognised parameter set to the same value. */
function everywhere(value: string): Arrival {
  return Object.fromEntries(ARRIVAL_PARAMS.map((name) => [name, value]));
}

/** Names a click id may not go by: not a parameter name, or another's. */
const NOT_CLICK_ID_NAMES = [
  "",
  "1cid",
  "_cid",
  "click-id",
  " cid",
  "cid\n",
  "a".repeat(33),
  "gclid",
  "utm_source",
];

describe("clickIdParamName", () => {
  it.each([
    ["cid", "cid"],
    ["subid_1", "subid_1"],
    ["clickid", "clickid"],
    [`A${"b".repeat(31)}`, `A${"b".repeat(31)}`],
    ...NOT_CLICK_ID_NAMES.map((name) => [name, "clickid"]),
  ])("%j is used as %j", (name, expected) => {
    expect(clickIdParamName(name)).toBe(expected);
  });
});

describe("readArrival", () => {
  it("reads the recognised parameters and ignores unknown ones", () => {
    expect(
      readArrival(
        "?utm_source=fb&utm_campaign=spring&utm_id=120200&gclid=abc&clickid=xyz&utm_adset=7&ref=x&UTM_SOURCE=y",
        "clickid",
      ),
    ).toEqual({
      utm_source: "fb",
      utm_campaign: "spring",
      utm_id: "120200",
      gclid: "abc",
      clickid: "xyz",
    });
  });

  it("reads every recognised name", () => {
    const query = new URLSearchParams(
      ARRIVAL_PARAMS.map((name) => [name, `v-${name}`]),
    );
    expect(readArrival(query, "clickid")).toEqual(
      Object.fromEntries(ARRIVAL_PARAMS.map((name) => [name, `v-${name}`])),
    );
  });

  it("takes the first occurrence only", () => {
    expect(
      readArrival("utm_source=first&utm_source=second&gclid=&gclid=g", "cid"),
    ).toEqual({ utm_source: "first" });
  });

  it("reads the click id under its configured name", () => {
    expect(readArrival("?cid=abc&clickid=other", "cid")).toEqual({
      clickid: "abc",
    });
  });

  it.each([
    ...NOT_CLICK_ID_NAMES.map((name) => [name, "fallback"]),
    ["cid", "configured"],
  ])("with the click-id name %j, clickid is %j", (name, expected) => {
    const query = new URLSearchParams([
      ["clickid", "fallback"],
      [name, "configured"],
    ]);
    expect(readArrival(query, name).clickid).toBe(expected);
  });

  /** Queries of one parameter each, and the arrival read from them, sanitised. */
  const SANITISED: Record<string, Arrival> = {
    "utm_source=%20%20fb%20%20": { utm_source: "fb" },
    "utm_source=a+b": { utm_source: "a b" },
    "utm_source=a%0D%0Ab": { utm_source: "ab" },
    "utm_source=a%00b": { utm_source: "ab" },
    "utm_source=a%09b%7F": { utm_source: "ab" },
    "utm_source=%22%3E%3Cscript%3E": { utm_source: '"><script>' },
    "utm_source=a%26b%3Dc%23d": { utm_source: "a&b=c#d" },
    "utm_source=%2500": { utm_source: "%00" },
    "utm_source=%E2%80%AEevil": { utm_source: "evil" },
    "utm_source=%F0%9F%8E%92bag": { utm_source: "bag" },
    "utm_source=a%E0%A4b": { utm_source: "ab" },
    "utm_campaign=Fr%C3%BChling%20%E3%82%BB%E3%83%BC%E3%83%AB": {
      utm_campaign: "Frühling セール",
    },
    "utm_content=cafe%CC%81": { utm_content: "caf\u00e9" },
    "gclid=Fr%C3%BChling": { gclid: "Frhling" },
    "gclid=%D9%A3abc": { gclid: "abc" },
    // Empty once sanitised, so left out.
    "utm_source=": {},
    "utm_source=%20%00%20": {},
    "utm_source=%F0%9F%8E%92": {},
  };

  it.each(Object.entries(SANITISED))("sanitises %s to %j", (query, arrival) => {
    expect(readArrival(query, "clickid")).toEqual(arrival);
  });

  it.each([
    ["x".repeat(10_000), "x".repeat(500)],
    ["\u00e9".repeat(600), "\u00e9".repeat(500)],
    [`${"x".repeat(499)} y`, "x".repeat(499)],
  ])("cuts a value to 500 characters (%#)", (value, expected) => {
    const query = new URLSearchParams([["utm_term", value]]);
    expect(readArrival(query, "clickid").utm_term).toBe(expected);
  });
});

describe("arrivalQuery", () => {
  it.each([
    [{}, "clickid", ""],
    [
      { utm_source: "fb", utm_campaign: "spring sale", gclid: "abc" },
      "clickid",
      "utm_source=fb&utm_campaign=spring+sale&gclid=abc",
    ],
    [
      { clickid: "x y", utm_source: "a&b=c#d" },
      "cid",
      "utm_source=a%26b%3Dc%23d&cid=x+y",
    ],
    [{ clickid: "k1" }, "bad-name", "clickid=k1"],
    [{ utm_source: "a\r\nb", gclid: " " }, "clickid", "utm_source=ab"],
  ] as const)("writes %j with %j as %j", (arrival, clickIdParam, expected) => {
    expect(arrivalQuery(arrival, clickIdParam)).toBe(expected);
  });

  it.each([
    [{ utm_source: "fb", utm_medium: "cpc", clickid: "k-1" }, "clickid"],
    [{ utm_campaign: "Frühling セール", msclkid: "m_1" }, "cid"],
    [{ utm_term: "a&b=c#d %00 ?x", ttclid: "t" }, "subid"],
    [{ utm_content: "é".repeat(500), gbraid: "0".repeat(500) }, "cid"],
    [everywhere("same"), "s2"],
  ])("round-trips arrival %# through readArrival", (arrival, clickIdParam) => {
    expect(
      readArrival(arrivalQuery(arrival, clickIdParam), clickIdParam),
    ).toEqual(arrival);
  });
});
