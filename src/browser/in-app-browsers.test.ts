import { describe, expect, it } from "vitest";
import { BUY_NOW_LINKS } from "./buy-now-link";
import { isInAppBrowser, openBuyNowInPlace } from "./in-app-browsers";
import { USER_AGENTS } from "./in-app-browsers-fixture";

describe("isInAppBrowser", () => {
  it.each([
    ["facebookIos", true],
    ["instagramIos", true],
    ["tiktokIos", true],
    ["facebookAndroid", true],
    ["safariIos", false],
    ["chromeAndroid", false],
  ] as const)("%s: %s", (name, expected) => {
    expect(isInAppBrowser(USER_AGENTS[name])).toBe(expected);
  });
});

describe("openBuyNowInPlace", () => {
  const page = () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `
      <a href="https://partner.test/" target="_blank" rel="sponsored noopener" data-partner-link="main">BUY NOW<span class="sr-only"> (opens in a new tab)</span></a>
      <a href="https://partner.test/" target="_blank" rel="sponsored noopener" data-partner-link="sticky">BUY NOW</a>
      <a href="https://elsewhere.test/" target="_blank">Elsewhere</a>`;
    return doc;
  };
  const targets = (doc: Document) =>
    [...doc.querySelectorAll("a")].map((link) => link.getAttribute("target"));

  it("opens BUY NOW in the same view in an app's browser, and leaves other links alone", () => {
    const doc = page();
    openBuyNowInPlace(doc, USER_AGENTS.tiktokIos);
    expect(doc.querySelectorAll(BUY_NOW_LINKS)).toHaveLength(2);
    expect(targets(doc)).toEqual([null, null, "_blank"]);
    // The hint that it opens a new tab goes with the new tab.
    expect(doc.querySelector(BUY_NOW_LINKS)?.textContent).toBe("BUY NOW");
  });

  it("keeps the new tab in a browser", () => {
    const doc = page();
    openBuyNowInPlace(doc, USER_AGENTS.safariIos);
    expect(targets(doc)).toEqual(["_blank", "_blank", "_blank"]);
    expect(doc.querySelector(BUY_NOW_LINKS)?.textContent).toBe(
      "BUY NOW (opens in a new tab)",
    );
  });
});
