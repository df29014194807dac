import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";
import { absoluteUrl } from "./url";

describe("absoluteUrl", () => {
  it.each([
    ["/", "https://shop.test", "https://shop.test/"],
    ["/about", "https://shop.test", "https://shop.test/about"],
    [
      "/refund-policy",
      "https://shop.test/store",
      "https://shop.test/refund-policy",
    ],
  ])("%s on %s → %s", (path, site, expected) => {
    expect(absoluteUrl(path, site)).toBe(expected);
  });
});

describe("pageMeta", () => {
  const tags = pageMeta(
    { title: "About us | Shop", description: "Who we are." },
    "/about",
    { siteUrl: "https://shop.test" },
  );

  it("gives the title, description and canonical link", () => {
    expect(tags).toContainEqual({ title: "About us | Shop" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Who we are.",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://shop.test/about",
    });
  });

  it("gives sharing tags with the absolute URL", () => {
    expect(tags).toContainEqual({
      property: "og:title",
      content: "About us | Shop",
    });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://shop.test/about",
    });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
  });
});
