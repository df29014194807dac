// partner-template.ts: checking a template, and the tracker link.
import { describe, expect, it } from "vitest";
import { readArrival } from "./arrival";
import { PRESETS, PRESET_NAMES } from "./networks";
import { trackerLink, validateTemplate } from "./partner-template";

describe("validateTemplate", () => {
  it.each(PRESET_NAMES)("accepts the %s preset's template", (name) => {
    expect(validateTemplate(PRESETS[name].template)).toEqual([]);
  });

  it.each([
    [
      "https://x.test/o?a={foo}",
      [
        expect.stringContaining(
          "has the unknown token(s) {foo} (known: {offer_id},",
        ),
      ],
    ],
    [
      "https://x.test/o?a=%7Bfoo%7D&b={Click_Id}",
      [expect.stringContaining("unknown token(s) {foo}, {Click_Id} ")],
    ],
    [
      "https://x.test/o?a={}",
      [expect.stringContaining("unknown token(s) {} ")],
    ],
    ["http://x.test/o?a={offer_id}", ["uses http: where https: is needed"]],
    [
      "partner.example.com/offer",
      ["is not an absolute URL (it must start with https://)"],
    ],
    ["", ["is not an absolute URL (it must start with https://)"]],
    ["ftp://x.test/{offer_id}", ["uses ftp: where https: is needed"]],
    ["javascript:alert(1)", ["uses javascript: where https: is needed"]],
    [
      "https://x.test/o?a={offer_id",
      ["has a brace that opens or closes no token"],
    ],
    [
      "https://x.test/o?a=offer_id}",
      ["has a brace that opens or closes no token"],
    ],
    [
      "https://{aff_id}.{offer_id}.hop.example.net/",
      ["has a token outside the path and the query"],
    ],
    [
      "https://{aff_id}:pw@x.test/o",
      ["has a token outside the path and the query"],
    ],
    [
      "https://x.test/o#{click_id}",
      ["has a token outside the path and the query"],
    ],
    [
      "https://x.test/o?{utm_source}=1",
      ['has a token in the parameter name "{utm_source}"'],
    ],
  ])("reports %j", (template, expected) => {
    expect(validateTemplate(template)).toEqual(expected);
  });
});
describe("trackerLink", () => {
  it("appends every arrival parameter under its own name", () => {
    expect(
      trackerLink(
        "https://trk.test/click",
        readArrival(
          "?utm_source=fb&utm_medium=paid&utm_campaign=c1&utm_term=t&utm_content=v&gclid=g&gbraid=gb&wbraid=wb&fbclid=f&ttclid=t2&msclkid=m&cid=k&x=1",
          "cid",
        ),
        "cid",
      ),
    ).toBe(
      "https://trk.test/click?utm_source=fb&utm_medium=paid&utm_campaign=c1&utm_term=t&utm_content=v&gclid=g&gbraid=gb&wbraid=wb&fbclid=f&ttclid=t2&msclkid=m&cid=k",
    );
  });

  it("replaces a parameter the click URL has, keeping the others", () => {
    expect(
      trackerLink(
        "https://trk.test/click?utm_source=store&lp=1",
        { utm_source: "fb" },
        "cid",
      ),
    ).toBe("https://trk.test/click?utm_source=fb&lp=1");
  });

  it("sanitises an arrival that did not come from readArrival", () => {
    expect(
      trackerLink(
        "https://trk.test/click",
        { utm_source: "a\r\nb", gclid: "\u0000" },
        "cid",
      ),
    ).toBe("https://trk.test/click?utm_source=ab");
  });

  it.each([
    [
      "javascript:alert(1)",
      'Tracker click URL "javascript:alert(1)" uses javascript: where https: is needed',
    ],
    ["/click", 'Tracker click URL "/click" is not an absolute URL'],
  ])("throws for %j", (clickUrl, message) => {
    expect(() => trackerLink(clickUrl, {}, "cid")).toThrow(message);
  });
});
