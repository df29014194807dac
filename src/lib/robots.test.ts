import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://shop.test/sitemap-index.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://shop.test/sitemap-index.xml\n",
    );
  });
});
