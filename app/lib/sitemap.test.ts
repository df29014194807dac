import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  const xml = sitemapXml(
    ["/", "/about", "/about", "/a&b"],
    "https://shop.test",
  );

  it("lists each path once as an absolute URL", () => {
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://shop.test/</loc>");
    expect(xml).toContain("<loc>https://shop.test/about</loc>");
  });

  it("is well-formed XML in the sitemap namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    );
    expect(xml).toContain("https://shop.test/a&amp;b");
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
  });
});

describe("robotsTxt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://shop.test")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://shop.test/sitemap.xml\n",
    );
  });
});
