// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readStoreText, templatePattern } from "./store.mjs";

describe("templatePattern", () => {
  it.each([
    ["View image {n} of {total}", "View image 8 of 8", true],
    ["View image {n} of {total}", "View image 12 of 13", true],
    ["View image {n} of {total}", "View image 8", false],
    ["View image {n} of {total}", "Image 8 of 8", false],
    [
      "Show more reviews ({remaining} remaining)",
      "Show more reviews (8 remaining)",
      true,
    ],
    ["Zoom in: {alt}", "Zoom in: The backpack (grey)", true],
    ["Zoom in: {alt}", "Zoom in: ", false],
  ])("%s against %j: %s", (template, text, matches) => {
    expect(templatePattern(template).test(text)).toBe(matches);
  });
});

describe("readStoreText", () => {
  it("reads the labels and the product the scenarios name targets by", async () => {
    const store = await readStoreText("src/content");
    expect(store.copy.product.thumbnailLabel).toEqual(expect.any(String));
    expect(store.chrome.banner.previousLabel).toEqual(expect.any(String));
    expect(store.product.colours.length).toBeGreaterThan(1);
    expect(store.faq.items[0].question).toEqual(expect.any(String));
  });
});

describe("readStoreText in another language", () => {
  it("reads the language's labels over the first language's facts", async () => {
    const english = await readStoreText("src/content");
    const german = await readStoreText("src/content", "de");
    expect(german.copy.product.nextImage).not.toBe(
      english.copy.product.nextImage,
    );
    expect(german.chrome.menuLabel).not.toBe(english.chrome.menuLabel);
    expect(
      german.product.colours.map((/** @type {any} */ c) => c.value),
    ).toEqual(english.product.colours.map((/** @type {any} */ c) => c.value));
  });
});
