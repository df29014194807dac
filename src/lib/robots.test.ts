import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://shop.test/sitemap-index.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://shop.test/sitemap-index.xml\n",
    );
  });

  it("keeps crawlers off the paths it is given, before the rest is allowed", () => {
    expect(
      robotsTxt("https://shop.test/sitemap-index.xml", ["/go", "/ledger/"]),
    ).toBe(
      "User-agent: *\nDisallow: /go\nDisallow: /ledger/\nAllow: /\n\nSitemap: https://shop.test/sitemap-index.xml\n",
    );
  });
});
