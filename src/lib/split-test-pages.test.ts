import { describe, expect, it } from "vitest";
import { untranslatedTexts, variantAttributes } from "./split-test-pages";

const test = {
  variants: [
    { name: "short", share: 30, buyNow: "GET IT", benefits: ["One", "Two"] },
    { name: "long", share: 20, headline: "The backpack" },
  ],
};

describe("untranslatedTexts", () => {
  it("finds nothing missing when every text a variant changes is translated", () => {
    expect(
      untranslatedTexts(test, {
        variants: [
          { buyNow: "HOLEN", benefits: ["Eins", "Zwei"] },
          { headline: "Der Rucksack" },
        ],
      }),
    ).toEqual([]);
  });

  it("names each text left out, and a list translated in part", () => {
    expect(
      untranslatedTexts(test, {
        variants: [{ buyNow: "HOLEN", benefits: ["Eins"] }],
      }),
    ).toEqual([
      "variants[0].benefits: must translate all 2 entries",
      "variants[1].headline: is not translated",
    ]);
  });

  it("finds every text missing in a file that translates no variant", () => {
    expect(untranslatedTexts(test, {})).toHaveLength(3);
  });
});

describe("variantAttributes", () => {
  it("names the language's own product page as the one a variant is of", () => {
    expect(
      variantAttributes(
        { test: "cta", name: "short", share: 30, buyNow: "JETZT" },
        "/de",
      ),
    ).toEqual({
      "data-split-test": "cta",
      "data-variant": "short",
      "data-variant-share": "30",
      "data-variant-of": "/de",
    });
  });

  it("gives a page in no test no attributes", () => {
    expect(variantAttributes(undefined, "/")).toEqual({});
  });
});
