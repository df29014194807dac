import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./url";

describe("absoluteUrl", () => {
  it.each([
    ["/", "https://shop.test", "https://shop.test/"],
    ["/about", "https://shop.test", "https://shop.test/about"],
    ["/about", "https://shop.test/", "https://shop.test/about"],
    ["/about", "https://shop.test//", "https://shop.test/about"],
    [
      "/_astro/a.jpg",
      "http://localhost:4321",
      "http://localhost:4321/_astro/a.jpg",
    ],
    ["https://cdn.test/a.jpg", "https://shop.test", "https://cdn.test/a.jpg"],
  ])("%s on %s → %s", (path, site, expected) => {
    expect(absoluteUrl(path, site)).toBe(expected);
  });
});
